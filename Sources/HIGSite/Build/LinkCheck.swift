/// Step 2: resolve every link of every page, in both languages, and report the broken ones.
struct ResolvedLinks: Sendable {
    /// One target per link of the page's document, in document order; nil where the link is broken.
    private var targets: [Language: [PageID: [LinkTarget?]]] = [:]

    func targets(of page: Page) -> [LinkTarget?] {
        targets[page.language]?[page.id] ?? []
    }

    static func resolve(_ site: Site) -> (links: ResolvedLinks, diagnostics: [Diagnostic]) {
        let resolver = LinkResolver(site: site)
        var resolved = ResolvedLinks()
        var diagnostics: [Diagnostic] = []
        for page in site.pages {
            var targets: [LinkTarget?] = []
            for link in page.document.links {
                switch resolver.resolve(link.destination, from: page) {
                case .success(let target):
                    targets.append(target)
                case .failure(let problem):
                    targets.append(nil)
                    diagnostics.append(Diagnostic(file: page.file.displayPath, location: link.location, problem: problem))
                }
            }
            resolved.targets[page.language, default: [:]][page.id] = targets
        }
        return (resolved, diagnostics)
    }
}
