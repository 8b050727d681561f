import HIGControls

/// The system's commands come first; the app's own follow them.
enum EditMenuCustomAfterSystemRule {
    static let rule = Rule(
        id: "edit-menu.custom-after-system", component: .editMenu, severity: .error,
        guideline: GuidelineReference("controls/edit-menus", "custom-after-system"),
        title: Localized(ko: "사용자 지정 명령은 시스템 명령 뒤에", en: "Custom commands after the system commands"),
        summary: Localized(
            ko: "사용자는 시스템이 제공하는 명령을 잘 알고 자주 쓰므로, 그 사이에 앱의 명령이 끼어 있으면 찾던 명령을 놓치기 쉽습니다. 편집 메뉴에서 사용자 지정 명령이 시스템 명령보다 앞에 오는지 확인합니다.",
            en: "People know the system commands well and use them often; custom commands mixed in among them get in the way. Checks that no custom command of an edit menu comes before a system command."),
        examples: [
            .passing(Localized(ko: "시스템 명령 뒤에 둔 번역", en: "Translate after the system commands"),
                     Screen(content: [.editMenu(EditMenu(commands: ["Cut", "Copy", "Paste", "Translate"].map { .init(title: $0) }))])),
            .failing(Localized(ko: "복사와 붙여넣기 사이에 끼운 번역", en: "Translate between Copy and Paste"),
                     Screen(content: [.editMenu(EditMenu(commands: ["잘라내기", "복사", "번역", "붙여넣기"].map { .init(title: $0) }))]),
                     at: "content[0].edit-menu.commands[2]"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .editMenu(let menu) = element,
                      let lastSystem = menu.commands.lastIndex(where: \.isSystem),
                      let firstCustom = menu.commands.firstIndex(where: { !$0.isSystem }), firstCustom < lastSystem else { return nil }
                let custom = menu.commands[firstCustom].title
                let system = menu.commands[lastSystem].title
                return Finding(path.key("commands").index(firstCustom), Localized(
                    ko: "사용자 지정 명령 ‘\(custom)’이(가) 시스템 명령 ‘\(system)’보다 앞에 있습니다. 사용자 지정 명령은 모두 시스템 명령 뒤로 옮기세요.",
                    en: "The custom command ‘\(custom)’ comes before the system command ‘\(system)’; move every custom command after the system ones."))
            }
        }
    )
}
