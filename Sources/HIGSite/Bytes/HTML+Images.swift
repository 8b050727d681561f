extension HTML {
    /// cmark's `<img src=…` made `<img loading="lazy" src=…`: a picture further down the page, or
    /// on another server, is fetched when the reader comes near it, not with the page. Only a
    /// Markdown image makes an `<img` in a body: raw HTML is omitted and code is escaped.
    static func lazyImages(_ html: [UInt8]) -> [UInt8] {
        let tag = Array("<img ".utf8), attribute = Array("loading=\"lazy\" ".utf8)
        guard html.count >= tag.count else { return html }
        var output: [UInt8] = []
        var copied = 0, index = 0
        while let start = html[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = start + 1
            guard html.count - start >= tag.count, html[start..<(start + tag.count)].elementsEqual(tag) else { continue }
            if output.isEmpty { output.reserveCapacity(html.count + 64) }
            output += html[copied..<(start + tag.count)]
            output += attribute
            copied = start + tag.count
        }
        guard copied > 0 else { return html }
        output += html[copied...]
        return output
    }
}
