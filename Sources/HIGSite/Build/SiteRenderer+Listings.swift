import HIGControls

/// The home page and section pages list what is in them. So that no page grows with the site,
/// a listing is split into pages of about ``listingBytes`` of entries at most (`index.html`, then
/// `index-2.html`, … in the same folder), and a section in a listing shows only its first
/// pages, its page count, and links to each page of its own listing. From the home page, every
/// page of a top-level section is then two clicks away, and every page of a section below it
/// three.
extension SiteRenderer {
    /// The most bytes of entries one page of a listing holds, as ``weight(of:in:)`` counts
    /// them: with the page around them, well under the 150 KB a page may weigh.
    static let listingBytes = 64 * 1024
    /// A section with at most this many pages is previewed whole; a longer one by its first
    /// ``previewCount`` pages.
    static let previewAll = 16
    static let previewCount = 8

    /// The children of `id` (positions in the site), split into the pages of its listing:
    /// always at least one, which may be empty.
    func listingChunks(of id: PageID, in language: Language) -> [ArraySlice<Int>] {
        let positions = site.childPositions(of: id, in: language)
        var chunks: [ArraySlice<Int>] = []
        var start = 0, bytes = 0
        for (offset, position) in positions.enumerated() {
            let weight = weight(of: position, in: language)
            if bytes + weight > Self.listingBytes, offset > start {
                chunks.append(positions[start..<offset])
                start = offset
                bytes = 0
            }
            bytes += weight
        }
        chunks.append(positions[start...])
        return chunks
    }

    /// About how many bytes a child's entry takes: its card, and a section's preview cards.
    private func weight(of position: Int, in language: Language) -> Int {
        func card(_ page: Page) -> Int {
            100 + page.title.utf8.count + (page.frontMatter.summary?.utf8.count ?? 0) + 2 * page.id.description.utf8.count
        }
        let page = site.pages[position]
        guard page.kind == .section else { return card(page) }
        return preview(of: site.childPositions(of: page.id, in: language)).reduce(card(page)) { $0 + card(site.pages[$1]) }
    }

    /// The pages a section's entry shows of its children.
    private func preview(of children: [Int]) -> ArraySlice<Int> {
        children.count <= Self.previewAll ? children[...] : children.prefix(Self.previewCount)
    }

    /// The home or section page `page`, one file per page of its listing; the first holds the
    /// page's text and change log.
    func listingFiles(of page: Page, body: BodyHTML, parts: PageParts, navigation: NavigationCache) -> [OutputFile] {
        let chunks = listingChunks(of: page.id, in: page.language)
        return chunks.indices.map { index in
            let number = index + 1, folder = parts.folder, strings = parts.strings
            let isFirst = number == 1
            let label = isFirst ? nil : strings.listingPage(number, of: chunks.count)
            let layout = isFirst ? parts.layout
                : layoutContext(id: page.id, language: page.language, title: "\(page.title) (\(label!))", summary: nil,
                                folder: folder, strings: strings, listingPage: number, navigation: navigation)
            let entries = chunks[index].map { listingEntry(site.pages[$0], from: folder, strings: strings) }
            let pages = listingPageLinks(of: page.id, in: page.language, count: chunks.count, current: number, from: folder)
            let changes = isFirst ? parts.changes : []
            let html: [UInt8]
            if page.kind == .home {
                html = templates.render(HomeContext(layout: layout, title: page.title, summary: isFirst ? page.frontMatter.summary : nil,
                                                    bodyHTML: isFirst ? body.bytes : [], listingLabel: label, sections: entries,
                                                    listingPages: pages, hasListingPages: !pages.isEmpty,
                                                    changes: changes, hasChanges: !changes.isEmpty),
                                        with: .home, memo: navigation.memo)
            } else {
                html = templates.render(SectionContext(layout: layout, title: page.title, summary: isFirst ? page.frontMatter.summary : nil,
                                                       bodyHTML: isFirst ? body.bytes : [],
                                                       breadcrumbs: isFirst ? parts.crumbs : parts.crumbs + [link(to: page, from: folder)],
                                                       listingLabel: label, children: entries, hasChildren: !entries.isEmpty,
                                                       listingPages: pages, hasListingPages: !pages.isEmpty,
                                                       previous: isFirst ? parts.previous : nil, next: isFirst ? parts.next : nil,
                                                       changes: changes, hasChanges: !changes.isEmpty),
                                        with: .section, memo: navigation.memo)
            }
            return OutputFile(path: OutputLayout.listingFile(of: page.id, in: page.language, page: number), contents: html)
        }
    }

    /// A child's entry in a listing: a section's with its size, first pages and listing pages.
    func listingEntry(_ child: Page, from folder: [String], strings: UIStrings) -> ListingEntryContext {
        let url = url(to: child.id, in: child.language, from: folder)
        guard child.kind == .section else {
            return ListingEntryContext(title: child.title, url: url, summary: child.frontMatter.summary, isGroup: false, countLabel: "",
                                       pages: [], hasPages: false, moreLabel: nil, listingPages: [], hasListingPages: false)
        }
        let children = site.childPositions(of: child.id, in: child.language)
        let shown = preview(of: children)
        let preview = shown.map { link(to: site.pages[$0], from: folder) }
        let chunkCount = listingChunks(of: child.id, in: child.language).count
        let pages = listingPageLinks(of: child.id, in: child.language, count: chunkCount, current: nil, from: folder)
        return ListingEntryContext(title: child.title, url: url, summary: child.frontMatter.summary, isGroup: true,
                                   countLabel: strings.pageCount(pageCount(under: child.id, in: child.language)),
                                   pages: preview, hasPages: !preview.isEmpty,
                                   moreLabel: shown.count < children.count ? strings.morePages(children.count - shown.count) : nil,
                                   listingPages: pages, hasListingPages: !pages.isEmpty)
    }

    /// Links to each page of the listing of `id`, when it has more than one.
    private func listingPageLinks(of id: PageID, in language: Language, count: Int, current: Int?, from folder: [String]) -> [ListingPageContext] {
        guard count > 1 else { return [] }
        return (1...count).map { number in
            ListingPageContext(number: String(number),
                               url: OutputLayout.relativeURL(from: folder, to: OutputLayout.listingFile(of: id, in: language, page: number)),
                               isCurrent: number == current)
        }
    }

    /// How many pages are below `id`, at any depth, not counting the section pages.
    private func pageCount(under id: PageID, in language: Language) -> Int {
        var count = 0
        var pending = [id]
        while let next = pending.popLast() {
            for position in site.childPositions(of: next, in: language) {
                if site.pages[position].kind == .section { pending.append(site.pages[position].id) } else { count += 1 }
            }
        }
        return count
    }

    /// What every page of a home or section page's listing shares.
    struct PageParts {
        var folder: [String]
        var strings: UIStrings
        var layout: LayoutContext
        var crumbs: [LinkContext]
        var previous: LinkContext?
        var next: LinkContext?
        var changes: [ChangeContext]
    }
}
