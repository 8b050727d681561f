import HIGControls

/// A tab switches to a section of the app; it never performs an action.
enum TabBarNavigationOnlyRule {
    static let rule = Rule(
        id: "tab-bar.navigation-only", component: .tabBar, severity: .error,
        guideline: GuidelineReference("bars/tab-bars", "navigation-only"),
        title: Localized(ko: "탭은 이동에만 사용", en: "Tabs navigate, never act"),
        summary: Localized(
            ko: "탭을 고르면 언제나 앱의 다른 영역으로 이동해야 합니다. 새로 작성이나 삭제처럼 명령을 실행하는 탭은 사용자의 예상을 벗어나므로, 그런 동작은 툴바나 내비게이션 바에 두어야 합니다.",
            en: "Choosing a tab must always take people to another section of the app. A tab that runs a command, such as compose or delete, breaks that expectation; such actions belong in a toolbar or navigation bar."),
        examples: [
            .passing(Localized(ko: "영역으로 이동하는 탭 4개", en: "Four tabs that each open a section"),
                     Screen(tabBar: TabBar(items: ["알람", "스톱워치", "타이머", "세계 시계"].map { .init(title: $0) }))),
            .failing(Localized(ko: "'새로 작성' 동작을 실행하는 탭", en: "A tab that runs a Compose action"),
                     Screen(tabBar: TabBar(items: [.init(title: "Inbox", icon: "tray"), .init(title: "Compose", icon: "square.and.pencil", role: .action),
                                                   .init(title: "Sent", icon: "paperplane")])),
                     at: "tab-bar.items[1]"),
        ],
        check: { screen in
            guard let tabBar = screen.tabBar else { return [] }
            let path = ElementPath.root.key("tab-bar").key("items")
            return tabBar.items.enumerated().compactMap { position, item in
                guard item.role == .action else { return nil }
                return Finding(path.index(position), Localized(
                    ko: "'\(item.title)' 탭은 동작을 실행합니다. 탭은 영역 사이를 이동하는 데만 쓰고, 이 동작은 툴바나 내비게이션 바의 버튼으로 옮기세요.",
                    en: "The '\(item.title)' tab performs an action. Use tabs only to move between sections; move this action to a toolbar or navigation bar button."))
            }
        }
    )
}
