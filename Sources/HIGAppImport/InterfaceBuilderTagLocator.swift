/// Turns the position libxml2 reports for a start tag into the position of the tag's `<`.
///
/// XMLParser (libxml2) reports `lineNumber` and `columnNumber` in `didStartElement` where the
/// parser stands after reading the start tag: at its `>` (at the `/` of `/>`), on the tag's last
/// line. The column counts characters (Unicode scalars), not bytes: on `<b title="설정"/>` the
/// `/` is reported at column 14, not 18. The `<` is found by scanning back from there: `<`
/// cannot occur inside a well-formed tag, so the first `<` met is the tag's own.
///
/// Start tags come in the file's order, so the locator walks forward from the previous tag
/// rather than from the start of the line: a 5 MB storyboard written on one line stays linear.
struct InterfaceBuilderTagLocator {
    private let bytes: [UInt8]
    private let lines: SourceLines
    /// The last reported position and its byte offset, where the next walk starts.
    private var cursor = (line: 1, column: 1, offset: 0)

    init(bytes: [UInt8], lines: SourceLines) {
        self.bytes = bytes
        self.lines = lines
    }

    /// The position of the `<` of the start tag `name` that libxml2 reported at `line`:`column`.
    mutating func startOfTag(named name: String, reportedLine line: Int, column: Int) -> SourcePosition {
        let reported = offset(line: line, scalarColumn: column)
        if let start = lessThan(before: reported), tagName(at: start, is: name) {
            return position(of: start, reportedOffset: reported, line: line, column: column)
        }
        // Should a libxml2 count bytes after all, read the column as bytes.
        let byteOffset = min(lines.byteOffset(ofLine: line) + max(column - 1, 0), bytes.count)
        if let start = lessThan(before: byteOffset), tagName(at: start, is: name) {
            return lines.position(ofByteOffset: start)
        }
        return SourcePosition(line: line, column: column)
    }

    /// The byte offset of a 1-based line and scalar column, walking forward from the last one.
    private mutating func offset(line: Int, scalarColumn column: Int) -> Int {
        var (walkedColumn, offset) = (1, lines.byteOffset(ofLine: line))
        if cursor.line == line && cursor.column <= column {
            (walkedColumn, offset) = (cursor.column, cursor.offset)
        }
        while walkedColumn < column, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            walkedColumn += 1
        }
        cursor = (line, column, offset)
        return offset
    }

    private func lessThan(before offset: Int) -> Int? {
        var index = min(offset, bytes.count - 1)
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "<") { return index }
            index -= 1
        }
        return nil
    }

    private func tagName(at start: Int, is name: String) -> Bool {
        let expected = Array(name.utf8)
        guard start + expected.count < bytes.count else { return false }
        return Array(bytes[(start + 1)...(start + expected.count)]) == expected
    }

    /// The `<`'s position, counted back from the reported one while the tag stays on one line
    /// (the usual case), so a long line is not walked from its start again.
    private func position(of start: Int, reportedOffset: Int, line: Int, column: Int) -> SourcePosition {
        var scalars = 0
        var index = start
        while index < reportedOffset {
            if bytes[index] == UInt8(ascii: "\n") { return lines.position(ofByteOffset: start) }
            if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        return SourcePosition(line: line, column: column - scalars)
    }
}
