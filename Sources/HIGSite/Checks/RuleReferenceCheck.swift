/// `rule=` in a guideline's attribute block must name rules that exist.
enum RuleReferenceCheck {
    static func run(_ site: Site, ruleIDs: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for page in site.pages {
            for guideline in page.guidelines {
                for rule in guideline.attributes?.rules ?? [] where !ruleIDs.contains(rule) {
                    let nearest = EditDistance.nearest(to: rule, in: ruleIDs).map { "'\($0)'" }
                    diagnostics.append(Diagnostic(file: page.file.displayPath, location: guideline.location,
                                                  problem: .unknownRule(rule), notes: Suggestions.didYouMean(nearest)))
                }
            }
        }
        return diagnostics
    }
}
