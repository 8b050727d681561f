import HIGControls

/// Which pages' diagnostics read another page's title: only a broken link's "did you mean",
/// which offers the page whose title, as a slug, is near the missing file's name
/// (``Suggestions/pages(near:in:limit:)``, over the pages of the link's language). When a title
/// changes, those pages are checked again, and only when the old or the new title is near
/// enough to one of their missing names to be offered.
enum TitleReaders {
    /// The positions of the pages in `language` whose broken-link suggestions may change when a
    /// page's title goes from `old` to `new`, from the last check's per-page results.
    static func positions(in site: Site, results: [SiteChecker.PageResult], language: Language,
                          titleFrom old: String, to new: String) -> [Int] {
        let slugs = [Slug.make(old), Slug.make(new)]
        return site.pages.indices.filter { position in
            site.pages[position].language == language && results[position].links.contains { diagnostic in
                guard case .link(.brokenLink(let target)) = diagnostic.problem else { return false }
                let name = PageID(target).components.last ?? ""
                return slugs.contains { isNear($0, to: name) }
            }
        }
    }

    /// Whether ``EditDistance/nearest(to:in:limit:)`` could offer `slug` for `name`.
    private static func isNear(_ slug: String, to name: String) -> Bool {
        let allowed = max(2, max(name.unicodeScalars.count, slug.unicodeScalars.count) / 3)
        return EditDistance.between(name, slug) <= allowed
    }
}
