import HIGControls

/// A pop-up button lists options, flat: no submenus, no actions.
enum MenuPopUpFlatRule {
    static let rule = Rule(
        id: "menu.pop-up-flat", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/pop-up-buttons", "flat-options"),
        title: Localized(ko: "팝업 버튼은 옵션만 한 단계로", en: "Flat options in a pop-up button"),
        summary: Localized(
            ko: "팝업 버튼은 서로 배타적인 옵션의 평평한 목록입니다. 하위 메뉴나 동작이 필요하면 Apple은 풀다운 버튼을 쓰라고 합니다. 팝업 버튼의 메뉴에 하위 메뉴나 파괴적 동작이 있는지 확인합니다.",
            en: "A pop-up button is a flat list of mutually exclusive options; for a submenu or for actions, Apple points to a pull-down button instead. Checks a pop-up button's menu for submenus and destructive actions."),
        examples: [
            .passing(Localized(ko: "옵션만 있는 팝업 버튼", en: "A pop-up button of options"),
                     MenuText.screen(Menu(presentation: .popUp, items: [MenuText.item("Work", checked: true), MenuText.item("Home"),
                                                                         MenuText.item("Family")]))),
            .failing(Localized(ko: "하위 메뉴가 든 팝업 버튼", en: "A pop-up button with a submenu"),
                     MenuText.screen(Menu(presentation: .popUp, items: [MenuText.item("Work", checked: true), MenuText.item("Home"),
                                                                         MenuText.item("Shared", submenu: MenuText.items("Family", "Friends"))])),
                     at: "content[0].menu.items[2]"),
        ],
        check: { screen in
            MenuText.menus(in: screen).flatMap { path, menu -> [Finding] in
                guard menu.presentation == .popUp else { return [] }
                return MenuEntry.flatten(menu.items, at: path).compactMap { itemPath, item, _ -> Finding? in
                    if item.submenu != nil {
                        return Finding(itemPath, Localized(
                            ko: "팝업 버튼의 ‘\(item.title)’이 하위 메뉴를 엽니다. 팝업 버튼의 옵션은 한 단계로 두고, 하위 메뉴가 필요하면 풀다운 버튼을 쓰세요.",
                            en: "‘\(item.title)’ opens a submenu in a pop-up button; keep its options flat, or use a pull-down button for a submenu."))
                    }
                    guard item.isDestructive else { return nil }
                    return Finding(itemPath, Localized(
                        ko: "팝업 버튼의 ‘\(item.title)’은 옵션이 아니라 파괴적 동작입니다. 동작은 풀다운 버튼이나 다른 버튼에 두세요.",
                        en: "‘\(item.title)’ in a pop-up button is a destructive action, not an option; put actions in a pull-down button or a button of their own."))
                }
            }
        }
    )
}
