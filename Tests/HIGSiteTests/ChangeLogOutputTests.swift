import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import HIGSite

/// What a reader sees of the change logs: the list at a page's end, the What's new page and
/// the Atom feed.
@Suite("Change log: output")
struct ChangeLogOutputTests {
    /// The fixture site, its switches page with two changes in each language (written oldest
    /// first), one of them with text that must be escaped.
    private func site() throws -> FixtureSite {
        var files = FixtureSite.defaultFiles
        func log(_ path: String, _ yaml: String) {
            let page = files[path]!
            let end = page.range(of: "\n---\n")!.lowerBound
            files[path] = String(page[...end]) + "changes:\n" + yaml + String(page[page.index(after: end)...])
        }
        log("ko/controls/switches.md", "  - date: 2026-03-01\n    text: \"<b>굵게</b> & 예전\"\n  - date: 2026-11-28\n    text: 색을 바꾸는 조언을 고쳤습니다.\n")
        log("en/controls/switches.md", "  - date: 2026-03-01\n    text: \"<b>Bold</b> & old\"\n  - date: 2026-11-28\n    text: Corrected the advice on colour.\n")
        log("en/bars/_index.md", "  - {date: 2026-05-02, text: Bars in May.}\n")
        log("ko/bars/_index.md", "  - {date: 2026-05-02, text: 5월의 바.}\n")
        return try FixtureSite(files)
    }

    @Test func aPageEndsWithItsChangeLogNewestFirst() throws {
        let site = try site()
        let report = try site.build()
        #expect(report.written, "\(report.diagnostics.map { "\($0.file):\($0.location.map { "\($0)" } ?? ""): \($0.problem.message)" })")
        let page = try site.folder.read("out/ko/controls/switches/index.html")
        let section = try #require(page.range(of: "<section class=\"change-log\" id=\"change-log\""))
        #expect(page[section.lowerBound...].contains("<h2 id=\"change-log-title\">변경 기록</h2>"))
        let newer = try #require(page.range(of: "<li><time datetime=\"2026-11-28\">2026-11-28</time> 색을 바꾸는 조언을 고쳤습니다.</li>"))
        let older = try #require(page.range(of: "<li><time datetime=\"2026-03-01\">2026-03-01</time> &lt;b&gt;굵게&lt;/b&gt; &amp; 예전</li>"))
        #expect(newer.lowerBound < older.lowerBound, "newest first")
        #expect(try #require(page.range(of: "테이블 행에 두세요")).lowerBound < section.lowerBound, "at the page's end")
        let english = try site.folder.read("out/en/controls/switches/index.html")
        #expect(english.contains("<h2 id=\"change-log-title\">Change log</h2>"))
        let section2 = try site.folder.read("out/en/bars/index.html")
        #expect(section2.contains("<li><time datetime=\"2026-05-02\">2026-05-02</time> Bars in May.</li>"), "section pages too")
        let steppers = try site.folder.read("out/en/controls/steppers/index.html")
        #expect(!steppers.contains("class=\"change-log\""), "no empty section on a page without changes")
    }

    @Test func whatsNewListsEveryChangeNewestFirstWithRelativeLinks() throws {
        let site = try site()
        _ = try site.build()
        let page = try site.folder.read("out/ko/whats-new/index.html")
        #expect(page.contains("<h1>새 소식</h1>"))
        let first = try #require(page.range(of: "<li><time datetime=\"2026-11-28\">2026-11-28</time> <a href=\"../controls/switches/index.html#change-log\">스위치</a>: 색을 바꾸는 조언을 고쳤습니다.</li>"))
        let second = try #require(page.range(of: "<a href=\"../bars/index.html#change-log\">바</a>: 5월의 바.</li>"))
        let third = try #require(page.range(of: "&lt;b&gt;굵게&lt;/b&gt; &amp; 예전</li>"))
        #expect(first.lowerBound < second.lowerBound && second.lowerBound < third.lowerBound)
        let home = try site.folder.read("out/en/index.html")
        #expect(home.contains("<a href=\"whats-new/index.html\">What’s new</a>"), "reachable from every page's footer")
        #expect(home.contains("<link rel=\"alternate\" type=\"application/atom+xml\" href=\"feed.xml\""))
        let deep = try site.folder.read("out/en/controls/switches/index.html")
        #expect(deep.contains("<link rel=\"alternate\" type=\"application/atom+xml\" href=\"../../feed.xml\""))
    }

    @Test func theFeedIsWellFormedAtomWithTheEntriesAndStableIDs() throws {
        let site = try site()
        _ = try site.build()
        let feed = try FeedReading(site.folder.read("out/en/feed.xml"))
        #expect(feed.wellFormed)
        #expect(feed.values("updated").first == "2026-11-28T00:00:00Z", "the newest change's day, not the build's time")
        #expect(feed.values("id") == ["tag:higsite,2026:en/whats-new", "tag:higsite,2026:en/controls/switches/2026-11-28/1",
                                      "tag:higsite,2026:en/bars/2026-05-02/1", "tag:higsite,2026:en/controls/switches/2026-03-01/1"])
        #expect(feed.values("summary") == ["Corrected the advice on colour.", "Bars in May.", "<b>Bold</b> & old"])
        #expect(feed.links.contains("controls/switches/index.html#change-log"), "relative to the feed, in en/")

        _ = try site.build(output: "published", baseURL: "https://example.org/hig")
        let published = try FeedReading(site.folder.read("published/ko/feed.xml"))
        #expect(published.wellFormed)
        #expect(published.values("id").prefix(2) == ["https://example.org/hig/ko/whats-new/",
                                                     "https://example.org/hig/ko/controls/switches/#change-2026-11-28-1"])
        #expect(published.links.contains("https://example.org/hig/ko/feed.xml"))
        let sitemap = try site.folder.read("published/sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/hig/en/whats-new/</loc>"))
    }

    @Test func twoBuildsOfTheSameContentAreByteIdentical() throws {
        let site = try site()
        _ = try site.build(output: "one", baseURL: "https://example.org")
        _ = try site.build(output: "two", baseURL: "https://example.org")
        let one = try site.folder.snapshot("one"), two = try site.folder.snapshot("two")
        #expect(one["ko/feed.xml"] != nil && one["en/whats-new/index.html"] != nil)
        #expect(one == two)
    }

    /// However many changes a site logs, the What's new page shows the newest ``SiteRenderer/whatsNewLimit``
    /// and stays under the page-weight contract; every page still lists all of its own.
    @Test func whatsNewStaysLightAtAnySiteSize() throws {
        var files = FixtureSite.defaultFiles
        for number in 1...150 {
            let day = String(format: "2026-%02d-%02d", 1 + number % 12, 1 + number % 28)
            for (language, text) in [("ko", "변경 \(number)번 " + String(repeating: "가", count: 120)), ("en", "Change \(number) " + String(repeating: "a", count: 200))] {
                files["\(language)/controls/page-\(number).md"] = "---\ntitle: P\(number)\nchanges:\n  - date: \(day)\n    text: \(text)\n---\n\nText.\n"
            }
        }
        let site = try FixtureSite(files)
        #expect(try site.build().written)
        let page = try site.folder.read("out/en/whats-new/index.html")
        #expect(page.components(separatedBy: "<time datetime=").count - 1 == SiteRenderer.whatsNewLimit)
        #expect(page.contains("Older changes are listed in the change log at the end of each page."))
        #expect(page.utf8.count < 150_000)
        #expect(try FeedReading(site.folder.read("out/en/feed.xml")).values("summary").count == SiteRenderer.whatsNewLimit)
    }
}

/// An Atom feed as XMLParser reads it: whether it is well-formed, each element's text, and the links.
private final class FeedReading: NSObject, XMLParserDelegate {
    private(set) var wellFormed = false
    private var texts: [(name: String, text: String)] = []
    private(set) var links: [String] = []
    private var current = ""

    init(_ xml: String) {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        wellFormed = parser.parse()
    }

    func values(_ name: String) -> [String] { texts.filter { $0.name == name }.map(\.text) }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        current = ""
        if name == "link", let href = attributes["href"] { links.append(href) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        texts.append((name, current))
        current = ""
    }
}

/// `higsite serve` rebuilds: an edited change log reaches What's new and the feed.
@Suite("Change log: rebuilds")
struct ChangeLogRebuildTests {
    @Test func anEditedEntryReachesWhatsNewAndTheFeedAsAFreshBuildWrites() throws {
        let project = try BuildSessionTests.Project()
        _ = try project.rebuild()
        for language in ["ko", "en"] {
            try project.edit("content/\(language)/controls/sliders.md") { text in
                text.replacingOccurrences(of: "\n---\n", with: "\nchanges:\n  - {date: 2027-01-05, text: \"Edited \(language)\"}\n---\n",
                                          options: [], range: text.index(after: text.startIndex)..<text.endIndex)
            }
        }
        let report = try project.rebuild(changed: ["content/ko/controls/sliders.md", "content/en/controls/sliders.md"])
        #expect(report.written)
        #expect(try project.folder.read("served/en/whats-new/index.html").contains("Edited en"))
        #expect(try project.folder.read("served/ko/feed.xml").contains("<updated>2027-01-05T00:00:00Z</updated>"))
        try project.expectSameAsFreshBuild()
    }
}
