/// A link destination written into `href="…"` or `src="…"` exactly as cmark-gfm writes one, so
/// that a body whose destinations are filled in later reads as if cmark had rendered them.
extension HTML {
    /// `url` as cmark writes it in `href="…"`: nothing for a `javascript:`, `vbscript:`,
    /// `file:` or `data:` URL (but `data:image/png|gif|jpeg|webp`, as its safe mode has it),
    /// `&` and `'` as entities, bytes outside the URL characters as `%XX`.
    static func appendDestination(_ url: String, to output: inout [UInt8]) {
        var url = url
        url.withUTF8 { bytes in
            guard !isDangerous(bytes) else { return }
            var copied = 0
            for (index, byte) in bytes.enumerated() where !isURLSafe[Int(byte)] {
                output += UnsafeBufferPointer(rebasing: bytes[copied..<index])
                switch byte {
                case UInt8(ascii: "&"): output += "&amp;".utf8
                case UInt8(ascii: "'"): output += "&#x27;".utf8
                default:
                    output += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
                }
                copied = index + 1
            }
            output += UnsafeBufferPointer(rebasing: bytes[copied...])
        }
    }

    private static func isDangerous(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
        func hasPrefix(_ prefix: String) -> Bool {
            let prefix = Array(prefix.utf8)
            guard url.count >= prefix.count else { return false }
            // ASCII letters compare without case; the prefixes are lowercase.
            return zip(url, prefix).allSatisfy { byte, expected in byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0) == expected }
        }
        guard url.count >= 5, [UInt8(ascii: "j"), UInt8(ascii: "v"), UInt8(ascii: "f"), UInt8(ascii: "d")].contains(url[0] | 0x20) else {
            return false
        }
        if ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains(where: hasPrefix) { return false }
        return ["javascript:", "vbscript:", "file:", "data:"].contains(where: hasPrefix)
    }

    /// cmark's table of the bytes a destination keeps as they are: letters, digits and
    /// `-_.+!*(),%#@?=;:/$~` (`&` and `'` become entities, everything else `%XX`).
    private static let isURLSafe: [Bool] = (0..<256).map { byte in
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: Array("-_.+!*(),%#@?=;:/$~".utf8).contains(UInt8(byte))
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
