import Testing
@testable import HIGSite

/// The byte-level scanning of link destinations must agree with the URL grammar it replaced.
@Suite("Link destinations")
struct LinkSyntaxTests {
    @Test(arguments: [
        ("https://example.com", true), ("mailto:a@b.c", true), ("rule:tab-bar.tab-count", true), ("x-y+z.1:rest", true),
        ("toolbars.md", false), ("../bars/tab-bars.md#tab-count", false), (":no-scheme", false), ("1http://x", false),
        ("탭:바", false), ("a b:c", false), ("", false), ("#anchor:with-colon", false),
    ])
    func schemes(_ destination: String, hasScheme: Bool) {
        #expect(LinkResolver.hasScheme(destination) == hasScheme)
    }

    @Test func pathQueryAndFragment() {
        #expect(LinkResolver.split("a.md?x=1#frag") == ("a.md", "frag"))
        #expect(LinkResolver.split("탭-바.md#탭-개수") == ("탭-바.md", "탭-개수"))
        #expect(LinkResolver.split("#only") == ("", "only"))
        #expect(LinkResolver.split("a.md#x?y") == ("a.md", "x?y"))
        #expect(LinkResolver.split("plain.md") == ("plain.md", nil))
        #expect(LinkResolver.split("a.md#") == ("a.md", ""))
        #expect(LinkResolver.split("a.md#x#y") == ("a.md", "x#y"))
        #expect(LinkResolver.split("a.md#\u{301}x") == ("a.md", "\u{301}x"), "all of the fragment, even a mark right after '#'")
    }
}
