import HIGControls

/// `sitemap.xml` with `xhtml:link` hreflang alternates, so search engines pair the languages.
enum Sitemap {
    static func render(_ site: Site, baseURL: String) -> OutputFile {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

        """
        for page in site.pages {
            xml += "  <url>\n    <loc>\(HTML.escape(OutputLayout.absoluteURL(of: page.id, in: page.language, baseURL: baseURL)))</loc>\n"
            for language in Language.allCases where site.page(page.id, in: language) != nil {
                let href = HTML.escape(OutputLayout.absoluteURL(of: page.id, in: language, baseURL: baseURL))
                xml += "    <xhtml:link rel=\"alternate\" hreflang=\"\(language.rawValue)\" href=\"\(href)\"/>\n"
                if language == .default {
                    xml += "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"\(href)\"/>\n"
                }
            }
            xml += "  </url>\n"
        }
        xml += "</urlset>\n"
        return OutputFile(path: ["sitemap.xml"], text: xml)
    }
}
