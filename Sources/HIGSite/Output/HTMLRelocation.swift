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
                output += Array((keepIDs ? " id=\"" : " data-anchor=\"").utf8) + value + [UInt8(ascii: "\"")]
            case .href, .src:
                output += Array(" \(name.rawValue)=\"".utf8)
                if keepIDs && value.first == UInt8(ascii: "#") {
                    output += value
                } else {
                    output += relocated(value, prefix: prefixBytes)
                }
                output.append(UInt8(ascii: "\""))
            }
            index = valueEnd + 1
            copied = index
        }
        output += bytes[copied...]
        return output
    }

    private enum Name: String {
        case href, src, id
    }

    private static let names: [(Name, [UInt8])] = [Name.href, .src, .id].map { ($0, Array("\($0.rawValue)=\"".utf8)) }

    /// ` href="`, ` src="` or ` id="` starting at `start` (just after the space): the name and
    /// where the value begins.
    private static func attribute(in bytes: ArraySlice<UInt8>, at start: Int) -> (Name, Int)? {
        for (name, pattern) in names where start + pattern.count <= bytes.endIndex {
            if bytes[start..<start + pattern.count].elementsEqual(pattern) { return (name, start + pattern.count) }
        }
        return nil
    }

    private static func relocated(_ url: ArraySlice<UInt8>, prefix: [UInt8]) -> [UInt8] {
        if url.first == UInt8(ascii: "#") { return prefix + Array("index.html".utf8) + url }
        if url.isEmpty || url.first == UInt8(ascii: "/") || url.contains(UInt8(ascii: ":")) { return Array(url) }
        return prefix + url
    }
}
