import HIGControls
import Foundation
import HIGRules

/// Turns the checked site into output files — every page through its template, the root
/// language choice, the 404 page and the sitemap — for ``RenderStep``. Pure: reads the site,
/// returns files.
struct SiteRenderer: Sendable {
    let site: Site
    let links: ResolvedLinks
    let translation: TranslationStatus
    let mockups: ResolvedMockups
    let glossary: Glossary
    /// The rules that get pages, in registry order.
    let rules: [Rule]
    /// Rules by the guideline they enforce (page, then anchor), for the badges under guideline
    /// headings: a page no rule names is passed over without hashing its headings' text.
    let rulesByGuideline: [PageID: [String: [Rule]]]
    let templates: TemplateLibrary
    let baseURL: String?
    /// higsite.yaml's site titles and descriptions.
    let siteText: [Language: SiteConfiguration.SiteText]
    /// Previous/next neighbours, computed once per site rather than once per page.
    let readingOrder: ReadingOrder

    init(site: Site, links: ResolvedLinks, translation: TranslationStatus, mockups: ResolvedMockups, glossary: Glossary, rules: [Rule],
         templates: TemplateLibrary, baseURL: String?, siteText: [Language: SiteConfiguration.SiteText] = [:],
         readingOrder: ReadingOrder? = nil) {
        self.mockups = mockups
        self.rules = rules
        rulesByGuideline = Dictionary(grouping: rules, by: { PageID($0.guideline.page) })
            .mapValues { Dictionary(grouping: $0, by: \.guideline.anchor) }
        self.site = site
        self.links = links
        self.translation = translation
        self.glossary = glossary
        self.templates = templates
        self.baseURL = baseURL
        self.siteText = siteText
        self.readingOrder = readingOrder ?? ReadingOrder(site)
    }

    /// `pages` (all by default), and the side-by-side view of each of their ids that exists in
    /// both languages, each file handed to `emit` as soon as it is made (on any thread).
    /// `bodies`: the rendered bodies of pages not rendered now (a rebuild's unchanged pages);
    /// with `keepsBodies`, updated with the new ones for the next rebuild; without (a one-shot
    /// build), each page's HTML from reading is let go of too once the page is rendered.
    ///
    /// The pages of an id are rendered together, its side-by-side view right after them: each
    /// body is let go of as soon as the view is made, instead of every body of the site being
    /// held until the views are.
    func renderPages(_ pages: [Page]? = nil, bodies: inout [Language: [PageID: BodyHTML]], keepsBodies: Bool = true,
                     emit: @Sendable (OutputFile) -> Void) {
        let pages = pages ?? site.pages
        let rendering = pages.reduce(into: [Language: [PageID: Page]]()) { $0[$1.language, default: [:]][$1.id] = $1 }
        let ids = Array(Set(pages.map(\.id))).sorted()
        let earlier = bodies
        // Consecutive ids of one folder share their navigation's items (see NavigationCache).
        let pool = NavigationCaches.Pool()
        let rendered = Self.runs(of: ids.count).concurrentMap { run -> [(Language, PageID, BodyHTML)] in
            let caches = pool.take()
            defer { pool.give(caches) }
            let navigation = caches.pages, sideBySideNavigation = caches.sideBySide
            var made: [(Language, PageID, BodyHTML)] = []
            for id in ids[run] {
                var twins: [Language: BodyHTML] = [:]
                for language in Language.allCases {
                    if let page = rendering[language]?[id] {
                        let (files, body) = render(page, navigation: navigation[language]!, lettingGo: !keepsBodies)
                        files.forEach(emit)
                        twins[language] = body
                        if keepsBodies { made.append((language, id, body)) }
                    } else {
                        twins[language] = earlier[language]?[id]
                    }
                }
                renderSideBySide(id, bodies: twins, navigation: sideBySideNavigation, emit: emit)
            }
            return made
        }
        for (language, id, body) in rendered.joined() { bodies[language, default: [:]][id] = body }
    }

    /// `0..<count` in runs of consecutive positions, each rendered by one thread with the
    /// NavigationCaches it took from the pool: long enough for a thread to keep to one folder,
    /// short enough to spread a large folder over all cores.
    static func runs(of count: Int, length: Int = 32) -> [Range<Int>] {
        stride(from: 0, to: count, by: length).map { $0..<min($0 + length, count) }
    }

    /// `lettingGo`: the page is rendered only this once (see ``MarkdownDocument/renderBody(_:lettingGo:)``).
    /// A page's file; a home or section page's one file per page of its listing.
    func render(_ page: Page, navigation: NavigationCache = NavigationCache(), lettingGo: Bool = false) -> (files: [OutputFile], body: BodyHTML) {
        let folder = OutputLayout.folder(of: page.id, in: page.language)
        let strings = UIStrings.forLanguage(page.language)
        let layout = layoutContext(id: page.id, language: page.language, title: page.kind == .home ? nil : page.title,
                                   summary: page.frontMatter.summary, folder: folder, strings: strings, navigation: navigation)
        let pageRules = rulesByGuideline[page.id]
        let body = page.document.renderBody(MarkdownDocument.RenderInput(
            linkDestinations: destinations(of: page, from: folder),
            afterHeadingHTML: { heading in
                pageRules.map { ruleBadgesHTML(for: heading, among: $0, on: page, from: folder, strings: strings) } ?? ""
            },
            codeBlockHTML: { mockupHTML(block: $0, on: page, from: folder, strings: strings) }
        ), lettingGo: lettingGo)
        // The first crumb is the site, named as the header names it (higsite.yaml's title, else the home page's).
        let crumbs = site.ancestors(of: page).map { ancestor in
            guard ancestor.id == .home, let siteTitle = siteTitle(in: page.language) else { return link(to: ancestor, from: folder) }
            return LinkContext(title: siteTitle, url: url(to: .home, in: page.language, from: folder), summary: ancestor.frontMatter.summary)
        }
        let (previous, next) = neighbours(of: page, from: folder)
        let changes = changeContexts(of: page)

        switch page.kind {
        case .home, .section:
            let parts = PageParts(folder: folder, strings: strings, layout: layout, crumbs: crumbs, previous: previous, next: next,
                                  changes: changes)
            return (listingFiles(of: page, body: body, parts: parts, navigation: navigation), body)
        case .page:
            let contents = tableOfContents(page.document.headings)
            let references = page.frontMatter.uikit.map {
                LinkContext(title: $0, url: "https://developer.apple.com/documentation/uikit/\($0.lowercased())", summary: nil)
            }
            let html = templates.render(PageContext(layout: layout, title: page.title, summary: page.frontMatter.summary,
                                                bodyHTML: body.bytes, breadcrumbs: crumbs, tableOfContents: contents,
                                                hasTableOfContents: !contents.isEmpty, developerReferences: references,
                                                hasDeveloperReferences: !references.isEmpty, previous: previous, next: next,
                                                sideBySideURL: site.page(page.id, in: page.language.other) == nil ? nil
                                                    : OutputLayout.relativeURL(from: folder, to: Self.sideBySideFolder(of: page.id) + ["index.html"]),
                                                changes: changes, hasChanges: !changes.isEmpty),
                                    with: .page, memo: navigation.memo)
            return ([OutputFile(path: OutputLayout.file(of: page.id, in: page.language), contents: html)], body)
        }
    }

    // MARK: - Parts of every page

    /// The frame around a page: `title` nil for the home page, whose title is the site's.
    func layoutContext(id: PageID, language: Language, title: String?, summary: String?,
                       folder: [String], strings: UIStrings, isTwinView: Bool = false, listingPage: Int = 1,
                       navigation cache: NavigationCache = NavigationCache()) -> LayoutContext {
        let siteTitle = self.siteTitle(in: language) ?? title ?? ""
        let other = language.other
        let switchTarget = exists(id, in: other) ? id : .home
        let languageSwitch = LanguageSwitchContext(url: url(to: switchTarget, in: other, from: folder), lang: other.rawValue,
                                                   name: other.nativeName)
        let notice = translation.isStale(id, in: language)
            ? TranslationNoticeContext(text: strings.staleTranslationNotice, linkText: strings.readOriginal,
                                       url: url(to: id, in: other, from: folder), lang: other.rawValue)
            : nil
        return LayoutContext(
            lang: language.rawValue,
            siteTitle: siteTitle,
            documentTitle: title.map { "\($0) – \(siteTitle)" } ?? siteTitle,
            // The configured description stands for a home page that has no summary of its own.
            description: summary ?? (id == .home ? siteText[language]?.description : nil),
            root: OutputLayout.rootPrefix(from: folder),
            homeURL: url(to: .home, in: language, from: folder),
            stylesheetURL: OutputLayout.rootPrefix(from: folder) + "assets/style.css",
            // The side-by-side view shows the pages themselves: it is not a page of its own for search engines.
            canonicalURL: isTwinView ? nil : baseURL.map { OutputLayout.absoluteURL(of: id, in: language, baseURL: $0, listingPage: listingPage) },
            // A listing's later pages differ between the languages: they have no counterpart to name.
            alternates: isTwinView || listingPage > 1 ? [] : alternateLinks(for: id, from: folder),
            languageSwitch: languageSwitch,
            // The side-by-side view gives its width to the two pages it frames, which have their own.
            navigation: isTwinView ? [] : navigation(for: id, in: language, from: folder, cache: cache),
            translationNotice: notice,
            glossaryURL: url(to: GeneratedPage.glossary.id, in: language, from: folder),
            translationStatusURL: url(to: GeneratedPage.translationStatus.id, in: language, from: folder),
            rulesURL: url(to: GeneratedPage.rules.id, in: language, from: folder),
            whatsNewURL: url(to: GeneratedPage.whatsNew.id, in: language, from: folder),
            feedURL: OutputLayout.relativeURL(from: folder, to: OutputLayout.feedFile(in: language)),
            strings: strings
        )
    }

    /// The site's name: higsite.yaml's title for the language, else the home page's title.
    func siteTitle(in language: Language) -> String? {
        siteText[language]?.title ?? site.page(.home, in: language)?.title
    }

    /// Content pages of the site, and the pages higsite generates in every language.
    func exists(_ id: PageID, in language: Language) -> Bool {
        site.page(id, in: language) != nil || GeneratedPage.isReserved(id)
    }

    /// `hreflang` alternates for every language the page exists in, and `x-default` for Korean.
    func alternateLinks(for id: PageID, from folder: [String]) -> [AlternateContext] {
        var result: [AlternateContext] = []
        for language in Language.allCases where exists(id, in: language) {
            let href = baseURL.map { OutputLayout.absoluteURL(of: id, in: language, baseURL: $0) }
                ?? url(to: id, in: language, from: folder)
            result.append(AlternateContext(hreflang: language.rawValue, url: href))
            if language == .default {
                result.append(AlternateContext(hreflang: "x-default", url: href))
            }
        }
        return result
    }

    /// The figure for a `mockup` fence; nil for other code blocks.
    private func mockupHTML(block: Int, on page: Page, from folder: [String], strings: UIStrings) -> String? {
        guard let fence = mockups.fence(of: page, block: block) else { return nil }
        let figure = mockupFigure(language: page.language, strings: strings, from: folder)
        switch fence {
        case .screen(let screen, let caption, let style):
            return figure.html(for: screen, caption: caption, style: style)
        case .rule(let id, let caption, let style):
            return rules.first { $0.id == id }.map { figure.examplesHTML(for: $0, caption: caption, style: style) } ?? ""
        }
    }

    func mockupFigure(language: Language, strings: UIStrings, from folder: [String]) -> MockupFigure {
        MockupFigure(language: language, strings: strings, rules: rules,
                     ruleURL: { OutputLayout.relativeURL(from: folder, to: OutputLayout.ruleFile($0, in: language)) })
    }

    /// Level-2 headings, each with the level-3 headings that follow it (a level-3 heading before
    /// any level-2 one stands on its own).
    private func tableOfContents(_ headings: [MarkdownHeading]) -> [TableOfContentsItem] {
        var items: [(heading: MarkdownHeading, children: [MarkdownHeading])] = []
        for heading in headings where heading.level == 2 || heading.level == 3 {
            if heading.level == 3, !items.isEmpty, items[items.count - 1].heading.level == 2 {
                items[items.count - 1].children.append(heading)
            } else {
                items.append((heading, []))
            }
        }
        return items.map { item in
            let children = item.children.map {
                TableOfContentsItem(anchor: $0.anchor, text: $0.text, isGuideline: $0.isGuideline, children: [], hasChildren: false)
            }
            return TableOfContentsItem(anchor: item.heading.anchor, text: item.heading.text, isGuideline: item.heading.isGuideline,
                                       children: children, hasChildren: !children.isEmpty)
        }
    }

    private func neighbours(of page: Page, from folder: [String]) -> (LinkContext?, LinkContext?) {
        guard let position = site.position(of: page.id, in: page.language) else { return (nil, nil) }
        let (previous, next) = readingOrder.neighbours(of: position, in: page.language)
        return (previous.map { link(to: site.pages[$0], from: folder) }, next.map { link(to: site.pages[$0], from: folder) })
    }

    private func destinations(of page: Page, from folder: [String]) -> [String] {
        zip(page.document.links, links.targets(of: page)).map { link, target in
            switch target {
            case .external(let destination)?:
                return destination
            case .page(let id, let anchor, let language)? where id == page.id && language == page.language && anchor != nil:
                return "#" + anchor!
            case .page(let id, let anchor, let language)?:
                return url(to: id, in: language, from: folder) + (anchor.map { "#" + $0 } ?? "")
            case .rule(let id)?:
                return OutputLayout.relativeURL(from: folder, to: OutputLayout.ruleFile(id, in: page.language))
            case .image(let language, let path)?:
                return OutputLayout.relativeURL(from: folder, toImage: [language.rawValue] + path)
            case nil:
                // Broken links stop the build before anything is written; keep the source text.
                return link.destination
            }
        }
    }

    func link(to page: Page, from folder: [String]) -> LinkContext {
        LinkContext(title: page.title, url: url(to: page.id, in: page.language, from: folder), summary: page.frontMatter.summary)
    }

    func url(to id: PageID, in language: Language, from folder: [String]) -> String {
        OutputLayout.relativeURL(from: folder, toPage: id, in: language)
    }
}
