import HIGControls

/// Either every tab has an icon or none does: tab icons form one family.
enum TabBarConsistentIconsRule {
    static let rule = Rule(
        id: "tab-bar.consistent-icons", component: .tabBar, severity: .warning,
        guideline: GuidelineReference("bars/tab-bars", "consistent-glyphs"),
        title: Localized(ko: "모든 탭에 아이콘을 고르게", en: "Give every tab an icon"),
        summary: Localized(
            ko: "탭 아이콘은 시각적 무게가 비슷한 한 세트로 보여야 합니다. 어떤 탭에는 아이콘이 있고 어떤 탭에는 없으면 탭 바의 균형이 깨지므로, 아이콘이 있는 탭이 하나라도 있다면 모든 탭에 아이콘을 넣어야 합니다.",
            en: "Tab icons should look like members of one family, with similar visual weight. When some tabs have an icon and others don't, the bar looks unbalanced, so once one tab has an icon, every tab needs one."),
        examples: [
            .passing(Localized(ko: "모든 탭에 SF Symbols 아이콘", en: "An SF Symbols icon on every tab"),
                     Screen(tabBar: TabBar(items: [.init(title: "홈", icon: "house"), .init(title: "검색", icon: "magnifyingglass"),
                                                   .init(title: "보관함", icon: "books.vertical")]))),
            .failing(Localized(ko: "아이콘이 없는 탭 하나", en: "One tab without an icon"),
                     Screen(tabBar: TabBar(items: [.init(title: "Home", icon: "house"), .init(title: "Search", icon: "magnifyingglass"),
                                                   .init(title: "Library")])),
                     at: "tab-bar.items[2]"),
        ],
        check: { screen in
            guard let tabBar = screen.tabBar, tabBar.items.contains(where: { $0.icon != nil }) else { return [] }
            let path = ElementPath.root.key("tab-bar").key("items")
            return tabBar.items.enumerated().compactMap { position, item in
                guard item.icon == nil else { return nil }
                return Finding(path.index(position), Localized(
                    ko: "'\(item.title)' 탭에만 아이콘이 없습니다. 다른 탭과 무게와 세부 표현이 비슷한 아이콘을 넣으세요.",
                    en: "The '\(item.title)' tab has no icon while other tabs do; give it an icon of similar weight and detail."))
            }
        }
    )
}
