import HIGControls

/// `sitemap.xml` with `xhtml:link` hreflang alternates, so search engines pair the languages.
enum Sitemap {
    static func render(_ site: Site, baseURL: String) -> OutputFile {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

        """
        var entries = HTMLBuilder()
        // The content's pages, then the What's new page of each language (generated in both).
        let urls = site.pages.map { ($0.id, $0.language) } + Language.allCases.map { (GeneratedPage.whatsNew.id, $0) }
        for (id, pageLanguage) in urls {
            entries.whitespace("  ")
            entries.open("url")
            entries.whitespace("\n    ")
            entries.element("loc", text: OutputLayout.absoluteURL(of: id, in: pageLanguage, baseURL: baseURL))
            entries.whitespace("\n")
            for language in Language.allCases where site.page(id, in: language) != nil || id == GeneratedPage.whatsNew.id {
                let href = OutputLayout.absoluteURL(of: id, in: language, baseURL: baseURL)
                for hreflang in language == .default ? [language.rawValue, "x-default"] : [language.rawValue] {
                    entries.whitespace("    ")
                    entries.empty("xhtml:link", ["rel": "alternate", "hreflang": hreflang, "href": href])
                    entries.whitespace("\n")
                }
            }
            entries.whitespace("  ")
            entries.close("url")
            entries.whitespace("\n")
        }
        xml += entries.html + "</urlset>\n"
        return OutputFile(path: ["sitemap.xml"], text: xml)
    }
}
