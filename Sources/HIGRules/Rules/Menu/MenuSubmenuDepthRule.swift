import HIGControls

/// Submenus one level deep.
enum MenuSubmenuDepthRule {
    static let rule = Rule(
        id: "menu.submenu-depth", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/menus", "submenu-depth"),
        title: Localized(ko: "하위 메뉴는 한 단계까지", en: "Submenus one level deep"),
        summary: Localized(
            ko: "하위 메뉴 안에 또 하위 메뉴가 있으면 사람들이 찾아 들어가기 어렵습니다. Apple은 메뉴와 컨텍스트 메뉴 모두에서 하위 메뉴를 한 단계로 제한하라고 권합니다. 하위 메뉴 안의 하위 메뉴를 찾습니다.",
            en: "A submenu inside a submenu is hard for people to reach. Apple advises keeping submenus to one level, in menus and in context menus alike. Checks for a submenu inside a submenu."),
        threshold: Localized(ko: "한 단계 (Apple의 권고)", en: "One level (Apple's advice)"),
        examples: [
            .passing(Localized(ko: "한 단계의 정렬 하위 메뉴", en: "A Sort By submenu one level deep"),
                     MenuText.screen(Menu(items: [MenuText.item("Select"),
                                                  MenuText.item("Sort By", submenu: MenuText.items("Name", "Date", "Size"))]))),
            .failing(Localized(ko: "하위 메뉴 안의 하위 메뉴", en: "A submenu inside a submenu"),
                     MenuText.screen(Menu(items: [MenuText.item("Select"),
                                                  MenuText.item("View", submenu: [MenuText.item("Sort By", submenu: MenuText.items("Name", "Date")),
                                                                                  MenuText.item("Show Hidden Files")])])),
                     at: "content[0].menu.items[1].items[0]"),
        ],
        check: { screen in
            MenuText.menus(in: screen).flatMap { path, menu in
                MenuEntry.flatten(menu.items, at: path).flatMap { itemPath, item, _ -> [Finding] in
                    guard let submenu = item.submenu else { return [] }
                    return MenuEntry.flatten(submenu, at: itemPath).compactMap { nestedPath, nested, _ -> Finding? in
                        guard nested.submenu != nil else { return nil }
                        return Finding(nestedPath, Localized(
                            ko: "하위 메뉴 ‘\(item.title)’ 안에 또 하위 메뉴 ‘\(nested.title)’이 있습니다. 한 단계로 줄이거나 항목을 다른 메뉴로 옮기세요.",
                            en: "The submenu ‘\(item.title)’ holds another submenu, ‘\(nested.title)’; keep submenus one level deep or move these items to a menu of their own."))
                    }
                }
            }
        }
    )
}
