import HIGControls

/// One cancel button per action sheet: `UIAlertController` accepts a single cancel action.
enum ActionSheetOneCancelRule {
    static let rule = Rule(
        id: "action-sheet.one-cancel", component: .actionSheet, severity: .error,
        guideline: GuidelineReference("presentation/action-sheets", "cancel-button"),
        title: Localized(ko: "취소 버튼은 하나", en: "One cancel button"),
        summary: Localized(
            ko: "액션 시트를 닫는 취소 버튼은 맨 아래에 하나만 있습니다. UIKit의 UIAlertController는 취소 스타일의 동작을 하나만 받습니다. 취소 역할의 버튼이 둘 이상인지 확인합니다.",
            en: "An action sheet has one Cancel button, at the bottom, and UIKit's UIAlertController accepts only one action with the cancel style. Checks for more than one button with the cancel role."),
        examples: [
            .passing(Localized(ko: "취소 버튼 하나", en: "One cancel button"), Screen(content: [.actionSheet(ActionSheet(title: "What do you want to do with this photo?", buttons: [DialogButton(title: "Delete Photo", role: .destructive), DialogButton(title: "Duplicate"), DialogButton(title: "Cancel", role: .cancel)]))])),
            .failing(Localized(ko: "취소 역할 버튼 둘", en: "Two buttons with the cancel role"),
                     Screen(content: [.actionSheet(ActionSheet(title: "Leave this group?", buttons: [DialogButton(title: "Leave Group", role: .destructive),
                                                                                                       DialogButton(title: "Not Now", role: .cancel),
                                                                                                       DialogButton(title: "Cancel", role: .cancel)]))]),
                     at: "content[0].action-sheet.buttons[2]"),
        ],
        check: { screen in
            DialogText.actionSheets(in: screen).flatMap { path, sheet in
                sheet.buttons.indices.filter { sheet.buttons[$0].isCancel }.dropFirst().map { index in
                    Finding(path.key("buttons").index(index), Localized(
                        ko: "‘\(sheet.buttons[index].title)’은 이 액션 시트의 두 번째 취소 버튼입니다. 취소 역할은 버튼 하나에만 주세요.",
                        en: "‘\(sheet.buttons[index].title)’ is the action sheet's second cancel button; give the cancel role to one button only."))
                }
            }
        }
    )
}
