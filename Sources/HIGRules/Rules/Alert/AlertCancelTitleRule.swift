import HIGControls

/// The button that cancels is titled Cancel.
enum AlertCancelTitleRule {
    static let rule = Rule(
        id: "alert.cancel-title", component: .alert, severity: .warning,
        guideline: GuidelineReference("presentation/alerts", "cancel-button"),
        title: Localized(ko: "취소 버튼의 제목은 ‘취소’", en: "A cancel button titled Cancel"),
        summary: Localized(
            ko: "경고창의 동작을 취소하는 버튼은 사용자가 바로 알아보도록 언제나 ‘취소’라고 씁니다. 취소 역할의 버튼 제목이 ‘취소’ 또는 ‘Cancel’인지 확인합니다. 코드가 만드는 제목은 판단하지 않습니다.",
            en: "The button that cancels an alert's action is always titled Cancel, so people recognise it at once. Checks that a button with the cancel role is titled ‘Cancel’ or ‘취소’; a title the code computes is not judged."),
        examples: [
            .passing(Localized(ko: "‘취소’ 버튼", en: "A Cancel button"),
                     Screen(content: [.alert(Alert(title: "Sign Out?", buttons: [DialogButton(title: "Cancel", role: .cancel), DialogButton(title: "Sign Out")]))])),
            .failing(Localized(ko: "다르게 쓴 취소 버튼", en: "A cancel button with another title"),
                     Screen(content: [.alert(Alert(title: "Sign Out?", buttons: [DialogButton(title: "Never Mind", role: .cancel), DialogButton(title: "Sign Out")]))]),
                     at: "content[0].alert.buttons[0]"),
        ],
        check: { screen in
            DialogText.alerts(in: screen).flatMap { path, alert in
                alert.buttons.enumerated().compactMap { index, button in
                    guard button.isCancel, DialogText.isKnown(button.title), !DialogText.cancelTitles.contains(DialogText.folded(button.title)) else { return nil }
                    return Finding(path.key("buttons").index(index), Localized(
                        ko: "취소 버튼의 제목이 ‘\(button.title)’입니다. 취소하는 버튼은 언제나 ‘취소’라고 쓰세요.",
                        en: "The cancel button is titled ‘\(button.title)’; title the button that cancels ‘Cancel’."))
                }
            }
        }
    )
}
