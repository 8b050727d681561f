import Foundation
import Testing
@testable import HIGSite

/// The language server's session reports, after each edit, exactly what a fresh check of the
/// same texts reports, however little it checks again.
@Suite("Editor session")
struct EditorSessionTests {
    @Test func everyEditIsReportedAsAFreshCheckWould() throws {
        let site = try FixtureSite()
        let content = UserPath("content", relativeTo: site.folder.url)
        let session = EditorSession(content: content, rules: FixtureSite.rules)
        session.reload()
        var overlay: [URL: Data] = [:]
        let page = { (path: String) throws -> (URL, String) in
            let file = try #require(session.file(atPath: site.folder.url.appendingPathComponent("content/" + path).path))
            return (file.url, try site.folder.read("content/" + path))
        }
        let (switches, switchesText) = try page("ko/controls/switches.md")
        let (tabBars, tabBarsText) = try page("ko/bars/tab-bars.md")
        let (steppers, steppersText) = try page("en/controls/steppers.md")
        let edits: [(URL, String, String)] = [
            (switches, switchesText + "\n[없음](../bars/tab-bar.md)\n", "prose: a broken link"),
            (tabBars, tabBarsText.replacingOccurrences(of: "{#tab-count", with: "{#tab-counts"), "a guideline's anchor, which a link of another page names"),
            (steppers, steppersText.replacingOccurrences(of: "title: Steppers", with: "title: Steppers and more"), "a title"),
            (tabBars, tabBarsText, "the anchor back"),
        ]
        for (url, text, what) in edits {
            overlay[url] = Data(text.utf8)
            let edited = session.update(url, text: Data(text.utf8))
            let fresh = try SiteBuilder.check(content: content, rules: FixtureSite.rules, overlay: overlay)
            #expect(edited.diagnostics == fresh.diagnostics, "\(what)")
        }
        // The renamed anchor was reported where the other page links to it, and went with it.
        let renamed = try SiteBuilder.check(content: content, rules: FixtureSite.rules,
                                            overlay: [tabBars: Data(edits[1].1.utf8)])
        #expect(renamed.diagnostics.contains { $0.code == "broken-anchor" && $0.file == "content/ko/controls/switches.md" })
        #expect(!(session.report?.diagnostics ?? []).contains { $0.code == "broken-anchor" })
    }
}
