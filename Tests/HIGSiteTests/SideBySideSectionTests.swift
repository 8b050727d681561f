import Testing
@testable import HIGSite

/// The side-by-side view's rows: which headings start one (levels 2 to 4, where guidelines are),
/// what each holds, and how a column's links and ids read from the view's folder. Planted
/// mutations (a level off by one, a heading tag of the wrong level) fail here.
@Suite("Side-by-side sections")
struct SideBySideSectionTests {
    private let source = """
        Intro [a](a.md).

        # One

        ## Two {#two}

        See [two](#two) and ![i](i.png)

        ### Three

        #### Four

        ##### Five

        ###### Six

        ```mockup
        x: 1
        ```

        """

    private func body() -> BodyHTML {
        let document = MarkdownDocument(source: source, permalinkLabel: PermalinkLabel(before: "Link to ", after: ""))
        return document.renderBody(.init(
            linkDestinations: ["../a/index.html", "#two", "https://example.com/i.png"],
            afterHeadingHTML: { $0.anchor == "two" ? "<p class=\"badges\"><a href=\"../../rules/x/index.html\">x</a></p>" : "" },
            codeBlockHTML: { _ in "<figure id=\"f\"><a href=\"#two\">fig</a></figure>\n" }))
    }

    private func heading(_ level: Int, _ anchor: String, _ text: String) -> String {
        "<h\(level) id=\"\(anchor)\">\(text) <a class=\"anchor\" href=\"#\(anchor)\" aria-label=\"Link to \(text)\">#</a></h\(level)>\n"
    }

    @Test func everyHeadingLevelIsWrittenAsItsOwnTag() {
        #expect(body().bytes.utf8String == """
            <p>Intro <a href="../a/index.html">a</a>.</p>

            """ + heading(1, "one", "One") + heading(2, "two", "Two") + """
            <p class="badges"><a href="../../rules/x/index.html">x</a></p>
            <p>See <a href="#two">two</a> and <img loading="lazy" src="https://example.com/i.png" alt="i" /></p>

            """ + heading(3, "three", "Three") + heading(4, "four", "Four") + heading(5, "five", "Five") + heading(6, "six", "Six") + """
            <figure id="f"><a href="#two">fig</a></figure>

            """)
    }

    @Test func headingsOfLevelsTwoToFourStartTheSections() {
        let body = body()
        let sections = SiteRenderer.sections(body)
        #expect(sections.map(\.anchor) == [nil, "two", "three", "four"])
        let html = sections.map { String(decoding: body.bytes[$0.range], as: UTF8.self) }
        #expect(html == [
            "<p>Intro <a href=\"../a/index.html\">a</a>.</p>\n" + heading(1, "one", "One"),
            heading(2, "two", "Two") + "<p class=\"badges\"><a href=\"../../rules/x/index.html\">x</a></p>\n"
                + "<p>See <a href=\"#two\">two</a> and <img loading=\"lazy\" src=\"https://example.com/i.png\" alt=\"i\" /></p>\n",
            heading(3, "three", "Three"),
            heading(4, "four", "Four") + heading(5, "five", "Five") + heading(6, "six", "Six")
                + "<figure id=\"f\"><a href=\"#two\">fig</a></figure>\n",
        ])
    }

    @Test func theColumnThatKeepsIdsLeavesAnchorsAndPrefixesPaths() throws {
        let body = body()
        let sections = SiteRenderer.sections(body)
        let html = sections.map { SiteRenderer.html(of: $0, in: body, prefix: "../../ko/p/", keepIDs: true).utf8String }
        try #require(html.count == 4)
        #expect(html[0] == "<p>Intro <a href=\"../../ko/p/../a/index.html\">a</a>.</p>\n" + heading(1, "one", "One"))
        #expect(html[1] == heading(2, "two", "Two") + "<p class=\"badges\"><a href=\"../../ko/p/../../rules/x/index.html\">x</a></p>\n"
            + "<p>See <a href=\"#two\">two</a> and <img loading=\"lazy\" src=\"https://example.com/i.png\" alt=\"i\" /></p>\n")
        #expect(html[3].hasSuffix("<figure id=\"f\"><a href=\"#two\">fig</a></figure>\n\n"), "the last section ends its line")
    }

    @Test func theOtherColumnDropsIdsAndLinksBackToItsPage() throws {
        let body = body()
        let html = SiteRenderer.sections(body).map { SiteRenderer.html(of: $0, in: body, prefix: "../../en/p/", keepIDs: false).utf8String }
        try #require(html.count == 4)
        func moved(_ level: Int, _ anchor: String, _ text: String) -> String {
            "<h\(level) data-anchor=\"\(anchor)\">\(text) <a class=\"anchor\" href=\"../../en/p/index.html#\(anchor)\""
                + " aria-label=\"Link to \(text)\">#</a></h\(level)>\n"
        }
        #expect(html[1] == moved(2, "two", "Two") + "<p class=\"badges\"><a href=\"../../en/p/../../rules/x/index.html\">x</a></p>\n"
            + "<p>See <a href=\"../../en/p/index.html#two\">two</a> and <img loading=\"lazy\" src=\"https://example.com/i.png\" alt=\"i\" /></p>\n")
        #expect(html[2] == moved(3, "three", "Three"))
        #expect(html[3] == moved(4, "four", "Four") + moved(5, "five", "Five") + moved(6, "six", "Six")
            + "<figure data-anchor=\"f\"><a href=\"../../en/p/index.html#two\">fig</a></figure>\n\n")
    }

    /// A caller's fragment is read for its attributes: every relative `href` and `src` moves,
    /// `#anchor`s go back to the page in the column that drops ids, and so does each `id`.
    @Test func fragmentsAreRelocatedAttributeByAttribute() throws {
        let fragment = "<figure id=\"f\"><img src=\"a/b.svg\" alt=\"x=&quot;1&quot;\" /> <a href=\"#top\">t</a> "
            + "<a href=\"mailto:x@example.com\">m</a> <a href=\"/abs\">a</a> <span data-id=\"k\" title=\"src=\">s</span></figure>\n"
        let document = MarkdownDocument(source: "```mockup\nx: 1\n```\n", permalinkLabel: PermalinkLabel(before: "", after: ""))
        let body = document.renderBody(.init(linkDestinations: [], codeBlockHTML: { _ in fragment }))
        let sections = SiteRenderer.sections(body)
        try #require(sections.count == 1)
        #expect(SiteRenderer.html(of: sections[0], in: body, prefix: "P/", keepIDs: true).utf8String
            == "<figure id=\"f\"><img src=\"P/a/b.svg\" alt=\"x=&quot;1&quot;\" /> <a href=\"#top\">t</a> "
            + "<a href=\"mailto:x@example.com\">m</a> <a href=\"/abs\">a</a> <span data-id=\"k\" title=\"src=\">s</span></figure>\n\n")
        #expect(SiteRenderer.html(of: sections[0], in: body, prefix: "P/", keepIDs: false).utf8String
            == "<figure data-anchor=\"f\"><img src=\"P/a/b.svg\" alt=\"x=&quot;1&quot;\" /> <a href=\"P/index.html#top\">t</a> "
            + "<a href=\"mailto:x@example.com\">m</a> <a href=\"/abs\">a</a> <span data-id=\"k\" title=\"src=\">s</span></figure>\n\n")
    }
}
