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

    /// Without leading and trailing Unicode spaces and tabs (Foundation's `.whitespaces`), without
    /// bridging to NSString when neither end is white space.
    var trimmingWhitespace: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return "" }
        if !first.properties.isWhitespace && !last.properties.isWhitespace { return String(self) }
        return trimmingCharacters(in: .whitespaces)
    }
}
