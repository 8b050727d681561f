import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import HIGControls
import HIGRules
import Testing
@testable import HIGSite

/// The content this repository ships must be clean: no errors and no warnings.
@Suite("Shipped content")
struct ShippedContentTests {
    @Test func checksWithoutAnyDiagnostic() throws {
        let content = repositoryTemplates.deletingLastPathComponent().appendingPathComponent("content")
        // The shipped content holds the built-in rules' guidelines (its higsite.yaml says so).
        let report = try SiteBuilder.check(content: UserPath(content.path), rules: .registry.holdingGuidelines(true))
        #expect(DiagnosticPrinter.text(report.diagnostics) == "")
        #expect(report.site.pages(in: .ko).count == report.site.pages(in: .en).count)
    }

    /// Rules and guidelines name each other: every rule's guideline is a heading of the shipped
    /// content in both languages, and lists the rule. One check of the content for all rules (a
    /// test per rule checked the content 140 times: five minutes of the suite's CPU).
    @Test func everyRulesGuidelineExistsInBothLanguages() throws {
        let content = repositoryTemplates.deletingLastPathComponent().appendingPathComponent("content")
        let site = try SiteBuilder.check(content: UserPath(content.path)).site
        #expect(RuleRegistry.all.count >= 124)
        for rule in RuleRegistry.all {
            for language in Language.allCases {
                guard let page = site.page(PageID(rule.guideline.page), in: language) else {
                    Issue.record("\(rule.id): \(rule.guideline.page) missing in \(language)")
                    continue
                }
                guard let heading = page.guidelines.first(where: { $0.anchor == rule.guideline.anchor }) else {
                    Issue.record("\(rule.id): \(rule.guideline) missing in \(language)")
                    continue
                }
                #expect(heading.attributes?.rules.contains(rule.id) == true, "\(rule.guideline) in \(language) does not list \(rule.id)")
            }
        }
    }
}

/// Every SVG the build of the shipped content writes is well-formed XML and renders with librsvg.
@Suite("Shipped mockups")
struct ShippedMockupTests {
    @Test func everySVGTheBuildWritesParsesAndRenders() throws {
        let folder = try TemporaryFolder()
        let content = repositoryTemplates.deletingLastPathComponent().appendingPathComponent("content")
        let report = try SiteBuilder.build(BuildOptions(content: UserPath(content.path), templates: UserPath(repositoryTemplates.path),
                                                        output: UserPath("out", relativeTo: folder.url)))
        #expect(report.written)
        var drawings = Set<String>()
        for (path, data) in try folder.snapshot("out") where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            var rest = html[...]
            while let start = rest.range(of: "<svg xmlns="), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
                drawings.insert(String(rest[start.lowerBound..<end.upperBound]))
                rest = rest[end.upperBound...]
            }
        }
        #expect(drawings.count > 100)
        for svg in drawings {
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "not well-formed: \(svg.prefix(200))")
        }
        // librsvg on all of them, a sheet of 64 drawings per run: librsvg's time grows with the square
        // of the drawings one document nests (all 913 in one sheet took a minute of CPU, in sheets of
        // a hundred 0.2 s each).
        let sorted = drawings.sorted()
        for start in stride(from: 0, to: sorted.count, by: 64) {
            let sheet = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"400\">"
                + sorted[start..<min(start + 64, sorted.count)]
                .map { $0.replacingOccurrences(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" ", with: "<svg ") }.joined() + "</svg>"
            try renderWithLibrsvg(sheet, to: folder.url.appendingPathComponent("sheet.png"))
        }
    }

    private func renderWithLibrsvg(_ svg: String, to png: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", "--format", "png", "--output", png.path]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(svg.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "rsvg-convert rejected the build's drawings (install librsvg2-bin)")
    }
}
