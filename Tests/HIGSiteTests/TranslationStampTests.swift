import Foundation
import Testing
@testable import HIGSite
import HIGControls

@Suite("Translation stamps")
struct TranslationStampTests {
    @Test func addsOrReplacesOnlyTheStampLine() throws {
        let original = "---\ntitle: 탭 바\norder: 1\n---\n\n본문\n"
        #expect(TranslationStamper.write("abc", into: original) == "---\ntitle: 탭 바\norder: 1\ntranslated-from: abc\n---\n\n본문\n")
        let stamped = "---\ntitle: 탭 바\ntranslated-from: old\norder: 1\n---\n\n본문\n"
        #expect(TranslationStamper.write("new", into: stamped) == "---\ntitle: 탭 바\ntranslated-from: new\norder: 1\n---\n\n본문\n")
        #expect(TranslationStamper.write("x", into: "---\r\ntitle: a\r\n---\r\n") == "---\r\ntitle: a\r\ntranslated-from: x\r\n---\r\n")
        #expect(TranslationStamper.write("x", into: "# no front matter\n") == nil)
    }

    @Test func theHashFollowsTheTextNotTheNavigationOrder() {
        let body: Substring = "\n## Tab count {#tab-count}\n"
        let base = TranslationHash.of(frontMatter: FrontMatter(title: "Tab Bars", order: 1), body: body)
        #expect(base.count == 10)
        #expect(TranslationHash.of(frontMatter: FrontMatter(title: "Tab Bars", order: 7), body: body) == base)
        #expect(TranslationHash.of(frontMatter: FrontMatter(title: "Tab Bars", order: 1), body: "\n## Tab count {#tab-count}  \r\n\n") == base)
        #expect(TranslationHash.of(frontMatter: FrontMatter(title: "Tab bars", order: 1), body: body) != base)
        #expect(TranslationHash.of(frontMatter: FrontMatter(title: "Tab Bars", order: 1), body: "\n## Tab counts {#tab-count}\n") != base)
    }

    @Test func stampingSilencesTheStaleWarningUntilTheOriginalChanges() throws {
        let site = try FixtureSite()
        let content = UserPath("content", relativeTo: site.folder.url)
        let korean = UserPath("content/ko/bars/tab-bars.md", relativeTo: site.folder.url)

        let stamps = try TranslationStamper.stamp([korean], content: content)
        #expect(stamps.map(\.file) == ["content/ko/bars/tab-bars.md"])
        #expect(try site.folder.read("content/ko/bars/tab-bars.md").contains("\ntranslated-from: \(stamps[0].hash)\n---\n"))
        #expect(try SiteBuilder.check(content: content, rules: FixtureSite.rules).diagnostics.isEmpty)

        try site.folder.write("content/en/bars/tab-bars.md", FixtureSite.defaultFiles["en/bars/tab-bars.md"]! + "A new paragraph.\n")
        let report = try SiteBuilder.check(content: content, rules: FixtureSite.rules)
        #expect(report.diagnostics.map(\.code) == ["stale-translation"])
        #expect(report.diagnostics.first?.location == SourceLocation(line: 4, column: 18))
        #expect(report.translation.isStale(PageID("bars/tab-bars"), in: .ko))

        #expect(try site.build().written, "a stale translation is a warning: the site still builds")
        let page = try site.folder.read("out/ko/bars/tab-bars/index.html")
        #expect(page.contains("<p class=\"translation-notice\" role=\"note\">이 번역은 영어 원문이 바뀐 뒤로 아직 갱신되지 않았습니다. <a href=\"../../../en/bars/tab-bars/index.html\" hreflang=\"en\">영어 원문 보기</a></p>"))
        let status = try site.folder.read("out/ko/translation-status/index.html")
        #expect(status.contains("<li><a href=\"../bars/tab-bars/index.html\">탭 바</a> (<a href=\"../../en/bars/tab-bars/index.html\">원문</a>)</li>"))
    }

    @Test func refusesFilesOutsideTheContentAndPagesWithoutOriginal() throws {
        let site = try FixtureSite()
        let content = UserPath("content", relativeTo: site.folder.url)
        try site.folder.write("notes.md", "---\ntitle: x\n---\n")
        #expect(throws: TranslationStamper.StampError.notAContentPage("notes.md")) {
            try TranslationStamper.stamp([UserPath("notes.md", relativeTo: site.folder.url)], content: content)
        }
        try site.folder.write("content/ko/bars/only-korean.md", "---\ntitle: x\n---\n")
        #expect(throws: TranslationStamper.StampError.noTwin(file: "content/ko/bars/only-korean.md", twin: "content/en/bars/only-korean.md")) {
            try TranslationStamper.stamp([UserPath("content/ko/bars/only-korean.md", relativeTo: site.folder.url)], content: content)
        }
    }
}
