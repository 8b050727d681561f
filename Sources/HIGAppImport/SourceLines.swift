/// A text's lines, for turning the byte offsets parsers give (swift-syntax counts UTF-8 bytes,
/// libxml2 too) into the line and scalar column that diagnostics print. Built once per file in
/// one pass; each look-up costs a binary search and a walk of one line.
package struct SourceLines: Sendable {
    private let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]

    package init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// Whether the text holds `word`, byte for byte: one pass over the text's UTF-8. (Foundation's
    /// `String.contains` goes through NSString and UTF-16 on Linux, and took a tenth of lint's time
    /// on IceCubesApp for three words per file.)
    package func contains(_ word: String) -> Bool {
        ByteText.firstIndex(of: Array(word.utf8), in: bytes) != nil
    }

    /// Whether one of `words` stands in the text as a whole word (a run of letters, digits, `_`
    /// and non-ASCII bytes, as Swift's identifiers are): one pass over the text, whatever the
    /// number of words.
    package func containsWord(from words: Set<ArraySlice<UInt8>>) -> Bool {
        var start = 0
        while start < bytes.count {
            guard ByteText.isWordByte(bytes[start]) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < bytes.count, ByteText.isWordByte(bytes[end]) { end += 1 }
            if words.contains(bytes[start..<end]) { return true }
            start = end
        }
        return false
    }

    /// The position of a UTF-8 byte offset (clamped into the text).
    package func position(ofByteOffset offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: scalarColumn(line: low, byteOffset: offset))
    }

    /// The position of a 1-based line and a 1-based column counted in bytes (as libxml2 reports).
    package func position(line: Int, byteColumn: Int) -> SourcePosition {
        let index = min(max(line - 1, 0), lineStarts.count - 1)
        let offset = min(lineStarts[index] + max(byteColumn - 1, 0), bytes.count)
        return SourcePosition(line: index + 1, column: scalarColumn(line: index, byteOffset: offset))
    }

    /// The byte offset where a 1-based line starts (the text's end past the last line).
    package func byteOffset(ofLine line: Int) -> Int {
        let index = line - 1
        return index < lineStarts.count ? lineStarts[max(index, 0)] : bytes.count
    }

    /// 1 + the number of scalars between the line's start and the offset: UTF-8 continuation
    /// bytes (10xxxxxx) do not start a scalar.
    private func scalarColumn(line: Int, byteOffset: Int) -> Int {
        var column = 1
        var offset = lineStarts[line]
        while offset < byteOffset {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        // An offset inside a scalar points at that scalar.
        return bytes.indices.contains(byteOffset) && bytes[byteOffset] & 0xC0 == 0x80 ? column - 1 : column
    }
}
