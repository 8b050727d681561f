import HIGControls

/// Badges on at most half of the tabs, so that each one still draws attention.
enum TabBarSparingBadgesRule {
    static let rule = Rule(
        id: "tab-bar.sparing-badges", component: .tabBar, severity: .warning,
        guideline: GuidelineReference("bars/tab-bars", "badges"),
        title: Localized(ko: "배지는 절제해서 사용", en: "Use badges sparingly"),
        summary: Localized(
            ko: "배지는 정말 중요한 새 정보에만 써야 눈에 띕니다. 대부분의 탭에 배지가 붙어 있으면 사용자는 곧 어느 배지에도 눈길을 주지 않게 됩니다.",
            en: "Badges draw attention only when they are reserved for information that really matters. When most tabs carry one, people soon stop noticing any of them."),
        threshold: Localized(ko: "배지가 붙은 탭이 전체 탭의 절반 이하 (higsite의 기준)",
                             en: "Badges on at most half of the tabs (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "탭 4개 중 하나에만 붙은 배지", en: "A badge on one of four tabs"),
                     Screen(tabBar: TabBar(items: [.init(title: "채팅", icon: "message", badge: "2"), .init(title: "친구", icon: "person.2"),
                                                   .init(title: "뉴스", icon: "newspaper"), .init(title: "설정", icon: "gear")]))),
            .failing(Localized(ko: "탭 4개 중 3개에 붙은 배지", en: "Badges on three of four tabs"),
                     Screen(tabBar: TabBar(items: [.init(title: "Chats", icon: "message", badge: "2"), .init(title: "Friends", icon: "person.2", badge: "1"),
                                                   .init(title: "News", icon: "newspaper", badge: "5"), .init(title: "Settings", icon: "gear")])),
                     at: "tab-bar.items"),
        ],
        check: { screen in
            guard let tabBar = screen.tabBar else { return [] }
            let badged = tabBar.items.filter { $0.badge != nil }.count
            let count = tabBar.items.count
            guard badged >= 2, badged * 2 > count else { return [] }
            return [Finding(ElementPath.root.key("tab-bar").key("items"), Localized(
                ko: "탭 \(count)개 중 \(badged)개에 배지가 붙어 있습니다. 배지는 정말 중요한 새 정보가 있는 탭에만 남기고, 절반 이하로 줄이세요.",
                en: "\(badged) of \(count) tabs carry a badge; keep badges for the tabs with genuinely important news, on no more than half of them."))]
        }
    )
}
