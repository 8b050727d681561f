import HIGControls
import Testing
@testable import HIGSite

@Suite("Front matter")
struct FrontMatterTests {
    private func parse(_ text: String) -> (FrontMatter?, [LocatedProblem]) {
        let split = SplitSource(text)
        guard let yaml = split.yaml else { return (nil, split.problems) }
        let (frontMatter, problems) = FrontMatter.parse(yaml: yaml)
        return (frontMatter, split.problems + problems)
    }

    @Test func readsEveryKnownKey() throws {
        let text = "---\ntitle: 탭 바\norder: 3\nsummary: 요약\ncomponent: tab-bar\nuikit: [UITabBar, UITabBarController]\ndraft: false\n---\n\nBody\n"
        let (frontMatter, problems) = parse(text)
        #expect(problems.isEmpty)
        #expect(frontMatter == FrontMatter(title: "탭 바", order: 3, summary: "요약", components: [.tabBar],
                                           uikit: ["UITabBar", "UITabBarController"], draft: false))
        let split = SplitSource(text)
        #expect(split.body == "\nBody\n")
        #expect(split.bodyLineOffset == 8)
    }

    @Test func requiresFrontMatter() {
        #expect(parse("# Just Markdown\n").1.map(\.problem) == [.frontMatterMissing])
        #expect(parse("---\ntitle: x\n").1.map(\.problem) == [.frontMatterUnterminated])
    }

    @Test func reportsYAMLErrorsAtTheirLineInTheFile() throws {
        let (frontMatter, problems) = parse("---\ntitle: ok\norder: [1, 2\n---\n")
        #expect(frontMatter == nil)
        let problem = try #require(problems.first)
        #expect(problem.location.line >= 3)
        guard case .frontMatterSyntax = problem.problem else {
            Issue.record("expected a syntax problem, got \(problem.problem)")
            return
        }
    }

    @Test func requiresATitle() {
        let (frontMatter, problems) = parse("---\norder: 1\n---\n")
        #expect(frontMatter == nil)
        #expect(problems == [LocatedProblem(location: SourceLocation(line: 1, column: 1), problem: .frontMatterMissingTitle)])
    }

    @Test func reportsWrongTypesAtTheValue() {
        let (_, problems) = parse("---\ntitle: Tabs\norder: first\ndraft: maybe\n---\n")
        #expect(problems == [
            LocatedProblem(location: SourceLocation(line: 3, column: 8), problem: .frontMatterWrongType(key: "order", expected: "an integer")),
            LocatedProblem(location: SourceLocation(line: 4, column: 8), problem: .frontMatterWrongType(key: "draft", expected: "true or false")),
        ])
    }

    @Test func warnsAboutUnknownKeys() {
        let (frontMatter, problems) = parse("---\ntitle: Tabs\ncolour: red\n---\n")
        #expect(frontMatter?.title == "Tabs")
        #expect(problems == [LocatedProblem(location: SourceLocation(line: 3, column: 1), problem: .frontMatterUnknownKey("colour"))])
        #expect(problems.first?.problem.severity == .warning)
    }
}

@Suite("Line endings")
struct LineEndingTests {
    @Test func windowsLineEndingsReadLikeUnixOnes() throws {
        let site = try FixtureSite()
        try site.folder.write("content/en/bars/tab-bars.md", "---\r\ntitle: Tab Bars\r\norder: 1\r\n---\r\n\r\n## Keep three to five tabs {#tab-count rule=tab-bar.tab-count}\r\n\r\n[Up](#tab-count), [Apple](https://developer.apple.com/design/).\r\n\r\n## Using badges\r\n")
        let report = try site.build()
        #expect(report.diagnostics.isEmpty)
        #expect(try site.folder.read("out/en/bars/tab-bars/index.html").contains("<h2 id=\"tab-count\">Keep three to five tabs"))
    }
}
