import Foundation
import HIGControls

/// The content as an editor sees it, kept in memory between keystrokes for `higsite lsp`.
///
/// The first check reads every file; after that an edit re-reads only the file it changed,
/// from the editor's text (the overlay) rather than the disk. When the edit keeps the page's
/// id and front matter (its place and title in the site), only that page and its twin are
/// checked again, and, when its headings changed, the pages that link to it (``LinkIndex``).
/// Anything else (a title typed, a file added) assembles and checks the whole site again,
/// still without reading the other files.
/// Reports exactly what `higsite check` would for the same texts. Not for concurrent use: the
/// language server calls it from one queue.
public final class EditorSession: @unchecked Sendable {
    public let content: UserPath
    let rules: RuleCatalog
    private let source: ContentSource
    private let mockups = MockupFenceCache()
    /// The editor's texts, by ``ContentFile/url``: read in place of the disk.
    private var overlay: [URL: Data] = [:]
    private var files: [ContentFile] = []
    private var positions: [URL: Int] = [:]
    /// Each file's position by `language/relative/path`, as the editor's paths are matched.
    private var byRelativePath: [String: Int] = [:]
    private var sourceDiagnostics: [Diagnostic] = []
    private var reads: [SiteLoader.Read] = []
    private var glossary: (Glossary, [Diagnostic]) = (.empty, [])
    private var loaded: SiteLoader.Loaded?
    private var checked: SiteChecker.Result?
    /// Made at the first edit of a heading, kept up to date while the site keeps its places.
    private var links: LinkIndex?
    /// What the last check found.
    public private(set) var report: CheckReport?

    public init(content: UserPath, rules: RuleCatalog = .registry) {
        self.content = content
        self.rules = rules
        source = ContentSource(root: content.url, displayRoot: content.display)
    }

    /// Finds and reads every file again (the editor's texts first), and checks everything: at
    /// the start, and after a save, which may have added or removed files or changed the glossary.
    @discardableResult
    public func reload() -> CheckReport {
        let (found, diagnostics) = source.files()
        files = found
        positions = Dictionary(found.enumerated().map { ($1.url, $0) }, uniquingKeysWith: { first, _ in first })
        byRelativePath = Dictionary(found.enumerated().map { ([$1.language.rawValue] + $1.relativePath).joined(separator: "/") }
            .enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        sourceDiagnostics = diagnostics
        reads = found.concurrentMap(read)
        glossary = Glossary.load(from: source)
        return assembleAndCheck()
    }

    /// The editor's text of `url` (nil: the file as it is on disk again), and the check after it.
    @discardableResult
    public func update(_ url: URL, text: Data?) -> CheckReport {
        overlay[url] = text
        guard let position = positions[url], let loaded, let checked else { return reload() }
        let before = reads[position].page
        reads[position] = read(files[position])
        guard let before, let after = reads[position].page,
              let place = loaded.site.position(of: before.id, in: before.language), loaded.site.pages[place] === before,
              Self.keepsItsPlace(before, after) else {
            return assembleAndCheck()
        }
        // New headings change what links to the page find: those pages are checked again too.
        var changed = [place]
        if PageSkeleton(before) != PageSkeleton(after) {
            if links == nil { links = LinkIndex(loaded.site) }
            changed += links!.linkers(of: after.id).filter { $0 != place }.sorted()
        }
        links?.replace(after, at: place)
        let site = loaded.site.replacing([place: after])
        let next = SiteLoader.Loaded(site: site, glossary: loaded.glossary,
                                     diagnostics: sourceDiagnostics + reads.flatMap(\.diagnostics) + loaded.structure + glossary.1,
                                     structure: loaded.structure)
        let result = SiteChecker(rules: rules, mockupCache: mockups)
            .check(site, glossary: next.glossary, reusing: SiteChecker.Earlier(pages: checked.pages, changed: changed))
        return remember(next, result)
    }

    /// Whether `after` can take `before`'s place in the site: the same id, language and front
    /// matter (the navigation and every title stay as they are); headings may differ.
    private static func keepsItsPlace(_ before: Page, _ after: Page) -> Bool {
        var old = PageSkeleton(before), new = PageSkeleton(after)
        old.headings = []
        new.headings = []
        return old == new
    }

    /// Makes ahead of the first edit what an edit of a heading needs (which pages link to
    /// which): the server calls it while it waits for the editor, so no keystroke pays for it.
    public func prepareForEdits() {
        if links == nil, let loaded { links = LinkIndex(loaded.site) }
    }

    /// The content file at a path the editor names (any symbolic links resolved), if it is one.
    public func file(atPath path: String) -> ContentFile? {
        guard let real = try? RealPath.resolve(path) else { return nil }
        let root = source.resolvedRoot
        guard RealPath.isInside(real, folder: root), real != root else { return nil }
        let relative = real.dropFirst(root.count + 1).split(separator: "/").map { String($0).nfc }.joined(separator: "/")
        return byRelativePath[relative].map { files[$0] }
    }

    /// The page the last check read from `file`.
    public func page(of file: ContentFile) -> Page? {
        positions[file.url].flatMap { reads[$0].page }
    }

    /// What the editor's questions are answered from: the last check's site, the rules and glossary.
    public var queries: EditorQueries? {
        guard let report, let loaded else { return nil }
        return EditorQueries(site: report.site, rules: rules, glossary: loaded.glossary)
    }

    private func read(_ file: ContentFile) -> SiteLoader.Read {
        overlay[file.url].map { PageReader.read(file, data: $0, rendersHTML: false) } ?? PageReader.read(file)
    }

    private func assembleAndCheck() -> CheckReport {
        links = nil
        let next = SiteLoader.assemble(source, files: reads, sourceDiagnostics: sourceDiagnostics, glossary: glossary)
        return remember(next, SiteChecker(rules: rules, mockupCache: mockups).check(next.site, glossary: next.glossary))
    }

    private func remember(_ next: SiteLoader.Loaded, _ result: SiteChecker.Result) -> CheckReport {
        loaded = next
        checked = result
        let report = CheckReport(diagnostics: (next.diagnostics + result.diagnostics).sorted(), site: next.site, translation: result.translation)
        self.report = report
        return report
    }
}
