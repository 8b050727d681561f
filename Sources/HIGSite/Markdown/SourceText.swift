import Foundation

/// Converts cmark's byte columns to the Unicode-scalar columns diagnostics use.
struct SourceText {
    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]
    /// Added to every line, for a body that starts after the front matter.
    let lineOffset: Int

    init(_ source: String, lineOffset: Int) {
        bytes = Array(source.utf8)
        self.lineOffset = lineOffset
        var lineStarts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count, let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) {
                start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                lineStarts.append(start)
            }
        }
        self.lineStarts = lineStarts
    }

    /// cmark's 1-based line and byte column → file position. Line 0 (unknown) stays unknown.
    func location(line: Int32, byteColumn: Int32) -> SourceLocation? {
        guard line > 0 else { return nil }
        let lineIndex = Int(line) - 1
        guard lineIndex < lineStarts.count else {
            return SourceLocation(line: Int(line) + lineOffset, column: max(1, Int(byteColumn)))
        }
        let start = lineStarts[lineIndex]
        let end = min(bytes.count, start + max(0, Int(byteColumn) - 1))
        var scalars = 0
        for index in start..<end where bytes[index] & 0xC0 != 0x80 {
            scalars += 1
        }
        return SourceLocation(line: Int(line) + lineOffset, column: scalars + 1)
    }
}
