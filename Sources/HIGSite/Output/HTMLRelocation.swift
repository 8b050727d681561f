/// Moves rendered page HTML to another folder: relative `href`/`src` values get a prefix so they
/// still reach their targets, `#anchor` links point back at the original page, and heading ids
/// can be dropped (two languages on one page must not repeat an id).
///
/// Only for HTML higsite rendered itself (cmark's and the mockups'), whose attributes are always
/// written as `name="value"` with escaped values.
enum HTMLRelocation {
    /// Scans UTF-8 bytes: every side-by-side page passes two whole bodies through here.
    static func relocate(_ bytes: ArraySlice<UInt8>, prefix: String, keepIDs: Bool) -> [UInt8] {
        let prefixBytes = Array(prefix.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1024)
        var copied = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: " "), let (name, valueStart) = attribute(in: bytes, at: index + 1),
                  let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else {
                index += 1
                continue
            }
            output += bytes[copied..<index]
            let value = bytes[valueStart..<valueEnd]
            switch name {
            case .id:
                output += keepIDs ? Self.idAttribute : Self.anchorAttribute
                output += value
            case .href, .src:
                output.append(UInt8(ascii: " "))
                output += bytes[index + 1..<valueStart]
                if keepIDs && value.first == UInt8(ascii: "#") {
                    output += value
                } else {
                    relocate(value, prefix: prefixBytes, into: &output)
                }
            }
            output.append(UInt8(ascii: "\""))
            index = valueEnd + 1
            copied = index
        }
        output += bytes[copied...]
        return output
    }

    private enum Name: String {
        case href, src, id

        /// `href="`, as the bytes follow the space.
        var pattern: [UInt8] {
            switch self {
            case .href: Name.hrefPattern
            case .src: Name.srcPattern
            case .id: Name.idPattern
            }
        }

        private static let hrefPattern = Array("href=\"".utf8), srcPattern = Array("src=\"".utf8), idPattern = Array("id=\"".utf8)
    }

    /// ` href="`, ` src="` or ` id="` starting at `start` (just after the space): the name and
    /// where the value begins. Looks at the first letter before comparing a whole name.
    private static func attribute(in bytes: ArraySlice<UInt8>, at start: Int) -> (Name, Int)? {
        guard start < bytes.endIndex else { return nil }
        let name: Name
        switch bytes[start] {
        case UInt8(ascii: "h"): name = .href
        case UInt8(ascii: "s"): name = .src
        case UInt8(ascii: "i"): name = .id
        default: return nil
        }
        let pattern = name.pattern
        guard start + pattern.count <= bytes.endIndex else { return nil }
        for offset in 1..<pattern.count where bytes[start + offset] != pattern[offset] { return nil }
        return (name, start + pattern.count)
    }

    private static let idAttribute = Array(" id=\"".utf8), anchorAttribute = Array(" data-anchor=\"".utf8)
    private static let indexFile = Array("index.html".utf8)

    private static func relocate(_ url: ArraySlice<UInt8>, prefix: [UInt8], into output: inout [UInt8]) {
        if url.first == UInt8(ascii: "#") {
            output += prefix
            output += indexFile
        } else if !(url.isEmpty || url.first == UInt8(ascii: "/") || url.contains(UInt8(ascii: ":"))) {
            output += prefix
        }
        output += url
    }
}
