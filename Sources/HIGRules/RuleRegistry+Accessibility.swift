import HIGControls

extension RuleRegistry {
    /// Hit targets, accessibility labels and Dynamic Type: the accessibility guidance of every control page.
    static let accessibilityRules: [Rule] = [
        ButtonAccessibilityLabelRule.rule,
        LabelDynamicTypeRule.rule,
        NavigationBarAccessibilityLabelRule.rule,
        NavigationBarHitTargetRule.rule,
        PageControlHitTargetRule.rule,
        SegmentedControlHitTargetRule.rule,
        StepperHitTargetRule.rule,
        TabBarTabTitleRule.rule,
        ToolbarAccessibilityLabelRule.rule,
    ]
}
