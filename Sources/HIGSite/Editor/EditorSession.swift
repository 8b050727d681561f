import Foundation
import HIGControls

/// The content as an editor sees it, kept in memory between keystrokes for `higsite lsp`.
///
/// The first check reads every file; after that an edit re-reads only the file it changed,
/// from the editor's text (the overlay) rather than the disk. The page keeps its place in the
/// site (its id comes from its path) and only that page and its twin are checked again; and,
/// when its headings changed, the pages that link to it (``LinkIndex``); when its title
/// changed, the pages whose broken links' suggestions may offer it (``TitleReaders``). A new
/// title or `order` sorts only the page's navigation list again. A page that becomes a draft,
/// or was one, leaves or joins the site: then the whole site is assembled and checked again,
/// still without reading the other files.
/// Reports exactly what `higsite check` would for the same texts. Not for concurrent use: the
/// language server calls it from one queue.
package final class EditorSession: @unchecked Sendable {
    package let content: UserPath
    let rules: RuleCatalog
    private let source: ContentSource
    private let mockups = MockupFenceCache()
    /// The editor's texts, by ``ContentFile/url``: read in place of the disk.
    private var overlay: [URL: Data] = [:]
    private var positions: [URL: Int] = [:]
    /// Each file's position by `language/relative/path`, as the editor's paths are matched.
    private var byRelativePath: [String: Int] = [:]
    /// The last read: every file, its page, the glossary.
    private var read: ReadStep.Output?
    /// The last check, and the site it checked.
    private var checked: CheckStep.Output?
    /// Made at the first edit of a heading, kept up to date while the site keeps its places.
    private var links: LinkIndex?
    /// How many times the whole site was assembled and checked: at each reload, and for an edit
    /// that adds a page to the site or takes one away (tests tell the paths apart by it).
    private(set) var assemblies = 0
    /// What the last check found.
    package private(set) var report: CheckReport?

    package init(content: UserPath, rules: RuleCatalog = .registry) {
        self.content = content
        self.rules = rules
        source = ContentSource(root: content.url, displayRoot: content.display)
    }

    private var input: ContentInput {
        ContentInput(source: source, overlay: overlay, rendersHTML: false)
    }

    private var checking: CheckStep {
        CheckStep(rules: rules, mockups: mockups)
    }

    /// Finds and reads every file again (the editor's texts first), and checks everything: at
    /// the start, and after a save, which may have added or removed files or changed the glossary.
    @discardableResult
    package func reload() -> CheckReport {
        var steps = StepRunner()
        let read = steps.run(ReadStep(), input)
        positions = Dictionary(read.files.enumerated().map { ($1.url, $0) }, uniquingKeysWith: { first, _ in first })
        byRelativePath = Dictionary(read.files.enumerated().map { ([$1.language.rawValue] + $1.relativePath).joined(separator: "/") }
            .enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return assembleAndCheck(read)
    }

    /// The editor's text of `url` (nil: the file as it is on disk again), and the check after it.
    @discardableResult
    package func update(_ url: URL, text: Data?) -> CheckReport {
        overlay[url] = text
        guard let position = positions[url], var read, let checked else { return reload() }
        let before = read.results[position].page
        read.results[position] = input.read(read.files[position])
        let loaded = checked.assembled.loaded
        guard let before, let after = read.results[position].page,
              let place = loaded.site.position(of: before.id, in: before.language), loaded.site.pages[place] === before,
              !after.frontMatter.draft else {
            return assembleAndCheck(read)
        }
        var changed = [place]
        // New headings change what links to the page find: those pages are checked again too.
        if PageSkeleton(before).headings != PageSkeleton(after).headings {
            if links == nil { links = LinkIndex(loaded.site) }
            changed += links!.linkers(of: after.id).filter { $0 != place }.sorted()
        }
        if before.title != after.title {
            changed += TitleReaders.positions(in: loaded.site, results: checked.checked.pages, language: after.language,
                                              titleFrom: before.title, to: after.title)
        }
        links?.replace(after, at: place)
        let site = loaded.site.replacingPage(at: place, with: after)
        let next = SiteLoader.Loaded(site: site, glossary: loaded.glossary,
                                     diagnostics: read.sourceDiagnostics + read.results.flatMap(\.diagnostics) + loaded.structure + read.glossary.1,
                                     structure: loaded.structure)
        var steps = StepRunner()
        let assembled = AssembleStep.Output(read: read, loaded: next, earlierChecks: SiteChecker.Earlier(pages: checked.checked.pages, changed: changed))
        return remember(steps.run(checking, assembled))
    }

    /// Makes ahead of the first edit what an edit of a heading needs (which pages link to
    /// which): the server calls it while it waits for the editor, so no keystroke pays for it.
    package func prepareForEdits() {
        if links == nil, let checked { links = LinkIndex(checked.assembled.loaded.site) }
    }

    /// The content file at a path the editor names (any symbolic links resolved), if it is one.
    package func file(atPath path: String) -> ContentFile? {
        guard let real = try? RealPath.resolve(path) else { return nil }
        let root = source.resolvedRoot
        guard RealPath.isInside(real, folder: root), real != root else { return nil }
        let relative = real.dropFirst(root.count + 1).split(separator: "/").map { String($0).nfc }.joined(separator: "/")
        return byRelativePath[relative].flatMap { read?.files[$0] }
    }

    /// The page the last check read from `file`.
    package func page(of file: ContentFile) -> Page? {
        guard let read else { return nil }
        return positions[file.url].flatMap { read.results[$0].page }
    }

    /// What the editor's questions are answered from: the last check's site, the rules and glossary.
    package var queries: EditorQueries? {
        guard let report, let checked else { return nil }
        return EditorQueries(site: report.site, rules: rules, glossary: checked.assembled.loaded.glossary)
    }

    /// Assembles the site from `read`'s pages and checks all of it.
    private func assembleAndCheck(_ read: ReadStep.Output) -> CheckReport {
        assemblies += 1
        links = nil
        var steps = StepRunner()
        let assembled = steps.run(AssembleStep(), read)
        return remember(steps.run(checking, assembled))
    }

    private func remember(_ checked: CheckStep.Output) -> CheckReport {
        self.read = checked.assembled.read
        self.checked = checked
        let report = CheckReport(checked)
        self.report = report
        return report
    }
}
