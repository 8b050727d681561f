import Foundation
import Testing
@testable import HIGSite
import HIGControls

@Suite("Markdown layer")
struct MarkdownDocumentTests {
    private func render(_ source: String, lineOffset: Int = 0) -> (MarkdownDocument, String) {
        let document = MarkdownDocument(source: source, lineOffset: lineOffset, permalinkLabel: PermalinkLabel(before: "Link to ", after: ""))
        let html = document.renderHTML(MarkdownDocument.RenderInput(linkDestinations: document.links.map(\.destination)))
        return (document, String(decoding: html, as: UTF8.self))
    }

    @Test func anchorsAreFoundAsStringsCompareInAnyNormalForm() throws {
        let (document, _) = render("## 탭 바 사용하기\n\n## 탭 바 사용하기\n\n## Keep it short {#keep-short}\n")
        #expect(document.headings.map(\.anchor) == ["탭-바-사용하기", "탭-바-사용하기-1", "keep-short"])
        #expect(document.anchors == ["탭-바-사용하기", "탭-바-사용하기-1", "keep-short"])
        // A fragment typed in decomposed jamo (as some systems write Hangul) is the same anchor.
        let decomposed = "탭-바-사용하기".decomposedStringWithCanonicalMapping
        #expect(Array(decomposed.utf8) != Array("탭-바-사용하기".utf8))
        #expect(document.hasAnchor(decomposed) && document.hasAnchor("keep-short") && document.hasAnchor("탭-바-사용하기-1"))
        #expect(!document.hasAnchor("탭-바") && !document.hasAnchor("keep") && !document.hasAnchor(""))
        // An id written with the Kelvin sign equals one with K, as Swift compares strings.
        let (kelvin, _) = render("## A {#\u{212A}elvin}\n\n## B {#Kelvin}\n")
        #expect(kelvin.problems.contains { $0.problem == .page(.duplicateAnchor("Kelvin")) })
    }

    @Test func rendersGFMTablesWithStyleAlignment() {
        let (_, html) = render("| a | b |\n|:--|--:|\n| 1 | 2 |\n")
        #expect(html.contains("<th style=\"text-align: left\">a</th>"))
        #expect(html.contains("<td style=\"text-align: right\">2</td>"))
        #expect(!html.contains("align=\""), "the obsolete align attribute fails HTML validation")
    }

    @Test func neverPassesRawHTMLThrough() {
        let (_, html) = render("<script>alert(1)</script>\n\nHi <b onclick=\"x()\">there</b> [x](javascript:alert(1))\n")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b onclick"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
    }

    @Test func rendersStrikethroughTasklistAndAutolinks() {
        let (document, html) = render("~~old~~ https://example.com\n\n- [x] done\n")
        #expect(html.contains("<del>old</del>"))
        #expect(html.contains("<a href=\"https://example.com\">https://example.com</a>"))
        #expect(html.contains("type=\"checkbox\" checked=\"\" disabled=\"\""))
        #expect(document.links.map(\.destination) == ["https://example.com"])
    }

    @Test func parsesAndHidesGuidelineAttributeBlocks() throws {
        let (document, html) = render("## Keep tabs few {#tab-count rule=tab-bar.tab-count,tab-bar.other}\n")
        let heading = try #require(document.headings.first)
        #expect(heading.text == "Keep tabs few")
        #expect(heading.anchor == "tab-count")
        #expect(heading.attributes == HeadingAttributes(id: "tab-count", rules: ["tab-bar.tab-count", "tab-bar.other"]))
        #expect(html == "<h2 id=\"tab-count\">Keep tabs few <a class=\"anchor\" href=\"#tab-count\" aria-label=\"Link to Keep tabs few\">#</a></h2>\n")
        #expect(document.problems.isEmpty)
    }

    @Test func keepsAttributeBlocksAfterInlineMarkup() throws {
        let (document, html) = render("### Use `UISwitch` **well** {#use-switch}\n")
        #expect(document.headings.first?.text == "Use UISwitch well")
        #expect(html.hasPrefix("<h3 id=\"use-switch\">Use <code>UISwitch</code> <strong>well</strong> <a"))
    }

    @Test func findsAttributeBlocksAfterHangulAndBeforeUnicodeSpaces() {
        let (document, _) = render("## 탭은 3~5개로 {#tab-count rule=tab-bar.tab-count}\n\n## 간격 {#spacing}\u{3000}\n\n## 집합 {가, 나}\n")
        #expect(document.headings.map(\.text) == ["탭은 3~5개로", "간격", "집합 {가, 나}"])
        #expect(document.headings.map(\.attributes) == [HeadingAttributes(id: "tab-count", rules: ["tab-bar.tab-count"]),
                                                       HeadingAttributes(id: "spacing", rules: []), nil])
        #expect(document.problems.isEmpty)
    }

    /// The attribute block found over bytes is the one the Character reading finds
    /// (`TextReference.attributeBlock`): the `{` found last, the block's inside, the text before it.
    @Test func attributeBlocksAgreeWithTheCharacterReading() {
        let samples = ["탭 수 {#tab-count}", "Keep {#a rule=x.y,z} \t", "  {#only}", "Sets {a, b}", "a}{#x}", "{ #x }",
                       "세트 {가, 나}", "간격 {#spacing}\u{3000}", "e\u{301}{#x}", "no braces}", "{rule=}", "x {#x", "é {#é}",
                       "x {#a}}", "x {}", "x {rule=a} {#b}", "x\u{600}{#x}", "탭 바", "탭 바 \t", "탭\u{3000}", "e\u{301}",
                       "x {\u{301}#a}", "x {#a}\u{301}", "x \u{600}{#a}", "x {\u{3000}#a\u{A0}}"]
        let generated = GeneratedText.texts(extra: ["{", "}", "{#", "#", "rule=", "x"])
        for text in samples + generated {
            let bytes = Array(text.utf8)
            let found = OutlineReader.attributeBlock(in: bytes).map {
                (visible: String(decoding: bytes[..<$0.open], as: UTF8.self).whitespaceTrimmed,
                 inner: String(decoding: bytes[$0.inner], as: UTF8.self))
            }
            let expected = TextReference.attributeBlock(text)
            #expect(found?.visible == expected?.visible && found?.inner == expected?.inner, "\(text.debugDescription)")
        }
        #expect(OutlineReader.attributeBlock(in: Array("탭 바 사용하기".utf8)) == nil)
    }

    @Test func ordinaryBracesStayText() {
        let (document, _) = render("## Sets {a, b}\n")
        #expect(document.headings.first?.text == "Sets {a, b}")
        #expect(document.headings.first?.attributes == nil)
    }

    @Test func reportsMalformedAttributeBlocks() {
        let (document, _) = render("Intro.\n\n## Bad {#ok extra}\n\n## Bad id {#Tab_Count}\n")
        #expect(document.problems == [
            LocatedProblem(location: SourceLocation(line: 3, column: 1),
                           problem: .page(.headingAttributes("unknown attribute 'extra'; use '#id' and 'rule=a,b'"))),
            LocatedProblem(location: SourceLocation(line: 5, column: 1), problem: .page(.invalidGuidelineID("Tab_Count"))),
        ])
    }

    @Test func makesHangulAnchorsGitHubStyle() {
        let (document, html) = render("## 탭 바 사용하기!\n\n## Hello, World?\n\n## 탭 바 사용하기\n")
        #expect(document.headings.map(\.anchor) == ["탭-바-사용하기", "hello-world", "탭-바-사용하기-1"])
        #expect(html.contains("<h2 id=\"탭-바-사용하기\">"))
    }

    @Test func normalisesDecomposedHangulInAnchors() {
        let decomposed = "탭".decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count == 3)
        #expect(Slug.make("\(decomposed) 바") == "탭-바")
    }

    @Test func automaticAnchorsNeverTakeAGuidelineID() {
        let (document, _) = render("## Tab count\n\n## Rule {#tab-count}\n")
        #expect(document.headings.map(\.anchor) == ["tab-count-1", "tab-count"])
    }

    @Test func reportsDuplicateGuidelineIDs() {
        let (document, _) = render("## A {#same}\n\n## B {#same}\n")
        #expect(document.problems.map(\.problem) == [.page(.duplicateAnchor("same"))])
        #expect(document.problems.first?.location == SourceLocation(line: 3, column: 1))
    }

    @Test func keepsPositionsInUnicodeColumnsAfterFrontMatter() throws {
        let source = "# 제목\n\n한글 문장 [링크](a.md) 끝\n\n```mockup\ntab-bar: {}\n```\n"
        let (document, _) = render(source, lineOffset: 4)
        #expect(document.headings.first?.location == SourceLocation(line: 5, column: 1))
        let link = try #require(document.links.first)
        #expect(link.location == SourceLocation(line: 7, column: 7))
        let block = try #require(document.codeBlocks.first)
        #expect(block.info == "mockup")
        #expect(block.body == "tab-bar: {}\n")
        #expect(block.location == SourceLocation(line: 9, column: 1))
    }

    @Test func rewritesLinkDestinationsInDocumentOrder() {
        let document = MarkdownDocument(source: "## See [a](a.md) {#see}\n\n[b](b.md#x)\n", permalinkLabel: PermalinkLabel(before: "", after: " link"))
        let html = document.renderHTML(MarkdownDocument.RenderInput(
            linkDestinations: ["../a/index.html", "../b/index.html#x"])).utf8String
        #expect(html.contains("<h2 id=\"see\">See <a href=\"../a/index.html\">a</a> <a class=\"anchor\""))
        #expect(html.contains("<a href=\"../b/index.html#x\">b</a>"))
    }

    @Test func escapesHeadingAnchorsAndLabels() {
        let document = MarkdownDocument(source: "## <Tom & \"Jerry\">\n", permalinkLabel: PermalinkLabel(before: "Link to ", after: ""))
        let html = document.renderHTML(MarkdownDocument.RenderInput(linkDestinations: [])).utf8String
        #expect(html.contains("aria-label=\"Link to &lt;Tom &amp; &quot;Jerry&quot;&gt;\""))
        #expect(!html.contains("<Tom"))
    }
}

extension [UInt8] {
    var utf8String: String { String(decoding: self, as: UTF8.self) }
}
