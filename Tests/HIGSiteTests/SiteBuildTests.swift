import Foundation
import Testing
@testable import HIGSite

@Suite("Building a site")
struct SiteBuildTests {
    @Test func buildsBothLanguagesWithPrettyURLs() throws {
        let site = try FixtureSite()
        let report = try site.build()
        #expect(report.written)
        #expect(report.diagnostics.isEmpty)
        #expect(report.pageCounts == [.ko: 6, .en: 6])
        for path in ["index.html", "404.html", ".nojekyll", ".higsite", "assets/style.css", "assets/site.js",
                     "ko/index.html", "ko/controls/index.html", "ko/controls/switches/index.html",
                     "en/bars/tab-bars/index.html"] {
            #expect(site.folder.exists("out/" + path), "missing \(path)")
        }
        #expect(!site.folder.exists("out/sitemap.xml"), "a sitemap needs absolute URLs: only with --base-url")
    }

    @Test func rewritesLinksToRelativePageURLs() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let switches = try site.folder.read("out/ko/controls/switches/index.html")
        #expect(switches.contains("<a href=\"../../bars/tab-bars/index.html#tab-count\">탭 바</a>"))
        let steppers = try site.folder.read("out/en/controls/steppers/index.html")
        #expect(steppers.contains("<a href=\"../switches/index.html#table-rows\">switches</a>"))
        let tabBars = try site.folder.read("out/ko/bars/tab-bars/index.html")
        #expect(tabBars.contains("<a href=\"#tab-count\">위로</a>"))
        #expect(tabBars.contains("<a href=\"https://developer.apple.com/design/\">Apple</a>"))
        #expect(!tabBars.contains("rule="), "the attribute block is not shown")
    }

    @Test func everyPageNamesItsLanguageAndItsTwin() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let page = try site.folder.read("out/ko/bars/tab-bars/index.html")
        #expect(page.contains("<html lang=\"ko\" data-root=\"../../../\">"))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../../en/bars/tab-bars/index.html\">"))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"index.html\">"))
        #expect(page.contains("<a class=\"language-switch\" href=\"../../../en/bars/tab-bars/index.html\" hreflang=\"en\" lang=\"en\" data-language-switch>English</a>"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"../../../assets/style.css\">"))
    }

    @Test func navigationFollowsOrderAndReadingOrderGivesPreviousAndNext() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let page = try site.folder.read("out/en/controls/switches/index.html")
        let controls = try #require(page.range(of: ">Controls</a>"))
        let bars = try #require(page.range(of: ">Bars</a>"))
        #expect(controls.lowerBound < bars.lowerBound, "order 1 before order 2")
        let steppers = try #require(page.range(of: ">Steppers</a>"))
        let switches = try #require(page.range(of: "aria-current=\"page\">Switches</a>"))
        #expect(steppers.lowerBound < switches.lowerBound)
        #expect(page.contains("<a class=\"pager-previous\" href=\"../steppers/index.html\" rel=\"prev\">"))
        #expect(page.contains("<a class=\"pager-next\" href=\"../../bars/index.html\" rel=\"next\">"))
        #expect(page.contains("<li><a href=\"../index.html\">Controls</a></li>"), "breadcrumb to the section")
    }

    /// A long section is listed around the current page only, so a page does not grow with its
    /// section (nor the site with the square of it); the section page still lists every page.
    @Test func navigationOfALongSectionShowsAWindowAroundThePage() throws {
        var files = FixtureSite.defaultFiles
        let limit = SiteRenderer.navigationListLimit
        for number in 1...(limit + 15) {
            let name = String(format: "item-%02d", number)
            files["en/views/\(name).md"] = FixtureSite.page("Item \(number)", order: number)
            files["ko/views/\(name).md"] = FixtureSite.page("항목 \(number)", order: number)
        }
        files["en/views/_index.md"] = FixtureSite.page("Views", order: 3)
        files["ko/views/_index.md"] = FixtureSite.page("뷰", order: 3)
        let site = try FixtureSite(files)
        #expect(try site.build().written)
        func listed(_ page: String) throws -> [Int] {
            let html = try site.folder.read("out/en/views/\(page)/index.html")
            let start = try #require(html.range(of: "<nav class=\"site-nav\""))
            let nav = html[start.lowerBound...]
            let end = try #require(nav.range(of: "</nav>"))
            return nav[..<end.lowerBound].components(separatedBy: ">Item ").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        }
        #expect(try listed("item-01") == Array(1...limit))
        #expect(try listed("item-20") == Array((20 - limit / 2)..<(20 - limit / 2 + limit)))
        #expect(try listed("item-40") == Array((40 - limit + 1)...40))
        #expect(try site.folder.read("out/en/views/item-20/index.html").contains("aria-current=\"page\">Item 20</a>"))
        let section = try site.folder.read("out/en/views/index.html")
        #expect((1...(limit + 15)).allSatisfy { section.contains(">Item \($0)<") })
    }

    /// A page in a folder without `_index.md` hangs from the nearest page above it: its
    /// navigation opens that page's branch and marks it current; a page higsite makes (the
    /// glossary) opens nothing and marks nothing.
    @Test func navigationOpensTheBranchOfAPageUnderAFolderWithoutASectionPage() throws {
        var files = FixtureSite.defaultFiles
        files["en/bars/extra/deep.md"] = FixtureSite.page("Deep", order: 9)
        files["ko/bars/extra/deep.md"] = FixtureSite.page("깊은 곳", order: 9)
        let site = try FixtureSite(files)
        #expect(try site.build().written)
        func navigation(_ path: String) throws -> Substring {
            let html = try site.folder.read(path)
            let start = try #require(html.range(of: "<nav class=\"site-nav\""))
            let end = try #require(html[start.lowerBound...].range(of: "</nav>"))
            return html[start.lowerBound..<end.lowerBound]
        }
        let deep = try navigation("out/en/bars/extra/deep/index.html")
        #expect(deep.contains("<li class=\"open\"><a href=\"../../index.html\">Bars</a>"))
        #expect(deep.contains("<li class=\"open\"><a href=\"index.html\" aria-current=\"page\">Deep</a>"))
        #expect(deep.contains("<li><a href=\"../../tab-bars/index.html\">Tab Bars</a>"), "its siblings under Bars")
        #expect(!deep.contains("class=\"open\"><a href=\"../../../controls/index.html\""))
        let glossary = try navigation("out/en/glossary/index.html")
        #expect(!glossary.contains("class=\"open\"") && !glossary.contains("aria-current"))
    }

    @Test func writesASitemapWithAlternatesForABaseURL() throws {
        let site = try FixtureSite()
        _ = try site.build(baseURL: "https://example.com/hig/")
        let sitemap = try site.folder.read("out/sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.com/hig/ko/bars/tab-bars/</loc>"))
        #expect(sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://example.com/hig/en/bars/tab-bars/\"/>"))
        let page = try site.folder.read("out/en/index.html")
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.com/hig/en/\">"))
        let notFound = try site.folder.read("out/404.html")
        #expect(notFound.contains("href=\"https://example.com/hig/ko/index.html\""))
    }

    @Test func sameInputGivesByteIdenticalOutput() throws {
        let site = try FixtureSite()
        _ = try site.build(output: "first")
        _ = try site.build(output: "second")
        let first = try site.folder.snapshot("first")
        let second = try site.folder.snapshot("second")
        #expect(first.count > 15)
        #expect(first == second)
    }

    @Test func draftsAreNotPublished() throws {
        var files = FixtureSite.defaultFiles
        files["ko/controls/sliders.md"] = "---\ntitle: 슬라이더\ndraft: true\n---\n"
        let site = try FixtureSite(files)
        let report = try site.build()
        #expect(report.written)
        #expect(!site.folder.exists("out/ko/controls/sliders/index.html"))
    }
}

@Suite("Sections")
struct SectionTests {
    @Test func aFolderWithoutIndexIsAWarningAndItsPagesMoveUp() throws {
        var files = FixtureSite.defaultFiles
        files["ko/views/tables.md"] = FixtureSite.page("테이블")
        files["en/views/tables.md"] = FixtureSite.page("Tables")
        let site = try FixtureSite(files)
        let report = try site.build()
        #expect(report.written)
        #expect(DiagnosticPrinter.text(report.diagnostics) == """
            content/en/views/_index.md: warning: folder 'views' has pages but no _index.md; add one with a title, or its pages appear one level up in navigation [missing-section]
            content/ko/views/_index.md: warning: folder 'views' has pages but no _index.md; add one with a title, or its pages appear one level up in navigation [missing-section]

            """)
        let home = try site.folder.read("out/en/index.html")
        #expect(home.contains("<li><a href=\"views/tables/index.html\">Tables</a>"))
    }
}

@Suite("Translation status")
struct TranslationStatusPageTests {
    @Test func untranslatedPagesAndGuidelinesAreListedAndLinkedToTheOriginal() throws {
        var files = FixtureSite.defaultFiles
        files["en/controls/sliders.md"] = FixtureSite.page("Sliders", order: 3, "## Avoid sliders for volume {#volume}\n")
        files["ko/controls/steppers.md"] = FixtureSite.page("스테퍼", order: 1, "[슬라이더](sliders.md#volume)를 보세요.\n")
        files["en/controls/switches.md"]! += "## Match your app {#match-app}\n"
        let site = try FixtureSite(files)
        let report = try site.build()
        #expect(report.written, "missing translations are warnings")
        #expect(report.diagnostics.map(\.code) == ["missing-translation", "missing-translation", "missing-translation"])

        let steppers = try site.folder.read("out/ko/controls/steppers/index.html")
        #expect(steppers.contains("<a href=\"../../../en/controls/sliders/index.html#volume\">슬라이더</a>"))
        let status = try site.folder.read("out/ko/translation-status/index.html")
        #expect(status.contains("<p class=\"progress\">페이지 7개 중 6개 번역됨</p>"))
        #expect(status.contains("<li><a href=\"../../en/controls/sliders/index.html\">Sliders</a></li>"))
        #expect(status.contains("<li><a href=\"../../en/controls/switches/index.html#match-app\">Match your app</a></li>"))
        let english = try site.folder.read("out/en/translation-status/index.html")
        #expect(english.contains("Every page and guideline is translated"))
    }
}

@Suite("Search and side by side")
struct SearchAndSideBySideTests {
    @Test func writesASearchIndexPerLanguageWithPagesGuidelinesAndRules() throws {
        let site = try FixtureSite()
        _ = try site.build()
        // The pages load the index in pieces: chunks of heads and texts apart (a guideline after
        // its page's entry as its title and anchor), the Korean words for typos.
        #expect(!site.folder.exists("out/search/ko.js"))
        #expect(try site.folder.read("out/search/ko/index.js").hasPrefix("HIGSEARCH_PIECE(\"index\",{\"lang\":\"ko\",\"glossary\":[],\"entries\":"))
        #expect(try site.folder.read("out/search/ko/h0.js").contains("[\"p\",\"탭 바\",\"바\",\"ko/bars/tab-bars/index.html\"],\n[\"g\",\"탭은 3~5개로 유지하세요\",\"tab-count\"]"))
        #expect(try site.folder.read("out/search/ko/x0.js").contains("\n\"위로, Apple.\","))
        #expect(try site.folder.read("out/search/ko/w0.js").contains("\"유지하세요\""))
        // The whole index as one file is for tools, and only when asked for.
        #expect(!site.folder.exists("out/search/ko.json") && !site.folder.exists("out/search/en.json"))
        var options = site.options(output: "json")
        options.searchJSON = true
        _ = try SiteBuilder.build(options)
        let korean = try site.folder.read("json/search/ko.json")
        #expect(korean.hasPrefix("{\"lang\":\"ko\",\"glossary\":[],\"entries\":[\n"))
        #expect(korean.contains("{\"k\":\"g\",\"t\":\"탭은 3~5개로 유지하세요\",\"c\":\"탭 바\",\"u\":\"ko/bars/tab-bars/index.html#tab-count\",\"x\":\"위로, Apple.\"}"))
        #expect(site.folder.exists("json/search/en.json"))
    }

    /// Excerpts are cut at a Character count; the quick count by scalars must cut where
    /// Characters do, also next to combining marks, emoji, CR LF and decomposed Hangul.
    @Test(arguments: ["plain ASCII text", "탭 바는 화면 하단에", "e\u{301}\u{301}cole", "👩‍👩‍👧 family", "a\r\nb",
                      "탭".decomposedStringWithCanonicalMapping + "바", "x" + String(repeating: "가", count: 9) + "\u{11A8}"])
    func excerptsEndAtACharacterBoundary(sample: String) {
        for limit in 0...12 {
            for text in [sample, String(repeating: sample, count: 3), "ab" + sample] {
                // Whole strings, and substrings that start and end inside one (excerpts are trimmed).
                for part in [text[...], text.dropFirst(), text.dropLast()] {
                    let bytes = Array(part.utf8)[...]
                    let cut = UTF8Characters.prefixLength(bytes, characters: limit)
                    #expect(String(decoding: bytes.prefix(cut), as: UTF8.self) == String(part.prefix(limit)), "\(part.debugDescription) \(limit)")
                }
            }
        }
    }

    /// The excerpt made over bytes is the first Characters of the blank-trimmed text, also where
    /// a blank at an end is part of a Character (a combining mark after it) and around the limit.
    @Test(arguments: ["", "  \t ", " \u{301}abc", "\t\u{301}", "  탭 바 ", " a\r\nb ", "e\u{301} \t", " 👩‍👩‍👧 x"])
    func excerptsTrimBlanksAsCharacters(edge: String) {
        let fill = [String(repeating: "가", count: 170), String(repeating: "a", count: 179), String(repeating: "ab ", count: 70)]
        for text in [edge] + fill.flatMap({ [$0 + edge, edge + $0, edge + $0 + edge, $0 + edge + $0] }) {
            #expect(SearchIndex.excerpt(Array(text.utf8)) == Array(TextReference.excerpt(text).utf8), "\(text.debugDescription)")
        }
    }

    @Test func searchTextIsValidJSONWhateverItHolds() throws {
        let text = "quote \" backslash \\ tab \t line \n cr \r bell \u{7} 한글 👩‍👩‍👧"
        let json = JSON.string(text)
        #expect(try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String] == [text])
        // Every character to escape at every place in an eight-byte word, between Hangul and ASCII.
        for special in ["\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", " ", "~"] {
            for offset in 0..<17 {
                let text = String(repeating: "a", count: offset) + special + "한글" + String(repeating: "b", count: 16 - offset) + special
                let json = JSON.string(text)
                #expect(try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String] == [text], "\(text.debugDescription)")
                #expect(!json.dropFirst().dropLast().contains { $0 == "\n" || $0.asciiValue.map { $0 < 0x20 } == true })
            }
        }
    }

    /// Guidelines pair by id (canonically equal ids too); other headings pair in order where
    /// neither has a match on the other side; a heading the other side has further on waits.
    @Test func sideBySideRowsPairSectionsByAnchor() {
        func sections(_ anchors: [String?]) -> [SiteRenderer.Section] {
            anchors.map { SiteRenderer.Section(anchor: $0) }
        }
        let rows = SiteRenderer.align(sections([nil, "a", "x-ko", "b", "caf\u{E9}", "only-ko"]),
                                      sections([nil, "a", "x-en", "c", "b", "cafe\u{301}"]))
        let shown = rows.map { row in [row.0, row.1].map { $0.map { $0.anchor ?? "top" } ?? "-" }.joined(separator: "|") }
        #expect(shown == ["top|top", "a|a", "x-ko|x-en", "-|c", "b|b", "caf\u{E9}|cafe\u{301}", "only-ko|-"])
        let tail = SiteRenderer.align(sections(["a", "k"]), sections(["a", "e1", "e2"]))
            .map { row in [row.0, row.1].map { $0.map { $0.anchor ?? "top" } ?? "-" }.joined(separator: "|") }
        #expect(tail == ["a|a", "k|e1", "-|e2"])
    }
}
