import HIGControls

/// Custom commands named with a verb or a short verb phrase.
enum EditMenuShortCommandNamesRule {
    /// In narrow characters; a Hangul character counts as two.
    static let maximumLength = 15

    static let rule = Rule(
        id: "edit-menu.short-command-names", component: .editMenu, severity: .warning,
        guideline: GuidelineReference("controls/edit-menus", "short-command-names"),
        title: Localized(ko: "사용자 지정 명령의 이름은 짧게", en: "Short custom command names"),
        summary: Localized(
            ko: "편집 메뉴는 선택한 내용 바로 위나 아래에 한 줄로 펼쳐지므로, 이름이 긴 명령은 다른 명령을 밀어내고 메뉴를 넘겨 보게 만듭니다. 사용자 지정 명령의 이름이 길이 기준을 넘는지 확인합니다. 한글은 한 글자를 두 자로 셉니다.",
            en: "An edit menu opens as a single row by the selection, so a long command name pushes others off and makes people page through the menu. Checks that each custom command's name stays within the length limit; a Hangul character counts as two."),
        threshold: Localized(ko: "15자 이하, 한글은 한 글자를 두 자로 셈 (higsite의 기준)",
                             en: "15 characters or fewer, a Hangul character counting as two (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "동사 하나로 된 사용자 지정 명령", en: "A custom command named with one verb"),
                     Screen(content: [.editMenu(EditMenu(commands: ["복사", "붙여넣기", "번역"].map { .init(title: $0) }))])),
            .failing(Localized(ko: "문장처럼 긴 사용자 지정 명령", en: "A custom command named like a sentence"),
                     Screen(content: [.editMenu(EditMenu(commands: ["Copy", "Paste", "Translate to Another Language"].map { .init(title: $0) }))]),
                     at: "content[0].edit-menu.commands[2]"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .editMenu(let menu) = element else { return [] }
                return menu.commands.enumerated().compactMap { position, command in
                    let length = ControlsText.displayLength(command.title)
                    guard !command.isSystem, length > maximumLength else { return nil }
                    return Finding(path.key("commands").index(position), Localized(
                        ko: "사용자 지정 명령 ‘\(command.title)’의 이름이 \(length)자입니다(한글은 두 자로 셈). 하는 일을 나타내는 동사나 짧은 동사구로 \(maximumLength)자 이하가 되게 줄이세요.",
                        en: "The custom command ‘\(command.title)’ is \(length) characters long (Hangul counting double); name it with a verb or short verb phrase of \(maximumLength) characters or fewer."))
                }
            }
        }
    )
}
