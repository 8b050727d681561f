import Foundation
import Testing
@testable import HIGSite

@Suite("Builds are safe")
struct SafeBuildTests {
    @Test func aFailedBuildLeavesThePreviousOutputUntouched() throws {
        let site = try FixtureSite()
        #expect(try site.build().written)
        let before = try site.folder.snapshot("out")

        try site.folder.write("content/ko/bars/tab-bars.md", "---\ntitle: [unclosed\n---\n")
        let report = try site.build()
        #expect(!report.written)
        #expect(report.diagnostics.hasErrors)
        #expect(try site.folder.snapshot("out") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.folder.url.path).filter { $0.contains("higsite-") }
        #expect(leftovers.isEmpty)
    }

    @Test func refusesToReplaceAFolderItDidNotCreate() throws {
        let site = try FixtureSite()
        try site.folder.write("out/precious.txt", "keep me")
        #expect(throws: BuildStepError(step: "prepare", error: OutputError.notHigsiteFolder("out"))) { try site.build() }
        #expect(try site.folder.read("out/precious.txt") == "keep me")
        #expect(!site.folder.exists("out/index.html"))
    }

    @Test func replacesItsOwnOutputAsAWhole() throws {
        let site = try FixtureSite()
        _ = try site.build()
        try FileManager.default.removeItem(at: site.folder.url.appendingPathComponent("content/ko/controls/steppers.md"))
        try site.folder.write("content/ko/controls/switches.md", FixtureSite.page("스위치", "본문\n"))
        #expect(try site.build().written)
        #expect(!site.folder.exists("out/ko/controls/steppers/index.html"), "stale pages disappear")
        #expect(site.folder.exists("out/en/controls/steppers/index.html"))
    }

    @Test func refusesAnOutputFolderThatHoldsTheContent() throws {
        let site = try FixtureSite()
        #expect(throws: BuildStepError(step: "prepare", error: OutputError.overlapsInput(output: ".", input: "content"))) { try site.build(output: ".") }
    }

    @Test func neverReadsFilesOutsideTheContentFolder() throws {
        let site = try FixtureSite()
        let outside = try TemporaryFolder()
        try outside.write("secret.md", "---\ntitle: secret\n---\n")
        try FileManager.default.createSymbolicLink(at: site.folder.url.appendingPathComponent("content/ko/controls/secret.md"),
                                                   withDestinationURL: outside.url.appendingPathComponent("secret.md"))
        let report = try site.build()
        #expect(!report.written)
        #expect(report.diagnostics.map(\.code) == ["unsafe-path"])
        #expect(report.diagnostics.first?.file == "content/ko/controls/secret.md")
    }

    @Test func rejectsFileNamesThatAreNotPageIDs() throws {
        var files = FixtureSite.defaultFiles
        files["ko/controls/Tab Bars.md"] = FixtureSite.page("x")
        let site = try FixtureSite(files)
        let report = try site.build()
        #expect(!report.written)
        #expect(report.diagnostics.map(\.message) == [
            "page id 'controls/Tab Bars' is not lowercase ASCII kebab-case; its id would be 'controls/tab-bars': rename its files "
                + "and folders to match, or let 'higsite import' rename a whole folder and rewrite the links to it",
        ])
    }

    @Test func reportsBrokenLinksAndAnchorsWithPositions() throws {
        var files = FixtureSite.defaultFiles
        files["en/controls/steppers.md"] = FixtureSite.page("Steppers", """
            See [switches](switches.md#nope), [gone](gone.md), [up](../../../etc/passwd.md) and [x](rule:x.y).
            """)
        let site = try FixtureSite(files)
        let report = try site.build()
        #expect(!report.written)
        #expect(DiagnosticPrinter.text(report.diagnostics) == """
            content/en/controls/steppers.md:5:5: error: no heading or guideline '#nope' on page 'controls/switches' [broken-anchor]
            content/en/controls/steppers.md:5:35: error: no page 'controls/gone' [broken-link]
            content/en/controls/steppers.md:5:52: error: link '../../../etc/passwd.md' leaves the content folder of its language [broken-link]
            content/en/controls/steppers.md:5:85: error: no rule 'x.y' [unknown-rule]

            """)
    }

    @Test func twoFilesForOnePageIDAreBothReported() throws {
        var files = FixtureSite.defaultFiles
        files["en/bars/tab-bars/_index.md"] = FixtureSite.page("Tab bars again")
        let site = try FixtureSite(files)
        let report = try site.build()
        #expect(report.diagnostics.map(\.file) == ["content/en/bars/tab-bars.md", "content/en/bars/tab-bars/_index.md"])
        #expect(report.diagnostics.allSatisfy { $0.code == "duplicate-id" })
    }

    @Test func aThemeFolderNeedNotHoldEveryTemplate() throws {
        let site = try FixtureSite()
        let templates = try TemporaryFolder()
        try templates.write("footer.mustache", "<footer class=\"mine\">{{layout.strings.glossary}}</footer>")
        var options = site.options()
        options.templates = UserPath(templates.url.path)
        #expect(try SiteBuilder.build(options).written)
        let page = try site.folder.read("out/ko/controls/switches/index.html")
        #expect(page.contains("<footer class=\"mine\">용어집</footer>"), "the folder's footer is used")
        #expect(page.contains("<nav"), "the other templates come from the embedded theme")
        #expect(site.folder.exists("out/assets/style.css"))
    }
}

/// What killed or crashed builds leave beside the output, and the swap that replaces it.
@Suite("Interrupted builds")
struct InterruptedBuildTests {
    /// The id of a process that has just ended.
    private func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func leftover(_ site: FixtureSite, _ name: String, marked: Bool = true) throws {
        try site.folder.write("\(name)/ko/index.html", "half a site")
        if marked { try site.folder.write("\(name)/\(OutputWriter.markerName)", OutputWriter.markerText) }
    }

    @Test func stagingFoldersOfDeadBuildsAreRemoved() throws {
        let site = try FixtureSite()
        let dead = try deadPID()
        try leftover(site, ".out.higsite-new-\(dead)")
        try leftover(site, ".out.higsite-old-\(dead)")
        // Kept: not marked as higsite's, a running process's (pid 1 always runs), another output's.
        try leftover(site, ".out.higsite-new-\(dead + 100_000_000)", marked: false)
        try leftover(site, ".out.higsite-new-1")
        try leftover(site, ".other.higsite-new-\(dead)")

        #expect(try site.build().written)
        let names = try FileManager.default.contentsOfDirectory(atPath: site.folder.url.path).filter { $0.contains("higsite-") }.sorted()
        #expect(names == [".other.higsite-new-\(dead)", ".out.higsite-new-1", ".out.higsite-new-\(dead + 100_000_000)"])
        #expect(try site.folder.read("out/ko/index.html").contains("iOS 가이드라인"))
    }

    @Test func aSiteLeftAsideByAKilledSwapIsPutBack() throws {
        let site = try FixtureSite()
        #expect(try site.build().written)
        let before = try site.folder.snapshot("out")
        // Killed between the fallback's two renames: the output is away, the old site aside.
        let dead = try deadPID()
        try FileManager.default.moveItem(at: site.folder.url.appendingPathComponent("out"),
                                         to: site.folder.url.appendingPathComponent(".out.higsite-old-\(dead)"))

        // A build with errors writes nothing, but the previous site is back in place.
        try site.folder.write("content/ko/bars/tab-bars.md", "---\ntitle: [unclosed\n---\n")
        #expect(!(try site.build().written))
        #expect(try site.folder.snapshot("out") == before)
        #expect(!site.folder.exists(".out.higsite-old-\(dead)"))
    }

    @Test func theSwapLeavesNothingBeside() throws {
        let site = try FixtureSite()
        #expect(try site.build().written)
        let inode = try FileManager.default.attributesOfItem(atPath: site.folder.url.appendingPathComponent("out").path)[.systemFileNumber] as? UInt64
        try site.folder.write("content/ko/controls/switches.md", FixtureSite.page("스위치", order: 2, "새 본문\n\n## 테이블 행 {#table-rows}\n"))
        #expect(try site.build().written)
        #expect(try site.folder.read("out/ko/controls/switches/index.html").contains("새 본문"))
        let after = try FileManager.default.attributesOfItem(atPath: site.folder.url.appendingPathComponent("out").path)[.systemFileNumber] as? UInt64
        #expect(inode != after, "a new folder took the output's place")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder.url.path).filter { $0.contains("higsite-") }.isEmpty)
    }
}
