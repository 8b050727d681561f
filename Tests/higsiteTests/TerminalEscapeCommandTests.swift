import Foundation
import Testing

/// Issue 34: a string from a user's files reaches a terminal or a CI log only as visible escapes,
/// in every command, format and line: an ESC or BEL from `higsite.yaml`, a file name or a page
/// never drives the terminal (titles, colours, links) or GitHub's log renderer.
@Suite("higsite prints no control characters from user files")
struct TerminalEscapeCommandTests {
    /// The output folder named with an OSC sequence (set the terminal's title) ending in BEL.
    private static let hostileOutput = "out\u{1B}]0;pwned\u{07}"

    private func project() throws -> Project {
        let project = try Project()
        try project.write("higsite.yaml", "output: \"out\\e]0;pwned\\a\"\n")
        return project
    }

    /// Nothing but a line end, and tabs, below the space in `text`: no escape sequence can start.
    private func expectNoControls(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let controls = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty, "\(what) printed \(controls.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
    }

    @Test func buildNamesTheOutputWithEscapes() throws {
        let project = try project()
        let run = try project.run("build")
        #expect(run.status == 0, "\(run.stderr)")
        expectNoControls(run.stdout + run.stderr, "build")
        #expect(run.stdout.contains("into out\\u{1B}]0;pwned\\u{7} in "), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent(Self.hostileOutput).path))
    }

    @Test func serveNamesTheOutputWithEscapes() throws {
        let serve = try ServeProcess(in: try project())
        serve.stop()
        expectNoControls(serve.stdout.text + serve.stderr.text, "serve")
        #expect(serve.stdout.text.contains("serving out\\u{1B}]0;pwned\\u{7} at http://127.0.0.1:"))
    }

    /// A page with control characters in its file name, a link and its text: every format of
    /// `check`, and `--fix --dry-run`'s diff.
    @Test func checkInEveryFormat() throws {
        let project = try Project()
        try project.write("content/ko/bars/esc\u{1B}[2J.md", "---\ntitle: x\n---\n")
        try project.write("content/ko/bars/other.md", "---\ntitle: 기타\n---\n\n[탭](sampel.md \"\u{1B}]8;;http://evil\u{07}\") \u{1B}[31m빨강\u{07}\n")
        try project.write("content/en/bars/other.md", "---\ntitle: Other\n---\n\n[Tabs](sample.md)\n")
        for format in ["text", "json", "github"] {
            let run = try project.run("check", "--format", format)
            #expect(run.status == 1)
            expectNoControls(run.stdout + run.stderr, "check --format \(format)")
        }
        let github = try project.run("check", "--format", "github")
        #expect(github.stdout.contains("file=content/ko/bars/esc\\u{1B}[2J.md"), "\(github.stdout)")
        let diff = try project.run("check", "--fix", "--dry-run")
        expectNoControls(diff.stdout + diff.stderr, "check --fix --dry-run")
        #expect(diff.stdout.contains("+[탭](sample.md \"\\u{1B}]8;;http://evil\\u{7}\") \\u{1B}[31m빨강\\u{7}\n"), "\(diff.stdout)")
    }
}
