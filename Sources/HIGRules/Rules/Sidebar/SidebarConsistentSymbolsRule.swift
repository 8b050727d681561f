import HIGControls

/// The items of one level of a sidebar all have a symbol, or none has.
enum SidebarConsistentSymbolsRule {
    static let rule = Rule(
        id: "sidebar.consistent-symbols", component: .sidebar, severity: .warning,
        guideline: GuidelineReference("views/sidebars", "symbols"),
        title: Localized(ko: "모든 항목에 심볼을, 또는 어느 항목에도", en: "Symbols on every item, or on none"),
        summary: Localized(
            ko: "사이드바 항목을 SF Symbols 심볼로 나타내면 사람들이 앱의 각 부분을 빨리 알아봅니다. 같은 그룹(같은 단계)의 항목 가운데 일부만 심볼이 있어 줄이 들쭉날쭉한 사이드바를 찾습니다. 하위 항목을 가진 그룹 제목은 세지 않습니다.",
            en: "SF Symbols on sidebar items help people recognise the areas quickly. Finds sidebars where only some items of one group (one level) have a symbol, so the rows no longer line up. Group titles, items with items under them, are not counted."),
        threshold: Localized(ko: "같은 단계의 항목은 모두 심볼이 있거나 모두 없음 (higsite의 해석)",
                             en: "Items of one level all have a symbol or none has (higsite's reading)"),
        examples: [
            .passing(Localized(ko: "모든 항목에 심볼", en: "A symbol on every item"),
                     Screen(device: .iPad, content: [.sidebar(Sidebar(items: [
                        Sidebar.Item(title: "Inbox", icon: "tray"), Sidebar.Item(title: "Sent", icon: "paperplane"),
                        Sidebar.Item(title: "Trash", icon: "trash"),
                     ]))])),
            .failing(Localized(ko: "한 항목에만 심볼이 없음", en: "One item without a symbol"),
                     Screen(device: .iPad, content: [.sidebar(Sidebar(items: [
                        Sidebar.Item(title: "Inbox", icon: "tray"), Sidebar.Item(title: "Sent", icon: "paperplane"),
                        Sidebar.Item(title: "Archive"),
                     ]))]),
                     at: "content[0].sidebar.items[2]"),
        ],
        check: { screen in
            SidebarText.sidebars(in: screen).flatMap { path, sidebar -> [Finding] in
                guard sidebar.itemsAreKnown else { return [] }
                return findings(sidebar.items, at: path, key: "items")
            }
        }
    )

    /// The items without a symbol among siblings most of which have one (or the first half when
    /// they are even), then the same for each group's children.
    static func findings(_ items: [Sidebar.Item], at path: ElementPath, key: String) -> [Finding] {
        let leaves = items.enumerated().filter { !$0.element.isGroup }
        let withIcon = leaves.filter { $0.element.icon != nil }
        var result: [Finding] = []
        if !withIcon.isEmpty, withIcon.count < leaves.count {
            for (index, item) in leaves where item.icon == nil {
                result.append(Finding(path.key(key).index(index), Localized(
                    ko: "사이드바 항목 ‘\(item.title)’에만 심볼이 없습니다. 같은 단계의 다른 항목처럼 SF Symbols 심볼을 붙이세요.",
                    en: "The sidebar item ‘\(item.title)’ has no symbol while its neighbours do; give it an SF Symbol too.")))
            }
        }
        for (index, item) in items.enumerated() where item.isGroup {
            result += findings(item.children, at: path.key(key).index(index), key: "children")
        }
        return result
    }
}
