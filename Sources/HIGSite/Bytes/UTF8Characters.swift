/// Character boundaries decided over valid UTF-8, so that a text reader can split, trim and cut
/// by Characters while it walks bytes. Between two scalars that are each ASCII (but a carriage
/// return before a line feed) or a precomposed Hangul syllable there is always a boundary; only
/// next to any other scalar does Swift's grapheme breaking decide, and then over as few scalars
/// as decide it.
enum UTF8Characters {
    /// Whether the ASCII byte at `index` is a Character of its own in `bytes` (a blank, `#` or
    /// `,` that a reader by Characters would see as that one Character, not as the start of
    /// `" \u{301}"` or the end of a prepended sign). Whether Swift breaks before and after an
    /// ASCII scalar depends on the scalars either side of it alone (no ASCII scalar is a regional
    /// indicator or pictographic, the rules that look further), so those three scalars decide.
    static func isWholeCharacter(_ bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        let before = index > bytes.startIndex ? bytes[index - 1] : 0
        let after = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
        if before < 0x80, after < 0x80 {
            return !(byte == UInt8(ascii: "\r") && after == UInt8(ascii: "\n"))
                && !(byte == UInt8(ascii: "\n") && before == UInt8(ascii: "\r") && index > bytes.startIndex)
        }
        let start = before < 0x80 || index == bytes.startIndex ? index : scalarStart(bytes, before: index)
        let end = after < 0x80 ? index + 1 : scalarEnd(bytes, after: index + 1)
        var offset = start
        for character in String(decoding: bytes[start..<end], as: UTF8.self) {
            if offset == index { return character.utf8.count == 1 }
            guard offset < index else { return false }
            offset += character.utf8.count
        }
        return false
    }

    /// Where `bytes` is without the Characters at either end that are a space or a tab (a blank
    /// byte that no combining mark follows and no prepended sign precedes).
    static func blankTrimmed(_ bytes: ArraySlice<UInt8>) -> Range<Int> {
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start].isBlank, isWholeCharacter(bytes, at: start) { start += 1 }
        while end > start, bytes[end - 1].isBlank, isWholeCharacter(bytes, at: end - 1) { end -= 1 }
        return start..<end
    }

    /// How many bytes the first `limit` Characters of `bytes` take. Counted by scalars while
    /// they are ASCII (but a carriage return) or Hangul syllables; from the last of those before
    /// any other scalar, by Swift's Characters.
    static func prefixLength(_ bytes: ArraySlice<UInt8>, characters limit: Int) -> Int {
        guard bytes.count > limit else { return bytes.count }  // a Character is at least one byte
        var offset = bytes.startIndex, count = 0, previous = bytes.startIndex
        while offset < bytes.endIndex {
            let byte = bytes[offset]
            let length: Int
            if byte < 0x80, byte != UInt8(ascii: "\r") {
                length = 1
            } else if bytes.hasHangulSyllable(at: offset) {
                length = 3
            } else {
                // The scalar before may begin this Character; before that one there is a boundary.
                let resume = count == 0 ? offset : previous
                return characterPrefixLength(bytes[resume...], characters: limit - max(count - 1, 0)) + resume - bytes.startIndex
            }
            if count == limit { return offset - bytes.startIndex }
            count += 1
            previous = offset
            offset += length
        }
        return bytes.count
    }

    /// The bytes of the first `limit` Characters, counted by Swift's grapheme breaking.
    private static func characterPrefixLength(_ bytes: ArraySlice<UInt8>, characters limit: Int) -> Int {
        var length = 0, count = 0
        for character in String(decoding: bytes, as: UTF8.self) {
            guard count < limit else { break }
            length += character.utf8.count
            count += 1
        }
        return length
    }

    /// Where the scalar that ends right before `index` starts.
    private static func scalarStart(_ bytes: ArraySlice<UInt8>, before index: Int) -> Int {
        var start = index - 1
        while start > bytes.startIndex, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// Where the scalar that starts at `index` ends.
    private static func scalarEnd(_ bytes: ArraySlice<UInt8>, after index: Int) -> Int {
        var end = index + 1
        while end < bytes.endIndex, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }
}
