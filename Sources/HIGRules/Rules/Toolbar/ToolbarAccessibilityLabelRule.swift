import HIGControls

/// An icon-only toolbar item has an accessibility label for VoiceOver to speak.
enum ToolbarAccessibilityLabelRule {
    static let rule = Rule(
        id: "toolbar.accessibility-label", component: .toolbar, severity: .warning,
        guideline: GuidelineReference("bars/toolbars", "accessibility-labels"),
        title: Localized(ko: "아이콘 항목에는 손쉬운 사용 레이블", en: "Accessibility labels for icon items"),
        summary: Localized(
            ko: "툴바 항목은 아이콘으로 나타내는 경우가 많지만, 제목이 없으면 VoiceOver가 무엇이라고 읽어야 할지 알 수 없습니다. 아이콘만 있는 버튼 항목마다 손쉬운 사용 레이블이 있는지 확인합니다.",
            en: "Toolbar items are often icons, and an icon alone gives VoiceOver nothing to speak. Checks that every icon-only button item has an accessibility label."),
        examples: [
            .passing(Localized(ko: "항목마다 손쉬운 사용 레이블이 있는 툴바", en: "A toolbar whose items all have accessibility labels"),
                     Screen(toolbar: Toolbar(items: [BarItem(icon: "trash", accessibilityLabel: "삭제"), BarItem(kind: .flexibleSpace),
                                                     BarItem(icon: "square.and.arrow.up", accessibilityLabel: "공유")]))),
            .failing(Localized(ko: "손쉬운 사용 레이블이 없는 작성 버튼", en: "A Compose button with no accessibility label"),
                     Screen(toolbar: Toolbar(items: [BarItem(icon: "trash", accessibilityLabel: "Delete"), BarItem(kind: .flexibleSpace),
                                                     BarItem(icon: "square.and.pencil")])),
                     at: "toolbar.items[2]"),
        ],
        check: { screen in
            guard let toolbar = screen.toolbar else { return [] }
            return BarItemAccessibilityLabel.findings(toolbar.items, at: ElementPath.root.key("toolbar").key("items"),
                                                      bar: Localized(ko: "툴바", en: "toolbar"))
        }
    )
}
