import HIGControls

/// A segmented control in the navigation bar belongs at the top level, where there is no back button.
enum NavigationBarSegmentedControlTopLevelRule {
    static let rule = Rule(
        id: "navigation-bar.segmented-control-top-level", component: .navigationBar, severity: .warning,
        guideline: GuidelineReference("bars/navigation-bars", "segmented-control"),
        title: Localized(ko: "내비게이션 바의 세그먼트 컨트롤은 최상위 단계에서만", en: "Segmented controls in the navigation bar only at the top level"),
        summary: Localized(
            ko: "내비게이션 바의 세그먼트 컨트롤은 정보 계층을 평평하게 만들기 위한 것이므로 계층의 최상위 단계에서만 사용해야 합니다. 뒤로 버튼이 있는 화면은 최상위 단계가 아닙니다.",
            en: "A segmented control in the navigation bar flattens the information hierarchy, so it belongs only at the top level of the hierarchy. A screen with a back button is not at the top level."),
        examples: [
            .passing(Localized(ko: "최상위 화면의 세그먼트 컨트롤", en: "A segmented control on a top-level screen"),
                     Screen(navigationBar: NavigationBar(segmentedControl: SegmentedControl(segments: [.init(title: "전체"), .init(title: "부재중")])))),
            .failing(Localized(ko: "뒤로 버튼과 함께 있는 세그먼트 컨트롤", en: "A segmented control beside a back button"),
                     Screen(navigationBar: NavigationBar(backButton: .init(title: "Contacts"),
                                                         segmentedControl: SegmentedControl(segments: [.init(title: "Info"), .init(title: "Photos")]))),
                     at: "navigation-bar.segmented-control"),
        ],
        check: { screen in
            guard let bar = screen.navigationBar, bar.segmentedControl != nil, let back = bar.backButton else { return [] }
            return [Finding(ElementPath.root.key("navigation-bar").key("segmented-control"), Localized(
                ko: "뒤로 버튼('\(back.title)')이 있는 하위 화면에 세그먼트 컨트롤이 있습니다. 내비게이션 바의 세그먼트 컨트롤은 최상위 화면에서만 쓰고, 이 화면에는 제목을 표시하세요.",
                en: "A segmented control on a lower-level screen (its back button returns to '\(back.title)'); use a segmented control in the navigation bar only at the top level, and show a title here."))]
        }
    )
}
