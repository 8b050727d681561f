import Foundation
import Testing
@testable import HIGSite

/// A build is a list of named steps: each one's time is reported under its name, a build with
/// content errors stops after checking, and a step that fails names itself in what it throws.
@Suite("Build steps")
struct BuildStepsTests {
    @Test func everyStepOfABuildIsTimedInOrder() throws {
        let site = try FixtureSite()
        let report = try SiteBuilder.build(site.options())
        #expect(report.written)
        #expect(report.timings.map(\.step) == ["prepare", "read", "assemble", "check", "render", "index", "write"])
        #expect(report.timings.allSatisfy { $0.wall >= .zero && $0.peakMemoryMiB > 0 })
        #expect(report.artifacts != nil)
    }

    @Test func aBuildWithContentErrorsStopsAfterChecking() throws {
        let site = try FixtureSite()
        try site.folder.write("content/en/broken.md", "---\ntitle: Broken\n---\n\nSee [nowhere](missing.md).\n")
        let report = try SiteBuilder.build(site.options())
        #expect(!report.written)
        #expect(report.timings.map(\.step) == ["prepare", "read", "assemble", "check"])
        #expect(report.artifacts == nil)
        #expect(!site.folder.exists("out"))
    }

    @Test func aRebuildOfOnePageTextRendersOnlyThatPage() throws {
        let site = try FixtureSite()
        let session = BuildSession()
        #expect(try session.build(site.options()).rendered == .all)
        let page = "content/en/controls/steppers.md"
        try site.folder.write(page, try site.folder.read(page) + "\nOne more sentence.\n")
        let report = try session.build(site.options())
        #expect(report.rendered == .changedPages(1))
        #expect(report.timings.map(\.step) == ["prepare", "read", "assemble", "check", "render", "index", "write"])
    }
}
