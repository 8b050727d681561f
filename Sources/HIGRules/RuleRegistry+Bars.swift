import HIGControls

extension RuleRegistry {
    static let barsRules: [Rule] = [
        TabBarNavigationOnlyRule.rule, TabBarNoDisabledTabsRule.rule, TabBarBadgeContentRule.rule, TabBarSparingBadgesRule.rule, TabBarConsistentIconsRule.rule,
        ToolbarNotWithTabBarRule.rule, ToolbarIconsOverTextRule.rule, ToolbarNoMixedStylesRule.rule, ToolbarNoSegmentedControlRule.rule, ToolbarHitTargetRule.rule,
        NavigationBarHasTitleRule.rule, NavigationBarItemCountRule.rule, NavigationBarSingleSegmentBackRule.rule, NavigationBarSegmentedControlTopLevelRule.rule, NavigationBarLargeTitleNeedsTitleRule.rule,
        SearchBarPlaceholderRule.rule, SearchBarClearButtonRule.rule, SearchBarScopeCountRule.rule,
        StatusBarContrastRule.rule, StatusBarNoPermanentHidingRule.rule, StatusBarNetworkActivityRule.rule,
    ]
}
