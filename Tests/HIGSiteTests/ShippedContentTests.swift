import Foundation
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
}
