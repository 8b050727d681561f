/// The one pass of `SwiftNesting` over a file's bytes: Swift's tokens as far as nesting needs
/// them. Comments and the text of string literals are skipped, interpolations inside strings are
/// code. Mismatched brackets are tolerated as a parser recovers: a closer pops down to its opener,
/// a closer with no opener is ignored.
struct SwiftNestingScanner {
    /// How a string literal ends: `"`, `"""`, with as many `#` as it started with.
    struct Delimiter: Equatable {
        var hashes: Int
        var multiline: Bool
    }

    enum Frame: Equatable {
        case file, paren, square, brace, angle, poundIf
        /// `\(` inside a string literal: code up to its `)`, then the string goes on.
        case interpolation(Delimiter)
    }

    let bytes: [UInt8]
    var index = 0
    /// Open frames, each with the length of the chain (`try try …`, `else if … else if …`) its
    /// current statement has; the file is the bottom frame.
    var frames: [(frame: Frame, chain: Int)] = [(.file, 0)]
    var chains = 0
    /// `switch` keywords of each frame still waiting for their `{`, one level each: the parser
    /// reads what follows a `switch` as its cases until a `}`, and checks for that `}` ahead of it.
    var switches: [Int] = [0]
    var squareDepth = 0
    var squareCost = 0
    /// Whether the last token ends an operand (a name, a literal, a closing bracket): a newline
    /// after it ends the statement, and with it the chain.
    var lastEndsOperand = false
    var newlineSince = false
    /// The deepest the file went, for measuring what real code does.
    var deepest = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var depth: Int { frames.count - 1 + chains + waitingSwitches }
    var waitingSwitches = 0

    mutating func run() -> (offset: Int, excess: SwiftNesting.Excess)? {
        while index < bytes.count {
            let start = index
            if let excess = step() { return (start, excess) }
        }
        return nil
    }

    /// Reads one token (or comment, or piece of a string) from `index`.
    mutating func step() -> SwiftNesting.Excess? {
        let byte = bytes[index]
        switch byte {
        case ASCII.newline:
            newlineSince = true
            index += 1
        case ASCII.space, ASCII.tab, ASCII.carriageReturn:
            index += 1
        case ASCII.slash where at(index + 1) == ASCII.slash || at(index + 1) == ASCII.star:
            skipComment()
        case ASCII.quote:
            return stringLiteral(hashes: 0)
        case ASCII.hash:
            return hash()
        case ASCII.openParen, ASCII.openBrace:
            index += 1
            return open(byte == ASCII.openParen ? .paren : .brace)
        case ASCII.openSquare:
            index += 1
            squareDepth += 1
            squareCost += 1 << min(squareDepth, 30)
            if squareCost > SwiftNesting.bracketBudget { return .bracketCost }
            return open(.square)
        case ASCII.closeParen, ASCII.closeSquare, ASCII.closeBrace:
            index += 1
            return close(byte)
        case ASCII.semicolon:
            index += 1
            endStatement()
        case _ where Self.isIdentifier(byte):
            return word()
        case _ where Self.isOperator(byte):
            return operatorRun()
        default:
            // `.`, `,`, `:`, `@`, `\`: none opens or ends anything.
            index += 1
            token(endsOperand: false)
        }
        return nil
    }

    // MARK: Frames and chains

    mutating func open(_ frame: Frame) -> SwiftNesting.Excess? {
        token(endsOperand: false)
        if frame == .brace, switches[switches.count - 1] > 0 {
            switches[switches.count - 1] -= 1
            waitingSwitches -= 1
        }
        frames.append((frame, 0))
        switches.append(0)
        return checkDepth()
    }

    mutating func checkDepth() -> SwiftNesting.Excess? {
        deepest = max(deepest, depth)
        return depth > SwiftNesting.maximumDepth ? .depth : nil
    }

    /// `)`, `]` or `}`: pops down to its opener (generic brackets left open on the way are not
    /// generics); an interpolation's `)` goes back into its string.
    mutating func close(_ byte: UInt8) -> SwiftNesting.Excess? {
        if byte == ASCII.closeSquare { squareDepth = max(squareDepth - 1, 0) }
        let target = frames.lastIndex { entry in
            switch entry.frame {
            case .paren, .interpolation: byte == ASCII.closeParen
            case .square: byte == ASCII.closeSquare
            case .brace: byte == ASCII.closeBrace
            case .file, .angle, .poundIf: false
            }
        }
        token(endsOperand: true)
        guard let target else { return nil }
        let frame = frames[target].frame
        pop(to: target)
        if case .interpolation(let delimiter) = frame { return stringBody(delimiter) }
        return nil
    }

    mutating func pop(to count: Int) {
        while frames.count > count {
            chains -= frames.removeLast().chain
            waitingSwitches -= switches.removeLast()
        }
    }

    /// One more keyword or operator in the current statement's chain.
    mutating func deepen() -> SwiftNesting.Excess? {
        frames[frames.count - 1].chain += 1
        chains += 1
        return checkDepth()
    }

    mutating func endStatement() {
        chains -= frames[frames.count - 1].chain
        frames[frames.count - 1].chain = 0
        closeAngles()
    }

    /// Generic brackets still open where a generic argument list cannot go on were comparisons.
    mutating func closeAngles() {
        while frames.count > 1, frames[frames.count - 1].frame == .angle {
            pop(to: frames.count - 1)
        }
    }

    mutating func token(endsOperand: Bool) {
        lastEndsOperand = endsOperand
        newlineSince = false
    }

    func at(_ offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    enum ASCII {
        static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), tab = UInt8(ascii: "\t"), space = UInt8(ascii: " ")
        static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
        static let backslash = UInt8(ascii: "\\"), semicolon = UInt8(ascii: ";"), greater = UInt8(ascii: ">")
        static let bang = UInt8(ascii: "!"), question = UInt8(ascii: "?"), dot = UInt8(ascii: ".")
        static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")"), openSquare = UInt8(ascii: "[")
        static let closeSquare = UInt8(ascii: "]"), openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    }
}
