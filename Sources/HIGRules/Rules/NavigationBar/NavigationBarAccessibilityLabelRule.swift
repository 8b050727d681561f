import HIGControls

/// An icon-only navigation bar item has an accessibility label for VoiceOver to speak.
enum NavigationBarAccessibilityLabelRule {
    static let rule = Rule(
        id: "navigation-bar.accessibility-label", component: .navigationBar, severity: .warning,
        guideline: GuidelineReference("bars/navigation-bars", "accessibility-labels"),
        title: Localized(ko: "아이콘 항목에는 손쉬운 사용 레이블", en: "Accessibility labels for icon items"),
        summary: Localized(
            ko: "내비게이션 바의 아이콘 항목은 제목이 없어 VoiceOver가 무엇이라고 읽어야 할지 알 수 없습니다. 아이콘만 있는 버튼 항목마다 손쉬운 사용 레이블이 있는지 확인합니다.",
            en: "A navigation bar item that shows only an icon has no title for VoiceOver to speak. Checks that every icon-only button item has an accessibility label."),
        examples: [
            .passing(Localized(ko: "손쉬운 사용 레이블이 있는 추가 버튼", en: "An Add button with an accessibility label"),
                     Screen(navigationBar: NavigationBar(title: "연락처", items: [BarItem(icon: "plus", accessibilityLabel: "연락처 추가")]))),
            .passing(Localized(ko: "텍스트 항목", en: "A text item"),
                     Screen(navigationBar: NavigationBar(title: "Notes", items: [BarItem(title: "Edit")]))),
            .failing(Localized(ko: "손쉬운 사용 레이블이 없는 프로필 버튼", en: "A profile button with no accessibility label"),
                     Screen(navigationBar: NavigationBar(title: "Home", items: [BarItem(icon: "person.crop.circle")])),
                     at: "navigation-bar.items[0]"),
        ],
        check: { screen in
            guard let bar = screen.navigationBar else { return [] }
            return BarItemAccessibilityLabel.findings(bar.items, at: ElementPath.root.key("navigation-bar").key("items"),
                                                      bar: Localized(ko: "내비게이션 바", en: "navigation bar"))
        }
    )
}
