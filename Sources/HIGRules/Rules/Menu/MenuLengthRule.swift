import HIGControls

/// A menu short enough to scan.
enum MenuLengthRule {
    static let maximumItems = 12

    static let rule = Rule(
        id: "menu.length", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/menus", "menu-length"),
        title: Localized(ko: "한눈에 훑을 수 있는 길이", en: "A menu short enough to scan"),
        summary: Localized(
            ko: "긴 메뉴는 읽는 데 시간이 걸리고 찾는 항목을 놓치기 쉽습니다. 메뉴를 열었을 때 보이는 항목(하위 메뉴 안의 항목은 빼고)이 너무 많은지 확인합니다. 사용자가 만든 항목이나 데이터로 만든 항목처럼 목록을 다 알 수 없는 메뉴는 판단하지 않습니다. Apple도 그런 메뉴는 길어도 된다고 봅니다.",
            en: "A long menu takes time to read, and people miss the item they want. Checks how many items show when the menu opens (not counting those inside submenus). A menu whose list is not all known, such as items people add or items made from data, is not judged: Apple accepts those being long."),
        threshold: Localized(ko: "항목 12개 이하 (higsite의 기준; Apple은 숫자를 정하지 않음)", en: "12 items or fewer (higsite's call; Apple sets no number)"),
        examples: [
            .passing(Localized(ko: "항목 다섯 개", en: "Five items"),
                     MenuText.screen(Menu(items: MenuText.items("New Folder", "Import", "Select", "Sort by Name", "Show Hidden Files")))),
            .failing(Localized(ko: "항목 열세 개", en: "Thirteen items"),
                     MenuText.screen(Menu(items: MenuText.items("New Folder", "New File", "Import", "Export", "Select", "Select All", "Sort by Name",
                                                                "Sort by Date", "Sort by Size", "Show Hidden Files", "Show Extensions", "Refresh", "Settings"))),
                     at: "content[0].menu"),
        ],
        check: { screen in
            MenuText.menus(in: screen).compactMap { path, menu in
                let count = menu.topLevelItems.count
                guard menu.itemsAreKnown, count > maximumItems else { return nil }
                return Finding(path, Localized(
                    ko: "메뉴에 항목이 \(count)개 있습니다. \(maximumItems)개 이하로 줄이거나, 비슷한 항목을 하위 메뉴로 묶거나, 메뉴를 나누세요.",
                    en: "The menu has \(count) items; keep it to \(maximumItems) or fewer, gather similar items in a submenu, or split the menu."))
            }
        }
    )
}
