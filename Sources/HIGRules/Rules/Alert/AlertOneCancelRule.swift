import HIGControls

/// One cancel button per alert: `UIAlertController` accepts a single cancel action.
enum AlertOneCancelRule {
    static let rule = Rule(
        id: "alert.one-cancel", component: .alert, severity: .error,
        guideline: GuidelineReference("presentation/alerts", "cancel-button"),
        title: Localized(ko: "취소 버튼은 하나", en: "One cancel button"),
        summary: Localized(
            ko: "경고창을 닫고 아무것도 하지 않는 방법은 하나면 됩니다. UIKit의 UIAlertController는 취소 스타일의 동작을 하나만 받습니다. 취소 역할의 버튼이 둘 이상인지 확인합니다.",
            en: "An alert needs one way to close it without doing anything, and UIKit's UIAlertController accepts only one action with the cancel style. Checks for more than one button with the cancel role."),
        examples: [
            .passing(Localized(ko: "취소 버튼 하나", en: "One cancel button"),
                     Screen(content: [.alert(Alert(title: "Sign Out?", buttons: [DialogButton(title: "Cancel", role: .cancel), DialogButton(title: "Sign Out")]))])),
            .failing(Localized(ko: "취소 역할 버튼 둘", en: "Two buttons with the cancel role"),
                     Screen(content: [.alert(Alert(title: "Sign Out?", buttons: [DialogButton(title: "Cancel", role: .cancel),
                                                                               DialogButton(title: "Not Now", role: .cancel), DialogButton(title: "Sign Out")]))]),
                     at: "content[0].alert.buttons[1]"),
        ],
        check: { screen in
            DialogText.alerts(in: screen).flatMap { path, alert in
                alert.buttons.indices.filter { alert.buttons[$0].isCancel }.dropFirst().map { index in
                    Finding(path.key("buttons").index(index), Localized(
                        ko: "‘\(alert.buttons[index].title)’은 이 경고창의 두 번째 취소 버튼입니다. 취소 역할은 버튼 하나에만 주세요.",
                        en: "‘\(alert.buttons[index].title)’ is the alert's second cancel button; give the cancel role to one button only."))
                }
            }
        }
    )
}
