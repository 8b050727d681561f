import HIGControls

/// A language's Atom feed (`ko/feed.xml`, RFC 4287) of the entries its What's new page shows.
///
/// The same content gives the same bytes: `updated` is the newest entry's day, never the time of
/// the build (a feed without entries says 1970-01-01). Atom ids must be absolute and stable:
/// - with a base URL, the feed's id is its What's new page's URL and an entry's id the changed
///   page's URL with `#change-DATE-N` (the Nth entry of that page on that day);
/// - without one, `tag:` URIs (RFC 4151) under the name `higsite` and the year 2026, when change
///   logs began: `tag:higsite,2026:ko/whats-new` and `tag:higsite,2026:ko/controls/buttons/2026-11-28/1`.
///   They stay the same wherever the site is put; pass `--base-url` for ids unique on the web.
/// Links are absolute with a base URL, else relative to the feed's own place (`ko/`).
struct AtomFeed {
    let language: Language
    let siteTitle: String
    let baseURL: String?

    func render(_ entries: [(page: Page, entry: ChangeEntry)]) -> OutputFile {
        let strings = UIStrings.forLanguage(language)
        var xml = HTMLBuilder()
        xml.markup("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n")
        xml.open("feed", ["xmlns": "http://www.w3.org/2005/Atom", "xml:lang": language.rawValue])
        xml.whitespace("\n")
        xml.element("id", text: feedID)
        xml.whitespace("\n")
        xml.element("title", text: Self.xmlText(siteTitle.isEmpty ? strings.whatsNew : "\(siteTitle) – \(strings.whatsNew)"))
        xml.whitespace("\n")
        xml.element("updated", text: Self.timestamp(entries.first?.entry.date))
        xml.whitespace("\n")
        xml.open("author")
        xml.element("name", text: Self.xmlText(siteTitle.isEmpty ? "higsite" : siteTitle))
        xml.close("author")
        xml.whitespace("\n")
        xml.empty("link", ["rel": "alternate", "type": "text/html", "href": link(to: GeneratedPage.whatsNew.id, fragment: nil)])
        xml.whitespace("\n")
        if let baseURL {
            xml.empty("link", ["rel": "self", "type": "application/atom+xml",
                               "href": baseURL + "/" + OutputLayout.feedFile(in: language).joined(separator: "/")])
            xml.whitespace("\n")
        }
        var seen: [String: Int] = [:]
        for (page, entry) in entries {
            let key = page.id.description + "/" + entry.date.description
            seen[key, default: 0] += 1
            write(entry, of: page, number: seen[key]!, to: &xml)
        }
        xml.close("feed")
        xml.whitespace("\n")
        return OutputFile(path: OutputLayout.feedFile(in: language), text: xml.html)
    }

    private func write(_ entry: ChangeEntry, of page: Page, number: Int, to xml: inout HTMLBuilder) {
        xml.open("entry")
        xml.whitespace("\n")
        let id = baseURL.map { OutputLayout.absoluteURL(of: page.id, in: language, baseURL: $0) + "#change-\(entry.date)-\(number)" }
            ?? "tag:higsite,2026:" + ([language.rawValue] + page.id.components + [entry.date.description, String(number)]).joined(separator: "/")
        xml.element("id", text: id)
        xml.whitespace("\n")
        xml.element("title", text: Self.xmlText(page.title))
        xml.whitespace("\n")
        xml.element("updated", text: Self.timestamp(entry.date))
        xml.whitespace("\n")
        xml.empty("link", ["rel": "alternate", "type": "text/html", "href": link(to: page.id, fragment: "change-log")])
        xml.whitespace("\n")
        xml.element("summary", ["type": "text"], text: Self.xmlText(entry.text))
        xml.whitespace("\n")
        xml.close("entry")
        xml.whitespace("\n")
    }

    private var feedID: String {
        baseURL.map { OutputLayout.absoluteURL(of: GeneratedPage.whatsNew.id, in: language, baseURL: $0) }
            ?? "tag:higsite,2026:\(language.rawValue)/whats-new"
    }

    /// A page's URL from the feed (absolute with a base URL; else from `ko/`, where the feed is).
    private func link(to id: PageID, fragment: String?) -> String {
        let url = baseURL.map { OutputLayout.absoluteURL(of: id, in: language, baseURL: $0) }
            ?? OutputLayout.relativeURL(from: [language.rawValue], toPage: id, in: language)
        return url + (fragment.map { "#" + $0 } ?? "")
    }

    /// Midnight UTC of the day: Atom wants a full date-time, and the day is all a change log says.
    private static func timestamp(_ date: ChangeDate?) -> String {
        (date?.description ?? "1970-01-01") + "T00:00:00Z"
    }

    /// Text XML 1.0 can hold: YAML may write control characters (`"\x01"`) that no XML parser
    /// takes, so they are left out (escaping `&<>"'` is HTMLBuilder's).
    static func xmlText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: true
            case 0..<0x20, 0xFFFE, 0xFFFF: false
            default: true
            }
        }))
    }
}
