import CCmarkGFM
import Foundation
import Testing
@testable import HIGSite

/// A body is rendered while reading, with holes filled in at build time: the filled HTML must be
/// what cmark would have written with the same destinations and blocks in the tree.
@Suite("Rendered bodies")
struct RenderedBodyTests {
    /// cmark's own `<a href="…">` for `url`, set on a parsed link as the build used to.
    private func cmarkHref(_ url: String) -> String {
        let root = cmark_parse_document("[a](x)", 6, CMARK_OPT_DEFAULT)!
        defer { cmark_node_free(root) }
        let link = cmark_node_first_child(cmark_node_first_child(root))!
        cmark_node_set_url(link, url)
        let html = cmark_render_html(root, CMARK_OPT_DEFAULT, nil)!
        defer { free(html) }
        return String(cString: html)
    }

    private func ourHref(_ url: String) -> String {
        var bytes = Array("<p><a href=\"".utf8)
        HTML.appendDestination(url, to: &bytes)
        bytes += Array("\">a</a></p>\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func writesDestinationsAsCmarkDoes() {
        var urls = (1...255).map { byte in
            String(decoding: [UInt8(ascii: "a"), UInt8(byte), UInt8(ascii: "b")], as: UTF8.self)
        }
        urls += ["../bars/tab-bars/index.html#탭-개수", "#x&y'z", "https://example.com/a b?c=d&e=f", "",
                 "javascript:alert(1)", "JavaScript:alert(1)", "vbscript:x", "file:///etc/passwd", "data:text/html,x",
                 "data:image/png;base64,AAAA", "DATA:IMAGE/GIF;x", "data:image/svg+xml,x", "java", "datum", "files"]
        for url in urls {
            #expect(ourHref(url) == cmarkHref(url), "destination \(Array(url.utf8))")
        }
    }

    private func document(_ source: String, rendersHTML: Bool = true) -> MarkdownDocument {
        MarkdownDocument(source: source, permalinkLabel: PermalinkLabel(before: "Link to ", after: ""), rendersHTML: rendersHTML)
    }

    private let source = """
        Intro with [a link](a.md) and ![an image](i.png "Title").

        ## Keep tabs few {#tab-count}

        ```mockup
        tab-bar: {}
        ```

        ```swift
        let x = 1
        ```

        ### Plain heading

        - item with [another](b.md#x)

        """

    @Test func fillsLinksBlocksAndHeadings() {
        let html = document(source).renderHTML(.init(
            linkDestinations: ["../a/index.html", "../i.png", "../b/index.html#x"],
            afterHeadingHTML: { $0.anchor == "tab-count" ? "<p class=\"badges\">rule</p>\n" : "" },
            codeBlockHTML: { $0 == 0 ? "<figure>mockup</figure>" : nil })).utf8String
        #expect(html == """
            <p>Intro with <a href="../a/index.html">a link</a> and <img loading="lazy" src="../i.png" alt="an image" title="Title" />.</p>
            <h2 id="tab-count">Keep tabs few <a class="anchor" href="#tab-count" aria-label="Link to Keep tabs few">#</a></h2>
            <p class="badges">rule</p>
            <figure>mockup</figure>
            <pre><code class="language-swift">let x = 1
            </code></pre>
            <h3 id="plain-heading">Plain heading <a class="anchor" href="#plain-heading" aria-label="Link to Plain heading">#</a></h3>
            <ul>
            <li>item with <a href="../b/index.html#x">another</a></li>
            </ul>

            """)
    }

    @Test func rendersAgainAndOnDemandTheSame() {
        let input = MarkdownDocument.RenderInput(linkDestinations: ["1", "2", "3"], afterHeadingHTML: { "<p>\($0.anchor)</p>" },
                                                 codeBlockHTML: { "<div>\($0)</div>\n" })
        let rendered = document(source)
        let first = rendered.renderHTML(input)
        #expect(rendered.renderHTML(input) == first)
        #expect(document(source, rendersHTML: false).renderHTML(input) == first)
        // A one-shot build lets go of the HTML made while reading; a later render parses again.
        let letGo = document(source)
        #expect(letGo.renderBody(input, lettingGo: true).bytes == first)
        #expect(letGo.renderHTML(input) == first)
    }

    @Test func aBuildLetsGoOfTheTextOnlyWhereTheHTMLIsKept() {
        let input = MarkdownDocument.RenderInput(linkDestinations: ["1", "2", "3"])
        let rendered = document(source), checkedOnly = document(source, rendersHTML: false)
        let expected = rendered.renderHTML(input)
        rendered.letGoOfSource()
        checkedOnly.letGoOfSource()
        #expect(rendered.renderHTML(input) == expected)
        // A document read without its HTML keeps its text: rendering it parses the text again.
        #expect(checkedOnly.source == source)
        #expect(checkedOnly.renderHTML(input) == expected)
    }

    @Test func textThatLooksLikeAHoleStaysText() {
        let source = """
            higsite-link:0 and href="higsite-link:0" and `<!--higsite-after:0-->`

            <!--higsite-code:0-->

            [x](higsite-link:0)

            """
        let html = document(source).renderHTML(.init(linkDestinations: ["kept"], afterHeadingHTML: { _ in "BADGE" },
                                                     codeBlockHTML: { _ in "FIGURE" })).utf8String
        #expect(html == """
            <p>higsite-link:0 and href=&quot;higsite-link:0&quot; and <code>&lt;!--higsite-after:0--&gt;</code></p>
            <!-- raw HTML omitted -->
            <p><a href="kept">x</a></p>

            """)
    }
}
