import Foundation
import Testing
@testable import HIGSite
import HIGControls

/// Inputs whose cost grew with the square of their size. Each size here took from half a minute
/// to minutes before; the tests assert the results, never the time (a benchmark measures that).
@Suite("Large inputs stay linear")
struct LinearInputTests {
    @Test func aHundredThousandLinksOnOneLine() throws {
        let links = String(repeating: "[탭](switches.md) ", count: 100_000)
        var files = FixtureSite.defaultFiles
        files["ko/controls/steppers.md"] = FixtureSite.page("스테퍼", links + "[끝](no-such-page.md)\n")
        let site = try FixtureSite(files)
        let report = try SiteBuilder.check(content: site.options().content, rules: FixtureSite.rules)
        let broken = report.diagnostics.filter { $0.code == "broken-link" }
        #expect(broken.count == 1)
        // 17 scalars per link ("[탭](switches.md) "), front matter of four lines and a blank.
        #expect(broken.first?.location == SourceLocation(line: 5, column: 17 * 100_000 + 1))
    }

    @Test func twentyFiveThousandEqualHeadings() throws {
        let headings = String(repeating: "## 같은 제목\n\n", count: 25_000) + "## 같은 제목-3\n"
        let document = MarkdownDocument(source: headings, permalinkLabel: PermalinkLabel(before: "", after: ""), rendersHTML: false)
        let anchors = document.headings.map(\.anchor)
        #expect(anchors.count == 25_001)
        #expect(Set(anchors).count == 25_001)
        #expect(Array(anchors.prefix(3)) == ["같은-제목", "같은-제목-1", "같은-제목-2"])
        #expect(anchors[24_999] == "같은-제목-24999")
        // Written out by the text, but taken already by the 4th heading: it gets a suffix of its own.
        #expect(anchors.last == "같은-제목-3-1")
    }

    @Test func twentyFiveThousandTerminologyWarnings() throws {
        var files = FixtureSite.defaultFiles
        files["ko/controls/steppers.md"] = FixtureSite.page("스테퍼", String(repeating: "탐색 바 ", count: 25_000) + "\n")
        let site = try FixtureSite(files)
        try site.folder.write("content/glossary.yaml", "- en: navigation bar\n  ko: 내비게이션 바\n  avoid: [탐색 바]\n")
        let report = try SiteBuilder.check(content: site.options().content, rules: FixtureSite.rules)
        let terms = report.diagnostics.filter { $0.code == "terminology" }
        #expect(terms.count == 25_000)
        // Five scalars per occurrence ("탐색 바 "), counted on the line after the front matter.
        #expect(terms.first?.location == SourceLocation(line: 5, column: 1))
        #expect(terms.last?.location == SourceLocation(line: 5, column: 5 * 24_999 + 1))
    }
}
