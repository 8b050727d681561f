import Foundation
import Testing
@testable import HIGSite

/// `check --fix` writes only files inside the content folder, only over the bytes it fixed.
@Suite("check --fix writes safely")
struct FixWriterTests {
    private func outcome(_ url: URL, display: String, before: String, after: String) throws -> FixOutcome {
        let report = try SiteBuilder.check(content: UserPath("content", relativeTo: url.deletingLastPathComponent()), rules: FixtureSite.rules)
        return FixOutcome(changes: [], files: [.init(url: url, display: display, before: Data(before.utf8), after: Data(after.utf8))], report: report)
    }

    @Test func aFileWhoseRealPathLeavesTheContentIsRefused() throws {
        let site = try FixtureSite()
        try site.folder.write("outside.md", "old\n")
        let link = site.folder.url.appendingPathComponent("content/ko/linked.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../outside.md")
        let fixes = try outcome(link, display: "content/ko/linked.md", before: "old\n", after: "new\n")
        #expect(throws: FixWriter.WriteError.outsideContent("content/ko/linked.md")) {
            try FixWriter.write(fixes, content: UserPath("content", relativeTo: site.folder.url))
        }
        #expect(try site.folder.read("outside.md") == "old\n")
    }

    @Test func aFileChangedSinceItWasReadIsNotWritten() throws {
        let site = try FixtureSite()
        let url = site.folder.url.appendingPathComponent("content/ko/controls/steppers.md")
        let current = try site.folder.read("content/ko/controls/steppers.md")
        let fixes = try outcome(url, display: "content/ko/controls/steppers.md", before: current + "typed meanwhile", after: "fixed\n")
        #expect(throws: FixWriter.WriteError.changedMeanwhile("content/ko/controls/steppers.md")) {
            try FixWriter.write(fixes, content: UserPath("content", relativeTo: site.folder.url))
        }
        #expect(try site.folder.read("content/ko/controls/steppers.md") == current)
    }

    @Test func aWrittenFileKeepsItsPermissions() throws {
        let site = try FixtureSite()
        let url = site.folder.url.appendingPathComponent("content/ko/controls/steppers.md")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        let current = try site.folder.read("content/ko/controls/steppers.md")
        try FixWriter.write(try outcome(url, display: "content/ko/controls/steppers.md", before: current, after: "fixed\n"),
                            content: UserPath("content", relativeTo: site.folder.url))
        #expect(try site.folder.read("content/ko/controls/steppers.md") == "fixed\n")
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path).sorted() == ["_index.md", "steppers.md", "switches.md"])
    }
}
