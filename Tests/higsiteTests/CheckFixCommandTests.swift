import Foundation
import Testing

/// `higsite check --fix` and `--fix --dry-run` as a user runs them: what each prints, where,
/// and what each writes.
@Suite("higsite check --fix")
struct CheckFixCommandTests {
    /// The sample project with a misspelt link, a misspelt anchor and one that has two candidates.
    private func project() throws -> Project {
        let project = try Project()
        try project.write("content/ko/bars/other.md", "---\ntitle: 기타\n---\n\n[탭](sampel.md#tab-cont) [두 곳](tabs-c.md)\n")
        try project.write("content/en/bars/other.md", "---\ntitle: Other\n---\n\n[Tabs](sample.md#tab-count)\n")
        for name in ["tabs-a", "tabs-b"] {
            try project.write("content/ko/bars/\(name).md", "---\ntitle: 예\n---\n")
            try project.write("content/en/bars/\(name).md", "---\ntitle: Ex\n---\n")
        }
        return project
    }

    private func read(_ project: Project, _ path: String) throws -> String {
        try String(contentsOf: project.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func fixPrintsEachChangeAndReportsWhatIsLeft() throws {
        let project = try project()
        let run = try project.run("check", "--fix")
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            content/ko/bars/other.md:5:5: fixed: sampel.md → sample.md
            content/ko/bars/other.md:5:15: fixed: tab-cont → tab-count
            content/ko/bars/other.md:5:26: error: no page 'bars/tabs-c' [broken-link]
            content/ko/bars/other.md:5:26: note: did you mean 'bars/tabs-a' or 'bars/tabs-b'?
            higsite: checked 12 pages: 1 error, 0 warnings

            """)
        #expect(try read(project, "content/ko/bars/other.md") == "---\ntitle: 기타\n---\n\n[탭](sample.md#tab-count) [두 곳](tabs-c.md)\n")
        let again = try project.run("check", "--fix")
        #expect(again.stderr.hasPrefix("content/ko/bars/other.md:5:26: error: no page 'bars/tabs-c'"), "nothing more to fix")
    }

    @Test func aDryRunPrintsADiffAndWritesNothing() throws {
        let project = try project()
        let run = try project.run("check", "--fix", "--dry-run")
        #expect(run.status == 1)
        #expect(run.stdout == """
            --- content/ko/bars/other.md
            +++ content/ko/bars/other.md
            @@ -2,4 +2,4 @@
             title: 기타
             ---
             
            -[탭](sampel.md#tab-cont) [두 곳](tabs-c.md)
            +[탭](sample.md#tab-count) [두 곳](tabs-c.md)

            """)
        #expect(run.stderr.hasPrefix("content/ko/bars/other.md:5:26: error: no page 'bars/tabs-c' [broken-link]\n"))
        #expect(try read(project, "content/ko/bars/other.md") == "---\ntitle: 기타\n---\n\n[탭](sampel.md#tab-cont) [두 곳](tabs-c.md)\n")
    }

    @Test func aDryRunNeedsFixAndText() throws {
        let project = try project()
        let alone = try project.run("check", "--dry-run")
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("--dry-run goes with --fix"))
        let json = try project.run("check", "--fix", "--dry-run", "--format", "json")
        #expect(json.status == 2)
        #expect(json.stderr.contains("use it with --format text"))
    }
}
