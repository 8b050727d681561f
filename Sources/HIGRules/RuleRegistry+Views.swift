import HIGControls

extension RuleRegistry {
    static let viewsRules: [Rule] = [
        TableNoIndexWithTrailingContentRule.rule,
        TableNoIndexInGroupedRule.rule,
        CollectionItemSizeRule.rule,
        ScrollViewNoNestedSameAxisRule.rule,
        ScrollViewPagingWithPageControlRule.rule,
        ScrollViewZoomLimitsRule.rule,
        ImageViewUniformFramesRule.rule,
    ]
}
