/// The tokens of `SwiftNestingScanner`: names and keywords, operators, `#` directives, comments
/// and string literals.
extension SwiftNestingScanner {
    /// Keywords the parser reads by calling itself again for what follows them: `try try …`,
    /// `await`, `else if`, the prefix specifiers of expressions and types.
    static let chainKeywords: Set<[UInt8]> = Set([
        "try", "await", "else", "consume", "copy", "each", "repeat", "some", "any", "inout", "borrowing", "consuming",
        "unsafe", "sending", "isolated",
    ].map { Array($0.utf8) })

    /// A name, keyword or number. A name after a newline starts a new statement (unless the line
    /// before ends in an operator or a chain keyword, or this is `else`), which ends the chain.
    mutating func word() -> SwiftNesting.Excess? {
        let start = index
        while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
        let length = index - start
        // `.some`, `.any`: a member of that name, not the keyword.
        let isChain = length >= 3 && length <= 9 && (start == 0 || bytes[start - 1] != ASCII.dot)
            && Self.chainKeywords.contains(Array(bytes[start..<index]))
        let isElse = length == 4 && bytes[start..<index].elementsEqual("else".utf8)
        if newlineSince, lastEndsOperand, !isElse { endStatement() }
        if length == 6, bytes[start..<index].elementsEqual("switch".utf8), start == 0 || bytes[start - 1] != ASCII.dot {
            // Garbage with a thousand `switch` and no `{` took the parser minutes (scripts/fuzz app).
            token(endsOperand: false)
            switches[switches.count - 1] += 1
            waitingSwitches += 1
            return checkDepth()
        }
        token(endsOperand: !isChain)
        return isChain ? deepen() : nil
    }

    /// A run of operator characters: `->` and a ternary `?` deepen the chain, a `<` straight after
    /// a name opens a generic argument list, which `>` closes and `=`, `&&`, `||` show was not one.
    mutating func operatorRun() -> SwiftNesting.Excess? {
        let start = index
        while index < bytes.count, Self.isOperator(bytes[index]) { index += 1 }
        let run = bytes[start..<index]
        let spaceBefore = start == 0 || Self.isSpace(bytes[start - 1])
        let spaceAfter = index == bytes.count || Self.isSpace(bytes[index])
        if run.elementsEqual("->".utf8) || run.elementsEqual("?".utf8) && spaceBefore {
            token(endsOperand: false)
            return deepen()
        }
        if run.first == ASCII.greater {
            for byte in run where byte == ASCII.greater {
                guard frames.count > 1, frames[frames.count - 1].frame == .angle else { break }
                pop(to: frames.count - 1)
            }
            token(endsOperand: true)
            return nil
        }
        if run.elementsEqual("<".utf8), !spaceBefore, !spaceAfter, Self.isIdentifier(bytes[start - 1]) {
            token(endsOperand: false)
            frames.append((.angle, 0))
            switches.append(0)
            return checkDepth()
        }
        if run.elementsEqual("=".utf8) || run.elementsEqual("&&".utf8) || run.elementsEqual("||".utf8) { closeAngles() }
        // `x!`, `x?`: a postfix operator leaves an operand.
        token(endsOperand: !spaceBefore && run.allSatisfy { $0 == ASCII.bang || $0 == ASCII.question })
        return nil
    }

    /// `#if` opens a level, `#endif` closes it; `#"…"#` is a raw string; `#Preview` a macro.
    mutating func hash() -> SwiftNesting.Excess? {
        var hashes = 0
        while at(index + hashes) == ASCII.hash { hashes += 1 }
        if at(index + hashes) == ASCII.quote {
            index += hashes
            return stringLiteral(hashes: hashes)
        }
        index += 1
        let start = index
        while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
        let name = bytes[start..<index]
        if name.elementsEqual("if".utf8) { return open(.poundIf) }
        if name.elementsEqual("endif".utf8), let target = frames.lastIndex(where: { $0.frame == .poundIf }) {
            pop(to: target)
        }
        token(endsOperand: false)
        return nil
    }

    /// `//` to the end of the line, or a block comment (they nest in Swift).
    mutating func skipComment() {
        if bytes[index + 1] == ASCII.slash {
            while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
            return
        }
        var level = 1
        index += 2
        while index < bytes.count, level > 0 {
            if bytes[index] == ASCII.slash, at(index + 1) == ASCII.star {
                level += 1
                index += 2
            } else if bytes[index] == ASCII.star, at(index + 1) == ASCII.slash {
                level -= 1
                index += 2
            } else {
                index += 1
            }
        }
    }

    /// A string literal from its opening quote (after any `#`).
    mutating func stringLiteral(hashes: Int) -> SwiftNesting.Excess? {
        let multiline = at(index + 1) == ASCII.quote && at(index + 2) == ASCII.quote
        index += multiline ? 3 : 1
        if newlineSince, lastEndsOperand { endStatement() }
        token(endsOperand: false)
        return stringBody(Delimiter(hashes: hashes, multiline: multiline))
    }

    /// A string's text up to its closing delimiter, or to an interpolation, which is code: a frame
    /// whose `)` brings the scan back here. A one-line string ends at the end of its line.
    mutating func stringBody(_ delimiter: Delimiter) -> SwiftNesting.Excess? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backslash {
                var after = index + 1
                while after - index - 1 < delimiter.hashes, at(after) == ASCII.hash { after += 1 }
                guard after - index - 1 == delimiter.hashes else {
                    index += 1 // a backslash in a raw string: text
                    continue
                }
                if at(after) == ASCII.openParen {
                    index = after + 1
                    return open(.interpolation(delimiter))
                }
                index = after + 1 // the escaped character
            } else if byte == ASCII.quote, closes(delimiter) {
                index += (delimiter.multiline ? 3 : 1) + delimiter.hashes
                token(endsOperand: true)
                return nil
            } else if byte == ASCII.newline, !delimiter.multiline {
                return nil
            } else {
                index += 1
            }
        }
        return nil
    }

    private func closes(_ delimiter: Delimiter) -> Bool {
        let quotes = delimiter.multiline ? 3 : 1
        for offset in 0..<quotes where at(index + offset) != ASCII.quote { return false }
        for offset in 0..<delimiter.hashes where at(index + quotes + offset) != ASCII.hash { return false }
        return true
    }

    // MARK: Bytes

    /// Letters, digits, `_`, `$`, a backtick, and every byte of a non-ASCII scalar.
    static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "`"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == ASCII.space || byte == ASCII.newline || byte == ASCII.tab || byte == ASCII.carriageReturn
    }
}
