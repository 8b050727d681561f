import Foundation

extension UInt8 {
    /// A space or a tab: the blanks that trimming removes.
    var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}

/// Lines of UTF-8 and their ends: where each starts, and each without the blanks and carriage
/// returns at its end (what a translation's hash reads, so that line endings never change it).
extension ByteScanner {
    /// The offset each line starts at: 0, and one after every line feed.
    func lineStarts() -> [Int] {
        var starts = [0]
        var start = 0
        while let end = firstIndex(of: UInt8(ascii: "\n"), from: start) {
            start = end + 1
            starts.append(start)
        }
        return starts
    }

    /// Each line (split at line feeds; text after the last one is a line too, even empty)
    /// without its trailing spaces, tabs and carriage returns.
    func trimmedLines() -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while true {
            let end = firstIndex(of: UInt8(ascii: "\n"), from: start) ?? bytes.count
            var last = end
            while last > start, bytes[last - 1].isBlank || bytes[last - 1] == UInt8(ascii: "\r") { last -= 1 }
            lines.append(start..<last)
            guard end < bytes.count else { return lines }
            start = end + 1
        }
    }

    /// `range` without the spaces and tabs at either end.
    func blankTrimmed(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound, end = range.upperBound
        while start < end, bytes[start].isBlank { start += 1 }
        while end > start, bytes[end - 1].isBlank { end -= 1 }
        return start..<end
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs, without copying the text.
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
    var whitespaceTrimmed: String {
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
