/// JSON escaping of UTF-8 bytes that are already in an array, for the search index: a page's
/// excerpt is escaped from its place in the page's text, without becoming a string first.
/// Plain indexing over the slice; runs that need no escape are appended whole.
enum SearchJSON {
    /// Appends `text` (valid UTF-8) escaped as the inside of a JSON string, as
    /// `JSON.appendEscaped(_:to:)` writes it: `\"`, `\\`, `\n`, `\r`, `\t`, other control
    /// characters as `\u00XX`.
    static func appendEscaped(_ text: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        var start = text.startIndex
        for index in text.indices {
            let byte = text[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes += text[start..<index]
            start = index + 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            default:
                let hex = Array("0123456789abcdef".utf8)
                bytes += "\\u00".utf8
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
        }
        bytes += text[start...]
    }
}
