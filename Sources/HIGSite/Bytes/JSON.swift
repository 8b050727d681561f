/// Minimal JSON string escaping for output whose key order is part of a contract.
package enum JSON {
    /// A quoted JSON string; works on UTF-8 bytes (every escaped character is ASCII), since the
    /// search index passes megabytes through here.
    package static func string(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a quoted JSON string: runs that need no escaping are copied whole.
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        appendEscaped(text, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The inside of ``append(_:to:)``: `text` escaped, without the quotes.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped(utf8: $0, to: &bytes) }
    }

    /// ``appendEscaped(_:to:)`` of valid UTF-8 in an array: the search index escapes each
    /// excerpt from its place in a page's text.
    static func appendEscaped(utf8: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        utf8.withUnsafeBufferPointer { appendEscaped(utf8: $0, to: &bytes) }
    }

    /// ``appendEscaped(_:to:)`` of valid UTF-8.
    static func appendEscaped(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var start = 0, index = 0
        while index < utf8.count {
            // Eight bytes at a time while none of them needs escaping (nearly all text).
            if index + 8 <= utf8.count,
               !needsEscape(UnsafeRawPointer(utf8.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            index += 1
            start = index
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            default:
                let hex: StaticString = "0123456789abcdef"
                bytes += "\\u00".utf8
                bytes.append(hex.utf8Start[Int(byte >> 4)])
                bytes.append(hex.utf8Start[Int(byte & 0xF)])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }

    /// Whether one of eight bytes is a control character, `"` or `\\`. (A byte below the limit
    /// borrows in the subtraction and sets its high bit; with none below, nothing borrows.)
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasByteBelow(_ word: UInt64, _ limit: UInt64) -> Bool { (word &- ones &* limit) & ~word & highs != 0 }
        return hasByteBelow(word, 0x20) || hasByteBelow(word ^ (ones &* 0x22), 1) || hasByteBelow(word ^ (ones &* 0x5C), 1)
    }
}
