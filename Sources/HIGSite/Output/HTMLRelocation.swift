/// Moves a page's rendered body to another folder (the side-by-side view): relative `href`/`src`
/// values get a prefix so they still reach their targets, `#anchor` links point back at the
/// original page, and heading ids can be dropped (two languages on one page must not repeat an id).
///
/// The body says where those parts are (``BodyHTML/spots``, recorded while it was filled), so
/// only the caller's fragments in it (rule badges, mockup figures) are read for attributes.
enum HTMLRelocation {
    /// `body.bytes[range]` as it reads from the folder `prefix` leads from to the page's folder.
    /// With `keepIDs`, heading ids and `#anchor` links stay as they are (this column's headings
    /// are the ones the view's links land on); without, each id becomes `data-anchor`.
    static func relocate(_ body: BodyHTML, _ range: Range<Int>, prefix: String, keepIDs: Bool) -> [UInt8] {
        let prefix = Array(prefix.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(range.count + 1024)
        var copied = range.lowerBound
        var index = body.firstSpot(from: range.lowerBound)
        while index < body.spots.count, body.spots[index].range.lowerBound < range.upperBound {
            let spot = body.spots[index]
            output += body.bytes[copied..<spot.range.lowerBound]
            switch spot.kind {
            case .url:
                relocate(url: body.bytes[spot.range], prefix: prefix, keepIDs: keepIDs, into: &output)
            case .headingID:
                output.append(utf8: keepIDs ? "id" : "data-anchor")
            case .fragment:
                relocate(fragment: ByteScanner(Array(body.bytes[spot.range])), prefix: prefix, keepIDs: keepIDs, into: &output)
            }
            copied = spot.range.upperBound
            index += 1
        }
        output += body.bytes[copied..<range.upperBound]
        return output
    }

    /// A destination: `#anchor` kept or sent back to the page; a relative one prefixed; one
    /// with a scheme, an absolute one and an empty one (a dropped unsafe URL) as they are.
    private static func relocate(url: ArraySlice<UInt8>, prefix: [UInt8], keepIDs: Bool, into output: inout [UInt8]) {
        if url.first == UInt8(ascii: "#") {
            if !keepIDs {
                output += prefix
                output.append(utf8: "index.html")
            }
        } else if !(url.isEmpty || url.first == UInt8(ascii: "/") || url.contains(UInt8(ascii: ":"))) {
            output += prefix
        }
        output += url
    }

    /// HTML the caller made (cmark's and the mockups' conventions: attributes written as
    /// `name="value"`, values escaped), read for ` href="`, ` src="` and ` id="`: quotes and `<`
    /// in text and attribute values are escaped, so those only occur as attributes.
    private static func relocate(fragment html: ByteScanner, prefix: [UInt8], keepIDs: Bool, into output: inout [UInt8]) {
        var copied = 0, index = 0
        while let equals = html.firstIndex(of: UInt8(ascii: "="), from: index) {
            index = equals + 1
            guard html.hasLiteral("\"", at: index), let name = Name(before: equals, in: html),
                  let valueEnd = html.firstIndex(of: UInt8(ascii: "\""), from: index + 1) else { continue }
            // From the blank before the name to the quote after the value.
            let attributeStart = equals - name.length - 1
            output += html.bytes[copied..<attributeStart]
            let value = html.bytes[index + 1..<valueEnd]
            switch name {
            case .id:
                output.append(utf8: keepIDs ? " id=\"" : " data-anchor=\"")
                output += value
            case .href, .src:
                output += html.bytes[attributeStart...index]
                relocate(url: value, prefix: prefix, keepIDs: keepIDs, into: &output)
            }
            output.append(UInt8(ascii: "\""))
            index = valueEnd + 1
            copied = index
        }
        output += html.bytes[copied...]
    }

    private enum Name {
        case href, src, id

        /// The attribute whose ` name` ends right before `equals`, if it is one of these.
        init?(before equals: Int, in html: ByteScanner) {
            if html.hasLiteral(" href", endingAt: equals) {
                self = .href
            } else if html.hasLiteral(" src", endingAt: equals) {
                self = .src
            } else if html.hasLiteral(" id", endingAt: equals) {
                self = .id
            } else {
                return nil
            }
        }

        var length: Int {
            switch self {
            case .href: 4
            case .src: 3
            case .id: 2
            }
        }
    }
}
