import Foundation

/// Foundation's normalisation, percent-decoding and trimming bridge through NSString, which
/// made them the slowest steps of a build on large sites. These skip that work when the text
/// cannot change, and fall back to Foundation when it can.
extension Unicode.Scalar {
    /// The precomposed Hangul syllables, 가 to 힣.
    static let hangulSyllables: ClosedRange<UInt32> = 0xAC00...0xD7A3

    /// ASCII or a precomposed Hangul syllable: the scalars of most Korean and English text. Such
    /// a scalar is NFC and unchanged by case mapping, is no Unicode space but a plain space, and
    /// between two of them (but CR LF) there is always a Character boundary, so text made of them
    /// can skip Foundation and the Character machinery.
    var isASCIIOrHangulSyllable: Bool {
        isASCII || Self.hangulSyllables.contains(value)
    }
}

extension UInt8 {
    /// A space or a tab: the blanks that trimming removes.
    var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether valid UTF-8 has a precomposed Hangul syllable at `index`: U+AC00…U+D7A3, three
    /// bytes led by 0xEA…0xED. The text readers that skip the Character machinery ask this.
    func hasHangulSyllable(at index: Int) -> Bool {
        let byte = self[index]
        guard byte >= 0xEA, byte <= 0xED, index + 2 < count else { return false }
        let scalar = UInt32(byte & 0x0F) << 12 | UInt32(self[index + 1] & 0x3F) << 6 | UInt32(self[index + 2] & 0x3F)
        return Unicode.Scalar.hangulSyllables.contains(scalar)
    }
}

extension StringProtocol {
    /// NFC. ASCII and precomposed Hangul syllables are already NFC and cannot combine with each
    /// other (a trailing jamo would, and it is outside both ranges), so such text is returned as is.
    var nfc: String {
        let isNFC = utf8.withContiguousStorageIfAvailable(Self.isASCIIOrHangulSyllables)
            ?? unicodeScalars.allSatisfy(\.isASCIIOrHangulSyllable)
        return isNFC ? String(self) : String(self).precomposedStringWithCanonicalMapping
    }

    /// Whether valid UTF-8 holds only ASCII and precomposed Hangul syllables, read over bytes
    /// (the scalar iterator cost more than the rest of making an anchor key).
    static func isASCIIOrHangulSyllables(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            guard bytes.hasHangulSyllable(at: index) else { return false }
            index += 3
        }
        return true
    }

    /// Whether a UTF-8 byte of the text satisfies `predicate`, over its bytes in place when it
    /// has them (the UTF-8 view's iterator costs several times the test itself).
    func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? utf8.contains(where: predicate)
    }

    /// Percent-decoded, or unchanged when there is nothing to decode or it is not valid UTF-8.
    var percentDecoded: String {
        guard containsUTF8Byte(where: { $0 == UInt8(ascii: "%") }) else { return String(self) }
        return String(self).removingPercentEncoding ?? String(self)
    }

    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        String(blankTrimmed)
    }

    /// ``trimmingBlanks`` without copying the text.
    var blankTrimmed: SubSequence {
        // A Character that is a space or a tab is that one byte, so text that neither starts nor
        // ends with either byte has nothing to trim (the usual case, decided without grapheme breaking).
        let ends = utf8.withContiguousStorageIfAvailable { bytes in bytes.first.map { ($0, bytes[bytes.count - 1]) } } ?? nil
        if let (first, last) = ends, !first.isBlank, !last.isBlank {
            return self[startIndex..<endIndex]
        }
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return self[endIndex...] }
        return self[first...last]
    }

    /// Without leading and trailing Unicode spaces and tabs (Foundation's `.whitespaces`). Spaces
    /// and tabs are trimmed byte by byte; only an end that is neither ASCII nor a Hangul syllable
    /// goes through Foundation.
    var trimmingWhitespace: String {
        let text = Substring(self), bytes = text.utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start].isBlank { start = bytes.index(after: start) }
        while start < end, bytes[bytes.index(before: end)].isBlank { end = bytes.index(before: end) }
        guard start < end else { return "" }
        // Both ends now stop at a scalar that is no blank. Any scalar but ASCII and Hangul
        // syllables may be a Unicode space, or combine with a blank, so Foundation decides.
        let kept = text[start..<end]
        guard let first = kept.unicodeScalars.first, let last = kept.unicodeScalars.last,
              first.isASCIIOrHangulSyllable, last.isASCIIOrHangulSyllable else {
            return trimmingCharacters(in: .whitespaces)
        }
        return String(kept)
    }
}
