import HIGControls

/// Where every link of every page goes, in document order; nil where a link is broken.
struct ResolvedLinks: Sendable {
    private var targets: [Language: [PageID: [LinkTarget?]]] = [:]

    /// Each page's targets, `perPage` in the order of `site.pages`.
    init(_ site: Site, perPage: [[LinkTarget?]]) {
        for (page, targets) in zip(site.pages, perPage) {
            self.targets[page.language, default: [:]][page.id] = targets
        }
    }

    func targets(of page: Page) -> [LinkTarget?] {
        targets[page.language]?[page.id] ?? []
    }

    /// Resolves every link of one page and reports the broken ones with suggestions, and with
    /// the edit that fixes one when there is a single suggestion.
    static func resolve(_ page: Page, with resolver: LinkResolver) -> (targets: [LinkTarget?], diagnostics: [Diagnostic]) {
        var targets: [LinkTarget?] = []
        var diagnostics: [Diagnostic] = []
        var locator: FixLocator?
        for link in page.document.links {
            let resolution = resolver.resolve(link.destination, from: page)
            targets.append(resolution.target)
            if let problem = resolution.problem {
                var fix: Fix?
                if let suggestion = resolution.suggestion {
                    locator = locator ?? FixLocator(page)
                    fix = LinkFix.make(suggestion, for: link, on: page, in: resolver.site, locator: locator!)
                }
                diagnostics.append(Diagnostic(file: page.file.displayPath, location: link.location, problem: problem,
                                              notes: resolution.notes, fix: fix))
            }
        }
        return (targets, diagnostics)
    }
}
