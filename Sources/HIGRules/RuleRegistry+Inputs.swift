import HIGControls

extension RuleRegistry {
    static let inputsRules: [Rule] = [
        RefreshNoInstructionTitleRule.rule,
        RefreshShortTitleRule.rule,
        SegmentCountRule.rule,
        SegmentNoMixedContentRule.rule,
        SegmentShortLabelsRule.rule,
        SegmentConsistentLabelLengthRule.rule,
        SliderNotForVolumeRule.rule,
        StepperShowsValueRule.rule,
        StepperSmallRangeRule.rule,
        SwitchInTableRowsRule.rule,
        SwitchNoStateLabelRule.rule,
        TextFieldSecureEntryRule.rule,
        TextFieldKeyboardTypeRule.rule,
        TextFieldClearButtonRule.rule,
        TextFieldPlaceholderRule.rule,
        TextFieldUseSearchBarRule.rule,
    ]
}
