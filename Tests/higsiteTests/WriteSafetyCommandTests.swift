import Foundation
import Testing

/// Issue 34: the commands that write into a user's folders (`init`, `check --fix`, `check --stamp`)
/// never write outside them, whatever links the folders hold.
@Suite("higsite writes only inside its folders")
struct WriteSafetyCommandTests {
    private func files(below url: URL) -> [String] {
        (FileManager.default.subpaths(atPath: url.path) ?? []).sorted()
    }

    /// `init --force` in a folder whose `content` is a link to a folder elsewhere: refused, with
    /// the path and what to do, and nothing lands in the folder the link leads to.
    @Test func initRefusesALinkedContentFolder() throws {
        let project = try Project()
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("content"))
        let elsewhere = project.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("site"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("site/content").path, withDestinationPath: "../elsewhere")
        let run = try project.run("init", "site", "--force")
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: a symbolic link on this path leads outside 'site'; higsite init writes only inside the folder it is given"),
                "\(run.stderr)")
        #expect(files(below: elsewhere).isEmpty)
    }

    /// `init --theme` where `templates/assets` is a link to a folder elsewhere.
    @Test func initThemeRefusesALinkedAssetsFolder() throws {
        let project = try Project()
        let elsewhere = project.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("templates"))
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("site/templates"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("site/templates/assets").path,
                                                   withDestinationPath: "../../elsewhere")
        let run = try project.run("init", "site", "--theme", "--force")
        #expect(run.status == 1)
        #expect(run.stderr.contains("leads outside 'site'"), "\(run.stderr)")
        #expect(files(below: elsewhere).isEmpty)
    }

    /// `init --theme` in a site whose higsite.yaml is a link to a file elsewhere: the theme is
    /// written, the linked file is not touched, and the run fails saying why.
    @Test func initThemeDoesNotWriteThroughALinkedConfiguration() throws {
        let project = try Project()
        try project.write("victim.yaml", "content: content\n")
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("site"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("site/higsite.yaml").path,
                                                   withDestinationPath: "../victim.yaml")
        let run = try project.run("init", "site", "--theme", "--force")
        #expect(run.status == 1)
        #expect(run.stderr.contains("site/higsite.yaml: error: a symbolic link on this path leads outside 'site'"), "\(run.stderr)")
        #expect(try String(contentsOf: project.url.appendingPathComponent("victim.yaml"), encoding: .utf8) == "content: content\n")
    }

    /// A link that stays inside the folder is followed like any path: the files land where it leads.
    @Test func initFollowsALinkThatStaysInside() throws {
        let project = try Project()
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("site/real-content"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("site/content").path, withDestinationPath: "real-content")
        let run = try project.run("init", "site", "--force")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(files(below: project.url.appendingPathComponent("site/real-content")).contains("ko/_index.md"))
    }

    /// `check --fix` with a link committed at the name its temporary file used to have, as a
    /// user runs it: the page is fixed in place and the file the link points at is untouched.
    @Test func fixIgnoresALinkPlantedBesideThePage() throws {
        let project = try Project()
        try project.write("content/ko/bars/other.md", "---\ntitle: 기타\n---\n\n[탭](sampel.md)\n")
        try project.write("content/en/bars/other.md", "---\ntitle: Other\n---\n\n[Tabs](sample.md)\n")
        try project.write("victim.txt", "secret\n")
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("content/ko/bars/.other.md.higsite-fix").path,
                                                   withDestinationPath: "../../../victim.txt")
        let run = try project.run("check", "--fix")
        #expect(run.stderr.hasPrefix("content/ko/bars/other.md:5:5: fixed: sampel.md → sample.md\n"), "\(run.stderr)")
        #expect(try String(contentsOf: project.url.appendingPathComponent("victim.txt"), encoding: .utf8) == "secret\n")
        let page = project.url.appendingPathComponent("content/ko/bars/other.md")
        #expect(try FileManager.default.attributesOfItem(atPath: page.path)[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOf: page, encoding: .utf8) == "---\ntitle: 기타\n---\n\n[탭](sample.md)\n")
    }

    /// `check --stamp` on a translation whose folder holds a link at a likely temporary name:
    /// the stamp goes into the page, and the link's target is untouched.
    @Test func stampWritesThePageItselfOnly() throws {
        let project = try Project()
        try project.write("victim.txt", "secret\n")
        let folder = project.url.appendingPathComponent("content/en/bars")
        for name in [".sample.md.higsite-fix", ".sample.md.higsite-tmp"] {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: "../../../victim.txt")
        }
        let run = try project.run("check", "--stamp", "content/en/bars/sample.md")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("sample.md"), encoding: .utf8).contains("translated-from: "))
        #expect(try String(contentsOf: project.url.appendingPathComponent("victim.txt"), encoding: .utf8) == "secret\n")
    }

    /// `check --stamp` on a page reached through a link in the content that leads outside it.
    @Test func stampRefusesAPageOutsideTheContent() throws {
        let project = try Project()
        try project.write("outside.md", "---\ntitle: Outside\n---\n")
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("content/en/bars/linked.md").path,
                                                   withDestinationPath: "../../../outside.md")
        let run = try project.run("check", "--stamp", "content/en/bars/linked.md")
        #expect(run.status != 0)
        #expect(try String(contentsOf: project.url.appendingPathComponent("outside.md"), encoding: .utf8) == "---\ntitle: Outside\n---\n")
    }
}
