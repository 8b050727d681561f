import HIGControls

/// 3–5 tabs on iPhone; on iPad a few more, about 7 at most.
enum TabCountRule {
    static let range = (iPhone: 3...5, iPad: 3...7)

    static let rule = Rule(
        id: "tab-bar.tab-count", component: .tabBar, severity: .warning,
        guideline: GuidelineReference("bars/tab-bars", "tab-count"),
        title: Localized(ko: "탭은 iPhone에서 3~5개, iPad에서 7개 이하", en: "Three to five tabs on iPhone, at most seven on iPad"),
        summary: Localized(
            ko: "탭이 너무 많으면 하나하나를 탭하기 어렵고 앱이 복잡해 보이며, 너무 적으면 화면이 서로 동떨어져 보입니다. iPhone에서 탭이 5개를 넘으면 시스템이 4개만 보여 주고 나머지를 더 보기 탭으로 옮깁니다.",
            en: "Too many tabs make each one hard to hit and the app hard to grasp; too few make it feel disjointed. On iPhone, more than five tabs means the system shows four and moves the rest into a More tab."),
        threshold: Localized(ko: "iPhone 3~5개, iPad 3~7개 (iPad의 7개는 이전 가이드라인의 권장을 따른 higsite의 기준)",
                             en: "iPhone 3–5, iPad 3–7 (the iPad limit of 7 follows earlier guidelines and is higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "iPhone의 탭 4개", en: "Four tabs on iPhone"),
                     Screen(tabBar: TabBar(items: ["홈", "검색", "보관함", "설정"].map { .init(title: $0) }))),
            .passing(Localized(ko: "iPad의 탭 6개", en: "Six tabs on iPad"),
                     Screen(device: .iPad, tabBar: TabBar(items: ["홈", "둘러보기", "라디오", "보관함", "검색", "설정"].map { .init(title: $0) }))),
            .failing(Localized(ko: "iPhone의 탭 6개", en: "Six tabs on iPhone"),
                     Screen(tabBar: TabBar(items: ["홈", "둘러보기", "라디오", "보관함", "검색", "설정"].map { .init(title: $0) })),
                     at: "tab-bar.items[5]"),
            .failing(Localized(ko: "탭 2개", en: "Two tabs"),
                     Screen(tabBar: TabBar(items: ["홈", "설정"].map { .init(title: $0) })),
                     at: "tab-bar.items"),
        ],
        check: { screen in
            guard let tabBar = screen.tabBar else { return [] }
            let allowed = screen.device == .iPhone ? range.iPhone : range.iPad
            let count = tabBar.items.count
            let path = ElementPath.root.key("tab-bar").key("items")
            if count > allowed.upperBound {
                return [Finding(path.index(allowed.upperBound), Localized(
                    ko: "탭이 \(count)개입니다. \(screen.device == .iPhone ? "iPhone" : "iPad")에서는 \(allowed.upperBound)개 이하로 줄이세요.",
                    en: "\(count) tabs; keep to \(allowed.upperBound) or fewer on \(screen.device == .iPhone ? "iPhone" : "iPad")."))]
            }
            if count < allowed.lowerBound {
                return [Finding(path, Localized(ko: "탭이 \(count)개뿐입니다. 탭이 \(allowed.lowerBound)개보다 적으면 탭 바가 필요한지 다시 생각해 보세요.",
                                                en: "Only \(count) tab\(count == 1 ? "" : "s"); with fewer than \(allowed.lowerBound), reconsider whether a tab bar is needed."))]
            }
            return []
        }
    )
}
