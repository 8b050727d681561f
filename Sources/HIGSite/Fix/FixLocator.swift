import HIGControls

/// Finds, in one page's Markdown as written, the exact text a fix replaces, and makes the
/// ``Fix`` only when the text there is what the check saw.
///
/// Checks see parsed values (a link's destination, a heading's attribute block, a run of prose);
/// an edit needs the place in the file. Made only for a page that has something to fix, so the
/// checks of a clean page never copy its text.
struct FixLocator {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private let lineOffset: Int
    private let scalars = LineScalars()

    /// Each line's scalar starts (and its end), made the first time a fix on the line asks: a
    /// column is then found by index, not by walking the line (25,000 warnings on one line
    /// walked it 25,000 times). One page's, on one thread.
    private final class LineScalars {
        var starts: [Int: [Int]] = [:]
    }

    init(_ page: Page) {
        self.init(page.document)
    }

    init(_ document: MarkdownDocument) {
        bytes = Array(document.source.utf8)
        lineOffset = document.lineOffset
        lineStarts = ByteScanner(bytes).lineStarts()
    }

    /// The byte offset in the body of a file position; nil where the file has no such place.
    func offset(of location: SourceLocation) -> Int? {
        let line = location.line - lineOffset - 1
        guard lineStarts.indices.contains(line), location.column >= 1 else { return nil }
        let starts = scalarStarts(ofLine: line)
        return location.column <= starts.count ? starts[location.column - 1] : nil
    }

    /// Where each scalar of a line starts, then where the line ends.
    private func scalarStarts(ofLine line: Int) -> [Int] {
        if let known = scalars.starts[line] { return known }
        var starts: [Int] = [], offset = lineStarts[line]
        let end = lineEnd(from: offset)
        while offset < end {
            starts.append(offset)
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        starts.append(end)
        scalars.starts[line] = starts
        return starts
    }

    /// Where the line holding `offset` ends (its `\n`, or the end of the text).
    func lineEnd(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    /// The file position of a byte offset of the body.
    func location(of offset: Int) -> SourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // The scalars before `offset` on its line: how many of the line's scalar starts are below it.
        let starts = scalarStarts(ofLine: low)
        var first = 0, past = starts.count
        while first < past {
            let middle = (first + past) / 2
            if starts[middle] < offset { first = middle + 1 } else { past = middle }
        }
        return SourceLocation(line: low + lineOffset + 1, column: first + 1)
    }

    /// Whether the text at `offset` is `needle`.
    func matches(_ needle: some Swift.Collection<UInt8>, at offset: Int) -> Bool {
        offset >= 0 && offset + needle.count <= bytes.count && bytes[offset..<(offset + needle.count)].elementsEqual(needle)
    }

    /// The fix that replaces `old`, found at `offset`, with `new`; nil unless the text there is
    /// `old`, and for a replacement that would span lines.
    func fix(at offset: Int, old: String, new: String) -> Fix? {
        guard matches(old.utf8, at: offset), !old.utf8.contains(UInt8(ascii: "\n")), !new.utf8.contains(UInt8(ascii: "\n")),
              !new.utf8.contains(UInt8(ascii: "\r")), old != new else { return nil }
        return Fix(range: SourceRange(start: location(of: offset), end: location(of: offset + old.utf8.count)), old: old, new: new)
    }

    /// ``fix(at:old:new:)`` where the check knows the file position of `old`.
    func fix(at location: SourceLocation, old: String, new: String) -> Fix? {
        offset(of: location).flatMap { fix(at: $0, old: old, new: new) }
    }

    /// A fix proposed by a reader that saw only part of the file (a mockup fence's YAML): kept
    /// where the file has the fix's old text at its start, or just after a quote there (a
    /// quoted YAML key or value); nil elsewhere (a fence indented in a list, whose columns are
    /// not the file's).
    func fix(writtenAs proposed: Fix) -> Fix? {
        guard let offset = offset(of: proposed.range.start) else { return nil }
        if let fix = fix(at: offset, old: proposed.old, new: proposed.new) { return fix }
        guard matches("\"".utf8, at: offset) || matches("'".utf8, at: offset) else { return nil }
        return fix(at: offset + 1, old: proposed.old, new: proposed.new)
    }

    /// Where a link's destination, as cmark read it, starts in the text: after the `](` (and
    /// any blanks and `<`) that follow the link's start, in the same block. Nil when it is
    /// written otherwise (a reference link, escapes or entities in it): such a link is left alone.
    func destination(of link: MarkdownLink) -> Int? {
        guard var index = offset(of: link.location) else { return nil }
        let needle = Array(link.destination.utf8)
        var lineIsBlank = false
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                if lineIsBlank { return nil }  // the block ended
                lineIsBlank = true
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                lineIsBlank = false
            }
            if byte == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "("), let start = destinationStart(after: index + 2, needle) {
                return start
            }
            index += 1
        }
        return nil
    }

    /// The start of `needle` written as a whole destination from `index` on (after blanks and
    /// an optional `<`), nil when something else is written there.
    private func destinationStart(after index: Int, _ needle: [UInt8]) -> Int? {
        var start = index
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") || bytes[start] == UInt8(ascii: "\n") {
            start += 1
        }
        let angled = start < bytes.count && bytes[start] == UInt8(ascii: "<")
        if angled { start += 1 }
        guard matches(needle, at: start) else { return nil }
        let after = start + needle.count
        guard after < bytes.count else { return nil }
        let terminator = bytes[after]
        let ends = angled ? terminator == UInt8(ascii: ">")
            : terminator == UInt8(ascii: ")") || terminator == UInt8(ascii: " ") || terminator == UInt8(ascii: "\t") || terminator == UInt8(ascii: "\n")
        return ends ? start : nil
    }

    /// The attribute block `{…}` that ends the line at `location` (a guideline heading): the
    /// offsets of the text between its braces, without blanks around it.
    func attributeBlock(onLineOf location: SourceLocation) -> Range<Int>? {
        guard let start = offset(of: SourceLocation(line: location.line, column: 1)) else { return nil }
        var end = lineEnd(from: start)
        while end > start, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "#")].contains(bytes[end - 1]) { end -= 1 }
        guard end > start, bytes[end - 1] == UInt8(ascii: "}"),
              let open = bytes[start..<(end - 1)].lastIndex(of: UInt8(ascii: "{")) else { return nil }
        var inner = (open + 1)..<(end - 1)
        while !inner.isEmpty, bytes[inner.lowerBound] == UInt8(ascii: " ") || bytes[inner.lowerBound] == UInt8(ascii: "\t") {
            inner = (inner.lowerBound + 1)..<inner.upperBound
        }
        while !inner.isEmpty, bytes[inner.upperBound - 1] == UInt8(ascii: " ") || bytes[inner.upperBound - 1] == UInt8(ascii: "\t") {
            inner = inner.lowerBound..<(inner.upperBound - 1)
        }
        return inner
    }

    /// The text of a range of the body.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
