/// A Swift file's text with every comment and string literal blanked to spaces (line breaks
/// kept, so lines and columns stay where they were): what is left is code, so a brace, a `Rule(`
/// or a `static let rule` found in it is one the compiler sees, not one in a message or a note.
///
/// It knows the literals the rule files use: `"…"`, `"""…"""`, raw strings (`#"…"#`) and
/// interpolation (`\(…)`, with strings inside it). Syntax it does not know, such as a regex
/// literal, can leave braces unbalanced; `RuleFileReader` reports that as a file it cannot read.
struct CodeText {
    private(set) var bytes: [UInt8]
    private var position = 0

    init(_ source: String) {
        bytes = Array(source.utf8)
        maskCode(endingAtParenthesis: false)
    }

    private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
    private static let open = UInt8(ascii: "("), close = UInt8(ascii: ")"), space = UInt8(ascii: " ")
    private static let tripleQuote = [quote, quote, quote]

    private func byte(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private func starts(with text: [UInt8], at offset: Int = 0) -> Bool {
        position + offset + text.count <= bytes.count && Array(bytes[position + offset ..< position + offset + text.count]) == text
    }

    /// Blanks `range`, keeping its line breaks.
    private mutating func blank(_ range: Range<Int>) {
        for index in range.clamped(to: 0 ..< bytes.count) where bytes[index] != Self.newline {
            bytes[index] = Self.space
        }
    }

    /// Walks code up to the end of the text, or (inside an interpolation) past its closing `)`.
    private mutating func maskCode(endingAtParenthesis: Bool) {
        var depth = 0
        while let current = byte() {
            if current == Self.slash && byte(1) == Self.slash {
                let start = position
                while let next = byte(), next != Self.newline { position += 1 }
                blank(start ..< position)
            } else if current == Self.slash && byte(1) == Self.star {
                maskBlockComment()
            } else if current == Self.quote || current == Self.hash && rawStringHashes() != nil {
                maskString()
            } else if current == Self.open {
                depth += 1
                position += 1
            } else if current == Self.close {
                position += 1
                if depth == 0 && endingAtParenthesis { return }
                depth -= 1
            } else {
                position += 1
            }
        }
    }

    /// `/* … */`, which nests in Swift.
    private mutating func maskBlockComment() {
        let start = position
        var depth = 0
        while byte() != nil {
            if byte() == Self.slash && byte(1) == Self.star {
                depth += 1
                position += 2
            } else if byte() == Self.star && byte(1) == Self.slash {
                depth -= 1
                position += 2
                if depth == 0 { break }
            } else {
                position += 1
            }
        }
        blank(start ..< position)
    }

    /// The number of `#` before a `"` here, when they open a raw string.
    private func rawStringHashes() -> Int? {
        var count = 0
        while byte(count) == Self.hash { count += 1 }
        return byte(count) == Self.quote ? count : nil
    }

    /// A string literal from its opening delimiter to its closing one, interpolations included.
    private mutating func maskString() {
        let start = position
        let hashes = rawStringHashes() ?? 0
        position += hashes
        let multiline = starts(with: Self.tripleQuote)
        position += multiline ? 3 : 1
        let closing = (multiline ? Self.tripleQuote : [Self.quote]) + Array(repeating: Self.hash, count: hashes)
        let escape = [Self.backslash] + Array(repeating: Self.hash, count: hashes)
        while let current = byte() {
            if starts(with: closing) {
                position += closing.count
                break
            } else if starts(with: escape) {
                position += escape.count
                if byte() == Self.open {
                    position += 1
                    maskCode(endingAtParenthesis: true)
                } else {
                    position += 1
                }
            } else if current == Self.newline && !multiline {
                break
            } else {
                position += 1
            }
        }
        blank(start ..< position)
    }
}
