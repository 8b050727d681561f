import Foundation
import Testing
@testable import HIGSite

/// Home and section pages stay light however large the site grows, and every page is at most
/// three clicks from the home page (issue 38).
@Suite("Listings")
struct ListingTests {
    /// Twenty small sections (so the home page takes two pages), and a section with a
    /// 400-page subsection, a 3-page one and twenty pages of its own (so the home page previews neither); long summaries, as real ones are.
    static func files() -> [String: String] {
        let summary = String(repeating: "이 페이지가 다루는 내용을 한 문장으로 적은 요약입니다. ", count: 4)
        func page(_ title: String, order: Int) -> String {
            "---\ntitle: \(title)\norder: \(order)\nsummary: \(summary)\n---\n\n\(title)의 본문입니다.\n"
        }
        var files: [String: String] = [:]
        for language in ["ko", "en"] {
            files["\(language)/_index.md"] = page("Home", order: 0)
            files["\(language)/guide/_index.md"] = page("Guide", order: 0)
            for number in 1...20 { files["\(language)/guide/page-\(number).md"] = page("Page \(number)", order: number) }
            files["\(language)/guide/big/_index.md"] = page("Big", order: 30)
            for number in 1...400 { files["\(language)/guide/big/item-\(number).md"] = page("Item \(number)", order: number) }
            files["\(language)/guide/small/_index.md"] = page("Small", order: 31)
            for number in 1...3 { files["\(language)/guide/small/s-\(number).md"] = page("Small \(number)", order: number) }
            for section in 1...20 {
                files["\(language)/s\(section)/_index.md"] = page("Section \(section)", order: section)
                for number in 1...10 { files["\(language)/s\(section)/p-\(number).md"] = page("P \(section).\(number)", order: number) }
            }
        }
        // Pages not yet translated: more than the translation status page lists.
        files["ko/drafts/_index.md"] = page("Drafts", order: 50)
        for number in 1...250 { files["ko/drafts/d-\(number).md"] = page("Draft \(number)", order: number) }
        return files
    }

    /// The fixture's site, built once for the suite.
    /// The fixture's output files, and the build's errors.
    static let built = Result { () throws -> (output: [String: Data], errors: [String]) in
        let site = try FixtureSite(files())
        let report = try site.build()
        return (try site.folder.snapshot("out"), report.diagnostics.filter { $0.severity == .error }.map { "\($0)" })
    }

    @Test func everyPageIsLightAndThreeClicksFromHome() throws {
        let (output, errors) = try Self.built.get()
        #expect(errors.isEmpty, "\(errors)")
        let assets = ["assets/style.css", "assets/site.js", "assets/search.js"].reduce(0) { $0 + (output[$1]?.count ?? 0) }
        for (path, data) in output where path.hasSuffix(".html") {
            #expect(data.count + assets <= 150 * 1024, "\(path) loads \(data.count + assets) bytes")
        }
        // The listings were split: the home page, and the 400-page subsection into several.
        #expect(output["ko/index-2.html"] != nil)
        #expect(output["ko/guide/big/index-2.html"] != nil)
        #expect(output["ko/guide/index-2.html"] == nil, "the section's own listing is short")

        for language in ["ko", "en"] {
            let reached = Self.clicks(from: "\(language)/index.html", in: output, depth: 3)
            let pages = output.keys.filter { $0.hasPrefix("\(language)/") && $0.hasSuffix("/index.html") }
            let missing = pages.filter { !reached.contains($0) }.sorted()
            #expect(missing.count == 0, "\(missing.count) pages more than three clicks from home, e.g. \(missing.prefix(3))")
        }
    }

    @Test func aListingPageNamesItsPlaceAndLinksToTheOthers() throws {
        let output = try Self.built.get().output
        func text(_ path: String) -> String { output[path].map { String(decoding: $0, as: UTF8.self) } ?? "" }
        let second = text("ko/guide/big/index-2.html")
        #expect(second.contains("<a href=\"index-2.html\" aria-current=\"page\">2</a>"))
        #expect(second.contains("<a href=\"index.html\">1</a>"))
        #expect(second.contains("쪽 중 2쪽"), "the heading says which page of the listing this is")
        #expect(!second.contains("Big의 본문입니다."), "the section's text is on its first page only")
        #expect(second.contains("<link rel=\"stylesheet\" href=\"../../../assets/style.css\">"))
        // The section above the subsection shows its count, first pages and every page of its listing.
        let guide = text("en/guide/index.html")
        #expect(guide.contains("400 pages"))
        #expect(guide.contains("<a href=\"big/item-1/index.html\">Item 1</a>"))
        #expect(guide.contains("<a href=\"big/index-2.html\">2</a>"))
    }

    @Test func theTranslationStatusListsTheFirstMissingPagesAndCountsTheRest() throws {
        let output = try Self.built.get().output
        let status = String(decoding: output["en/translation-status/index.html"] ?? Data(), as: UTF8.self)
        #expect(status.components(separatedBy: "/ko/drafts/").count - 1 == SiteRenderer.statusListLimit)
        #expect(status.contains("… and 51 more, which higsite check lists."))
    }

    /// The HTML files reached from `start` by following at most `depth` links.
    static func clicks(from start: String, in output: [String: Data], depth: Int) -> Set<String> {
        var reached: Set<String> = [start]
        var frontier = [start]
        for _ in 0..<depth {
            var next: [String] = []
            for file in frontier {
                guard let data = output[file] else { continue }
                let html = String(decoding: data, as: UTF8.self)
                let folder = file.split(separator: "/").dropLast().map(String.init)
                for href in html.components(separatedBy: "href=\"").dropFirst() {
                    let target = String(href.prefix { $0 != "\"" && $0 != "#" })
                    guard target.hasSuffix(".html"), !target.contains(":") else { continue }
                    let resolved = resolve(target, from: folder)
                    if output[resolved] != nil, reached.insert(resolved).inserted { next.append(resolved) }
                }
            }
            frontier = next
        }
        return reached
    }

    static func resolve(_ relative: String, from folder: [String]) -> String {
        var components = folder
        for part in relative.split(separator: "/") {
            if part == ".." { components.removeLast() } else if part != "." { components.append(String(part)) }
        }
        return components.joined(separator: "/")
    }
}
