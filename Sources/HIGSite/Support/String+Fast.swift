import Foundation

/// Foundation's normalisation, percent-decoding and trimming bridge through NSString, which
/// made them the slowest steps of a build on large sites. These skip that work when the text
/// cannot change, and fall back to Foundation when it can.
extension StringProtocol {
    /// NFC. ASCII and precomposed Hangul syllables are already NFC and cannot combine with each
    /// other (a trailing jamo would, and it is outside both ranges), so such text is returned as is.
    var nfc: String {
        for scalar in unicodeScalars where !(scalar.isASCII || (0xAC00...0xD7A3).contains(scalar.value)) {
            return String(self).precomposedStringWithCanonicalMapping
        }
        return String(self)
    }

    /// Percent-decoded, or unchanged when there is nothing to decode or it is not valid UTF-8.
    var percentDecoded: String {
        guard utf8.contains(UInt8(ascii: "%")) else { return String(self) }
        return String(self).removingPercentEncoding ?? String(self)
    }

    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }

    /// Without leading and trailing Unicode spaces and tabs (Foundation's `.whitespaces`). Spaces
    /// and tabs are trimmed byte by byte; only an end that is not ASCII goes through Foundation.
    var trimmingWhitespace: String {
        let text = Substring(self), bytes = text.utf8
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, isBlank(bytes[start]) { start = bytes.index(after: start) }
        while start < end, isBlank(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        guard start < end else { return "" }
        // Both ends now stop at a scalar that is no blank. ASCII and Hangul syllables are no
        // Unicode space and start and end Characters wherever they stand beside a blank; any other
        // scalar may be a space, or combine with a blank, so Foundation decides.
        func isPlain(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII || (0xAC00...0xD7A3).contains(scalar.value) }
        let kept = text[start..<end]
        guard let first = kept.unicodeScalars.first, let last = kept.unicodeScalars.last, isPlain(first), isPlain(last) else {
            return trimmingCharacters(in: .whitespaces)
        }
        return String(kept)
    }
}
