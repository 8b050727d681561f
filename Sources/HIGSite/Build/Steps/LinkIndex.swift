import HIGControls

/// Which pages link to each page id (in either language, anchors or not), so that when a page's
/// headings change only the pages whose links read them are checked again.
///
/// Kept by site position, so it holds while the site keeps its pages in place; a site assembled
/// again needs a new one.
struct LinkIndex {
    private var linkers: [PageID: Set<Int>] = [:]
    private var targets: [[PageID]]

    init(_ site: Site) {
        targets = site.pages.concurrentMap(Self.targets)
        for (position, ids) in targets.enumerated() {
            for id in ids { linkers[id, default: []].insert(position) }
        }
    }

    /// The positions of the pages with a link to `id`.
    func linkers(of id: PageID) -> Set<Int> {
        linkers[id] ?? []
    }

    /// The page at `position` is now `page`, with the links it has now.
    mutating func replace(_ page: Page, at position: Int) {
        for id in targets[position] { linkers[id]?.remove(position) }
        targets[position] = Self.targets(of: page)
        for id in targets[position] { linkers[id, default: []].insert(position) }
    }

    /// The page ids `page`'s relative links name, resolved as ``LinkResolver`` does.
    private static func targets(of page: Page) -> [PageID] {
        page.document.links.compactMap { link in
            let destination = link.destination
            guard !destination.isEmpty, !LinkResolver.hasScheme(destination), !destination.hasPrefix("//") else { return nil }
            let path = LinkResolver.split(destination).path
            guard !path.isEmpty, case .success(let id) = LinkResolver.pageID(of: path, from: page) else { return nil }
            return id
        }
    }
}
