import HIGControls

/// An action sheet with a destructive choice has a Cancel button.
enum ActionSheetCancelWithDestructiveRule {
    static let rule = Rule(
        id: "action-sheet.cancel-with-destructive", component: .actionSheet, severity: .warning,
        guideline: GuidelineReference("presentation/action-sheets", "cancel-button"),
        title: Localized(ko: "파괴적인 선택지가 있으면 취소 버튼", en: "A Cancel button with a destructive choice"),
        summary: Localized(
            ko: "데이터를 지울 수 있는 선택지가 있는 액션 시트에는 아무것도 하지 않고 닫는 취소 버튼이 필요합니다. 파괴적 역할의 버튼이 있는 액션 시트에 취소 역할의 버튼이 있는지 확인합니다. SwiftUI의 확인 대화상자는 닫기 동작을 스스로 넣습니다.",
            en: "An action sheet whose choices can destroy data needs a Cancel button that closes it without doing anything. Checks that an action sheet with a destructive button has a button with the cancel role; SwiftUI's confirmation dialog adds its own dismiss action."),
        examples: [
            .passing(Localized(ko: "삭제와 취소", en: "Delete and Cancel"), Screen(content: [.actionSheet(ActionSheet(title: "What do you want to do with this photo?", buttons: [DialogButton(title: "Delete Photo", role: .destructive), DialogButton(title: "Duplicate"), DialogButton(title: "Cancel", role: .cancel)]))])),
            .failing(Localized(ko: "취소 없는 삭제", en: "Delete without Cancel"),
                     Screen(content: [.actionSheet(ActionSheet(title: "Delete this photo?", buttons: [DialogButton(title: "Delete Photo", role: .destructive),
                                                                                                        DialogButton(title: "Duplicate")]))]),
                     at: "content[0].action-sheet.buttons[0]"),
        ],
        check: { screen in
            DialogText.actionSheets(in: screen).compactMap { path, sheet in
                guard !sheet.buttons.contains(where: \.isCancel), let index = sheet.buttons.firstIndex(where: \.isDestructive) else { return nil }
                return Finding(path.key("buttons").index(index), Localized(
                    ko: "액션 시트에 파괴적인 선택지 ‘\(sheet.buttons[index].title)’이 있지만 취소 버튼이 없습니다. 맨 아래에 ‘취소’ 버튼을 더하세요.",
                    en: "The action sheet offers the destructive choice ‘\(sheet.buttons[index].title)’ but no Cancel button; add one at the bottom."))
            }
        }
    )
}
