import Foundation
import Testing

/// Text from the user's files never reaches a terminal or a CI log raw: a control character
/// could forge an annotation (`::error …` on a line of its own) or drive the terminal.
@Suite("Control characters in printed text")
struct TerminalTextTests {
    /// A name that starts a forged GitHub annotation on a new line and clears the screen.
    static let forged = "x\r\n::error file=forged.md,line=1::pwned\u{1B}[2J"
    static let shown = "x\\r\\n::error file=forged.md,line=1::pwned\\u{1B}[2J"

    @Test func aFrontMatterKeyIsEscapedInTextDiagnostics() throws {
        let project = try Project()
        try project.write("content/ko/bars/sample.md", "---\ntitle: 탭 바\n\"x\\r\\n::error file=forged.md,line=1::pwned\\e[2J\": 1\n---\n")
        let run = try project.run("check")
        #expect(run.status == 0)
        #expect(run.stderr.split(separator: "\n").map(String.init).filter { $0.hasSuffix("[front-matter]") } == [
            "content/ko/bars/sample.md:3:1: warning: unknown front matter key '\(Self.shown)' is ignored [front-matter]",
        ])
        #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\r"))
    }

    @Test func aScreenNameIsEscapedByLint() throws {
        let project = try Project()
        try project.write("screen.yaml", """
            screens:
              - name: "x\\r\\n::error file=forged.md,line=1::pwned\\e[2J"
                tab-bar: {items: ["a\\n::error::b", b, c, d, e, f]}

            """)
        let run = try project.run("lint", "--show", "--lang", "en", "screen.yaml")
        #expect(run.status == 1)
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\r"))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "screen.yaml (\(Self.shown)):")
        #expect(!lines.contains { $0.hasPrefix("::") }, "no line of the output starts an annotation")
        #expect(lines.contains("│ │▸a\\n…   b     c     d    More     │ │ ◀ 1"), "the tab title is drawn escaped, in its frame")
        #expect(lines.contains("screen.yaml:3:52: note: in \(Self.shown)"))
    }
}

@Suite("Lint inputs that are not files")
struct LintInputTests {
    @Test func aPipeNamedLikeAScreenIsAnErrorNotAHang() throws {
        let project = try Project()
        try project.write("screens/ok.yaml", "tab-bar: {items: [a, b, c]}\n")
        #expect(mkfifo(project.url.appendingPathComponent("screens/pipe.yaml").path, 0o644) == 0)
        let run = try project.run("lint", "screens")
        #expect(run.status == 2)
        #expect(run.stdout == "screens/pipe.yaml: error: not a regular file (a pipe, socket or device); higsite reads only plain files [screen-spec]\n")
    }
}
