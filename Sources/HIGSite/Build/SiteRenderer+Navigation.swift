import HIGControls

/// The site navigation of each page: the branch that leads to the page open, everything else
/// closed, each level at most ``navigationListLimit`` entries.
extension SiteRenderer {
    /// The most entries one level of the site navigation shows.
    static let navigationListLimit = 25

    func navigation(for id: PageID, in language: Language, from folder: [String], cache: NavigationCache) -> [NavigationItemContext] {
        cache.prepare(language: language, folder: folder)
        // Only the branch that leads to this page is expanded, so a page's navigation grows with
        // the depth and width of its own section, not with the whole site.
        let branch = site.navigationBranch(to: id, in: language)
        let current = site.position(of: id, in: language)
        func items(_ positions: [Int], level: Int) -> [NavigationItemContext] {
            let open = level < branch.count ? branch[level] : nil
            var siblings = positions[...]
            if siblings.count > Self.navigationListLimit {
                // A long list would be repeated on each of its pages, so every page would grow
                // with its section and the site with its square. Show the pages around the
                // current one; the section page lists them all.
                let place = open.map { site.navigationPlace(of: $0) } ?? 0
                let start = max(0, min(place - Self.navigationListLimit / 2, siblings.count - Self.navigationListLimit))
                siblings = siblings[start..<start + Self.navigationListLimit]
            }
            return siblings.map { position in
                guard position == open else {
                    return cache.closedItem(at: position) {
                        let child = site.pages[position]
                        return NavigationItemContext(title: child.title, url: url(to: child.id, in: language, from: folder),
                                                     isCurrent: false, isOpen: false, children: [], hasChildren: false)
                    }
                }
                let child = site.pages[position]
                let children = items(site.childPositions(of: child.id, in: language), level: level + 1)
                return NavigationItemContext(title: child.title, url: url(to: child.id, in: language, from: folder),
                                             isCurrent: position == current, isOpen: true,
                                             children: children, hasChildren: !children.isEmpty)
            }
        }
        return items(site.childPositions(of: .home, in: language), level: 0)
    }

    /// The navigation items of pages whose folders share a parent folder that are neither open
    /// nor current, by their position in the site: each such page links to every other page
    /// with the same relative URL, so a run of sibling pages makes each item once, and the
    /// templates write each once (``memo``). Used by one thread at a time; it forgets its items
    /// when asked for a page in another folder.
    final class NavigationCache {
        private var language: Language?
        private var parentFolder: ArraySlice<String> = []
        /// By position, read by index rather than hashed (with a folder's items kept, a page
        /// looks up some 45 of them); `made` lists the positions that hold one, to be emptied
        /// for another folder.
        private var items: [NavigationItemContext?] = []
        private var made: [Int] = []
        let memo = MustacheMemo()

        func prepare(language: Language, folder: [String]) {
            guard language != self.language || folder.dropLast() != parentFolder else { return }
            self.language = language
            parentFolder = folder.dropLast()
            for position in made { items[position] = nil }
            made.removeAll(keepingCapacity: true)
            memo.removeAll()
        }

        func closedItem(at position: Int, make: () -> NavigationItemContext) -> NavigationItemContext {
            if position < items.count, let item = items[position] { return item }
            if position >= items.count { items += repeatElement(nil, count: position + 1 - items.count) }
            let item = make()
            items[position] = item
            made.append(position)
            return item
        }
    }
}

/// A thread's navigation caches while it renders a run of ids: one per language for the pages,
/// one for the side-by-side views. Runs hand them on through a ``Pool`` rather than making new
/// ones: a page's navigation shows the 25 pages around it in navigation order, but runs follow
/// the ids' order, so in a 500-page section the pages of one run share few items, and every
/// run made and rendered its section's items anew.
final class NavigationCaches: @unchecked Sendable {
    let pages = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, SiteRenderer.NavigationCache()) })
    let sideBySide = SiteRenderer.NavigationCache()

    /// Caches no run is using. Each is used by one thread at a time: taken, used, given back.
    final class Pool: Sendable {
        private let idle = Locked<[NavigationCaches]>([])

        func take() -> NavigationCaches {
            idle.withValue { $0.popLast() } ?? NavigationCaches()
        }

        func give(_ caches: NavigationCaches) {
            idle.withValue { $0.append(caches) }
        }
    }
}
