/// Every check over a loaded site, in one place, so `check` and `build` report exactly the same.
struct SiteChecker {
    /// The rule ids that `rule=` and `rule:` may name (the HIGRules registry).
    var ruleIDs: Set<String>

    struct Result: Sendable {
        var links: ResolvedLinks
        var translation: TranslationStatus
        var diagnostics: [Diagnostic]
    }

    func check(_ site: Site, glossary: Glossary) -> Result {
        let (links, linkDiagnostics) = ResolvedLinks.resolve(site, ruleIDs: ruleIDs)
        let (translation, translationDiagnostics) = TranslationCheck.run(site)
        let diagnostics = linkDiagnostics
            + translationDiagnostics
            + RuleReferenceCheck.run(site, ruleIDs: ruleIDs)
            + TerminologyCheck.run(site, glossary: glossary)
        return Result(links: links, translation: translation, diagnostics: diagnostics)
    }
}
