import HIGControls

/// Destructive choices at the top of an action sheet, where they are most noticeable.
enum ActionSheetDestructiveFirstRule {
    static let rule = Rule(
        id: "action-sheet.destructive-first", component: .actionSheet, severity: .warning,
        guideline: GuidelineReference("presentation/action-sheets", "destructive-first"),
        title: Localized(ko: "파괴적인 선택지는 맨 위에", en: "Destructive choices at the top"),
        summary: Localized(
            ko: "파괴적인 선택지는 파괴적 스타일로, 가장 눈에 띄는 맨 위에 둡니다. 파괴적 역할의 버튼 앞에 일반 버튼이 있는지 확인합니다. SwiftUI가 역할에 따라 버튼 순서를 바꿀 수 있으므로, 코드에서 읽은 확인 대화상자의 순서는 판단하지 않습니다.",
            en: "Destructive choices take the destructive style and sit at the top, where they are most noticeable. Checks for an ordinary button before a destructive one; SwiftUI may reorder a confirmation dialog's buttons by role, so an order read from its code is not judged."),
        examples: [
            .passing(Localized(ko: "맨 위의 삭제", en: "Delete at the top"), Screen(content: [.actionSheet(ActionSheet(title: "What do you want to do with this photo?", buttons: [DialogButton(title: "Delete Photo", role: .destructive), DialogButton(title: "Duplicate"), DialogButton(title: "Cancel", role: .cancel)]))])),
            .failing(Localized(ko: "일반 선택지 아래의 삭제", en: "Delete below an ordinary choice"),
                     Screen(content: [.actionSheet(ActionSheet(title: "What do you want to do with this photo?",
                                                               buttons: [DialogButton(title: "Duplicate"), DialogButton(title: "Delete Photo", role: .destructive),
                                                                         DialogButton(title: "Cancel", role: .cancel)]))]),
                     at: "content[0].action-sheet.buttons[1]"),
        ],
        check: { screen in
            DialogText.actionSheets(in: screen).flatMap { path, sheet -> [Finding] in
                guard sheet.orderIsKnown, let firstPlain = sheet.buttons.firstIndex(where: { $0.role == nil }) else { return [] }
                return sheet.buttons.indices.filter { $0 > firstPlain && sheet.buttons[$0].isDestructive }.map { index in
                    Finding(path.key("buttons").index(index), Localized(
                        ko: "파괴적인 선택지 ‘\(sheet.buttons[index].title)’이 일반 선택지 아래에 있습니다. 눈에 잘 띄도록 맨 위로 옮기세요.",
                        en: "The destructive choice ‘\(sheet.buttons[index].title)’ comes after an ordinary one; move it to the top, where it is most noticeable."))
                }
            }
        }
    )
}
