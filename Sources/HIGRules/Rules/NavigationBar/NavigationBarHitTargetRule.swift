import HIGControls

/// Every navigation bar item with a given size has a target of at least 44×44 points.
enum NavigationBarHitTargetRule {
    static let rule = Rule(
        id: "navigation-bar.hit-target", component: .navigationBar, severity: .warning,
        guideline: GuidelineReference("bars/navigation-bars", "target-size"),
        title: Localized(ko: "내비게이션 바 항목의 터치 영역은 44×44포인트 이상", en: "Navigation bar items at least 44×44 points"),
        summary: Localized(
            ko: "내비게이션 바 항목은 화면 맨 위 모서리 가까이에 있어 손가락이 닿기 어렵고, 작으면 더 정확히 탭하기 어렵습니다. 크기가 지정된 항목의 너비와 높이가 모두 44포인트 이상인지 확인합니다.",
            en: "Navigation bar items sit near the top edge, out of easy reach, and a small one is harder still to hit. Checks that every item with a given size is at least 44 points wide and tall."),
        threshold: HitTarget.threshold(ko: "항목마다", en: "Every item"),
        examples: [
            .passing(Localized(ko: "44×44포인트의 추가 버튼", en: "A 44×44 pt Add button"),
                     Screen(navigationBar: NavigationBar(title: "메모", items: [BarItem(icon: "plus", size: Size(width: 44, height: 44), accessibilityLabel: "새로운 메모")]))),
            .passing(Localized(ko: "크기를 정하지 않은 표준 편집 버튼", en: "A standard Edit button with no size given"),
                     Screen(navigationBar: NavigationBar(title: "Notes", items: [BarItem(title: "Edit")]))),
            .failing(Localized(ko: "24×24포인트의 프로필 버튼", en: "A 24×24 pt profile button"),
                     Screen(navigationBar: NavigationBar(title: "Home", items: [BarItem(icon: "person.crop.circle", size: Size(width: 24, height: 24), accessibilityLabel: "Profile")])),
                     at: "navigation-bar.items[0].size"),
        ],
        check: { screen in
            guard let bar = screen.navigationBar else { return [] }
            let path = ElementPath.root.key("navigation-bar").key("items")
            return bar.items.enumerated().compactMap { position, item in
                guard item.kind != .flexibleSpace, let size = item.size, HitTarget.isTooSmall(size) else { return nil }
                let actual = ControlsText.size(size)
                return Finding(path.index(position).key("size"), Localized(
                    ko: "내비게이션 바 항목의 터치 영역이 \(actual)포인트입니다. 너비와 높이를 모두 44포인트 이상으로 넓히세요.",
                    en: "This navigation bar item's target is \(actual) pt; make it at least 44 points wide and tall."))
            }
        }
    )
}
