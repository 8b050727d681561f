import Foundation
import GoldenFiles
import HIGRules
import Testing
@testable import HIGSite

/// `Fixtures/defects/content` plants at least one defect of every diagnostic code; its full
/// report, in every format, is compared word for word with the golden files.
@Suite("Planted defects")
struct DefectFixtureTests {
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/defects/content")

    /// The fixture's rule ids, plus the real slider rules so mockup fences can name one.
    static let rules = RuleCatalog(entries: FixtureSite.rules.entries + RuleRegistry.all.filter { $0.component == .slider }.map { .init(id: $0.id, rule: nil) })

    private func check() throws -> (TemporaryFolder, CheckReport) {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: Self.fixture, to: folder.url.appendingPathComponent("content"))
        let report = try SiteBuilder.check(content: UserPath("content", relativeTo: folder.url), rules: Self.rules)
        return (folder, report)
    }

    @Test(arguments: DiagnosticFormat.allCases)
    func reportMatchesGolden(_ format: DiagnosticFormat) throws {
        let (_, report) = try check()
        try expectGolden(DiagnosticPrinter.format(report.diagnostics, as: format), "defects.\(format.rawValue == "text" ? "txt" : format.rawValue)")
    }

    @Test func aFenceRepeatedElsewhereIsReportedWhereEachCopyIs() throws {
        // The same broken fence text twice more, lower down: it is decoded once, reported three times.
        let (folder, _) = try check()
        let path = "content/en/controls/sliders.md"
        let fence = "```mockup\nslider: {value: 0.5, purpos: brightness}\n```\n"
        try folder.write(path, try folder.read(path) + "\nMore.\n\n" + fence + "\nAnd again:\n\n\n" + fence)
        let report = try SiteBuilder.check(content: UserPath("content", relativeTo: folder.url), rules: Self.rules)
        let lines = report.diagnostics.filter { $0.file == path && $0.message.contains("purpos") }.compactMap(\.location).map { "\($0.line):\($0.column)" }
        let text = try folder.read(path).split(separator: "\n", omittingEmptySubsequences: false)
        let expected = text.indices.filter { text[$0].contains("purpos") }.map { "\($0 + 1):22" }
        #expect(expected.count == 3)
        #expect(lines == expected)
    }

    /// Text typed in decomposed jamo is compared as NFC, and a term is found both in a run that
    /// needs normalising and in one that does not; columns count the file's scalars (the
    /// decomposed term is nine).
    @Test func avoidedTermsAreFoundInAnyNormalForm() throws {
        let (folder, _) = try check()
        let path = "content/ko/controls/switches.md"
        let decomposed = "탐색 바".decomposedStringWithCanonicalMapping
        try folder.write(path, try folder.read(path) + "\n가나 \(decomposed)와 *강조* 탐색 바.\n")
        let report = try SiteBuilder.check(content: UserPath("content", relativeTo: folder.url), rules: Self.rules)
        let line = try folder.read(path).split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let found = report.diagnostics.filter { $0.file == path && $0.code == "terminology" && $0.location?.line == line }
        #expect(found.map { $0.location!.column } == [4, 20])
    }

    @Test func everyCodeIsPlanted() throws {
        let (_, report) = try check()
        let codes = Set(report.diagnostics.map(\.code))
        #expect(codes == ["broken-link", "broken-anchor", "missing-translation", "guideline-mismatch", "duplicate-id",
                          "unknown-rule", "front-matter", "invalid-id", "stale-translation", "terminology",
                          "heading-attributes", "missing-section", "glossary", "mockup-spec"])
    }

    @Test func theJSONIsOneParsableArray() throws {
        let (_, report) = try check()
        let json = DiagnosticPrinter.json(report.diagnostics)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(parsed.count == report.diagnostics.count)
        #expect(parsed.allSatisfy { Set($0.keys) == ["file", "line", "column", "severity", "code", "message", "notes"] })
    }
}
