import Foundation

/// Foundation's normalisation and percent-decoding bridge through NSString, which made them the
/// slowest steps of a build on large sites. These skip that work when the text cannot change
/// (decided over its bytes by the byte layer), and fall back to Foundation when it can.
extension StringProtocol {
    /// NFC. ASCII and precomposed Hangul syllables are already NFC and cannot combine with each
    /// other (a trailing jamo would, and it is outside both ranges), so such text is returned as is.
    var nfc: String {
        isASCIIOrHangulSyllables ? String(self) : String(self).precomposedStringWithCanonicalMapping
    }

    /// Percent-decoded, or unchanged when there is nothing to decode or it is not valid UTF-8.
    var percentDecoded: String {
        guard containsUTF8Byte(where: { $0 == UInt8(ascii: "%") }) else { return String(self) }
        return String(self).removingPercentEncoding ?? String(self)
    }
}
