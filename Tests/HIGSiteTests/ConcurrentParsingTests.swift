import CCmarkGFMFinish
import Foundation
import Testing
@testable import HIGSite

@Suite("Concurrent parsing")
struct ConcurrentParsingTests {
    /// cmark-gfm 0.29 toggles the extensions' special characters in global tables during every
    /// parse; without serialising that step, parallel parses lose strikethrough and autolinks.
    @Test func parsesManyDocumentsAtOnceWithoutLosingExtensions() throws {
        let source = (1...40).map { "Line \($0): ~~old~~ www.example.com/\($0) | a | b |\n" }.joined(separator: "\n")
        let expected = MarkdownDocument(source: source, permalinkLabel: PermalinkLabel(before: "", after: ""))
            .renderHTML(.init(linkDestinations: Array(repeating: "x", count: 40)))
        let htmls = Array(0..<400).concurrentMap { _ in
            let document = MarkdownDocument(source: source, permalinkLabel: PermalinkLabel(before: "", after: ""))
            return document.renderHTML(.init(linkDestinations: document.links.map { _ in "x" }))
        }
        #expect(expected.utf8String.components(separatedBy: "<del>").count == 41)
        #expect(htmls.allSatisfy { $0 == expected })
    }

    /// The tests link cmark-gfm as a shared library, so its calls reach finish.c's replacement,
    /// weak since the standalone binary links the archive (scripts/install): finishes run at once.
    @Test func theSharedLibraryCallsTheReplacement() {
        _ = MarkdownDocument(source: "~~old~~ new", permalinkLabel: PermalinkLabel(before: "", after: ""))
        #expect(higsite_cmark_finish_is_concurrent() != 0)
    }
}
