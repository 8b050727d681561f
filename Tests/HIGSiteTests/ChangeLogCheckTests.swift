import HIGControls
import Testing
@testable import HIGSite

/// `changes:` in front matter, as `check` reads and compares it.
@Suite("Change log: check")
struct ChangeLogCheckTests {
    private func parse(_ text: String) -> (FrontMatter?, [LocatedProblem]) {
        let split = SplitSource(text)
        guard let yaml = split.yaml else { return (nil, split.problems) }
        return FrontMatter.parse(yaml: yaml)
    }

    @Test func readsEntriesInAnyOrderAndShowsThemNewestFirst() throws {
        let (frontMatter, problems) = parse("""
            ---
            title: Tabs
            changes:
              - date: 2026-03-01
                text: "Older: first written"
              - {date: 2026-11-28, text: Newer}
              - date: 2026-03-01
                text: "Older: second written"
            ---

            """)
        #expect(problems.isEmpty)
        let changes = try #require(frontMatter?.changes)
        #expect(changes.map(\.text) == ["Older: first written", "Newer", "Older: second written"])
        #expect(changes.newestFirst.map(\.text) == ["Newer", "Older: first written", "Older: second written"])
        #expect(changes.newestFirst.map(\.date.description) == ["2026-11-28", "2026-03-01", "2026-03-01"])
        #expect(changes[0].location == SourceLocation(line: 4, column: 11), "where the date is written")
    }

    @Test func reportsImpossibleAndMalformedDatesAndMissingTextAtTheirLine() {
        let (frontMatter, problems) = parse("""
            ---
            title: Tabs
            changes:
              - date: 2026-02-30
                text: Not a day
              - date: 26-11-28
                text: Not the format
              - date: 2024-02-29
              - text: No date
              - date: 2026-11-28
                text: "   "
            ---

            """)
        #expect(problems == [
            LocatedProblem(location: SourceLocation(line: 4, column: 11), problem: .frontMatter(.changeDate("2026-02-30"))),
            LocatedProblem(location: SourceLocation(line: 6, column: 11), problem: .frontMatter(.changeDate("26-11-28"))),
            LocatedProblem(location: SourceLocation(line: 8, column: 5), problem: .frontMatter(.changeText)),
            LocatedProblem(location: SourceLocation(line: 9, column: 5), problem: .frontMatter(.changeDate(""))),
            LocatedProblem(location: SourceLocation(line: 11, column: 11), problem: .frontMatter(.changeText)),
        ])
        #expect(problems.allSatisfy { $0.problem.code == "front-matter" && $0.problem.severity == .error })
        #expect(frontMatter?.changes.isEmpty == true, "only sound entries are kept")
    }

    @Test(arguments: ["2026-02-29", "2026-04-31", "2026-00-10", "2026-1-01", "2026-11-28T10:00", "２０２６-11-28", "0000-01-01"])
    func aDateIsADayOfTheCalendarWrittenYYYYMMDD(written: String) {
        #expect(ChangeDate(written) == nil)
    }

    @Test func aListThatIsNotOneIsAWrongType() {
        let (_, problems) = parse("---\ntitle: Tabs\nchanges: 2026-11-28\n---\n")
        #expect(problems.map(\.problem) == [
            .frontMatter(.wrongType(key: "changes", expected: "a list of entries, each a 'date: YYYY-MM-DD' and a one-line 'text:'")),
        ])
    }

    @Test func anEntryWithoutItsTwinInTheOtherLanguageIsReportedAtItsDate() throws {
        var files = FixtureSite.defaultFiles
        files["ko/controls/switches.md"] = "---\ntitle: 스위치\nchanges:\n  - date: 2026-11-28\n    text: 새 항목\n"
            + "  - date: 2026-03-01\n    text: 예전 항목\n---\n\n본문\n"
        files["en/controls/switches.md"] = "---\ntitle: Switches\nchanges:\n  - date: 2026-03-01\n    text: Old entry\n---\n\nBody\n"
        let site = try FixtureSite(files)
        let report = try SiteBuilder.check(content: UserPath("content", relativeTo: site.folder.url), rules: FixtureSite.rules)
        let found = report.diagnostics.filter { $0.problem.code == "missing-translation" }
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.file == "content/ko/controls/switches.md")
        #expect(diagnostic.location == SourceLocation(line: 4, column: 11))
        #expect(diagnostic.problem == .translation(.changeOnlyHere(date: "2026-11-28", missingIn: .en)))
        #expect(diagnostic.problem.severity == .error)
        #expect(diagnostic.problem.message == "the change of 2026-11-28 is missing from the English page's 'changes'")
        #expect(try !site.build().written, "a change log in one language only stops the build")
    }
}
