import HIGControls

/// A context menu lists its destructive items at its end.
enum MenuContextDestructiveLastRule {
    static let rule = Rule(
        id: "menu.context-destructive-last", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/context-menus", "destructive-last"),
        title: Localized(ko: "컨텍스트 메뉴의 파괴적 항목은 끝에", en: "Destructive items last in a context menu"),
        summary: Localized(
            ko: "Apple은 컨텍스트 메뉴에 삭제처럼 데이터를 없애는 항목을 넣을 때 메뉴 끝에 두고 파괴적 항목으로 표시하라고 합니다. 컨텍스트 메뉴에서 파괴적 항목 뒤에 일반 항목이 오는지 확인합니다. 항목을 다 알 수 없는 메뉴는 순서를 판단하지 않습니다.",
            en: "Apple asks context menus to list items that destroy data, such as Delete, at the end of the menu and to mark them destructive. Checks a context menu for an ordinary item after a destructive one; the order of a menu whose items are not all known is not judged."),
        examples: [
            .passing(Localized(ko: "맨 끝의 삭제", en: "Delete at the end"),
                     MenuText.screen(Menu(presentation: .context, preview: "Photo", items: [
                         MenuText.item("Share", icon: "square.and.arrow.up"), MenuText.item("Duplicate", icon: "plus.square.on.square"),
                         MenuText.group([MenuText.item("Delete", icon: "trash", role: .destructive)])]))),
            .failing(Localized(ko: "중간에 놓인 삭제", en: "Delete in the middle"),
                     MenuText.screen(Menu(presentation: .context, preview: "Photo", items: [
                         MenuText.item("Share", icon: "square.and.arrow.up"), MenuText.item("Delete", icon: "trash", role: .destructive),
                         MenuText.item("Duplicate", icon: "plus.square.on.square")])),
                     at: "content[0].menu.items[1]"),
        ],
        check: { screen in
            MenuText.menus(in: screen).flatMap { path, menu -> [Finding] in
                guard menu.presentation == .context, menu.itemsAreKnown else { return [] }
                let items = MenuEntry.flatten(menu.items, at: path)
                guard let lastOrdinary = items.lastIndex(where: { !$0.item.isDestructive && $0.item.role != .unknown }) else { return [] }
                return items.prefix(lastOrdinary).filter(\.item.isDestructive).map { itemPath, item, _ in
                    Finding(itemPath, Localized(
                        ko: "파괴적 항목 ‘\(item.title)’ 뒤에 일반 항목이 있습니다. 컨텍스트 메뉴의 맨 끝으로 옮기세요.",
                        en: "The destructive item ‘\(item.title)’ comes before ordinary ones; move it to the end of the context menu."))
                }
            }
        }
    )
}
