/// Every check over a loaded site, in one place, so `check` and `build` report exactly the same.
struct SiteChecker {
    /// The rules that `rule=` and `rule:` may name (the HIGRules registry).
    var rules: RuleCatalog
    /// A ``BuildSession``'s fences from earlier builds.
    var mockupCache: MockupFenceCache? = nil

    /// What the checks found on one page. A ``BuildSession`` keeps them, so that a rebuild
    /// checks only the pages that changed.
    struct PageResult: Sendable {
        var linkTargets: [LinkTarget?]
        var links: [Diagnostic]
        var translation: TranslationCheck.PageResult
        var ruleNames: [Diagnostic]
        var terminology: [Diagnostic]
        var fences: [Int: MockupFence]
        var mockups: [Diagnostic]
    }

    struct Result: Sendable {
        var links: ResolvedLinks
        var translation: TranslationStatus
        var mockups: ResolvedMockups
        var diagnostics: [Diagnostic]
        /// Per page, in the order of `site.pages`.
        var pages: [PageResult]
    }

    /// An earlier result to take unchanged pages' results from.
    struct Earlier {
        /// The earlier result's pages, for a site with the same pages at the same positions.
        var pages: [PageResult]
        /// Positions of the pages whose text changed since, and of the pages whose checks read
        /// what changed of them (links to changed headings, suggestions from a changed title).
        /// Their twins are checked again too.
        var changed: [Int]
    }

    func check(_ site: Site, glossary: Glossary, reusing earlier: Earlier? = nil) -> Result {
        let ruleIDs = rules.ids  // a new set at every call: made once, not twice per page
        let resolver = LinkResolver(site: site, ruleIDs: ruleIDs)
        let terminology = TerminologyCheck(glossary: glossary)
        let checkPage = { @Sendable (page: Page) -> PageResult in
            let links = ResolvedLinks.resolve(page, with: resolver)
            let mockups = ResolvedMockups.read(page, ruleIDs: ruleIDs, cache: mockupCache)
            return PageResult(linkTargets: links.targets, links: links.diagnostics, translation: TranslationCheck.check(page, in: site),
                              ruleNames: RuleReferenceCheck.check(page, ruleIDs: ruleIDs), terminology: terminology.check(page),
                              fences: mockups.fences, mockups: mockups.diagnostics)
        }

        var pages: [PageResult]
        if let earlier {
            // A page's translation result reads its twin's text too: check both of every pair.
            var positions = Set(earlier.changed)
            for position in earlier.changed {
                let page = site.pages[position]
                if let twin = site.position(of: page.id, in: page.language.other) { positions.insert(twin) }
            }
            let sorted = positions.sorted()
            pages = earlier.pages
            for (position, result) in zip(sorted, sorted.map { site.pages[$0] }.concurrentMap(checkPage)) {
                pages[position] = result
            }
        } else {
            pages = site.pages.concurrentMap(checkPage)
            mockupCache?.endBuild()
        }

        // Only a site that says it holds the built-in rules' guidelines is held to them.
        let ruleGuidelines: [Diagnostic] = rules.siteHoldsGuidelines ? RuleReferenceCheck.checkRuleGuidelines(site, rules: rules) : []
        // In the order the checks always reported: by check, then by page.
        let diagnostics = pages.flatMap(\.links)
            + pages.flatMap(\.translation.diagnostics)
            + pages.flatMap(\.ruleNames) + ruleGuidelines
            + pages.flatMap(\.terminology)
            + pages.flatMap(\.mockups)
        return Result(links: ResolvedLinks(site, perPage: pages.map(\.linkTargets)),
                      translation: TranslationCheck.status(site, perPage: pages.map(\.translation)),
                      mockups: ResolvedMockups(site, perPage: pages.map(\.fences)),
                      diagnostics: diagnostics, pages: pages)
    }
}
