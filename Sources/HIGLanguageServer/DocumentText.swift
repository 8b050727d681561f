import HIGControls

/// One file's text as lines of Unicode scalars, to turn higsite's positions (line and scalar
/// column from 1) into the protocol's (line from 0, UTF-16 units) and back.
struct DocumentText {
    let lines: [[Unicode.Scalar]]

    init(_ text: String) {
        lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            var line = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            if line.last == "\r" { line.removeLast() }
            return line
        }
    }

    func line(_ number: Int) -> [Unicode.Scalar] {
        lines.indices.contains(number - 1) ? lines[number - 1] : []
    }

    func lineText(_ number: Int) -> String {
        String(String.UnicodeScalarView(line(number)))
    }

    func position(_ location: SourceLocation) -> Position {
        let scalars = line(location.line).prefix(max(0, location.column - 1))
        return Position(line: max(0, location.line - 1), character: scalars.reduce(0) { $0 + $1.utf16.count })
    }

    /// The higsite location of a protocol position (a character past the line's end is its end).
    func location(_ position: Position) -> SourceLocation {
        var units = 0, column = 1
        for scalar in line(position.line + 1) {
            guard units < position.character else { break }
            units += scalar.utf16.count
            column += 1
        }
        return SourceLocation(line: position.line + 1, column: column)
    }

    /// Where a diagnostic at `location` ends: a link to its `)`, anything else to its line's
    /// end (a heading, a front-matter key); the line's start for no location.
    func end(of location: SourceLocation) -> SourceLocation {
        let line = line(location.line)
        let start = location.column - 1
        guard line.indices.contains(start) else { return location }
        var end = line.count
        if line[start] == "[" || line[start] == "!" {
            var index = start
            while index + 1 < line.count, !(line[index] == "]" && line[index + 1] == "(") { index += 1 }
            if let close = line[index...].firstIndex(of: ")") { end = close + 1 }
        }
        while end > start + 1, line[end - 1].properties.isWhitespace { end -= 1 }
        return SourceLocation(line: location.line, column: end + 1)
    }
}
