/// Every check over a loaded site, in one place, so `check` and `build` report exactly the same.
struct SiteChecker {
    /// The rules that `rule=` and `rule:` may name (the HIGRules registry).
    var rules: RuleCatalog
    /// A ``BuildSession``'s fences from earlier builds.
    var mockupCache: MockupFenceCache? = nil

    struct Result: Sendable {
        var links: ResolvedLinks
        var translation: TranslationStatus
        var mockups: ResolvedMockups
        var diagnostics: [Diagnostic]
    }

    func check(_ site: Site, glossary: Glossary) -> Result {
        let (links, linkDiagnostics) = ResolvedLinks.resolve(site, ruleIDs: rules.ids)
        let (translation, translationDiagnostics) = TranslationCheck.run(site)
        let (mockups, mockupDiagnostics) = ResolvedMockups.read(site, ruleIDs: rules.ids, cache: mockupCache)
        let diagnostics = linkDiagnostics
            + translationDiagnostics
            + RuleReferenceCheck.run(site, rules: rules)
            + TerminologyCheck.run(site, glossary: glossary)
            + mockupDiagnostics
        return Result(links: links, translation: translation, mockups: mockups, diagnostics: diagnostics)
    }
}
