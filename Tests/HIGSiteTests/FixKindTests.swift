import Foundation
import HIGRules
import Testing
@testable import HIGSite

/// One test per kind of fix `check --fix` makes, and the ones it must not make.
@Suite("check --fix, kind by kind")
struct FixKindTests {
    /// The fixture site with `ko/controls/switches.md`'s body replaced; fixed with `rules`.
    private func fix(switches body: String, rules: RuleCatalog = FixtureSite.rules,
                     extra: [String: String] = [:]) throws -> (FixtureSite, FixOutcome) {
        var files = FixtureSite.defaultFiles
        files["ko/controls/switches.md"] = FixtureSite.page("스위치", order: 2, body)
        files.merge(extra) { _, new in new }
        let site = try FixtureSite(files)
        let content = UserPath("content", relativeTo: site.folder.url)
        let outcome = try Fixer.fix(content: content, rules: rules)
        try FixWriter.write(outcome, content: content)
        return (site, outcome)
    }

    private func switches(_ site: FixtureSite) throws -> String {
        try site.folder.read("content/ko/controls/switches.md")
    }

    @Test func aLinkToAPageInTheWrongFolderKeepsItsFragment() throws {
        let (site, outcome) = try fix(switches: "[탭 바](../controls/tab-bars.md#tab-count)와 [탭](tab-bars.md).\n")
        #expect(outcome.changes.map(\.description) == [
            "content/ko/controls/switches.md:6:7: fixed: ../controls/tab-bars.md → ../bars/tab-bars.md",
            "content/ko/controls/switches.md:6:47: fixed: tab-bars.md → ../bars/tab-bars.md",
        ])
        #expect(try switches(site).hasSuffix("\n[탭 바](../bars/tab-bars.md#tab-count)와 [탭](../bars/tab-bars.md).\n"))
    }

    @Test func aMisspelledAnchorIsReplaced() throws {
        let (site, outcome) = try fix(switches: "[탭 수](<../bars/tab-bars.md#tab-cont> \"제목\")\n")
        #expect(outcome.changes.map(\.description) == ["content/ko/controls/switches.md:6:28: fixed: tab-cont → tab-count"])
        #expect(try switches(site).hasSuffix("\n[탭 수](<../bars/tab-bars.md#tab-count> \"제목\")\n"))
    }

    @Test func aRuleLinkAndARuleOfAHeadingAreReplaced() throws {
        let (site, outcome) = try fix(switches: "[규칙](rule:tab-bar.tab-cont)\n\n## 행 {#table-rows rule=switch.in-table-row,tab-bar.tab-count}\n")
        #expect(outcome.changes.map(\.description) == [
            "content/ko/controls/switches.md:6:11: fixed: tab-bar.tab-cont → tab-bar.tab-count",
            "content/ko/controls/switches.md:8:24: fixed: switch.in-table-row → switch.in-table-rows",
        ])
        #expect(try switches(site).hasSuffix("\n[규칙](rule:tab-bar.tab-count)\n\n## 행 {#table-rows rule=switch.in-table-rows,tab-bar.tab-count}\n"))
    }

    @Test func aGlossaryVariantBecomesThePreferredTerm() throws {
        let glossary = "- en: navigation bar\n  ko: 내비게이션 바\n  avoid: [탐색 바]\n"
        let (site, outcome) = try fix(switches: "위쪽 **탐색 바**에 둡니다. `탐색 바` 코드는 그대로.\n", extra: ["glossary.yaml": glossary])
        #expect(outcome.changes.map(\.description) == ["content/ko/controls/switches.md:6:6: fixed: 탐색 바 → 내비게이션 바"])
        #expect(try switches(site).hasSuffix("\n위쪽 **내비게이션 바**에 둡니다. `탐색 바` 코드는 그대로.\n"))
        #expect(outcome.report.diagnostics.filter { $0.code == "terminology" }.isEmpty)
    }

    /// A rule whose guideline does not list it: with a `rule=` list and without one.
    @Test func aMissingRuleIsAddedToItsGuideline() throws {
        let rule = try #require(RuleRegistry.all.first { $0.id == "tab-bar.tab-count" })
        var files = FixtureSite.defaultFiles
        files["ko/bars/tab-bars.md"] = FixtureSite.page("탭 바", order: 1, "## 탭 수 {#tab-count}\n")
        files["en/bars/tab-bars.md"] = FixtureSite.page("Tab Bars", order: 1, "## Tab count {#tab-count rule=tab-bar.navigation-only}\n")
        let site = try FixtureSite(files)
        let content = UserPath("content", relativeTo: site.folder.url)
        let outcome = try Fixer.fix(content: content, rules: RuleCatalog(entries: [.init(id: rule.id, rule: rule), .init(id: "tab-bar.navigation-only", rule: nil)])
            .holdingGuidelines(true))
        try FixWriter.write(outcome, content: content)
        #expect(outcome.changes.map(\.description) == [
            "content/en/bars/tab-bars.md:6:15: fixed: #tab-count rule=tab-bar.navigation-only → #tab-count rule=tab-bar.navigation-only,tab-bar.tab-count",
            "content/ko/bars/tab-bars.md:6:9: fixed: #tab-count → #tab-count rule=tab-bar.tab-count",
        ])
        #expect(try site.folder.read("content/ko/bars/tab-bars.md").hasSuffix("\n## 탭 수 {#tab-count rule=tab-bar.tab-count}\n"))
        #expect(outcome.report.diagnostics.filter { $0.code == "rule-guideline" }.isEmpty)
    }

    /// A misspelt rule in a block that also lacks the rule: the narrow edit first; the check
    /// after it finds nothing left to add, so the rule is not listed twice.
    @Test func overlappingEditsAreMadeOneAtATime() throws {
        let rule = try #require(RuleRegistry.all.first { $0.id == "tab-bar.tab-count" })
        var files = FixtureSite.defaultFiles
        files["ko/bars/tab-bars.md"] = FixtureSite.page("탭 바", order: 1, "## 탭 수 {#tab-count rule=tab-bar.tab-cont}\n")
        let site = try FixtureSite(files)
        let content = UserPath("content", relativeTo: site.folder.url)
        let outcome = try Fixer.fix(content: content, rules: RuleCatalog(rules: [rule]).holdingGuidelines(true))
        try FixWriter.write(outcome, content: content)
        #expect(outcome.changes.map(\.description) == ["content/ko/bars/tab-bars.md:6:25: fixed: tab-bar.tab-cont → tab-bar.tab-count"])
        #expect(try site.folder.read("content/ko/bars/tab-bars.md").hasSuffix("\n## 탭 수 {#tab-count rule=tab-bar.tab-count}\n"))
    }

    @Test func twoSuggestionsAreLeftToTheAuthor() throws {
        let extra = ["ko/bars/tab-bars2.md": FixtureSite.page("탭 바 2", "본문\n"), "en/bars/tab-bars2.md": FixtureSite.page("Tab Bars 2", "Text\n")]
        let body = "[탭 바](../bars/tab-bar.md)\n"
        let (site, outcome) = try fix(switches: body, extra: extra)
        #expect(outcome.changes.isEmpty && outcome.files.isEmpty)
        #expect(try switches(site).hasSuffix("\n" + body))
        let broken = outcome.report.diagnostics.filter { $0.code == "broken-link" }
        #expect(broken.map { $0.notes } == [["did you mean 'bars/tab-bars' or 'bars/tab-bars2'?"]])
    }

    /// Line ends, a byte order mark and every other byte stay as they were.
    @Test func crlfAndAByteOrderMarkAreKept() throws {
        let site = try FixtureSite()
        let page = "\u{FEFF}---\r\ntitle: 스위치\r\norder: 2\r\n---\r\n\r\n[탭 바](tab-bars.md)  \r\n끝\r\n"
        try Data(page.utf8).write(to: site.folder.url.appendingPathComponent("content/ko/controls/switches.md"))
        let content = UserPath("content", relativeTo: site.folder.url)
        try FixWriter.write(try Fixer.fix(content: content, rules: FixtureSite.rules), content: content)
        let written = try Data(contentsOf: site.folder.url.appendingPathComponent("content/ko/controls/switches.md"))
        #expect(written == Data(page.replacingOccurrences(of: "(tab-bars.md)", with: "(../bars/tab-bars.md)").utf8))
    }
}
