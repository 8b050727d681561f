import HIGControls

/// Every published page of both languages, indexed by language and id, with the
/// navigation structure derived from ids and `order`. Plain data: built once, then read.
package struct Site: Sendable {
    /// Published pages (drafts left out), sorted by language, then id.
    package private(set) var pages: [Page]
    /// Ids of draft pages, so that a link to one can say why it does not resolve.
    let drafts: [Language: Set<PageID>]
    private let index: [Language: [PageID: Int]]
    private var childIndex: [Language: [PageID: [Int]]]
    /// By position: the position of the page each page hangs from in navigation (-1 for the
    /// home page, and for the top pages of a language without one), and its place among that
    /// page's children. A page's navigation reads its branch from these instead of searching
    /// for it by id in every list it opens.
    private let parents: [Int]
    private var places: [Int]

    /// The images the site publishes (``ContentAsset``), by language and path in the language folder.
    let assets: [Language: [[String]: ContentAsset]]

    package init(pages: [Page], drafts: [Language: Set<PageID>] = [:], assets: [ContentAsset] = []) {
        self.assets = assets.reduce(into: [:]) { $0[$1.language, default: [:]][$1.relativePath] = $1 }
        // Sorted by language, then id; each language sorted and indexed on a core of its own.
        let languages = Language.allCases.sorted()
        let parts = languages.concurrentMap { language in pages.filter { $0.language == language }.sorted { $0.id < $1.id } }
        let starts = parts.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        let sorted = Array(parts.joined())
        self.pages = sorted
        self.drafts = drafts
        let indexes = Array(languages.indices).concurrentMap { part -> (index: [PageID: Int], children: [PageID: [Int]]) in
            var index: [PageID: Int] = [:]
            index.reserveCapacity(parts[part].count)
            for (offset, page) in parts[part].enumerated() {
                index[page.id] = starts[part] + offset
            }
            // A page belongs to its nearest existing ancestor, so a folder without `_index.md`
            // does not hide its pages from navigation.
            var children: [PageID: [Int]] = [:]
            for (offset, page) in parts[part].enumerated() {
                guard var parent = page.id.parent else { continue }
                while index[parent] == nil, let next = parent.parent {
                    parent = next
                }
                children[parent, default: []].append(starts[part] + offset)
            }
            return (index, children)
        }
        var index: [Language: [PageID: Int]] = [:]
        var children: [Language: [PageID: [Int]]] = [:]
        for (part, language) in languages.enumerated() where !parts[part].isEmpty {
            index[language] = indexes[part].index
            children[language] = indexes[part].children
        }
        self.index = index
        let lists = children.flatMap { language, byParent in byParent.map { (language, $0.key, $0.value) } }
        let ordered = lists.concurrentMap { _, _, positions in positions.sorted { Self.navigationOrder(sorted[$0], sorted[$1]) } }
        var parents = [Int](repeating: -1, count: sorted.count), places = [Int](repeating: 0, count: sorted.count)
        for ((language, parent, _), positions) in zip(lists, ordered) {
            children[language]![parent] = positions
            let parentPosition = index[language]?[parent] ?? -1
            for (place, position) in positions.enumerated() {
                parents[position] = parentPosition
                places[position] = place
            }
        }
        childIndex = children
        self.parents = parents
        self.places = places
    }

    /// The same site with the page at `position` replaced by a new version of itself whose front
    /// matter may differ (a title or an `order` typed in an editor, or saved while `serve` runs).
    /// Its id and language are the same, so it keeps its position and its parent; only the list
    /// of its navigation siblings is sorted again. It must still be published: a draft leaves the site, which is assembled again.
    func replacingPage(at position: Int, with page: Page) -> Site {
        let old = pages[position]
        precondition(old.id == page.id && old.language == page.language && !page.frontMatter.draft, "a replaced page keeps its place")
        var site = self
        site.pages[position] = page
        guard old.frontMatter.order != page.frontMatter.order || old.title != page.title,
              let list = navigationList(holding: page.id, in: page.language),
              let siblings = childIndex[page.language]?[list] else { return site }
        let sorted = siblings.sorted { Self.navigationOrder(site.pages[$0], site.pages[$1]) }
        site.childIndex[page.language]![list] = sorted
        for (place, sibling) in sorted.enumerated() {
            site.places[sibling] = place
        }
        return site
    }

    /// The id whose children list holds `id`: its nearest ancestor that is a page, or the top
    /// of the language when none is (as ``init(pages:drafts:)`` files it). Nil for the home page.
    private func navigationList(holding id: PageID, in language: Language) -> PageID? {
        guard var parent = id.parent else { return nil }
        while index[language]?[parent] == nil, let next = parent.parent {
            parent = next
        }
        return parent
    }

    package func page(_ id: PageID, in language: Language) -> Page? {
        index[language]?[id].map { pages[$0] }
    }

    package func pages(in language: Language) -> [Page] {
        pages.filter { $0.language == language }
    }

    /// Child pages in navigation order: `order`, then title, then id.
    func children(of id: PageID, in language: Language) -> [Page] {
        (childIndex[language]?[id] ?? []).map { pages[$0] }
    }

    /// Positions in ``pages`` of the children of `id`, in navigation order: without copying
    /// any page, for lists that show only a few of them.
    func childPositions(of id: PageID, in language: Language) -> [Int] {
        childIndex[language]?[id] ?? []
    }

    package func position(of id: PageID, in language: Language) -> Int? {
        index[language]?[id]
    }

    /// The position of the page that the page at `position` is listed under in navigation: its
    /// nearest ancestor that is a page. Nil for the home page, and for a top page of a
    /// language that has no home page.
    func navigationParent(of position: Int) -> Int? {
        parents[position] < 0 ? nil : parents[position]
    }

    /// Where the page at `position` stands among its parent's ``childPositions(of:in:)``.
    func navigationPlace(of position: Int) -> Int {
        places[position]
    }

    /// The positions of the pages that lead to `id` in navigation, from a top page down to the
    /// page itself, or to its nearest ancestor that is a page when `id` is not one (a page
    /// higsite generates): the branch its navigation opens. Empty for the home page.
    func navigationBranch(to id: PageID, in language: Language) -> [Int] {
        var start = position(of: id, in: language)
        var ancestor = id.parent
        while start == nil, let next = ancestor {
            start = position(of: next, in: language)
            ancestor = next.parent
        }
        var branch: [Int] = []
        while let position = start, !pages[position].id.isHome {
            branch.append(position)
            start = navigationParent(of: position)
        }
        return branch.reversed()
    }

    /// The parent chain from the home page down to (not including) `page`.
    func ancestors(of page: Page) -> [Page] {
        var chain: [Page] = []
        var current = page.id.parent
        while let id = current {
            if let ancestor = self.page(id, in: page.language) { chain.insert(ancestor, at: 0) }
            current = id.parent
        }
        return chain
    }

    static func navigationOrder(_ lhs: Page, _ rhs: Page) -> Bool {
        // As the tuple (order, title, id) compares, but each part made only when the ones
        // before it tie: sorting a section of thousands of pages compares them often.
        let leftOrder = lhs.frontMatter.order ?? Int.max, rightOrder = rhs.frontMatter.order ?? Int.max
        guard leftOrder == rightOrder else { return leftOrder < rightOrder }
        let leftTitle = lhs.title, rightTitle = rhs.title
        guard leftTitle == rightTitle else { return leftTitle < rightTitle }
        return lhs.id.description < rhs.id.description
    }
}
