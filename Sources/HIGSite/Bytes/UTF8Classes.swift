/// Which scalars a run of UTF-8 holds, decided over its bytes: ASCII, precomposed Hangul
/// syllables, or something else. Most Korean and English text is made only of the first two,
/// and such text can skip Foundation and the Character machinery (see ``Unicode/Scalar/isASCIIOrHangulSyllable``).
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

/// The one reading of a Hangul syllable's three bytes, for every byte container below: the
/// syllable, or nil for bytes that are not one.
private func hangulSyllableScalar(_ byte: UInt8, _ second: UInt8, _ third: UInt8) -> Unicode.Scalar? {
    // A syllable is U+AC00…U+D7A3: three bytes led by 0xEA…0xED.
    guard byte >= 0xEA, byte <= 0xED else { return nil }
    let scalar = UInt32(byte & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
    return Unicode.Scalar.hangulSyllables.contains(scalar) ? Unicode.Scalar(scalar) : nil
}

private func hangulSyllable(_ byte: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
    hangulSyllableScalar(byte, second, third) != nil
}

/// Whether valid UTF-8 holds only ASCII and precomposed Hangul syllables.
private func onlyASCIIOrHangulSyllables(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
        if bytes[index] < 0x80 {
            index += 1
            continue
        }
        guard bytes.hasHangulSyllable(at: index) else { return false }
        index += 3
    }
    return true
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether valid UTF-8 has a precomposed Hangul syllable at `index`: U+AC00…U+D7A3, three
    /// bytes led by 0xEA…0xED. The text readers that skip the Character machinery ask this.
    func hasHangulSyllable(at index: Int) -> Bool {
        hangulSyllable(at: index) != nil
    }

    /// The precomposed Hangul syllable that valid UTF-8 has at `index` (its three bytes), if any.
    func hangulSyllable(at index: Int) -> Unicode.Scalar? {
        guard index >= 0, index + 2 < count else { return nil }
        return hangulSyllableScalar(self[index], self[index + 1], self[index + 2])
    }
}

extension ArraySlice<UInt8> {
    /// Whether valid UTF-8 has a precomposed Hangul syllable at `index` (an index of the slice).
    func hasHangulSyllable(at index: Int) -> Bool {
        guard index >= startIndex, index + 2 < endIndex else { return false }
        return hangulSyllable(self[index], self[index + 1], self[index + 2])
    }
}

extension ByteScanner {
    /// Whether valid UTF-8 has a precomposed Hangul syllable at `offset`.
    func hasHangulSyllable(at offset: Int) -> Bool {
        guard offset >= 0, offset + 2 < bytes.count else { return false }
        return hangulSyllable(bytes[offset], bytes[offset + 1], bytes[offset + 2])
    }

    /// Whether the valid UTF-8 in `range` holds only ASCII and precomposed Hangul syllables.
    func isASCIIOrHangulSyllables(in range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { onlyASCIIOrHangulSyllables(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}

extension StringProtocol {
    /// Whether the text holds only ASCII and precomposed Hangul syllables, read over its bytes
    /// in place when it has them (the scalar iterator cost more than the rest of making an anchor key).
    var isASCIIOrHangulSyllables: Bool {
        utf8.withContiguousStorageIfAvailable(onlyASCIIOrHangulSyllables) ?? unicodeScalars.allSatisfy(\.isASCIIOrHangulSyllable)
    }

    /// The UTF-8 offset of the first `byte` in the text, over its bytes in place when it has them
    /// (a generic search of the UTF-8 view costs several times as much).
    func firstUTF8Offset(of byte: UInt8) -> Int? {
        utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: byte) } ?? utf8.firstIndex(of: byte).map { utf8.distance(from: utf8.startIndex, to: $0) }
    }

    /// The text's first `count` UTF-8 bytes and what follows them; `count` must fall between scalars.
    func splitUTF8(at count: Int) -> (SubSequence, SubSequence) {
        let index = utf8.index(utf8.startIndex, offsetBy: count)
        return (self[..<index], self[index...])
    }

    /// Whether a UTF-8 byte of the text satisfies `predicate`, over its bytes in place when it
    /// has them (the UTF-8 view's iterator costs several times the test itself).
    func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? utf8.contains(where: predicate)
    }
}
