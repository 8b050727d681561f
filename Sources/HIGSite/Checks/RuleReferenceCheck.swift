import HIGControls
import HIGRules

/// Rules and guidelines name each other: a guideline's `rule=` must name existing rules, and
/// every rule's guideline must exist in both languages and list the rule.
enum RuleReferenceCheck {
    /// A guideline's `rule=` must name existing rules.
    static func check(_ page: Page, ruleIDs ids: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var locator: FixLocator?
        for guideline in page.guidelines {
            for rule in guideline.attributes?.rules ?? [] where !ids.contains(rule) {
                let nearest = EditDistance.nearest(to: rule, in: ids)
                let fix = Suggestions.single(nearest).flatMap { meant -> Fix? in
                    locator = locator ?? FixLocator(page)
                    return AttributeBlockFix.rename(rule: rule, to: meant, headingAt: guideline.location, in: locator!)
                }
                diagnostics.append(Diagnostic(file: page.file.displayPath, location: guideline.location, problem: .link(.unknownRule(rule)),
                                              notes: Suggestions.didYouMean(nearest.map { "'\($0)'" }), fix: fix))
            }
        }
        return diagnostics
    }

    /// Every rule's guideline must exist in both languages and list the rule.
    static func checkRuleGuidelines(_ site: Site, rules: RuleCatalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in rules.entries {
            guard let reference = entry.guideline else { continue }
            let pageID = PageID(reference.page)
            // Content without the rule's page does not cover that component (a test site, a
            // partial fork); content that has the page must have the guideline.
            guard Language.allCases.contains(where: { site.page(pageID, in: $0) != nil }) else { continue }
            for language in Language.allCases {
                guard let page = site.page(pageID, in: language) else { continue }  // missing-translation reports the page
                guard let heading = page.guidelines.first(where: { $0.anchor == reference.anchor }) else {
                    diagnostics.append(Diagnostic(file: page.file.displayPath, location: nil,
                                                  problem: .rule(.guidelineMissing(rule: entry.id, guideline: reference.description, language: language))))
                    continue
                }
                if !(heading.attributes?.rules ?? []).contains(entry.id) {
                    diagnostics.append(Diagnostic(file: page.file.displayPath, location: heading.location,
                                                  problem: .rule(.notNamedByGuideline(rule: entry.id, guideline: reference.description))))
                }
            }
        }
        addMissingRuleFixes(&diagnostics, site: site)
        return diagnostics
    }

    /// Every guideline's missing rules in one edit, carried by each of their diagnostics: two
    /// edits of one block would overlap, and the same edit twice is made once.
    private static func addMissingRuleFixes(_ diagnostics: inout [Diagnostic], site: Site) {
        var missing: [String: [String]] = [:]
        for diagnostic in diagnostics {
            guard case .rule(.notNamedByGuideline(let rule, let guideline)) = diagnostic.problem else { continue }
            missing["\(diagnostic.file) \(guideline)", default: []].append(rule)
        }
        guard !missing.isEmpty else { return }
        let pages = Dictionary(site.pages.map { ($0.file.displayPath, $0) }, uniquingKeysWith: { first, _ in first })
        for index in diagnostics.indices {
            guard case .rule(.notNamedByGuideline(_, let guideline)) = diagnostics[index].problem,
                  let location = diagnostics[index].location, let page = pages[diagnostics[index].file] else { continue }
            let rules = missing["\(diagnostics[index].file) \(guideline)"] ?? []
            diagnostics[index].fix = AttributeBlockFix.add(rules: rules, headingAt: location, in: FixLocator(page))
        }
    }
}
