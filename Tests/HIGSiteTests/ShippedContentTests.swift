import Foundation
import HIGControls
import HIGRules
import Testing
@testable import HIGSite

/// The content this repository ships must be clean: no errors and no warnings.
@Suite("Shipped content")
struct ShippedContentTests {
    @Test func checksWithoutAnyDiagnostic() throws {
        let content = repositoryTemplates.deletingLastPathComponent().appendingPathComponent("content")
        let report = try SiteBuilder.check(content: UserPath(content.path))
        #expect(DiagnosticPrinter.text(report.diagnostics) == "")
        #expect(report.site.pages(in: .ko).count == report.site.pages(in: .en).count)
    }

    /// Rules and guidelines name each other: every rule's guideline is a heading of the shipped
    /// content in both languages, and lists the rule.
    @Test(arguments: RuleRegistry.all.map(\.id))
    func ruleGuidelineExistsInBothLanguages(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        let content = repositoryTemplates.deletingLastPathComponent().appendingPathComponent("content")
        let site = try ShippedContentTests.site(content)
        for language in Language.allCases {
            let page = try #require(site.page(PageID(rule.guideline.page), in: language), "\(rule.guideline.page) missing in \(language)")
            let heading = try #require(page.guidelines.first { $0.anchor == rule.guideline.anchor }, "\(rule.guideline) missing in \(language)")
            #expect(heading.attributes?.rules.contains(rule.id) == true, "\(rule.guideline) in \(language) does not list \(rule.id)")
        }
    }

    private static func site(_ content: URL) throws -> Site {
        try SiteBuilder.check(content: UserPath(content.path)).site
    }
}
