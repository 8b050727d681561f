import HIGControls

/// Where every link of every page goes, in document order; nil where a link is broken.
struct ResolvedLinks: Sendable {
    private var targets: [Language: [PageID: [LinkTarget?]]] = [:]

    func targets(of page: Page) -> [LinkTarget?] {
        targets[page.language]?[page.id] ?? []
    }

    /// Resolves every link of every page, in both languages, and reports the broken ones
    /// with suggestions.
    static func resolve(_ site: Site, ruleIDs: Set<String>) -> (links: ResolvedLinks, diagnostics: [Diagnostic]) {
        let resolver = LinkResolver(site: site, ruleIDs: ruleIDs)
        let perPage = site.pages.concurrentMap { page -> (targets: [LinkTarget?], diagnostics: [Diagnostic]) in
            var targets: [LinkTarget?] = []
            var diagnostics: [Diagnostic] = []
            for link in page.document.links {
                let resolution = resolver.resolve(link.destination, from: page)
                targets.append(resolution.target)
                if let problem = resolution.problem {
                    diagnostics.append(Diagnostic(file: page.file.displayPath, location: link.location, problem: problem,
                                                  notes: resolution.notes))
                }
            }
            return (targets, diagnostics)
        }
        var resolved = ResolvedLinks()
        var diagnostics: [Diagnostic] = []
        for (page, result) in zip(site.pages, perPage) {
            resolved.targets[page.language, default: [:]][page.id] = result.targets
            diagnostics += result.diagnostics
        }
        return (resolved, diagnostics)
    }
}
