import HIGControls

/// A submenu of about five items at most.
enum MenuSubmenuLengthRule {
    static let maximumItems = 5

    static let rule = Rule(
        id: "menu.submenu-length", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/menus", "submenu-length"),
        title: Localized(ko: "하위 메뉴는 다섯 항목 안팎으로", en: "Submenus of about five items"),
        summary: Localized(
            ko: "Apple은 하위 메뉴의 항목이 다섯 개 안팎을 넘으면 따로 메뉴를 만드는 것을 고려하라고 합니다. 항목이 다섯 개보다 많은 하위 메뉴를 찾습니다. 항목을 다 알 수 없는 메뉴는 판단하지 않습니다.",
            en: "Apple suggests a menu of its own once a submenu holds more than about five items. Checks for submenus of more than five items; a menu whose items are not all known is not judged."),
        threshold: Localized(ko: "다섯 개 이하 (Apple의 ‘다섯 개 안팎’; 정확히 다섯에서 끊는 것은 higsite의 기준)",
                             en: "Five or fewer (Apple's ‘about five’; cutting at exactly five is higsite's call)"),
        examples: [
            .passing(Localized(ko: "항목 세 개의 하위 메뉴", en: "A submenu of three items"),
                     MenuText.screen(Menu(items: [MenuText.item("Sort By", submenu: MenuText.items("Name", "Date", "Size"))]))),
            .failing(Localized(ko: "항목 일곱 개의 하위 메뉴", en: "A submenu of seven items"),
                     MenuText.screen(Menu(items: [MenuText.item("Sort By", submenu: MenuText.items("Name", "Kind", "Date Added", "Date Modified",
                                                                                                   "Size", "Tags", "Rating"))])),
                     at: "content[0].menu.items[0]"),
        ],
        check: { screen in
            MenuText.menus(in: screen).flatMap { path, menu -> [Finding] in
                guard menu.itemsAreKnown else { return [] }
                return MenuText.allItems(menu.items, at: path).compactMap { itemPath, item -> Finding? in
                    guard let submenu = item.submenu else { return nil }
                    let count = MenuEntry.flatten(submenu, at: itemPath).count
                    guard count > maximumItems else { return nil }
                    return Finding(itemPath, Localized(
                        ko: "하위 메뉴 ‘\(item.title)’에 항목이 \(count)개 있습니다. 다섯 개 안팎으로 줄이거나 따로 메뉴를 만드세요.",
                        en: "The submenu ‘\(item.title)’ holds \(count) items; keep it to about five, or give these items a menu of their own."))
                }
            }
        }
    )
}
