import HIGControls

/// Runs every check over the assembled site (links and anchors, rules, mockups, translations,
/// terminology) and sorts all the build's problems. A build with an error stops after this step
/// and writes nothing.
struct CheckStep: BuildStep {
    static let name = "check"
    let cache: BuildCache

    struct Output {
        var context: BuildContext
        var assembled: AssembleStep.Output
        var checked: SiteChecker.Result
        /// Every problem of the build, sorted by file and position.
        var diagnostics: [Diagnostic]
    }

    func run(_ assembled: AssembleStep.Output) -> Output {
        let context = assembled.context
        let checker = SiteChecker(rules: context.options.rules, mockupCache: cache.mockups)
        let checked = checker.check(assembled.loaded.site, glossary: assembled.loaded.glossary, reusing: assembled.earlierChecks)
        return Output(context: context, assembled: assembled, checked: checked,
                      diagnostics: (assembled.loaded.diagnostics + checked.diagnostics).sorted())
    }
}
