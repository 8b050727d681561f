import HIGControls

/// Where every link of every page goes, in document order; nil where a link is broken.
struct ResolvedLinks: Sendable {
    private let site: Site
    /// Each page's targets, in the order of `site.pages`: kept as the checks made them, found
    /// through the site's own index (a dictionary of every page's was a rebuild's largest cost
    /// after its search index).
    private let perPage: [[LinkTarget?]]

    /// Each page's targets, `perPage` in the order of `site.pages`.
    init(_ site: Site, perPage: [[LinkTarget?]]) {
        self.site = site
        self.perPage = perPage
    }

    func targets(of page: Page) -> [LinkTarget?] {
        site.position(of: page.id, in: page.language).map { perPage[$0] } ?? []
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
