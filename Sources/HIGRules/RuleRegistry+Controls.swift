import HIGControls

extension RuleRegistry {
    static let controlsRules: [Rule] = [
        ButtonHitTargetRule.rule,
        ButtonTitleCaseRule.rule,
        ButtonShortTitleRule.rule,
        ButtonAddContactWithKeyboardRule.rule,
        EditMenuCustomAfterSystemRule.rule,
        EditMenuSelectionRequiredRule.rule,
        EditMenuNoSelectWhenSelectedRule.rule,
        EditMenuTitleCaseRule.rule,
        EditMenuShortCommandNamesRule.rule,
        LabelLegibleSizeRule.rule,
        PageControlDotCountRule.rule,
        PageControlPageLimitRule.rule,
        PageControlWithPagingRule.rule,
        PickerPredictableOrderRule.rule,
        PickerVeryLongListsRule.rule,
        DatePickerMinuteIntervalRule.rule,
        DatePickerCountdownLimitRule.rule,
        DatePickerNoCompactCountdownRule.rule,
        ActivityIndicatorNoVagueLabelRule.rule,
        ActivityIndicatorDeterminateWhenMeasurableRule.rule,
        ActivityIndicatorKeepMovingRule.rule,
        ProgressBarNoVagueLabelRule.rule,
        ProgressBarProgressRangeRule.rule,
    ]
}
