import Foundation
import HIGControls

/// Builds that remember the previous one, for `higsite serve`'s edit–look loop.
///
/// Every build reads every file and runs every check, so a rebuild reports exactly what a
/// fresh `higsite build` would. What it saves:
/// - a file whose bytes did not change keeps its parsed page;
/// - when only page text changed — the titles, headings, front matter, translation status,
///   glossary and templates every other page shows are as before — only the changed pages,
///   their side-by-side views and the search index are rendered again, and only those files are
///   replaced in the output. Anything else renders and writes the whole site.
public final class BuildSession: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [URL: Source] = [:]
    private var last: LastBuild?
    private let mockups = MockupFenceCache()

    /// When the last load started (nanoseconds since 1970): files changed since may carry the
    /// same stamp as before their change (see ``FileStamp``).
    private var lastLoadStart: Int64?

    private struct Source {
        var data: Data
        var stamp: FileStamp?
        var result: (page: Page?, diagnostics: [Diagnostic])
    }

    /// What the previous written build was made of.
    private struct LastBuild {
        var inputs: Inputs
        /// Each content file's bytes as they were rendered.
        var sourceData: [URL: Data]
        var site: Site
        var translation: TranslationStatus
        var glossary: Glossary
        var bodies: [Language: [PageID: String]]
        var search: [Language: [PageID: String]]
    }

    /// Everything but the pages' own text that a build depends on.
    private struct Inputs: Equatable {
        /// Paths, not URLs: a folder's URL gains a trailing slash once the folder exists.
        var content: String
        var output: String
        var baseURL: String?
        var rules: [String]
        var templates: [String: Data]
    }

    public init() {}

    public func build(_ options: BuildOptions) throws -> BuildReport {
        lock.lock()
        defer { lock.unlock() }
        var timer = PhaseTimer()
        defer { timer.report() }
        try SiteBuilder.checkFolders(options)
        let writer = OutputWriter(output: options.output)
        try writer.checkReplaceable()
        let templates = try TemplateLibrary(folder: options.templates.url, displayPath: options.templates.display)
        let inputs = Inputs(content: options.content.url.path, output: options.output.url.path, baseURL: options.baseURL,
                            rules: options.rules.ids.sorted(), templates: try Self.files(in: options.templates.url))

        timer.lap("templates")
        let (loaded, sourceData) = try load(options.content)
        let site = loaded.site
        timer.lap("read and parse")
        let checked = SiteChecker(rules: options.rules, mockupCache: mockups).check(site, glossary: loaded.glossary)
        timer.lap("check")
        let diagnostics = (loaded.diagnostics + checked.diagnostics).sorted()
        let pageCounts = Dictionary(grouping: site.pages, by: \.language).mapValues(\.count)
        guard !diagnostics.hasErrors else {
            return BuildReport(diagnostics: diagnostics, pageCounts: pageCounts, fileCount: 0, written: false)
        }

        let renderer = SiteRenderer(site: site, links: checked.links, translation: checked.translation, mockups: checked.mockups,
                                    glossary: loaded.glossary, rules: options.rules.rules, templates: templates, baseURL: options.baseURL)
        var report = BuildReport(diagnostics: diagnostics, pageCounts: pageCounts, fileCount: 0,
                                 ruleCount: options.rules.rules.count, mockupCount: checked.mockups.count, written: true)

        // The skeletons are made only when there is a previous build to compare with: a one-off
        // `higsite build` never pays for them.
        if var previous = last, previous.inputs == inputs, writer.isWrittenByHigsite,
           SiteSkeleton(site: previous.site, translation: previous.translation, glossary: previous.glossary)
            == SiteSkeleton(site: site, translation: checked.translation, glossary: loaded.glossary) {
            timer.lap("compare")
            let changed = site.pages.filter { previous.sourceData[$0.file.url] != sourceData[$0.file.url] }
            let rendered = Locked<[OutputFile]>([])
            renderer.renderPages(changed, bodies: &previous.bodies) { file in rendered.withValue { $0.append(file) } }
            var files = rendered.withValue { $0 }
            timer.lap("render \(changed.count) changed pages")
            for page in changed {
                previous.search[page.language, default: [:]][page.id] = SearchIndex.json(of: page, in: site)
            }
            files += SearchIndex.files(site, pages: previous.search, rules: options.rules.rules, glossary: loaded.glossary)
            timer.lap("search index")
            try templates.checkNames()
            try writer.update(files)
            timer.lap("write \(files.count) files")
            previous.sourceData = sourceData
            previous.site = site
            last = previous
            report.fileCount = files.count
            report.rendered = .changedPages(changed.count)
            return report
        }

        last = nil
        var bodies: [Language: [PageID: String]] = [:]
        var search: [Language: [PageID: String]] = [:]
        var fileCount = 0
        // Files go to disk as they are rendered, so the site is never in memory whole.
        try writer.write { sink in
            renderer.renderPages(bodies: &bodies, emit: sink.write)
            var files: [OutputFile] = []
            timer.lap("render and write pages")
            files += renderer.renderGeneratedPages()
            files += renderer.renderRulePages()
            timer.lap("render generated and rule pages")
            let lines = site.pages.concurrentMap { SearchIndex.json(of: $0, in: site) }
            for (page, json) in zip(site.pages, lines) { search[page.language, default: [:]][page.id] = json }
            files += SearchIndex.files(site, pages: search, rules: options.rules.rules, glossary: loaded.glossary)
            timer.lap("search index")
            files += renderer.renderRootPages()
            files += try Assets.files(in: options.templates)
            files.append(OutputFile(path: [".nojekyll"], contents: Data()))
            if let baseURL = options.baseURL {
                files.append(Sitemap.render(site, baseURL: baseURL))
            }
            try templates.checkNames()
            sink.write(files)
            fileCount = sink.fileCount
        }
        timer.lap("write the last files and swap in the output (\(fileCount) files)")
        last = LastBuild(inputs: inputs, sourceData: sourceData, site: site, translation: checked.translation, glossary: loaded.glossary,
                         bodies: bodies, search: search)
        report.fileCount = fileCount + 1
        return report
    }

    /// Reads every content file; parses only those whose bytes changed since the last build.
    /// Returns the site and every file's bytes.
    private func load(_ content: UserPath) throws -> (SiteLoader.Loaded, [URL: Data]) {
        let previous = sources
        let started = FileStamp.now()
        // A stamp is trusted only for files last changed well before the previous load began:
        // the file system's clock is coarse (milliseconds), so a file changed during or just
        // after that load may still show the stamp it had then. Those are read and compared.
        let trustedBefore = lastLoadStart.map { $0 - 100_000_000 }
        let fresh = Locked<[URL: Source]>([:])
        let loaded = try SiteLoader.load(ContentSource(root: content.url, displayRoot: content.display)) { file in
            let stamp = file.stamp
            if let known = previous[file.url], let stamp, known.stamp == stamp, let trustedBefore, stamp.changed < trustedBefore {
                fresh.withValue { $0[file.url] = known }
                return known.result
            }
            let data: Data
            do {
                data = try Data(contentsOf: file.url)
            } catch {
                return (nil, [PageReader.unreadable(file, error)])
            }
            if var known = previous[file.url], known.data == data {
                known.stamp = stamp
                fresh.withValue { $0[file.url] = known }
                return known.result
            }
            let result = PageReader.read(file, data: data)
            fresh.withValue { $0[file.url] = Source(data: data, stamp: stamp, result: result) }
            return result
        }
        sources = fresh.withValue { $0 }
        lastLoadStart = started
        return (loaded, sources.mapValues(\.data))
    }

    /// The template folder's files by relative path: a change to any of them renders everything.
    private static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return files }
        let prefix = folder.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files[String(url.standardizedFileURL.path.dropFirst(prefix.count))] = try Data(contentsOf: url)
        }
        return files
    }
}

/// What other pages show of the site: the page set, each page's front matter and headings
/// (not their positions), the translation status and the glossary. While it stays the same,
/// an edit to one page's text changes no other page.
struct SiteSkeleton: Equatable {
    struct Entry: Equatable {
        var language: Language
        var id: PageID
        var frontMatter: FrontMatter
        var hasValidFrontMatter: Bool
        var headings: [Heading]
    }

    struct Heading: Equatable {
        var level: Int
        var text: String
        var anchor: String
        var attributes: HeadingAttributes?
    }

    var pages: [Entry]
    var drafts: [Language: Set<PageID>]
    var translation: TranslationStatus
    var glossary: Glossary

    init(site: Site, translation: TranslationStatus, glossary: Glossary) {
        pages = site.pages.map { page in
            Entry(language: page.language, id: page.id, frontMatter: page.frontMatter, hasValidFrontMatter: page.hasValidFrontMatter,
                  headings: page.document.headings.map { Heading(level: $0.level, text: $0.text, anchor: $0.anchor, attributes: $0.attributes) })
        }
        drafts = site.drafts
        self.translation = translation
        self.glossary = glossary
    }
}
