import HIGControls

/// English edit menu commands in title case, like button titles.
enum EditMenuTitleCaseRule {
    static let rule = Rule(
        id: "edit-menu.title-case", component: .editMenu, severity: .warning,
        guideline: GuidelineReference("controls/edit-menus", "short-command-names"),
        title: Localized(ko: "영문 명령 이름은 타이틀 케이스로", en: "English command names in title case"),
        summary: Localized(
            ko: "버튼 제목과 마찬가지로, 로마자로 쓴 명령 이름에서 관사, 등위 접속사, 네 글자 이하의 전치사를 뺀 모든 단어가 대문자로 시작하는지 확인합니다. 그래야 사용자 지정 명령이 시스템 명령과 나란히 있어도 어색하지 않습니다. 한글 이름은 검사하지 않습니다.",
            en: "As with button titles, checks that every word of a command name in Latin script starts with a capital letter, except articles, coordinating conjunctions and prepositions of four letters or fewer in the middle. Custom commands then sit naturally beside the system ones. Korean names are not checked."),
        threshold: Localized(ko: "소문자로 두는 전치사는 네 글자 이하", en: "Prepositions of four letters or fewer stay lower case"),
        examples: [
            .passing(Localized(ko: "타이틀 케이스로 쓴 사용자 지정 명령", en: "A custom command in title case"),
                     Screen(content: [.editMenu(EditMenu(commands: ["Copy", "Look Up", "Add to Notes"].map { .init(title: $0) }))]), labels: .only(.en)),
            .failing(Localized(ko: "문장처럼 쓴 사용자 지정 명령", en: "A custom command in sentence case"),
                     Screen(content: [.editMenu(EditMenu(commands: ["Copy", "Look Up", "Add to notes"].map { .init(title: $0) }))]),
                     at: "content[0].edit-menu.commands[2]", labels: .only(.en)),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .editMenu(let menu) = element else { return [] }
                return menu.commands.enumerated().compactMap { position, command in
                    guard let (words, corrected) = ButtonTitleCaseRule.correction(of: command.title) else { return nil }
                    let list = words.map { "‘\($0)’" }.joined(separator: ", ")
                    return Finding(path.key("commands").index(position), Localized(
                        ko: "명령 이름 ‘\(command.title)’에서 \(list)의 대소문자가 타이틀 케이스에 맞지 않습니다. 바르게 쓰면 ‘\(corrected)’입니다.",
                        en: "The command name ‘\(command.title)’ is not in title case (\(list)); write ‘\(corrected)’."))
                }
            }
        }
    )
}
