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
        while let match = rest.firstRange(of: #/ (href|src|id)="([^"]*)"/#) {
            output += rest[..<match.lowerBound]
            let attribute = rest[match].dropFirst().prefix { $0 != "=" }
            let value = String(rest[match].drop { $0 != "\"" }.dropFirst().dropLast())
            switch attribute {
            case "id":
                output += keepIDs ? String(rest[match]) : " data-anchor=\"\(value)\""
            default:
                // With its ids kept, a column's own #anchors stay on this page.
                output += " \(attribute)=\"\(keepIDs && value.hasPrefix("#") ? value : relocated(value, prefix: prefix))\""
            }
            rest = rest[match.upperBound...]
        }
        return output + rest
    }

    static func relocated(_ url: String, prefix: String) -> String {
        if url.hasPrefix("#") { return prefix + "index.html" + url }
        if url.isEmpty || url.hasPrefix("/") || url.contains(":") { return url }
        return prefix + url
    }
}
