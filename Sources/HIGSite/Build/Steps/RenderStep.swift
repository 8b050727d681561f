import HIGControls

/// Renders the checked site through the templates: every page, the side-by-side view of each id
/// in both languages, and — for a whole site — the generated pages (sections, glossary, rule
/// index), one page per rule, the root pages, the theme's assets and the sitemap. Files go to
/// the output target as they are made, so a large site is never in memory whole.
///
/// When the last build differs only in some pages' text, their front matter and headings as
/// before (``Staleness/keepsSkeletons``), and the translation status is as before, only those
/// pages and their side-by-side views are rendered, with the other pages' bodies taken from the
/// last build.
struct RenderStep: BuildStep {
    typealias Failure = any Error
    static let name = "render"
    let context: BuildContext
    /// The last written build, or nil.
    var last: BuildMemory.LastBuild? = nil
    /// Whether the build is remembered for the next one (its bodies kept).
    var remembers = false

    /// Which pages a build renders.
    enum Scope {
        case wholeSite
        /// These pages changed; the rest of the site is the last build's.
        case changedPages([Page])
    }

    struct Output {
        var scope: Scope
        var target: OutputTarget
        /// Every page's rendered body, by language, when the build is remembered (a
        /// side-by-side view of a changed page needs its twin's).
        var bodies: [Language: [PageID: BodyHTML]]
        var readingOrder: ReadingOrder
    }

    func run(_ checkedSite: CheckedSite) throws -> Output {
        let options = context.options
        let loaded = checkedSite.assembled.loaded, checked = checkedSite.checked.result
        // Only pages' text changed: every page kept its place, so the reading order is the last build's.
        let textOnly = checkedSite.assembled.staleness?.keepsSkeletons == true && last?.translation == checked.translation
        let renderer = SiteRenderer(site: loaded.site, links: checked.links, translation: checked.translation, mockups: checked.mockups,
                                    glossary: loaded.glossary, rules: options.rules.rules, templates: context.templates,
                                    baseURL: options.baseURL, siteText: options.siteText,
                                    readingOrder: textOnly ? last?.readingOrder : nil)
        if textOnly, let previous = last, let staleness = checkedSite.assembled.staleness, context.writer.isWrittenByHigsite {
            let changed = staleness.edited.map { loaded.site.pages[$0] }
            let target = OutputTarget.changedFiles(context.writer)
            var bodies = previous.bodies
            renderer.renderPages(changed, bodies: &bodies, emit: target.emit)
            return Output(scope: .changedPages(changed), target: target, bodies: bodies, readingOrder: renderer.readingOrder)
        }
        if !remembers {
            for page in loaded.site.pages { page.document.letGoOfSource() }
        }
        let target = try OutputTarget.wholeSite(context.writer)
        var bodies: [Language: [PageID: BodyHTML]] = [:]
        renderer.renderPages(bodies: &bodies, keepsBodies: remembers, emit: target.emit)
        target.emit(renderer.renderGeneratedPages() + renderer.renderChangeLogPages() + renderer.renderRulePages() + renderer.renderRootPages() + context.theme.assets)
        target.emit(OutputFile(path: [".nojekyll"], contents: []))
        // Every image of the content, one at a time (each may be tens of megabytes).
        let source = checkedSite.read.source, root = source.resolvedRoot
        for asset in checkedSite.read.assets {
            target.emit(OutputFile(path: asset.outputPath, contents: try asset.contents(root: root, displayRoot: source.displayRoot)[...]))
        }
        if let baseURL = options.baseURL {
            target.emit(Sitemap.render(loaded.site, baseURL: baseURL))
        }
        return Output(scope: .wholeSite, target: target, bodies: bodies, readingOrder: renderer.readingOrder)
    }
}
