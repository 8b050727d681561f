/// Escaping for text and attribute values that reach HTML or XML (SVG, sitemaps).
public enum HTML {
    /// Escapes `& < > " '`, which makes a string safe in element content and in quoted attributes.
    public static func escape(_ text: String) -> String {
        guard text.containsUTF8Byte(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// ``escape(_:)`` as UTF-8 bytes appended to `output`.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var copied = 0
            for index in 0..<bytes.count {
                let replacement: StaticString
                switch bytes[index] {
                case 0x26: replacement = "&amp;"
                case 0x3C: replacement = "&lt;"
                case 0x3E: replacement = "&gt;"
                case 0x22: replacement = "&quot;"
                case 0x27: replacement = "&#39;"
                default: continue
                }
                output += UnsafeBufferPointer(rebasing: bytes[copied..<index])
                output += UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount)
                copied = index + 1
            }
            output += UnsafeBufferPointer(rebasing: bytes[copied...])
        }
    }
}
