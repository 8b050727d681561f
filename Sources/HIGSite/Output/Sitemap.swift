import HIGControls

/// `sitemap.xml` with `xhtml:link` hreflang alternates, so search engines pair the languages.
enum Sitemap {
    static func render(_ site: Site, baseURL: String) -> OutputFile {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

        """
        var entries = HTMLBuilder()
        for page in site.pages {
            entries.whitespace("  ")
            entries.open("url")
            entries.whitespace("\n    ")
            entries.element("loc", text: OutputLayout.absoluteURL(of: page.id, in: page.language, baseURL: baseURL))
            entries.whitespace("\n")
            for language in Language.allCases where site.page(page.id, in: language) != nil {
                let href = OutputLayout.absoluteURL(of: page.id, in: language, baseURL: baseURL)
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
