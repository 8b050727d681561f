import HIGControls

/// Cut, Copy and Delete act on a selection; without one they don't belong in the menu.
enum EditMenuSelectionRequiredRule {
    static let rule = Rule(
        id: "edit-menu.selection-required", component: .editMenu, severity: .error,
        guideline: GuidelineReference("controls/edit-menus", "relevant-commands"),
        title: Localized(ko: "선택한 내용이 없으면 잘라내기·복사·삭제를 빼기", en: "No Cut, Copy or Delete without a selection"),
        summary: Localized(
            ko: "잘라내기, 복사, 삭제는 선택한 내용에 작용하는 명령이라 선택한 것이 없으면 아무 일도 하지 않습니다. 선택한 내용이 없는 편집 메뉴에 이런 명령이 있는지 확인합니다.",
            en: "Cut, Copy and Delete act on the selected content, so with nothing selected they do nothing. Checks that an edit menu shown without a selection offers none of them."),
        examples: [
            .passing(Localized(ko: "선택한 내용이 없을 때 붙여넣기와 선택", en: "Paste and Select with nothing selected"),
                     Screen(content: [.editMenu(EditMenu(commands: ["Select", "Select All", "Paste"].map { .init(title: $0) }, hasSelection: false))])),
            .passing(Localized(ko: "텍스트를 선택했을 때 잘라내기와 복사", en: "Cut and Copy with text selected"),
                     Screen(content: [.editMenu(EditMenu(commands: ["잘라내기", "복사", "붙여넣기"].map { .init(title: $0) }))])),
            .failing(Localized(ko: "선택한 내용이 없는데 복사를 제공", en: "Copy offered with nothing selected"),
                     Screen(content: [.editMenu(EditMenu(commands: ["선택", "복사", "붙여넣기"].map { .init(title: $0) }, hasSelection: false))]),
                     at: "content[0].edit-menu.commands[1]"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .editMenu(let menu) = element, !menu.hasSelection else { return [] }
                return menu.commands.enumerated().compactMap { position, command in
                    guard command.needsSelection else { return nil }
                    return Finding(path.key("commands").index(position), Localized(
                        ko: "선택한 내용이 없는데 ‘\(command.title)’ 명령이 있습니다. 이 명령은 선택한 내용이 있을 때만 보여 주세요.",
                        en: "‘\(command.title)’ is offered with nothing selected; show it only when there is a selection."))
                }
            }
        }
    )
}
