import Foundation

/// Converts cmark's byte columns to the Unicode-scalar columns diagnostics use.
struct SourceText {
    /// Read in place, not copied: a page's text is native and contiguous.
    private let source: String
    private let lineStarts: [Int]
    /// Added to every line, for a body that starts after the front matter.
    let lineOffset: Int

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
    func location(line: Int32, byteColumn: Int32) -> SourceLocation? {
        guard line > 0 else { return nil }
        let lineIndex = Int(line) - 1
        guard lineIndex < lineStarts.count else {
            return SourceLocation(line: Int(line) + lineOffset, column: max(1, Int(byteColumn)))
        }
        let start = lineStarts[lineIndex]
        let scalars = Self.withBytes(of: source) { bytes in
            var scalars = 0
            for index in start..<min(bytes.count, start + max(0, Int(byteColumn) - 1)) where bytes[index] & 0xC0 != 0x80 {
                scalars += 1
            }
            return scalars
        }
        return SourceLocation(line: Int(line) + lineOffset, column: scalars + 1)
    }

    private static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
