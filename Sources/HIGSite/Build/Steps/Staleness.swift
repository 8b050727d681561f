import Foundation
import HIGControls

/// What a run of read → assemble → check keeps for the next run to start from: the pages it
/// read, the site it made of them and each page's checks.
struct LastCheck {
    /// The content files in walking order, and each one's page and problems.
    var files: [ContentFile]
    var results: [SiteAssembler.Read]
    /// The images, as listed with their stamps.
    var assets: [ContentAsset]
    var loaded: SiteAssembler.Loaded
    /// Per page, in the order of the site's pages.
    var checks: [SiteChecker.PageResult]
    /// Which pages link to which: made when an edit of headings first needs it (or ahead of the
    /// first edit, by the language server), kept up to date while the site keeps its places.
    var links: LinkIndex?

    init(_ checked: CheckedSite) {
        files = checked.read.files
        results = checked.read.results
        assets = checked.read.assets
        loaded = checked.assembled.loaded
        checks = checked.checked.result.pages
        links = checked.assembled.staleness?.links
    }
}

/// What the pages read since the last run make stale: the one place that decides it, for the
/// language server's keystrokes and `higsite serve`'s rebuilds alike.
///
/// While the content is the same files with the same glossary and every changed page stays
/// published, the last site is kept with the changed pages in their places (a new title or
/// `order` sorts only the page's navigation list again), and the checks of the pages nothing
/// changed for are reused. Checked again: the changed pages (and their twins, see
/// ``SiteChecker/Earlier``); when a page's headings changed, the pages that link to it
/// (``LinkIndex``); when its title changed, the pages whose broken links' suggestions may offer
/// it (``TitleReaders``). Anything else — a file added, removed or unreadable, an image added,
/// removed or changed, the glossary changed, a page that becomes a draft or stops being one —
/// makes everything stale.
struct Staleness {
    /// The last site with the changed pages in their places.
    private(set) var site: Site
    /// Positions of the pages whose text changed.
    private(set) var edited: [Int] = []
    /// Positions of the pages to check again.
    private(set) var stale: [Int] = []
    /// Whether every changed page kept its skeleton (front matter and headings): then nothing
    /// other pages show of it changed, and only it needs to be rendered again.
    private(set) var keepsSkeletons = true
    private(set) var links: LinkIndex?

    /// Nil when everything is stale.
    init?(_ read: ReadStep.Output, after last: LastCheck) {
        guard read.files.count == last.files.count, read.assets == last.assets, read.glossary.0 == last.loaded.glossary else { return nil }
        site = last.loaded.site
        links = last.links
        for (index, result) in read.results.enumerated() {
            let before = last.results[index].page
            // The same page is the same file's (a page holds its file): only the others' paths are
            // compared, which at 20,000 files a keystroke would notice.
            if let before, before === result.page { continue }
            guard read.files[index].url == last.files[index].url else { return nil }
            if before == nil, result.page == nil { continue }
            guard let before, let after = result.page, let place = site.position(of: before.id, in: before.language),
                  site.pages[place] === before, !after.frontMatter.draft else { return nil }
            take(after, replacing: before, at: place, checks: last.checks)
        }
        stale = Set(stale).sorted()
    }

    private mutating func take(_ after: Page, replacing before: Page, at place: Int, checks: [SiteChecker.PageResult]) {
        edited.append(place)
        stale.append(place)
        let old = PageSkeleton(before), new = PageSkeleton(after)
        if old != new { keepsSkeletons = false }
        // New headings change what links to the page find.
        if old.headings != new.headings {
            if links == nil { links = LinkIndex(site) }
            stale += links!.linkers(of: after.id)
        }
        // A new title may change which page a broken link's "did you mean" offers.
        if before.title != after.title {
            stale += TitleReaders.positions(in: site, results: checks, language: after.language, titleFrom: before.title, to: after.title)
        }
        links?.replace(after, at: place)
        site = site.replacingPage(at: place, with: after)
    }
}

/// What other pages show and check of a page: its id, front matter and headings (not their
/// positions). While it stays the same, an edit to the page's text changes no other page.
struct PageSkeleton: Equatable {
    struct Heading: Equatable {
        var level: Int
        var text: String
        var anchor: String
        var attributes: HeadingAttributes?
    }

    var language: Language
    var id: PageID
    var frontMatter: FrontMatter
    var hasValidFrontMatter: Bool
    var headings: [Heading]

    init(_ page: Page) {
        language = page.language
        id = page.id
        frontMatter = page.frontMatter
        hasValidFrontMatter = page.hasValidFrontMatter
        headings = page.document.headings.map { Heading(level: $0.level, text: $0.text, anchor: $0.anchor, attributes: $0.attributes) }
    }
}
