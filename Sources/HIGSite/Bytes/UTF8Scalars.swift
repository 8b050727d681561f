/// The scalar at an offset of valid UTF-8, for the readers that walk bytes and decode a scalar
/// only where its properties decide something.
enum UTF8Scalars {
    /// The scalar that starts at `index` and how many bytes it takes.
    static func scalar(_ bytes: ArraySlice<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> length)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// `bytes` without the Unicode spaces (general category Zs) and tabs at either end, scalar by
    /// scalar, as Foundation's `trimmingCharacters(in: .whitespaces)` trims; a scalar is decoded
    /// only where an end is not ASCII.
    static func whitespaceTrimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end {
            let (scalar, length) = Self.scalar(bytes, at: start)
            guard isWhitespace(scalar) else { break }
            start += length
        }
        while end > start {
            var last = end - 1
            while last > start, bytes[last] & 0xC0 == 0x80 { last -= 1 }
            guard isWhitespace(Self.scalar(bytes, at: last).scalar) else { break }
            end = last
        }
        return bytes[start..<end]
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || scalar == "\t" : scalar.properties.generalCategory == .spaceSeparator
    }
}
