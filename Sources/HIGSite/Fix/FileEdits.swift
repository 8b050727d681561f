import Foundation
import HIGControls

/// One file's fixes made on its bytes, every other byte kept as it was.
///
/// Each fix is found by its line and column and made only where the file still holds its old
/// text. The same edit found by two diagnostics is made once; of edits that overlap, the
/// narrowest is made and the others are deferred: the re-check after this pass reports them
/// again, as they then are, or not at all.
struct FileEdits {
    /// The bytes after the edits.
    var data: Data
    /// The edits made, in file order.
    var applied: [Fix]
    /// Edits that overlap one that was made.
    var deferred: [Fix]
    /// Edits whose old text is not where they say (the file changed since it was checked), or
    /// that would join or split lines.
    var stale: [Fix]

    init(_ fixes: [Fix], on data: Data) {
        let bytes = [UInt8](data)
        let lines = Self.lineStarts(bytes)
        var located: [(fix: Fix, bytes: Range<Int>)] = []
        var stale: [Fix] = []
        for fix in Set(fixes).sorted(by: { $0.range < $1.range }) {
            // An edit stays on its line: the diff of a dry run and every later column rely on it.
            if !(fix.old + fix.new).utf8.contains(UInt8(ascii: "\n")), let start = Self.offset(of: fix.range.start, in: bytes, lineStarts: lines),
               start + fix.old.utf8.count <= bytes.count, bytes[start..<(start + fix.old.utf8.count)].elementsEqual(fix.old.utf8) {
                located.append((fix, start..<(start + fix.old.utf8.count)))
            } else {
                stale.append(fix)
            }
        }
        var accepted: [(fix: Fix, bytes: Range<Int>)] = []
        var deferred: [Fix] = []
        for candidate in located.sorted(by: { ($0.bytes.count, $0.bytes.lowerBound) < ($1.bytes.count, $1.bytes.lowerBound) }) {
            let clashes = accepted.contains { $0.bytes.overlaps(candidate.bytes) || $0.bytes.lowerBound == candidate.bytes.lowerBound }
            if clashes { deferred.append(candidate.fix) } else { accepted.append(candidate) }
        }
        accepted.sort { $0.bytes.lowerBound < $1.bytes.lowerBound }
        var result = bytes
        // From the end, so that every offset still found before it holds.
        for edit in accepted.reversed() {
            result.replaceSubrange(edit.bytes, with: Array(edit.fix.new.utf8))
        }
        self.data = Data(result)
        self.applied = accepted.map(\.fix)
        self.deferred = deferred.sorted { $0.range < $1.range }
        self.stale = stale
    }

    /// Where each line starts; a leading byte order mark is not part of line 1's columns.
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = ByteScanner(bytes).lineStarts()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { starts[0] = 3 }
        return starts
    }

    /// The byte offset of a line and Unicode-scalar column; nil past the line's end.
    private static func offset(of location: SourceLocation, in bytes: [UInt8], lineStarts: [Int]) -> Int? {
        guard lineStarts.indices.contains(location.line - 1), location.column >= 1 else { return nil }
        var offset = lineStarts[location.line - 1]
        for _ in 1..<location.column {
            guard offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") else { return nil }
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return offset
    }
}
