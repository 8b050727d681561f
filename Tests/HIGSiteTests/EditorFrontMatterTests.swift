import Foundation
import HIGControls
import Testing
@testable import HIGSite

/// A keystroke in a page's front matter (a title, an `order`, a stamp) keeps the page in its
/// place: the session re-sorts its navigation list and checks again only the pages whose
/// diagnostics can change, and still reports exactly what a fresh check of the same texts does.
@Suite("Editor session: front matter")
struct EditorFrontMatterTests {
    /// The default fixture with a broken link whose suggestions read titles (`toggles.md` is
    /// nobody's id; a page titled "Toggles" would be suggested) and a stale translation stamp.
    static let files: [String: String] = {
        var files = FixtureSite.defaultFiles
        files["ko/bars/tab-bars.md"]! += "[토글](../controls/toggles.md)도 보세요.\n"
        files["ko/controls/steppers.md"] = "---\ntitle: 스테퍼\norder: 1\ntranslated-from: 0000000\n---\n\n"
            + "[스위치](switches.md#table-rows)를 보세요.\n"
        return files
    }()

    struct Edit: Sendable {
        var path: String
        var what: String
        var change: @Sendable (String) -> String
        /// Whether the session may assemble the whole site again for it.
        var assembles = false
    }

    static let edits: [Edit] = [
        Edit(path: "ko/controls/switches.md", what: "a title a broken link's suggestion reads") {
            $0.replacingOccurrences(of: "title: 스위치", with: "title: Toggles")
        },
        Edit(path: "ko/controls/switches.md", what: "an order that moves the page first") {
            $0.replacingOccurrences(of: "order: 2", with: "order: 0")
        },
        Edit(path: "en/controls/steppers.md", what: "the title of a stamped translation's original") {
            $0.replacingOccurrences(of: "title: Steppers", with: "title: Steppers and more")
        },
        Edit(path: "ko/controls/steppers.md", what: "the stamp itself") {
            $0.replacingOccurrences(of: "translated-from: 0000000", with: "translated-from: 1111111")
        },
        Edit(path: "en/controls/switches.md", what: "a repeated key") {
            $0.replacingOccurrences(of: "order: 2\n", with: "order: 2\norder: 3\n")
        },
        Edit(path: "en/controls/switches.md", what: "the repeated key removed") { $0 },
        Edit(path: "en/controls/switches.md", what: "an unknown key") {
            $0.replacingOccurrences(of: "order: 2\n", with: "order: 2\nsumary: Switches\n")
        },
        Edit(path: "en/controls/switches.md", what: "broken YAML") {
            $0.replacingOccurrences(of: "title: Switches", with: "title: \"Switches")
        },
        Edit(path: "en/controls/switches.md", what: "no closing ---") {
            $0.replacingOccurrences(of: "order: 2\n---\n", with: "order: 2\n")
        },
        Edit(path: "en/bars/_index.md", what: "a section's order and title") {
            $0.replacingOccurrences(of: "order: 2", with: "order: 0").replacingOccurrences(of: "title: Bars", with: "title: All bars")
        },
        Edit(path: "en/controls/steppers.md", what: "a draft: the page leaves the site", change: {
            $0.replacingOccurrences(of: "order: 1\n", with: "order: 1\ndraft: true\n")
        }, assembles: true),
        Edit(path: "en/controls/steppers.md", what: "published again", change: { $0 }, assembles: true),
    ]

    @Test func everyFrontMatterEditIsReportedAsAFreshCheckWould() throws {
        let site = try FixtureSite(Self.files)
        let content = UserPath("content", relativeTo: site.folder.url)
        let session = EditorSession(content: content, rules: FixtureSite.rules)
        session.reload()
        var overlay: [URL: Data] = [:]
        for edit in Self.edits {
            let file = try #require(session.file(atPath: site.folder.url.appendingPathComponent("content/" + edit.path).path))
            let text = Data(edit.change(try site.folder.read("content/" + edit.path)).utf8)
            overlay[file.url] = text
            let assembliesBefore = session.assemblies
            let edited = session.update(file.url, text: text)
            let fresh = try SiteBuilder.check(content: content, rules: FixtureSite.rules, overlay: overlay)
            #expect(edited.diagnostics == fresh.diagnostics, "\(edit.what)")
            for language in Language.allCases {
                #expect(edited.site.readingOrder(in: language).map(\.id) == fresh.site.readingOrder(in: language).map(\.id), "\(edit.what)")
                #expect(edited.site.pages(in: language).map(\.title) == fresh.site.pages(in: language).map(\.title), "\(edit.what)")
            }
            #expect(edited.site.pages.indices.map(edited.site.navigationPlace) == fresh.site.pages.indices.map(fresh.site.navigationPlace),
                    "\(edit.what)")
            #expect((session.assemblies > assembliesBefore) == edit.assembles, "\(edit.what)")
        }
    }

    /// What the comparison above relies on: the edits do change what is reported, on other pages.
    @Test func aTitleChangesAnotherPagesSuggestionAndAStampedTranslationsHash() throws {
        let site = try FixtureSite(Self.files)
        let content = UserPath("content", relativeTo: site.folder.url)
        let session = EditorSession(content: content, rules: FixtureSite.rules)
        let suggestion = { (report: CheckReport) in
            report.diagnostics.first { $0.code == "broken-link" && $0.file.hasSuffix("ko/bars/tab-bars.md") }?.notes
        }
        let stale = { (report: CheckReport) in
            report.diagnostics.first { $0.code == "stale-translation" }?.message
        }
        let first = session.reload()
        let switches = try #require(session.file(atPath: site.folder.url.appendingPathComponent("content/ko/controls/switches.md").path))
        let retitled = session.update(switches.url, text: Data(Self.edits[0].change(try site.folder.read("content/ko/controls/switches.md")).utf8))
        #expect(suggestion(first) != suggestion(retitled))
        #expect(suggestion(retitled) == ["did you mean 'controls/switches'?"])

        let steppers = try #require(session.file(atPath: site.folder.url.appendingPathComponent("content/en/controls/steppers.md").path))
        let original = session.update(steppers.url, text: Data(Self.edits[2].change(try site.folder.read("content/en/controls/steppers.md")).utf8))
        #expect(stale(first) != nil && stale(original) != nil && stale(first) != stale(original))
        #expect(session.assemblies == 1)
    }
}
