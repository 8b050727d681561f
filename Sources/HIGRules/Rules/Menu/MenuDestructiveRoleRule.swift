import HIGControls

/// Menu items that delete or discard carry the destructive role.
enum MenuDestructiveRoleRule {
    static let rule = Rule(
        id: "menu.destructive-role", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/menus", "destructive-role"),
        title: Localized(ko: "지우는 메뉴 항목에는 파괴적 역할을", en: "The destructive role for items that delete"),
        summary: Localized(
            ko: "데이터를 없애는 항목에 파괴적 역할을 주면 시스템이 빨간색으로 보여 주어 사람들이 미리 알아챌 수 있습니다. 제목이 삭제, 지우기, 폐기(Delete, Erase, Discard)인 항목(하위 메뉴 포함)에 파괴적 역할이 있는지 확인합니다. 코드가 역할을 계산하는 항목은 판단하지 않습니다.",
            en: "Giving an item that destroys data the destructive role lets the system show it in red, so people notice before they choose it. Checks that items (submenus' included) titled Delete, Erase or Discard (삭제, 지우기, 폐기) have the destructive role; an item whose role the code computes is not judged."),
        examples: [
            .passing(Localized(ko: "파괴적 역할의 삭제 항목", en: "A destructive Delete item"),
                     MenuText.screen(Menu(presentation: .context, items: [MenuText.item("Duplicate", icon: "plus.square.on.square"),
                                                                           MenuText.item("Delete", icon: "trash", role: .destructive)]))),
            .failing(Localized(ko: "역할 없는 삭제 항목", en: "A Delete item with no role"),
                     MenuText.screen(Menu(presentation: .context, items: [MenuText.item("Duplicate", icon: "plus.square.on.square"),
                                                                           MenuText.item("사진 삭제", icon: "trash")])),
                     at: "content[0].menu.items[1]"),
        ],
        check: { screen in
            MenuText.menus(in: screen).flatMap { path, menu in
                MenuText.allItems(menu.items, at: path).compactMap { itemPath, item -> Finding? in
                    guard item.role == nil, item.submenu == nil, DestructiveTitles.isDestructive(item.title) else { return nil }
                    return Finding(itemPath, Localized(
                        ko: "메뉴 항목 ‘\(item.title)’은 데이터를 없애는데 파괴적 역할이 없습니다. role: destructive를 주어 빨간색으로 보이게 하세요.",
                        en: "The menu item ‘\(item.title)’ destroys data but has no destructive role; give it role: destructive so it shows in red."))
                }
            }
        }
    )
}
