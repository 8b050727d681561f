/// A word or a punctuation mark of a file's code (comments and strings already blanked by
/// `CodeText`), with the line and column where it starts, for error messages.
struct CodeToken: Equatable {
    let text: String
    let line: Int
    let column: Int

    var isWord: Bool { text.first.map { $0 == "_" || $0.isLetter || $0.isNumber } ?? false }

    /// The words and marks of `code`; white space separates, every other mark is a token alone.
    static func tokens(of code: CodeText) -> [CodeToken] {
        var tokens: [CodeToken] = []
        var word: [UInt8] = []
        var wordStart = (line: 1, column: 1)
        var line = 1, column = 1
        func endWord() {
            if !word.isEmpty {
                tokens.append(CodeToken(text: String(decoding: word, as: UTF8.self), line: wordStart.line, column: wordStart.column))
                word = []
            }
        }
        for byte in code.bytes {
            if isWordByte(byte) {
                if word.isEmpty { wordStart = (line, column) }
                word.append(byte)
            } else {
                endWord()
                if !isSpace(byte) {
                    tokens.append(CodeToken(text: String(decoding: [byte], as: UTF8.self), line: line, column: column))
                }
            }
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        endWord()
        return tokens
    }

    /// Letters, digits, `_`, and every byte of a non-ASCII character (Swift names may use them).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
