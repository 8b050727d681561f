import HIGControls

/// A pull-down button's menu worth opening: three items or more.
enum MenuPullDownItemCountRule {
    static let minimumItems = 3

    static let rule = Rule(
        id: "menu.pull-down-item-count", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/pull-down-buttons", "enough-items"),
        title: Localized(ko: "풀다운 버튼에는 세 항목 이상", en: "Three items or more behind a pull-down button"),
        summary: Localized(
            ko: "풀다운 버튼은 한 번 탭해야 메뉴가 보이므로, Apple은 항목이 최소 세 개는 되어야 탭할 만하다고 봅니다. 한두 개라면 버튼이나 스위치로 바로 보여 주는 편이 낫습니다. 풀다운 버튼 메뉴의 항목이 세 개보다 적은지 확인합니다. 탭하면 자기 동작을 하고 길게 터치할 때만 메뉴를 여는 버튼, 그리고 항목을 다 알 수 없는 메뉴는 판단하지 않습니다.",
            en: "People must tap a pull-down button before they see its menu, so Apple considers three items the minimum that makes the tap worthwhile; one or two are better shown directly as buttons or switches. Checks a pull-down button's menu for fewer than three items; a button that acts on a tap and opens its menu only on touch and hold, and a menu whose items are not all known, are not judged."),
        threshold: Localized(ko: "항목 세 개 이상 (Apple의 권고)", en: "Three items or more (Apple's advice)"),
        examples: [
            .passing(Localized(ko: "항목 세 개의 추가 버튼", en: "An Add button with three items"),
                     MenuText.screen(Menu(button: Button(icon: "plus", accessibilityLabel: "Add"),
                                          items: MenuText.items("New Note", "New Folder", "Scan Document")))),
            .passing(Localized(ko: "탭하면 새 탭을 열고, 길게 터치하면 두 항목을 보여 주는 버튼", en: "A button that opens a tab on a tap and shows two items on touch and hold"),
                     MenuText.screen(Menu(button: Button(icon: "plus.square", accessibilityLabel: "New Tab"), items: MenuText.items("Close This Tab", "Close All Tabs"),
                                          hasPrimaryAction: true))),
            .failing(Localized(ko: "항목 하나뿐인 풀다운 버튼", en: "A pull-down button with one item"),
                     MenuText.screen(Menu(button: Button(icon: "plus", accessibilityLabel: "Add"), items: MenuText.items("New Note"))),
                     at: "content[0].menu"),
        ],
        check: { screen in
            MenuText.menus(in: screen).compactMap { path, menu in
                let count = menu.topLevelItems.count
                guard menu.presentation == .pullDown, !menu.hasPrimaryAction, menu.itemsAreKnown, count < minimumItems else { return nil }
                return Finding(path, Localized(
                    ko: "풀다운 버튼의 메뉴에 항목이 \(count)개뿐입니다. 세 개가 안 되면 버튼이나 스위치로 화면에 바로 두세요.",
                    en: "The pull-down button's menu holds only \(count == 1 ? "one item" : "\(count) items"); with fewer than three, show them directly as buttons or switches."))
            }
        }
    )
}
