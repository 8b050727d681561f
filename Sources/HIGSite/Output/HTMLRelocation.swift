/// Moves rendered page HTML to another folder: relative `href`/`src` values get a prefix so they
/// still reach their targets, `#anchor` links point back at the original page, and heading ids
/// can be dropped (two languages on one page must not repeat an id).
///
/// Only for HTML higsite rendered itself (cmark's and the mockups'), whose attributes are always
/// written as `name="value"` with escaped values.
enum HTMLRelocation {
    static func relocate(_ html: String, prefix: String, keepIDs: Bool) -> String {
        var output = ""
        output.reserveCapacity(html.utf8.count + 256)
        var rest = Substring(html)
        while let attribute = nextAttribute(in: rest) {
            output += rest[..<attribute.range.lowerBound]
            switch attribute.name {
            case "id":
                output += keepIDs ? " id=\"\(attribute.value)\"" : " data-anchor=\"\(attribute.value)\""
            default:
                // With its ids kept, a column's own #anchors stay on this page.
                let value = keepIDs && attribute.value.hasPrefix("#") ? String(attribute.value) : relocated(String(attribute.value), prefix: prefix)
                output += " \(attribute.name)=\"\(value)\""
            }
            rest = rest[attribute.range.upperBound...]
        }
        return output + rest
    }

    /// The next ` href="…"`, ` src="…"` or ` id="…"` (a plain scan; no regex on this hot path).
    private static func nextAttribute(in text: Substring) -> (name: Substring, value: Substring, range: Range<Substring.Index>)? {
        var search = text[...]
        while let quote = search.firstRange(of: "=\"") {
            let before = text[..<quote.lowerBound]
            let name = before.reversed().prefix { $0.isLetter }
            let nameStart = text.index(quote.lowerBound, offsetBy: -name.count)
            if ["href", "src", "id"].contains(String(name.reversed())), nameStart > text.startIndex,
               text[text.index(before: nameStart)] == " ",
               let close = text[quote.upperBound...].firstIndex(of: "\"") {
                let start = text.index(before: nameStart)
                return (text[nameStart..<quote.lowerBound], text[quote.upperBound..<close], start..<text.index(after: close))
            }
            search = text[quote.upperBound...]
        }
        return nil
    }

    static func relocated(_ url: String, prefix: String) -> String {
        if url.hasPrefix("#") { return prefix + "index.html" + url }
        if url.isEmpty || url.hasPrefix("/") || url.contains(":") { return url }
        return prefix + url
    }
}
