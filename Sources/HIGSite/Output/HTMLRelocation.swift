import Foundation

/// Moves rendered page HTML to another folder: relative `href`/`src` values get a prefix so they
/// still reach their targets, `#anchor` links point back at the original page, and heading ids
/// can be dropped (two languages on one page must not repeat an id).
///
/// Only for HTML higsite rendered itself (cmark's and the mockups'), whose attributes are always
/// written as `name="value"` with escaped values.
enum HTMLRelocation {
    /// Scans UTF-8 bytes: every side-by-side page passes two whole bodies through here. Each `=`
    /// (found with `memchr`; text has few) is checked for being the one of ` href="`, ` src="`
    /// or ` id="`: quotes and `<` in text and attribute values are escaped, so those only occur
    /// as attributes.
    static func relocate(_ bytes: ArraySlice<UInt8>, prefix: String, keepIDs: Bool) -> [UInt8] {
        let prefixBytes = Array(prefix.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1024)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            var copied = 0
            var index = 0
            while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "=")), count - index) {
                let equals = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                index = equals + 1
                guard index < count, buffer[index] == UInt8(ascii: "\""), let name = attribute(before: equals, in: buffer),
                      let quote = memchr(base + index + 1, Int32(UInt8(ascii: "\"")), count - index - 1) else { continue }
                let valueStart = index + 1
                let valueEnd = base.distance(to: quote.assumingMemoryBound(to: UInt8.self))
                let nameStart = equals - name.bytes.count
                output += UnsafeBufferPointer(rebasing: buffer[copied..<nameStart - 1])
                let value = UnsafeBufferPointer(rebasing: buffer[valueStart..<valueEnd])
                switch name {
                case .id:
                    output += keepIDs ? Self.idAttribute : Self.anchorAttribute
                    output += value
                case .href, .src:
                    output += UnsafeBufferPointer(rebasing: buffer[nameStart - 1..<valueStart])
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
            output += UnsafeBufferPointer(rebasing: buffer[copied...])
        }
        return output
    }

    private enum Name {
        case href, src, id

        /// The name's bytes, made once: comparing with the string's UTF-8 view made an iterator
        /// per `=` of every body.
        var bytes: [UInt8] {
            switch self {
            case .href: Self.hrefBytes
            case .src: Self.srcBytes
            case .id: Self.idBytes
            }
        }

        private static let hrefBytes = Array("href".utf8), srcBytes = Array("src".utf8), idBytes = Array("id".utf8)
    }

    /// ` href`, ` src` or ` id` just before `equals`.
    private static func attribute(before equals: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Name? {
        func named(_ name: Name) -> Name? {
            let text = name.bytes
            guard equals > text.count, bytes[equals - text.count - 1] == UInt8(ascii: " ") else { return nil }
            return memcmp(bytes.baseAddress! + equals - text.count, text, text.count) == 0 ? name : nil
        }
        switch bytes[equals - 1] {
        case UInt8(ascii: "f"): return named(.href)
        case UInt8(ascii: "c"): return named(.src)
        case UInt8(ascii: "d"): return named(.id)
        default: return nil
        }
    }

    private static let idAttribute = Array(" id=\"".utf8), anchorAttribute = Array(" data-anchor=\"".utf8)
    private static let indexFile = Array("index.html".utf8)

    private static func relocate(_ url: UnsafeBufferPointer<UInt8>, prefix: [UInt8], into output: inout [UInt8]) {
        if url.first == UInt8(ascii: "#") {
            output += prefix
            output += indexFile
        } else if !(url.isEmpty || url.first == UInt8(ascii: "/") || url.contains(UInt8(ascii: ":"))) {
            output += prefix
        }
        output += url
    }
}
