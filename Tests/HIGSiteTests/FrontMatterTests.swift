import Foundation
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
        #expect(parse("# Just Markdown\n").1.map(\.problem) == [.frontMatter(.missing)])
        #expect(parse("---\ntitle: x\n").1.map(\.problem) == [.frontMatter(.unterminated)])
    }

    @Test func reportsYAMLErrorsAtTheirLineInTheFile() throws {
        let (frontMatter, problems) = parse("---\ntitle: ok\norder: [1, 2\n---\n")
        #expect(frontMatter == nil)
        let problem = try #require(problems.first)
        #expect(problem.location.line >= 3)
        guard case .frontMatter(.syntax) = problem.problem else {
            Issue.record("expected a syntax problem, got \(problem.problem)")
            return
        }
    }

    @Test func requiresATitle() {
        let (frontMatter, problems) = parse("---\norder: 1\n---\n")
        #expect(frontMatter == nil)
        #expect(problems == [LocatedProblem(location: SourceLocation(line: 1, column: 1), problem: .frontMatter(.missingTitle))])
    }

    @Test func reportsWrongTypesAtTheValue() {
        let (_, problems) = parse("---\ntitle: Tabs\norder: first\ndraft: maybe\n---\n")
        #expect(problems == [
            LocatedProblem(location: SourceLocation(line: 3, column: 8), problem: .frontMatter(.wrongType(key: "order", expected: "an integer"))),
            LocatedProblem(location: SourceLocation(line: 4, column: 8), problem: .frontMatter(.wrongType(key: "draft", expected: "true or false"))),
        ])
    }

    @Test func warnsAboutUnknownKeys() {
        let (frontMatter, problems) = parse("---\ntitle: Tabs\ncolour: red\n---\n")
        #expect(frontMatter?.title == "Tabs")
        #expect(problems == [LocatedProblem(location: SourceLocation(line: 3, column: 1), problem: .frontMatter(.unknownKey("colour")))])
        #expect(problems.first?.problem.severity == .warning)
    }

    /// The quick reader either gives up or agrees with Yams, value for value and position for position.
    @Test(arguments: [
        "title: Tabs\norder: 3", "title: \"접근 가능한 툴바\"\norder: 41", "title: 'Single'\nsummary: a:b c",
        "title: 탭 바\ncomponent: tab-bar\nuikit: [UITabBar, UITabBarController, UITabBarItem]",
        "title: x\ncomponent: [tab-bar, toolbar]\ndraft: true", "title: x\ntranslated-from: 1a2b3c4d",
        "title: 바\nsummary: \"한국어 요약\"\ntranslated-from:   \"9f9f\"", "title: Use \"More\" tab {wisely}",
        "title: null", "title: 3D Touch\norder: 0", "title: x\norder: -3",
        // Every line below is one the quick reader leaves to Yams.
        "title: x\norder: 07", "title: x\norder: 0x1F", "title: x\norder: 1_000", "title: x\ndraft: yes",
        "title: x # comment", "title: \"esc\\\"aped\"", "title: 'it''s'", "title: x\ntitle: y", "title: x\ncolour: red",
        "title: a: b", "title: Note:", "title: |\n  block", "title: x\nuikit:\n  - UITabBar", "title: x\nuikit: []",
        "title:  ", "title: \"  \"", "order: 1", "", "title: x\n", "title: -x", "title: x\ncomponent: tab-bra",
        "title: x\ntranslated-from: [a]", "title: x\torder", "title: x\u{2028}y", " title: x",
        // Lines are cut at every line-feed byte, also inside a CR LF or before a combining mark.
        "title: x\r\norder: 3", "title: x\r\n", "title: x\n\u{301}order: 3", "title: x\n\u{301}",
    ])
    func quickReaderAgreesWithYams(yaml: String) {
        let yams = FrontMatter.parseWithYams(yaml: yaml[...])
        if let quick = FrontMatter.parsePlain(yaml: yaml[...]) {
            #expect(yams.1.isEmpty)
            #expect(yams.0 == quick)
        }
    }

    @Test func quickReaderReadsPlainFrontMatter() {
        let quick = FrontMatter.parsePlain(yaml: "title: 바\nsummary: \"한국어 요약\"\ntranslated-from:   \"9f9f\""[...])
        #expect(quick == FrontMatter(title: "바", summary: "한국어 요약",
                                     translatedFrom: TranslationStamp(hash: "9f9f", location: SourceLocation(line: 4, column: 20))))
        #expect(FrontMatter.parsePlain(yaml: "title: x\norder: 07"[...]) == nil)
    }

    /// Every page shipped in content/ reads the same both ways.
    @Test func quickReaderAgreesWithYamsOnTheShippedContent() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content").standardizedFileURL
        let files = try #require(FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)).compactMap { $0 as? URL }
            .filter { $0.pathExtension == "md" }
        #expect(files.count > 40)
        var quickCount = 0
        // A page with a change log (`changes:`, a list of mappings) is always Yams's: the quick
        // path is held to most of the others, as new and changed pages carry one.
        var withoutChanges = 0
        for file in files {
            guard let yaml = SplitSource(try String(contentsOf: file, encoding: .utf8)).yaml else { continue }
            if !yaml.contains("\nchanges:") && !yaml.hasPrefix("changes:") { withoutChanges += 1 }
            let yams = FrontMatter.parseWithYams(yaml: yaml)
            if let quick = FrontMatter.parsePlain(yaml: yaml) {
                quickCount += 1
                #expect(yams.0 == quick, "\(file.lastPathComponent)")
                #expect(yams.1.isEmpty, "\(file.lastPathComponent)")
            }
        }
        #expect(quickCount > withoutChanges / 2, "\(quickCount) of \(withoutChanges) pages without a change log")
    }
}

@Suite("Line endings")
struct LineEndingTests {
    @Test func aByteOrderMarkIsNotText() throws {
        let site = try FixtureSite()
        try site.folder.write("content/en/bars/tab-bars.md", "\u{FEFF}---\ntitle: Tab Bars\norder: 1\n---\n\n## Keep three to five tabs {#tab-count rule=tab-bar.tab-count}\n")
        let report = try site.build()
        #expect(report.diagnostics.isEmpty)
        #expect(try site.folder.read("out/en/bars/tab-bars/index.html").contains("<title>Tab Bars – "))
    }

    @Test func windowsLineEndingsReadLikeUnixOnes() throws {
        let site = try FixtureSite()
        try site.folder.write("content/en/bars/tab-bars.md", "---\r\ntitle: Tab Bars\r\norder: 1\r\n---\r\n\r\n## Keep three to five tabs {#tab-count rule=tab-bar.tab-count}\r\n\r\n[Up](#tab-count), [Apple](https://developer.apple.com/design/).\r\n\r\n## Using badges\r\n")
        let report = try site.build()
        #expect(report.diagnostics.isEmpty)
        #expect(try site.folder.read("out/en/bars/tab-bars/index.html").contains("<h2 id=\"tab-count\">Keep three to five tabs"))
    }
}
