import HIGControls

/// Runs every check over the assembled site (links and anchors, rules, mockups, translations,
/// terminology) and sorts all the problems found since the read: the one place where they are
/// put together, for every command. A build with an error stops after this step and writes
/// nothing.
struct CheckStep: BuildStep {
    typealias Failure = Never
    static let name = "check"
    /// The rules that `rule=` and `rule:` may name.
    var rules: RuleCatalog
    /// Mockup fences drawn by earlier checks of the same session, or nil.
    var mockups: MockupFenceCache? = nil

    struct Output {
        var result: SiteChecker.Result
        /// Every problem found, sorted by file and position.
        var diagnostics: [Diagnostic]
    }

    func run(_ assembled: AssembleStep.Output) -> Output {
        let checker = SiteChecker(rules: rules, mockupCache: mockups)
        let checked = checker.check(assembled.loaded.site, glossary: assembled.loaded.glossary, reusing: assembled.earlierChecks)
        return Output(result: checked, diagnostics: (assembled.loaded.diagnostics + checked.diagnostics).sorted())
    }
}
