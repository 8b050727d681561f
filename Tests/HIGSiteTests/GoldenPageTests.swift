import GoldenFiles
import Testing
@testable import HIGSite

/// Whole pages of the fixture site, word for word: templates, links and escaping together.
@Suite("Golden pages")
struct GoldenPageTests {
    @Test(arguments: ["ko/bars/tab-bars/index.html", "en/controls/index.html", "ko/index.html", "index.html", "404.html", "compare/bars/tab-bars/index.html"])
    func pageMatchesGolden(_ path: String) throws {
        let site = try FixtureSite()
        _ = try site.build()
        try expectGolden(try site.folder.read("out/" + path), path.replacingOccurrences(of: "/", with: "_"))
    }

    @Test func sitemapMatchesGolden() throws {
        let site = try FixtureSite()
        _ = try site.build(baseURL: "https://example.com/hig")
        try expectGolden(try site.folder.read("out/sitemap.xml"), "sitemap.xml")
    }
}
