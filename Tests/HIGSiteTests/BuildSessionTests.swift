import Foundation
import Testing
@testable import HIGSite

/// `higsite serve` rebuilds through a ``BuildSession``: whatever it renders again or leaves
/// alone, the output after every rebuild must be exactly what a fresh build writes.
@Suite("Rebuilds in a build session")
struct BuildSessionTests {
    /// A copy of the shipped content (mockups, rules, translation stamps) to edit.
    final class Project {
        let folder: TemporaryFolder
        let session = BuildSession()

        init() throws {
            folder = try TemporaryFolder()
            let content = repositoryTemplates.deletingLastPathComponent().appendingPathComponent("content")
            try FileManager.default.copyItem(at: content, to: folder.url.appendingPathComponent("content"))
            try FileManager.default.copyItem(at: repositoryTemplates, to: folder.url.appendingPathComponent("templates"))
        }

        func options(output: String) -> BuildOptions {
            BuildOptions(content: UserPath("content", relativeTo: folder.url), templates: UserPath("templates", relativeTo: folder.url),
                         output: UserPath(output, relativeTo: folder.url))
        }

        func rebuild(changed: [String]? = nil) throws -> BuildReport {
            try session.build(options(output: "served"), changed: changed.map { Set($0.map { folder.url.appendingPathComponent($0).path }) })
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            try folder.write(path, change(try folder.read(path)))
        }

        /// A rebuild checks only the pages that changed (and their twins): it must still report
        /// exactly what `higsite check` reports for the whole content.
        func expectSameDiagnosticsAsFreshCheck(_ report: BuildReport, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            let fresh = try SiteBuilder.check(content: UserPath("content", relativeTo: folder.url))
            #expect(report.diagnostics == fresh.diagnostics, sourceLocation: sourceLocation)
        }

        /// The session's output, compared file by file with a fresh build of the same content.
        func expectSameAsFreshBuild(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("fresh"))
            #expect(try SiteBuilder.build(options(output: "fresh")).written, sourceLocation: sourceLocation)
            let served = try folder.snapshot("served"), fresh = try folder.snapshot("fresh")
            #expect(served.keys.sorted() == fresh.keys.sorted(), sourceLocation: sourceLocation)
            let differing = fresh.keys.filter { served[$0] != fresh[$0] }.sorted()
            #expect(differing.isEmpty, "differ from a fresh build: \(differing.prefix(5))", sourceLocation: sourceLocation)
        }
    }

    @Test func anEditOfTheSameSizeRightAfterABuildIsSeen() throws {
        // Files whose stamp (size, inode, change time) is unchanged are not read again, but the
        // file system's clock is coarse: an edit moments after a build may keep the old stamp.
        let project = try Project()
        _ = try project.rebuild()
        var previous: String?
        for word in ["Aaaa", "Bbbb", "Cccc"] {
            // The second and third edits keep the file's size.
            try project.edit("content/en/bars/tab-bars.md") { text in
                text.replacingOccurrences(of: "\n---\n\n" + (previous.map { $0 + " " } ?? ""), with: "\n---\n\n\(word) ")
            }
            previous = word
            _ = try project.rebuild()
            #expect(try project.folder.read("served/en/bars/tab-bars/index.html").contains(word))
        }
        try project.expectSameAsFreshBuild()
    }

    @Test func anEditToOnePagesTextRendersThatPageOnly() throws {
        let project = try Project()
        #expect(try project.rebuild().rendered == .all)
        // English pages carry the translation stamp; their own text does not make anything stale.
        // The sentence opens the body, so that it is in the search index's excerpt too.
        try project.edit("content/en/bars/tab-bars.md") {
            $0.replacingOccurrences(of: "\n---\n\n", with: "\n---\n\nA sentence added while serving, with a [link](toolbars.md). ")
        }
        let report = try project.rebuild()
        #expect(report.rendered == .changedPages(1))
        #expect(try project.folder.read("served/en/bars/tab-bars/index.html").contains("A sentence added while serving"))
        // The side-by-side view frames the page itself, so it shows the sentence without holding it.
        #expect(try project.folder.read("served/compare/bars/tab-bars/index.html").contains("src=\"../../../en/bars/tab-bars/index.html\""))
        #expect(try project.folder.read("served/search/en/x0.js").contains("A sentence added while serving"))
        try project.expectSameAsFreshBuild()

        #expect(try project.rebuild().rendered == .changedPages(0), "nothing changed")
    }

    @Test(arguments: [
        ("content/en/bars/tab-bars.md", "title: Tab Bars", "title: Tab Bars Renamed"),  // navigation of every page
        ("content/en/bars/tab-bars.md", "\n## ", "\n## A New Heading\n\nText.\n\n## "),  // anchors others may link to
        ("content/glossary.yaml", "\n", "\n\n"),  // glossary page and search index (the same glossary: still all)
        ("templates/footer.mustache", "</footer>", "<p>served</p>\n</footer>"),
    ])
    func anEditOtherPagesShowRendersEverything(path: String, old: String, new: String) throws {
        let project = try Project()
        _ = try project.rebuild()
        try project.edit(path) { text in
            guard let range = text.range(of: old) else { return text }
            return text.replacingCharacters(in: range, with: new)
        }
        let report = try project.rebuild()
        #expect(report.written)
        if path.hasSuffix("glossary.yaml") {
            // A blank line changes no entry: the skeleton is the same, and no page changed.
            #expect(report.rendered == .changedPages(0))
        } else {
            #expect(report.rendered == .all)
        }
        try project.expectSameAsFreshBuild()
    }

    @Test func anEditThatMakesATranslationStaleRendersEverything() throws {
        let project = try Project()
        let english = UserPath("content/en/bars/tab-bars.md", relativeTo: project.folder.url)
        _ = try TranslationStamper.stamp([english], content: UserPath("content", relativeTo: project.folder.url))
        _ = try project.rebuild()
        try project.edit("content/ko/bars/tab-bars.md") { $0 + "\n원문에 새 문단을 더했습니다.\n" }
        let report = try project.rebuild()
        #expect(report.diagnostics.map(\.code) == ["stale-translation"])
        #expect(report.rendered == .all, "the English page now shows the stale-translation notice")
        try project.expectSameDiagnosticsAsFreshCheck(report)
        try project.expectSameAsFreshBuild()
    }

    /// A rebuild that fails writes nothing; the next one must still bring every page edited since
    /// the last written build up to date, not only those edited since the failed one.
    @Test func aPageEditedDuringAFailedBuildIsRenderedWhenTheErrorIsFixed() throws {
        let project = try Project()
        _ = try project.rebuild()
        try project.edit("content/en/bars/toolbars.md") { $0 + "\nEdited while another page was broken.\n" }
        try project.edit("content/en/bars/tab-bars.md") { $0 + "\nA [broken link](missing-page.md).\n" }
        #expect(try project.rebuild().written == false)
        #expect(try !project.folder.read("served/en/bars/toolbars/index.html").contains("Edited while another page was broken"))

        try project.edit("content/en/bars/tab-bars.md") { $0.replacingOccurrences(of: "\nA [broken link](missing-page.md).\n", with: "") }
        let report = try project.rebuild()
        #expect(report.rendered == .changedPages(1))
        #expect(try project.folder.read("served/en/bars/toolbars/index.html").contains("Edited while another page was broken"))
        try project.expectSameAsFreshBuild()
    }

    /// Problems in a changed page's text are found by checking that page alone; they must be the
    /// ones a check of the whole content finds, and go away when fixed.
    @Test(arguments: [
        // A broken link, and one to an anchor that does not exist.
        ("content/en/bars/tab-bars.md", "\nSee [nothing](missing-page.md) and [toolbars](toolbars.md#no-such-anchor).\n", "broken-link"),
        // A term the glossary says to avoid (a warning: the build is still written).
        ("content/ko/bars/tab-bars.md", "\n탭바 하나를 더 언급합니다.\n", "terminology"),
        // A mockup that cannot be read.
        ("content/en/views/scroll-views.md", "\n```mockup\nkind: nothing-like-this\n```\n", "mockup-spec"),
        // A link to a rule that does not exist.
        ("content/en/bars/toolbars.md", "\nChecked by [a rule](rule:toolbar.no-such-rule).\n", "unknown-rule"),
    ])
    func problemsInOnePagesTextAreReportedAsByAFreshCheck(path: String, addition: String, code: String) throws {
        let project = try Project()
        #expect(try project.rebuild().written)
        let original = try project.folder.read(path)
        try project.edit(path) { $0 + addition }
        let report = try project.rebuild()
        #expect(report.diagnostics.contains { $0.code == code }, "\(report.diagnostics.map(\.code))")
        try project.expectSameDiagnosticsAsFreshCheck(report)
        if report.written {
            #expect(report.rendered == .changedPages(1))
            try project.expectSameAsFreshBuild()
        }

        try project.edit(path) { _ in original }
        let fixed = try project.rebuild()
        #expect(fixed.written)
        #expect(!fixed.diagnostics.contains { $0.code == code })
        try project.expectSameDiagnosticsAsFreshCheck(fixed)
        try project.expectSameAsFreshBuild()
    }

    @Test func aRemovedOutputIsWrittenAgainInFull() throws {
        let project = try Project()
        _ = try project.rebuild()
        try FileManager.default.removeItem(at: project.folder.url.appendingPathComponent("served"))
        try project.edit("content/en/bars/tab-bars.md") { $0 + "\nMore text.\n" }
        #expect(try project.rebuild().rendered == .all)
        try project.expectSameAsFreshBuild()
    }

    /// serve names the files that changed when nothing else did: only they are read, and the
    /// result is still a fresh build's.
    @Test func aBuildToldWhichFilesChangedReadsThoseAndMatchesAFreshBuild() throws {
        let project = try Project()
        _ = try project.rebuild()
        try project.edit("content/en/bars/tab-bars.md") { $0 + "\nA sentence for the told rebuild.\n" }
        try project.edit("content/ko/bars/tab-bars.md") { $0 + "\n알려 준 다시 짓기의 문장.\n" }
        let report = try project.rebuild(changed: ["content/en/bars/tab-bars.md", "content/ko/bars/tab-bars.md"])
        #expect(report.rendered == .changedPages(2))
        #expect(try project.folder.read("served/en/bars/tab-bars/index.html").contains("A sentence for the told rebuild."))
        try project.expectSameDiagnosticsAsFreshCheck(report)
        try project.expectSameAsFreshBuild()

        // Told of one file, the build reads that one alone: another change waits for a build
        // that looks at every file.
        try project.edit("content/en/bars/toolbars.md") { $0 + "\nUntold.\n" }
        try project.edit("content/en/bars/tab-bars.md") { $0 + "\nTold.\n" }
        #expect(try project.rebuild(changed: ["content/en/bars/tab-bars.md"]).rendered == .changedPages(1))
        #expect(!(try project.folder.read("served/en/bars/toolbars/index.html")).contains("Untold."))
        #expect(try project.rebuild().rendered == .changedPages(1))
        try project.expectSameAsFreshBuild()
    }

    /// A name that is no page of the last read (a template, a new file), or a page that turned
    /// into a link out of the content folder, sends the build back to looking at every file.
    @Test func aBuildToldOfAnythingButKnownPagesLooksAtEveryFile() throws {
        let project = try Project()
        _ = try project.rebuild()
        try project.folder.write("content/en/bars/new-page.md", "---\ntitle: New\norder: 99\n---\n\nText.\n")
        let added = try project.rebuild(changed: ["content/en/bars/new-page.md"])
        try project.expectSameDiagnosticsAsFreshCheck(added)
        try project.expectSameAsFreshBuild()

        let outside = try TemporaryFolder()
        try outside.write("secret.md", "---\ntitle: Secret\n---\n\nNot to be published.\n")
        let page = project.folder.url.appendingPathComponent("content/en/bars/tab-bars.md")
        try FileManager.default.removeItem(at: page)
        try FileManager.default.createSymbolicLink(at: page, withDestinationURL: outside.url.appendingPathComponent("secret.md"))
        let linked = try project.rebuild(changed: ["content/en/bars/tab-bars.md"])
        try project.expectSameDiagnosticsAsFreshCheck(linked)
        #expect(!((try? project.folder.read("served/en/bars/tab-bars/index.html")) ?? "").contains("Not to be published"))
    }

    /// A page that links to another file changes with it, though only that file is named.
    @Test func aBuildToldOfAFileThatAPageLinksToReadsThePageToo() throws {
        let project = try Project()
        let target = project.folder.url.appendingPathComponent("content/en/bars/original.md")
        try project.folder.write("content/en/bars/original.md", "---\ntitle: Original\norder: 98\n---\n\nFirst text.\n")
        try FileManager.default.createSymbolicLink(at: project.folder.url.appendingPathComponent("content/en/bars/linked.md"),
                                                   withDestinationURL: target)
        _ = try project.rebuild()
        try project.folder.write("content/en/bars/original.md", "---\ntitle: Original\norder: 98\n---\n\nSecond text.\n")
        _ = try project.rebuild(changed: ["content/en/bars/original.md"])
        #expect(try project.folder.read("served/en/bars/linked/index.html").contains("Second text."))
        try project.expectSameAsFreshBuild()
    }

    /// A new title or heading keeps the last build's site and checks: only the pages whose
    /// checks read them are checked again (a broken link's suggestion reads titles, a link to an
    /// anchor the headings), and the rebuild still reports what a fresh check does.
    @Test func titlesAndHeadingsOtherPagesReadAreReportedAsByAFreshCheck() throws {
        let project = try Project()
        _ = try project.rebuild()
        let edits: [(path: String, old: String, new: String)] = [
            ("content/en/bars/tab-bars.md", "\n---\n\n", "\n---\n\nSee [toggles](../controls/toggles.md). "),
            ("content/en/controls/switches.md", "title: Switches", "title: Toggles"),
            ("content/en/bars/toolbars.md", "{#group-items}", "{#group-things}"),
        ]
        for edit in edits {
            try project.edit(edit.path) { $0.replacingOccurrences(of: edit.old, with: edit.new) }
            try project.expectSameDiagnosticsAsFreshCheck(try project.rebuild())
        }
        let report = try project.rebuild()
        #expect(report.diagnostics.contains { $0.code == "broken-link" && $0.notes.contains { $0.contains("'controls/switches'") } })
        #expect(report.diagnostics.contains { $0.code == "broken-anchor" && $0.file == "content/en/bars/navigation-bars.md" })
        for edit in edits.reversed() {
            try project.edit(edit.path) { $0.replacingOccurrences(of: edit.new, with: edit.old) }
            try project.expectSameDiagnosticsAsFreshCheck(try project.rebuild())
        }
        try project.expectSameAsFreshBuild()
    }
}
