import Foundation
import HIGControls

/// Converts cmark's byte columns to the Unicode-scalar columns diagnostics use.
///
/// Positions asked for in file order cost one pass over the text in all: the scalars counted on
/// a line are remembered, and the next position further along the same line counts on from
/// there (a line of 100,000 links used to be counted from its start for every link).
struct SourceText {
    /// Read in place, not copied: a page's text is native and contiguous.
    private let source: String
    private let lineStarts: [Int]
    /// Added to every line, for a body that starts after the front matter.
    let lineOffset: Int
    /// The last position converted: its line index, byte offset in the source and the scalars
    /// from its line's start up to it.
    private var last = (line: -1, byte: 0, scalars: 0)

    init(_ source: String, lineOffset: Int) {
        self.source = source
        self.lineOffset = lineOffset
        lineStarts = Self.withBytes(of: source) { buffer in
            var lineStarts = [0]
            guard let base = buffer.baseAddress else { return lineStarts }
            var start = 0
            while start < buffer.count, let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) {
                start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                lineStarts.append(start)
            }
            return lineStarts
        }
    }

    /// cmark's 1-based line and byte column → file position. Line 0 (unknown) stays unknown.
    mutating func location(line: Int32, byteColumn: Int32) -> SourceLocation? {
        guard line > 0 else { return nil }
        let lineIndex = Int(line) - 1
        guard lineIndex < lineStarts.count else {
            return SourceLocation(line: Int(line) + lineOffset, column: max(1, Int(byteColumn)))
        }
        let start = lineStarts[lineIndex]
        let (byte, scalars) = Self.withBytes(of: source) { bytes in
            let end = min(bytes.count, start + max(0, Int(byteColumn) - 1))
            let (from, counted) = last.line == lineIndex && last.byte <= end ? (last.byte, last.scalars) : (start, 0)
            return (end, counted + ScalarCount.of(UnsafeBufferPointer(rebasing: bytes[from..<end])))
        }
        last = (lineIndex, byte, scalars)
        return SourceLocation(line: Int(line) + lineOffset, column: scalars + 1)
    }

    private static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
