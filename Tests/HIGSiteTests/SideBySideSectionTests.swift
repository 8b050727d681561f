import Foundation
import Testing
@testable import HIGSite

/// The side-by-side view's sections: which headings start one (levels 2 to 4, where guidelines
/// are), and the table of them the view's script reads. Planted mutations (a level off by one, a
/// heading tag of the wrong level) fail here.
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
        #expect(SiteRenderer.sections(body()).map(\.anchor) == [nil, "two", "three", "four"])
    }

    /// One entry per row in each language: the anchor, "" for the top of the page, null where
    /// the row has nothing in that language; an anchor is a JSON string whatever it holds.
    @Test func theSectionTableListsEachLanguagesAnchorsRowByRow() throws {
        typealias Section = SiteRenderer.Section
        let rows: [(Section?, Section?)] = [(Section(anchor: nil), Section(anchor: nil)), (Section(anchor: "a"), Section(anchor: "a")),
                                            (Section(anchor: "탭-개수"), nil), (nil, Section(anchor: "q\"\\<\n"))]
        let table = SiteRenderer.sectionTable(rows)
        #expect(table == #"{"ko":["","a","탭-개수",null],"en":["","a",null,"q\"\\<\n"]}"#)
        let parsed = try JSONSerialization.jsonObject(with: Data(table.utf8)) as? [String: [Any]]
        #expect(parsed?["en"]?.last as? String == "q\"\\<\n")
    }

    /// The view of the fixture's switches page: both pages in frames, titled in their languages,
    /// and the table, escaped into its attribute; no text of either page.
    @Test func theViewFramesBothPagesAndHoldsOnlyTheTable() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let view = try site.folder.read("out/compare/controls/switches/index.html")
        #expect(view.contains(#"<iframe class="compare-frame" data-compare-frame="ko" src="../../../ko/controls/switches/index.html" title="한국어 페이지: 스위치" lang="ko"></iframe>"#))
        #expect(view.contains(#"<iframe class="compare-frame" data-compare-frame="en" src="../../../en/controls/switches/index.html" title="English page: Switches" lang="en"></iframe>"#))
        #expect(view.contains(#"data-sections="{&quot;ko&quot;:[&quot;&quot;,"#))
        #expect(view.contains("&quot;table-rows&quot;"))
        #expect(!view.contains("테이블 행에 두세요") && !view.contains("Put switches in table rows"), "the text stays on the pages")
        #expect(!view.contains("<link rel=\"canonical\""), "not a page of its own for search engines")
        let page = try site.folder.read("out/en/controls/switches/index.html")
        #expect(page.contains("<a href=\"../../../compare/controls/switches/index.html\" data-side-by-side>Korean and English side by side</a>"))
    }
}
