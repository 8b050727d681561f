import CCmarkGFM
import HIGControls

/// The attribute block at the end of a guideline heading (`## Title {#id rule=a.b}`): found
/// among the heading's last text nodes, taken out of its visible text and parsed.
extension OutlineReader {
    /// Finds a trailing `{#id rule=…}` among the heading's last text nodes, removes it from the
    /// visible text and parses it. Braces that do not start with `#` or `rule=` are ordinary text.
    mutating func stripAttributes(from heading: OpaquePointer, at location: SourceLocation) -> HeadingAttributes? {
        var trailing: [OpaquePointer] = []
        var node = cmark_node_last_child(heading)
        while let current = node, cmark_node_get_type(current) == CMARK_NODE_TEXT {
            trailing.insert(current, at: 0)
            node = cmark_node_previous(current)
        }
        guard let first = trailing.first, Self.endsInBrace(trailing[trailing.count - 1]) else { return nil }
        if trailing.count == 1 {
            let bytes = CString.bytes(cmark_node_get_literal(first))
            switch Self.asciiAttributeBlock(in: bytes) {
            case .plainText:
                return nil
            case let .block(open, inner):
                // Both are made before the literal they are read from is replaced.
                let visible = String(decoding: bytes[..<open], as: UTF8.self).whitespaceTrimmed
                let parsed = HeadingAttributes.parse(ascii: bytes[inner])
                cmark_node_set_literal(first, visible)
                return accept(parsed, visible: visible, first: first, at: location)
            case .undecided:
                break
            }
        }
        let joined = trailing.map { CString.string(cmark_node_get_literal($0)) }.joined()
        let trimmed = joined.whitespaceTrimmed
        guard trimmed.hasSuffix("}"), let open = Self.lastOpeningBrace(in: trimmed) else { return nil }
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].whitespaceTrimmed
        guard inner.hasPrefix("#") || inner.hasPrefix("rule=") else { return nil }

        let visible = trimmed[..<open].whitespaceTrimmed
        cmark_node_set_literal(first, visible)
        for extra in trailing.dropFirst() {
            cmark_node_unlink(extra)
            cmark_node_free(extra)
        }
        return accept(HeadingAttributes.parse(inner[...]), visible: visible, first: first, at: location)
    }

    /// The parsed block of a heading whose visible text is now `visible`, its problem reported.
    private mutating func accept(_ parsed: Result<HeadingAttributes, HeadingAttributes.ParseError>, visible: String,
                                 first: OpaquePointer, at location: SourceLocation) -> HeadingAttributes? {
        switch parsed {
        case .success(let attributes):
            if visible.isEmpty && cmark_node_previous(first) == nil {
                problems.append(LocatedProblem(location: location, problem: .page(.headingAttributes("the heading has no text before '{'"))))
            }
            return attributes
        case .failure(.message(let message)):
            problems.append(LocatedProblem(location: location, problem: .page(.headingAttributes(message))))
            return nil
        }
    }

    /// Whether the text node's literal may end in `}` (before trailing blanks): most headings
    /// do not, and are passed over without making strings of their text. A non-ASCII last byte
    /// (a Unicode space, a combining mark) leaves the answer to the full check.
    private static func endsInBrace(_ node: OpaquePointer) -> Bool {
        let bytes = CString.bytes(cmark_node_get_literal(node))
        guard let last = bytes.last(where: { !$0.isBlank }) else { return false }
        return last == UInt8(ascii: "}") || last >= 0x80
    }

    enum AttributeBlock: Equatable {
        /// The text ends in no block (ordinary text, braces or not).
        case plainText
        /// The text ends in `{…}` that starts with `#` or `rule=`: the `{` and the block's
        /// inside without blanks around it.
        case block(open: Int, inner: Range<Int>)
        /// Not decided over bytes: the Character check decides.
        case undecided
    }

    /// The trailing attribute block of one text node's bytes, decided as the Character check
    /// would when the block and the byte before it are ASCII (there each byte is a Character of
    /// its own, and the only blanks are space and tab): the guideline headings of every page.
    static func asciiAttributeBlock(in bytes: [UInt8]) -> AttributeBlock {
        let text = ByteScanner(bytes)
        let end = text.blankTrimmed(0..<bytes.count).upperBound
        guard end > 0, bytes[end - 1] == UInt8(ascii: "}") else {
            // A heading that ends in a Hangul syllable (most Korean ones) ends in no block.
            return text.hasHangulSyllable(at: end - 3) ? .plainText : .undecided
        }
        var open = end - 1
        repeat {
            guard open > 0 else { return .plainText }  // ASCII throughout and no `{`
            open -= 1
            guard bytes[open] < 0x80 else { return .undecided }
        } while bytes[open] != UInt8(ascii: "{")
        guard open == 0 || bytes[open - 1] < 0x80 else { return .undecided }
        let inner = text.blankTrimmed(open + 1..<end - 1)
        guard bytes[inner].starts(with: "#".utf8) || bytes[inner].starts(with: "rule=".utf8) else { return .plainText }
        return .block(open: open, inner: inner)
    }

    /// `text.lastIndex(of: "{")`, by bytes when the `{` byte found last has ASCII on both sides
    /// and only ASCII after it: then it is a Character of its own and no later one is `{`.
    private static func lastOpeningBrace(in text: String) -> String.Index? {
        let bytes = text.utf8
        guard let index = bytes.lastIndex(of: UInt8(ascii: "{")) else { return nil }
        let isASCIIBefore = index == bytes.startIndex || bytes[bytes.index(before: index)] < 0x80
        guard isASCIIBefore, bytes[index...].allSatisfy({ $0 < 0x80 }) else { return text.lastIndex(of: "{") }
        return index
    }
}
