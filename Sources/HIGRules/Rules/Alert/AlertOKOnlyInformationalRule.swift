import HIGControls

/// "OK" only in an alert that informs and offers no choice.
enum AlertOKOnlyInformationalRule {
    static let rule = Rule(
        id: "alert.ok-only-informational", component: .alert, severity: .warning,
        guideline: GuidelineReference("presentation/alerts", "button-titles"),
        title: Localized(ko: "‘확인’은 알리기만 하는 경고창에만", en: "OK only in an alert that just informs"),
        summary: Localized(
            ko: "선택지가 있는 경고창에서 ‘확인’은 동작을 하겠다는 뜻인지 경고를 읽었다는 뜻인지 분명하지 않습니다. 버튼이 둘 이상인 경고창에서 취소 버튼이 아닌 버튼의 제목이 ‘확인’ 또는 ‘OK’인지 확인합니다.",
            en: "In an alert that offers a choice, OK can mean either ‘do it’ or ‘I've read the warning’. Checks for a button titled ‘OK’ or ‘확인’, other than the cancel button, in an alert with two or more buttons."),
        examples: [
            .passing(Localized(ko: "버튼이 하나인 안내 경고창", en: "An informational alert with one button"),
                     Screen(content: [.alert(Alert(title: "Backup Complete", buttons: [DialogButton(title: "OK")]))])),
            .failing(Localized(ko: "삭제를 묻는 경고창의 ‘확인’", en: "OK in an alert that asks to delete"),
                     Screen(content: [.alert(Alert(title: "Delete “Jeju Trip”?", buttons: [DialogButton(title: "Cancel", role: .cancel),
                                                                                          DialogButton(title: "OK", role: .destructive)]))]),
                     at: "content[0].alert.buttons[1]"),
        ],
        check: { screen in
            DialogText.alerts(in: screen).flatMap { path, alert -> [Finding] in
                guard alert.buttons.count >= 2 else { return [] }
                return alert.buttons.enumerated().compactMap { index, button in
                    guard !button.isCancel, DialogText.okTitles.contains(DialogText.folded(button.title)) else { return nil }
                    return Finding(path.key("buttons").index(index), Localized(
                        ko: "선택지가 있는 경고창의 ‘\(button.title)’ 버튼은 무엇을 하는지 분명하지 않습니다. ‘지우기’, ‘변환’처럼 동작을 제목으로 쓰세요.",
                        en: "In an alert that offers a choice, the ‘\(button.title)’ button is unclear; title it with the action, such as ‘Erase’ or ‘Convert’."))
                }
            }
        }
    )
}
