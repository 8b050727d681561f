import HIGControls

/// The change logs: the list at the end of each page, and per language the What's new page and
/// its Atom feed, which gather every page's entries newest first.
extension SiteRenderer {
    /// The most entries the What's new page and the feed show: the page stays light at any site
    /// size (every page's own change log still lists all of its entries).
    static let whatsNewLimit = 100

    /// A page's change log as its template shows it, newest first.
    func changeContexts(of page: Page) -> [ChangeContext] {
        page.frontMatter.changes.newestFirst.map { ChangeContext(date: $0.date.description, text: $0.text, page: nil) }
    }

    /// Every published page's entries in `language`, newest first: on one day by page id, then as
    /// written. All of them; callers take the first ``whatsNewLimit``.
    func changes(in language: Language) -> [(page: Page, entry: ChangeEntry)] {
        var all: [(page: Page, entry: ChangeEntry, position: Int)] = []
        for page in site.pages(in: language) {
            for (position, entry) in page.frontMatter.changes.enumerated() { all.append((page, entry, position)) }
        }
        all.sort { ($0.entry.date, $1.page.id, $1.position) > ($1.entry.date, $0.page.id, $0.position) }
        return all.map { ($0.page, $0.entry) }
    }

    /// The What's new page and the Atom feed of each language.
    func renderChangeLogPages() -> [OutputFile] {
        Language.allCases.flatMap { language -> [OutputFile] in
            let all = changes(in: language)
            let shown = Array(all.prefix(Self.whatsNewLimit))
            return [whatsNewPage(shown, leavesOut: all.count > shown.count, in: language),
                    AtomFeed(language: language, siteTitle: siteTitle(in: language) ?? "", baseURL: baseURL).render(shown)]
        }
    }

    private func whatsNewPage(_ shown: [(page: Page, entry: ChangeEntry)], leavesOut: Bool, in language: Language) -> OutputFile {
        let id = GeneratedPage.whatsNew.id
        let folder = OutputLayout.folder(of: id, in: language)
        let strings = UIStrings.forLanguage(language)
        let entries = shown.map {
            ChangeContext(date: $0.entry.date.description, text: $0.entry.text,
                          page: LinkContext(title: $0.page.title, url: url(to: $0.page.id, in: language, from: folder) + "#change-log", summary: nil))
        }
        let context = WhatsNewContext(
            layout: layoutContext(id: id, language: language, title: strings.whatsNew, summary: strings.whatsNewIntro,
                                  folder: folder, strings: strings),
            title: strings.whatsNew, intro: strings.whatsNewIntro, entries: entries, hasEntries: !entries.isEmpty,
            olderNote: leavesOut ? strings.olderChanges : nil)
        return OutputFile(path: OutputLayout.file(of: id, in: language), contents: templates.render(context, with: .whatsNew))
    }
}
