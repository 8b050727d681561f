import Foundation
import HIGControls

/// Builds that remember the previous one, for `higsite serve`'s edit–look loop.
///
/// Every build looks at every file and reports exactly what a fresh `higsite build` would. What
/// it saves:
/// - a file whose bytes did not change keeps its parsed page (one whose size and change time
///   are as before is not even read);
/// - when only page text changed — no file was added or removed, and the changed pages' front
///   matter and headings, everything another page reads of them, are as before — the site keeps
///   its order and navigation, and only the changed pages and their twins are checked again;
/// - when, besides, the translation status and the templates are as before, only the changed
///   pages, their side-by-side views and their language's search index are rendered again, and
///   only those files are replaced in the output. Anything else renders and writes the whole site.
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
        var result: SiteLoader.Read
    }

    /// What the previous written build was made of.
    private struct LastBuild {
        var inputs: Inputs
        /// The content files in walking order, and each one's page (nil where it had none).
        var files: [URL]
        var pages: [Page?]
        /// The files as that build read them.
        var sources: [URL: Source]
        var loaded: SiteLoader.Loaded
        var checks: [SiteChecker.PageResult]
        var translation: TranslationStatus
        var bodies: [Language: [PageID: [UInt8]]]
        var search: [Language: [PageID: [UInt8]]]
    }

    /// Everything but the pages' own text that a build depends on.
    private struct Inputs: Equatable {
        /// Paths, not URLs: a folder's URL gains a trailing slash once the folder exists.
        var content: String
        var output: String
        var baseURL: String?
        var siteText: [Language: SiteConfiguration.SiteText]
        var rules: [String]
        var templates: [String: [UInt8]]
    }

    /// Whether builds are remembered for the next one. A one-shot `higsite build` says no: it
    /// then lets go of each file's bytes as soon as the file is parsed, and its memory is reused
    /// by the pages read after it (at 10,000 pages per language, 150 MB the kernel no longer
    /// has to hand out page by page).
    private let remembers: Bool

    /// Whether a build's values are freed when it returns. `higsite build` says no: the process
    /// ends right after, and the kernel takes the memory back at once, where freeing twenty
    /// thousand pages' objects one by one took 0.17 s at 10,000 pages per language (compilers
    /// skip their final frees for the same reason, as clang's `-disable-free`).
    private let releasesMemory: Bool

    /// What builds that do not release their memory hold on to, until the process ends.
    private static let heldUntilExit = Locked<[Any]>([])

    public init(remembers: Bool = true, releasesMemory: Bool = true) {
        self.remembers = remembers
        self.releasesMemory = releasesMemory
    }

    public func build(_ options: BuildOptions) throws -> BuildReport {
        lock.lock()
        defer { lock.unlock() }
        var timer = PhaseTimer()
        defer { timer.report() }
        try SiteBuilder.checkFolders(options)
        let writer = OutputWriter(output: options.output)
        writer.recoverInterruptedBuilds()
        try writer.checkReplaceable()
        let theme = try Theme.load(options.templates)
        let templates = try TemplateLibrary(theme: theme)
        let inputs = Inputs(content: options.content.url.path, output: options.output.url.path, baseURL: options.baseURL,
                            siteText: options.siteText, rules: options.rules.ids.sorted(), templates: theme.fingerprint)

        timer.lap("templates")
        let source = ContentSource(root: options.content.url, displayRoot: options.content.display)
        let (files, sourceDiagnostics) = source.files()
        timer.lap("find files")
        let results = read(files)
        timer.lap("read and parse")
        let glossary = Glossary.load(from: source)
        var earlierChecks: SiteChecker.Earlier?
        let loaded: SiteLoader.Loaded
        if let previous = last, previous.inputs == inputs, previous.loaded.glossary == glossary.0,
           let (site, changed) = Self.textChanges(from: previous, files: files, results: results) {
            loaded = SiteLoader.Loaded(site: site, glossary: glossary.0,
                                       diagnostics: sourceDiagnostics + results.flatMap(\.diagnostics) + previous.loaded.structure + glossary.1,
                                       structure: previous.loaded.structure)
            earlierChecks = SiteChecker.Earlier(pages: previous.checks, changed: changed)
        } else {
            loaded = SiteLoader.assemble(source, files: results, sourceDiagnostics: sourceDiagnostics, glossary: glossary)
        }
        let site = loaded.site
        timer.lap("assemble the site")
        let checked = SiteChecker(rules: options.rules, mockupCache: mockups).check(site, glossary: loaded.glossary, reusing: earlierChecks)
        timer.lap(earlierChecks.map { "check \($0.changed.count) changed pages and their twins" } ?? "check")
        let diagnostics = (loaded.diagnostics + checked.diagnostics).sorted()
        let pageCounts = Dictionary(grouping: site.pages, by: \.language).mapValues(\.count)
        guard !diagnostics.hasErrors else {
            return BuildReport(diagnostics: diagnostics, pageCounts: pageCounts, fileCount: 0, written: false)
        }

        let renderer = SiteRenderer(site: site, links: checked.links, translation: checked.translation, mockups: checked.mockups,
                                    glossary: loaded.glossary, rules: options.rules.rules, templates: templates, baseURL: options.baseURL,
                                    siteText: options.siteText)
        var report = BuildReport(diagnostics: diagnostics, pageCounts: pageCounts, fileCount: 0,
                                 ruleCount: options.rules.rules.count, mockupCount: checked.mockups.count, written: true)
        let built = { (bodies: [Language: [PageID: [UInt8]]], search: [Language: [PageID: [UInt8]]]) in
            LastBuild(inputs: inputs, files: files.map(\.url), pages: results.map(\.page), sources: self.sources, loaded: loaded, checks: checked.pages,
                      translation: checked.translation, bodies: bodies, search: search)
        }

        if var previous = last, let earlierChecks, previous.translation == checked.translation, writer.isWrittenByHigsite {
            let changed = earlierChecks.changed.map { site.pages[$0] }
            let rendered = Locked<[OutputFile]>([])
            renderer.renderPages(changed, bodies: &previous.bodies) { file in rendered.withValue { $0.append(file) } }
            var files = rendered.withValue { $0 }
            timer.lap("render \(changed.count) changed pages")
            for page in changed {
                previous.search[page.language, default: [:]][page.id] = SearchIndex.json(of: page, in: site)
            }
            let languages = Language.allCases.filter { language in changed.contains { $0.language == language } }
            files += SearchIndex.files(site, pages: previous.search, rules: options.rules.rules, glossary: loaded.glossary, languages: languages)
            timer.lap("search index")
            try templates.checkNames()
            try writer.update(files)
            timer.lap("write \(files.count) files")
            last = built(previous.bodies, previous.search)
            report.fileCount = files.count
            report.rendered = .changedPages(changed.count)
            return report
        }

        last = nil
        var bodies: [Language: [PageID: [UInt8]]] = [:]
        var search: [Language: [PageID: [UInt8]]] = [:]
        var fileCount = 0
        // Files go to disk as they are rendered, so the site is never in memory whole.
        try writer.write { sink in
            renderer.renderPages(bodies: &bodies, keepsBodies: remembers, emit: sink.write)
            var files: [OutputFile] = []
            timer.lap("render and write pages")
            files += renderer.renderGeneratedPages()
            files += renderer.renderRulePages()
            timer.lap("render generated and rule pages")
            let lines = site.pages.concurrentMap { SearchIndex.json(of: $0, in: site) }
            for (page, json) in zip(site.pages, lines) { search[page.language, default: [:]][page.id] = json }
            timer.lap("search lines")
            files += SearchIndex.files(site, pages: search, rules: options.rules.rules, glossary: loaded.glossary)
            timer.lap("search index")
            files += renderer.renderRootPages()
            files += theme.assets
            files.append(OutputFile(path: [".nojekyll"], contents: []))
            if let baseURL = options.baseURL {
                files.append(Sitemap.render(site, baseURL: baseURL))
            }
            try templates.checkNames()
            sink.write(files)
            fileCount = sink.fileCount
        }
        timer.lap("write the last files and swap in the output (\(fileCount) files)")
        last = remembers ? built(bodies, search) : nil
        if !releasesMemory {
            Self.heldUntilExit.withValue { $0.append((results, loaded, checked, renderer, bodies, search)) }
        }
        report.fileCount = fileCount + 1
        return report
    }

    /// The previous build's site with the pages whose text changed since, and their positions;
    /// nil unless the content is the same set of files and every changed page keeps its id, its
    /// front matter and its headings (what other pages show and check of it).
    private static func textChanges(from previous: LastBuild, files: [ContentFile], results: [SiteLoader.Read]) -> (Site, [Int])? {
        guard files.count == previous.files.count else { return nil }
        var replacements: [Int: Page] = [:]
        for (index, (file, result)) in zip(files, results).enumerated() {
            guard file.url == previous.files[index] else { return nil }
            let before = previous.pages[index]
            if before === result.page { continue }
            guard let before, let after = result.page, let position = previous.loaded.site.position(of: before.id, in: before.language),
                  previous.loaded.site.pages[position] === before, PageSkeleton(before) == PageSkeleton(after) else { return nil }
            replacements[position] = after
        }
        return (previous.loaded.site.replacing(replacements), replacements.keys.sorted())
    }

    /// Reads every content file; parses only those whose bytes changed since the last build,
    /// and keeps the others' pages (the same objects, so a change shows as a new one). A file
    /// back to the bytes of the last written build (after a failed one) gets that build's page.
    private func read(_ files: [ContentFile]) -> [SiteLoader.Read] {
        let previous = sources
        let written = last?.sources ?? [:]
        let started = FileStamp.now()
        // A stamp is trusted only for files last changed well before the previous load began:
        // the file system's clock is coarse (milliseconds), so a file changed during or just
        // after that load may still show the stamp it had then. Those are read and compared.
        let trustedBefore = lastLoadStart.map { $0 - 100_000_000 }
        let fresh = files.concurrentMap { file -> (source: Source?, result: SiteLoader.Read) in
            let stamp = file.stamp
            if let known = previous[file.url], let stamp, known.stamp == stamp, let trustedBefore, stamp.changed < trustedBefore {
                return (known, known.result)
            }
            let data: Data
            do {
                data = try Data(contentsOf: file.url)
            } catch {
                return (nil, (nil, [PageReader.unreadable(file, error)]))
            }
            for candidate in [previous[file.url], written[file.url]] {
                if var known = candidate, known.data == data {
                    known.stamp = stamp
                    return (known, known.result)
                }
            }
            let result = PageReader.read(file, data: data, rendersHTML: true)
            return (remembers ? Source(data: data, stamp: stamp, result: result) : nil, result)
        }
        var sources: [URL: Source] = [:]
        for (file, read) in zip(files, fresh) {
            sources[file.url] = read.source
        }
        self.sources = sources
        lastLoadStart = started
        return fresh.map(\.result)
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
