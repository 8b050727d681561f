import HIGControls

/// Every tab stays enabled, even when its content is unavailable for now.
enum TabBarNoDisabledTabsRule {
    static let rule = Rule(
        id: "tab-bar.no-disabled-tabs", component: .tabBar, severity: .error,
        guideline: GuidelineReference("bars/tab-bars", "keep-tabs-available"),
        title: Localized(ko: "탭을 비활성화하지 않기", en: "No disabled tabs"),
        summary: Localized(
            ko: "보여 줄 콘텐츠가 없다는 이유로 탭을 비활성화하면 인터페이스가 불안정하고 예측하기 어렵게 느껴집니다. 모든 탭을 사용할 수 있게 두고, 콘텐츠가 없을 때는 그 이유를 탭 화면에서 설명해야 합니다.",
            en: "Disabling a tab because its content is unavailable makes the interface feel unstable and unpredictable. Keep every tab enabled and explain on the tab's screen why it is empty."),
        examples: [
            .passing(Localized(ko: "모든 탭이 활성화된 탭 바", en: "A tab bar with every tab enabled"),
                     Screen(tabBar: TabBar(items: ["지금 듣기", "둘러보기", "라디오", "보관함"].map { .init(title: $0) }))),
            .failing(Localized(ko: "노래가 없어 비활성화된 보관함 탭", en: "A Library tab disabled because there are no songs"),
                     Screen(tabBar: TabBar(items: [.init(title: "Listen Now"), .init(title: "Browse"), .init(title: "Radio"),
                                                   .init(title: "Library", isEnabled: false)])),
                     at: "tab-bar.items[3]"),
        ],
        check: { screen in
            guard let tabBar = screen.tabBar else { return [] }
            let path = ElementPath.root.key("tab-bar").key("items")
            return tabBar.items.enumerated().compactMap { position, item in
                guard !item.isEnabled else { return nil }
                return Finding(path.index(position), Localized(
                    ko: "'\(item.title)' 탭이 비활성화되어 있습니다. 탭을 활성화해 두고, 보여 줄 콘텐츠가 없다면 그 이유와 할 수 있는 일을 탭 화면에서 알려 주세요.",
                    en: "The '\(item.title)' tab is disabled. Keep it enabled; if it has nothing to show, explain why and what people can do on the tab's screen."))
            }
        }
    )
}
