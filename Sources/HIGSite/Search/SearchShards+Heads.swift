/// The heads of a chunk written short (``SearchShards/chunk(_:lines:in:)``), from the bytes of
/// the entry lines as SearchIndex writes them: the title, context and address are copied as the
/// line has them, escaped already, and compared as bytes (one escaping function wrote them all,
/// so equal strings have equal bytes). Reading each head back into strings and escaping them
/// again was 8 % of a build at 10,000 pages per language.
extension SearchShards {
    /// The last page entry of a chunk: its title and address as JSON strings, quotes included.
    struct RawPage {
        var title: ArraySlice<UInt8>, url: ArraySlice<UInt8>
    }

    /// What comes before each field of a head.
    private enum Marks {
        static let kind = Array("{\"k\":\"".utf8), title = Array("\",\"t\":".utf8)
        static let context = Array(",\"c\":".utf8), url = Array(",\"u\":".utf8)
    }

    /// A head's kind, and its title, context and address as JSON strings (quotes included); nil
    /// for a head not in SearchIndex's form `{"k":"p","t":…,"c":…,"u":…`.
    static func rawHead(_ head: ArraySlice<UInt8>) -> (kind: UInt8, title: ArraySlice<UInt8>, context: ArraySlice<UInt8>, url: ArraySlice<UInt8>)? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var index = head.startIndex
        func expect(_ bytes: [UInt8]) -> Bool {
            guard head[index...].starts(with: bytes) else { return false }
            index += bytes.count
            return true
        }
        func string() -> ArraySlice<UInt8>? {
            guard index < head.endIndex, head[index] == quote else { return nil }
            var end = index + 1
            while end < head.endIndex, head[end] != quote { end += head[end] == backslash ? 2 : 1 }
            guard end < head.endIndex else { return nil }
            defer { index = end + 1 }
            return head[index...end]
        }
        guard expect(Marks.kind), index < head.endIndex else { return nil }
        let kind = head[index]
        index += 1
        guard expect(Marks.title), let title = string(), expect(Marks.context), let context = string(), expect(Marks.url),
              let url = string(), index == head.endIndex else { return nil }
        return (kind, title, context, url)
    }

    /// One entry's head, short when it is a heading of `page` (the last page entry of the chunk).
    static func appendHead(_ head: ArraySlice<UInt8>, page: inout RawPage?, to json: inout [UInt8]) {
        guard let raw = rawHead(head) else {
            page = nil
            appendWholeHead(SearchLine.fields(head), to: &json)
            return
        }
        json += "[\"".utf8
        json.append(raw.kind)
        json += "\",".utf8
        json += raw.title
        defer { json.append(UInt8(ascii: "]")) }
        if raw.kind == UInt8(ascii: "p") { page = RawPage(title: raw.title, url: raw.url) }
        if raw.kind != UInt8(ascii: "p"), let page, raw.context == page.title, let anchor = anchor(raw.url, after: page.url) {
            // The script makes the slug again only of ASCII and Hangul syllables (search.js's `slug`).
            if let title = unescaped(raw.title).map({ String(decoding: $0, as: UTF8.self) }), let plain = unescaped(anchor),
               title.isASCIIOrHangulSyllables, Slug.make(title).utf8.elementsEqual(plain) { return }
            json += ",\"".utf8
            json += anchor
            json.append(UInt8(ascii: "\""))
            return
        }
        json.append(UInt8(ascii: ","))
        json += raw.context
        json.append(UInt8(ascii: ","))
        json += raw.url
    }

    /// The anchor of `url` (escaped, without quotes) when it is `page`'s address, `#` and the anchor.
    private static func anchor(_ url: ArraySlice<UInt8>, after page: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let base = page.dropLast()  // the page's address without its closing quote
        guard url.count > page.count, url.starts(with: base), url[url.startIndex + base.count] == UInt8(ascii: "#") else { return nil }
        return url[(url.startIndex + base.count + 1)..<(url.endIndex - 1)]
    }

    /// The inside of a JSON string (quotes dropped when there) that holds no escape; nil when it does.
    private static func unescaped(_ string: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let inside = string.first == UInt8(ascii: "\"") ? string.dropFirst().dropLast() : string
        return inside.contains(UInt8(ascii: "\\")) ? nil : inside
    }

    /// A head in whole, `[kind, title, context, address]`, from its fields.
    private static func appendWholeHead(_ fields: [String: String], to json: inout [UInt8]) {
        json.append(UInt8(ascii: "["))
        for (index, key) in ["k", "t", "c", "u"].enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            JSON.append(fields[key] ?? "", to: &json)
        }
        json.append(UInt8(ascii: "]"))
    }
}
