import Testing
@testable import HIGSite

/// A Markdown image is fetched when the reader comes near it; nothing else in a body is touched.
@Suite("Lazy images")
struct LazyImageTests {
    @Test func onlyMarkdownImagesAreMadeLazy() {
        let source = """
            ![A tab bar](tab-bar.png) and ![remote](https://example.com/large.png)

            `<img src="code.png">` in code, and raw HTML: <img src="raw.png">

            ```
            <img src="block.png">
            ```
            """
        let document = MarkdownDocument(source: source, permalinkLabel: PermalinkLabel(before: "", after: ""))
        let html = document.renderHTML(.init(linkDestinations: document.links.map(\.destination))).utf8String
        #expect(html.components(separatedBy: "<img loading=\"lazy\" src=").count == 3, "\(html)")
        #expect(html.contains("<img loading=\"lazy\" src=\"tab-bar.png\" alt=\"A tab bar\" />"))
        #expect(!html.contains("raw.png\">"), "raw HTML stays omitted")
        #expect(html.contains("&lt;img src=&quot;code.png&quot;&gt;"))
    }

    @Test func aBodyWithoutImagesIsTheSameBytes() {
        let html = Array("<p>Text with <a href=\"x\">a link</a> and an <i>italic</i> word.</p>\n".utf8)
        #expect(HTML.lazyImages(html) == html)
        #expect(HTML.lazyImages(Array("<im".utf8)) == Array("<im".utf8))
        #expect(HTML.lazyImages(Array("a<img ".utf8)) == Array("a<img loading=\"lazy\" ".utf8))
    }
}
