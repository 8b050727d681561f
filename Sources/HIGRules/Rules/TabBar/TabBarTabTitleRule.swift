import HIGControls

/// Every tab shows a title.
enum TabBarTabTitleRule {
    static let rule = Rule(
        id: "tab-bar.tab-title", component: .tabBar, severity: .error,
        guideline: GuidelineReference("bars/tab-bars", "tab-titles"),
        title: Localized(ko: "탭마다 제목 표시", en: "A title on every tab"),
        summary: Localized(
            ko: "탭 제목은 아이콘이 무엇을 뜻하는지 모두에게 알려 주고, VoiceOver가 탭을 읽을 때도 쓰입니다. 제목이 비어 있거나 공백뿐인 탭이 있는지 확인합니다. 손쉬운 사용 레이블은 화면에 보이지 않으므로 제목을 대신하지 못합니다.",
            en: "A tab's title tells everyone what its icon stands for, and VoiceOver speaks it too. Checks for tabs whose title is empty or only white space. An accessibility label is not shown on screen, so it doesn't take the title's place."),
        examples: [
            .passing(Localized(ko: "아이콘과 제목이 있는 탭 네 개", en: "Four tabs with icons and titles"),
                     Screen(tabBar: TabBar(items: [.init(title: "홈", icon: "house"), .init(title: "검색", icon: "magnifyingglass"),
                                                   .init(title: "보관함", icon: "books.vertical"), .init(title: "설정", icon: "gear")]))),
            .failing(Localized(ko: "제목 없이 아이콘만 있는 탭", en: "Tabs with icons and no titles"),
                     Screen(tabBar: TabBar(items: [.init(title: "", icon: "house"), .init(title: "", icon: "magnifyingglass"),
                                                   .init(title: "", icon: "person")])),
                     at: "tab-bar.items[0]"),
            .failing(Localized(ko: "손쉬운 사용 레이블만 있고 제목이 공백인 탭", en: "A tab with an accessibility label and a blank title"),
                     Screen(tabBar: TabBar(items: [.init(title: "Home", icon: "house"), .init(title: "Search", icon: "magnifyingglass"),
                                                   .init(title: " ", icon: "bell", accessibilityLabel: "Notifications")])),
                     at: "tab-bar.items[2]"),
        ],
        check: { screen in
            guard let tabBar = screen.tabBar else { return [] }
            let path = ElementPath.root.key("tab-bar").key("items")
            return tabBar.items.enumerated().compactMap { position, item in
                guard item.hasBlankTitle else { return nil }
                let number = position + 1
                return Finding(path.index(position), Localized(
                    ko: "\(number)번째 탭에 제목이 없습니다. 아이콘 아래에 보일 짧은 제목을 적으세요(title).",
                    en: "Tab \(number) has no title; give it a short one to show with its icon (title)."))
            }
        }
    )
}
