import Foundation
import HIGControls

/// The content as an editor sees it, kept in memory between keystrokes for `higsite lsp`.
///
/// The first check reads every file; after that an edit re-reads only the file it changed,
/// from the editor's text (the overlay) rather than the disk, and the assemble and check steps
/// start from the last check: ``Staleness`` says which pages the edit makes stale, as it does
/// for `higsite serve`. A page that becomes a draft, or was one, leaves or joins the site: then
/// the whole site is assembled and checked again, still without reading the other files.
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
    /// What the last check keeps for the next one.
    private var last: LastCheck?
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

    /// Finds and reads every file again (the editor's texts first), and checks everything: at
    /// the start, and after a save, which may have added or removed files or changed the glossary.
    @discardableResult
    package func reload() -> CheckReport {
        var steps = StepRunner()
        let read = steps.run(ReadStep(), input)
        positions = Dictionary(read.files.enumerated().map { ($1.url, $0) }, uniquingKeysWith: { first, _ in first })
        byRelativePath = Dictionary(read.files.enumerated().map { ([$1.language.rawValue] + $1.relativePath).joined(separator: "/") }
            .enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return check(read, after: nil, steps: &steps)
    }

    /// The editor's text of `url` (nil: the file as it is on disk again), and the check after it.
    @discardableResult
    package func update(_ url: URL, text: Data?) -> CheckReport {
        overlay[url] = text
        // The last read is taken out of the session before its page is replaced, so that its
        // arrays (a page per file: 20,000 at the bench's size) are changed in place, not copied.
        guard let position = positions[url], let last, var read = self.read.take() else { return reload() }
        read.results[position] = input.read(read.files[position])
        var steps = StepRunner()
        return check(read, after: last, steps: &steps)
    }

    /// Makes ahead of the first edit what an edit of a heading needs (which pages link to
    /// which): the server calls it while it waits for the editor, so no keystroke pays for it.
    package func prepareForEdits() {
        if let site = last?.loaded.site, last?.links == nil { last?.links = LinkIndex(site) }
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
        guard let report, let last else { return nil }
        return EditorQueries(site: report.site, rules: rules, glossary: last.loaded.glossary)
    }

    /// Assembles and checks the pages of `read`, starting from `last` where it can.
    private func check(_ read: ReadStep.Output, after last: LastCheck?, steps: inout StepRunner) -> CheckReport {
        let checked = steps.checkedSite(read, assembling: AssembleStep(last: last), checking: CheckStep(rules: rules, mockups: mockups))
        if checked.assembled.staleness == nil { assemblies += 1 }
        self.read = read
        self.last = LastCheck(checked)
        let report = checked.report
        self.report = report
        return report
    }
}
