import HIGControls

/// With something already selected, Select has nothing left to do.
enum EditMenuNoSelectWhenSelectedRule {
    static let selectTitles: Set<String> = ["select", "선택"]

    static let rule = Rule(
        id: "edit-menu.no-select-when-selected", component: .editMenu, severity: .warning,
        guideline: GuidelineReference("controls/edit-menus", "relevant-commands"),
        title: Localized(ko: "이미 선택한 내용이 있으면 선택 명령을 빼기", en: "No Select command when something is selected"),
        summary: Localized(
            ko: "이미 선택한 내용이 있을 때 선택 명령은 할 일이 없어 메뉴만 길게 만듭니다. 선택한 내용이 있는 편집 메뉴에 선택 명령이 있는지 확인합니다.",
            en: "When something is already selected, the Select command has nothing to do and only lengthens the menu. Checks that an edit menu shown with a selection doesn't offer Select."),
        examples: [
            .passing(Localized(ko: "선택한 내용이 있을 때 잘라내기, 복사, 붙여넣기", en: "Cut, Copy and Paste with a selection"),
                     Screen(content: [.editMenu(EditMenu(commands: ["Cut", "Copy", "Paste"].map { .init(title: $0) }))])),
            .failing(Localized(ko: "선택한 내용이 있는데 선택 명령을 제공", en: "Select offered with a selection"),
                     Screen(content: [.editMenu(EditMenu(commands: ["잘라내기", "복사", "선택"].map { .init(title: $0) }))]),
                     at: "content[0].edit-menu.commands[2]"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .editMenu(let menu) = element, menu.hasSelection else { return [] }
                return menu.commands.enumerated().compactMap { position, command in
                    guard selectTitles.contains(command.title.lowercased()) else { return nil }
                    return Finding(path.key("commands").index(position), Localized(
                        ko: "이미 선택한 내용이 있는데 ‘\(command.title)’ 명령이 있습니다. 선택한 내용이 있을 때는 이 명령을 빼세요.",
                        en: "‘\(command.title)’ is offered though something is already selected; leave it out while there is a selection."))
                }
            }
        }
    )
}
