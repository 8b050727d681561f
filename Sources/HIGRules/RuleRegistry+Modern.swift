import HIGControls

extension RuleRegistry {
    /// Rules for guidance newer than the 2013 guidelines: contrast in light and dark appearance,
    /// button styles and roles, swipe actions, and AutoFill content types.
    static let modernRules: [Rule] = [
        LabelContrastRule.rule,
        ButtonOneProminentRule.rule, ButtonDestructiveRoleRule.rule,
        TableSwipeActionCountRule.rule, TableDestructiveSwipeTrailingRule.rule, TableSwipeDestructiveRoleRule.rule,
        TextFieldContentTypeRule.rule,
    ]
}
