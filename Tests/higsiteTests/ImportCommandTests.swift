import Foundation
import Testing

/// `higsite import` as a newcomer runs it: a repository of Korean pages with capitalised and
/// Korean names, `# Title` lines, links without `.md` and in another case, a page that shares a
/// built-in rule's page id, then `higsite check` in the new site. The pages are this test's own.
@Suite("higsite import")
struct ImportCommandTests {
    private func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("higsite-import-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ root: URL, _ path: String, _ text: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    @Test func anImportedRepositoryChecksWithOnlyPagesToTranslate() throws {
        let repository = try folder("repo"), site = try folder("site")
        defer {
            try? FileManager.default.removeItem(at: repository)
            try? FileManager.default.removeItem(at: site)
        }
        try write(repository, "README.md", "# 가이드라인\n\n[툴바](Bars/Toolbars.md), [탭 바](bars/toolbars)\n")
        try write(repository, "Bars/Toolbars.md", "# 툴바\n\n## 항목은 적게 {#few}\n\n[탭 바](<Tab Bars.md#Tab-Count>)\n")
        try write(repository, "Bars/Tab Bars.md", "# 탭 바\n\n## Tab count\n\n[툴바](./toolbars)\n")
        try write(repository, "기초/색.md", "# 색\n\n[툴바](../Bars/Toolbars.md#few)\n")

        let imported = try Run(["import", repository.path, "--lang", "ko"], in: site)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr == "")
        #expect(imported.stdout.contains("renamed Bars/Tab Bars.md → content/ko/bars/tab-bars.md\n"))
        #expect(imported.stdout.contains("content/ko/bars/toolbars.md:7:1: link Tab Bars.md#Tab-Count → tab-bars.md#tab-count\n"))
        #expect(imported.stdout.hasSuffix("files into content; next: higsite check\n"))

        // `bars/toolbars` is a built-in rule's page id, but this site's guidelines are its own.
        let check = try Run(["check"], in: site)
        #expect(check.status == 0, "\(check.stderr)")
        let codes = Set(check.stderr.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }
            .compactMap { line in line.split(separator: "[").last.map { String($0.dropLast()) } })
        #expect(codes == ["missing-translation"], "\(check.stderr)")

        let again = try Run(["import", repository.path], in: site)
        #expect(again.status == 1)
        #expect(again.stderr == "content/ko: error: the folder is not empty; pass --force to add the files that are missing (none is overwritten)\n")
    }

    @Test func helpNeedsNoReadme() throws {
        let help = try Run(["import", "--help"], in: FileManager.default.temporaryDirectory)
        #expect(help.status == 0)
        #expect(help.stdout.contains("--lang <lang>"))
        #expect(!help.stdout.lowercased().contains("see readme"))
    }

    /// A site that says it holds the built-in rules' guidelines is held to them, and is told how
    /// to stop being.
    @Test func ruleGuidelinesApplyOnlyWhereTheSiteSaysSo() throws {
        let project = try Project()
        try project.write("content/ko/bars/toolbars.md", "---\ntitle: 툴바\n---\n")
        try project.write("content/en/bars/toolbars.md", "---\ntitle: Toolbars\n---\n")
        #expect(try project.run("check").status == 0)
        try project.write("higsite.yaml", "rule-guidelines: true\n")
        let held = try project.run("check")
        #expect(held.status == 1)
        #expect(held.stderr.contains("remove 'rule-guidelines: true' from higsite.yaml and name the rule on your own guideline"))
    }
}
