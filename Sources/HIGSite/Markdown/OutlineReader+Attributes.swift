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
        var bytes: [UInt8] = []
        for text in trailing { CString.append(cmark_node_get_literal(text), to: &bytes) }
        guard let (open, inner) = Self.attributeBlock(in: bytes) else { return nil }
        // Both are made before the literal they are read from is replaced.
        let visible = String(decoding: bytes[..<open], as: UTF8.self).whitespaceTrimmed
        let parsed = HeadingAttributes.parse(bytes[inner])
        cmark_node_set_literal(first, visible)
        for extra in trailing.dropFirst() {
            cmark_node_unlink(extra)
            cmark_node_free(extra)
        }
        return accept(parsed, visible: visible, first: first, at: location)
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
    /// do not, and are passed over without joining their text nodes. A non-ASCII last byte (a
    /// Unicode space, a combining mark) leaves the answer to ``attributeBlock(in:)``.
    private static func endsInBrace(_ node: OpaquePointer) -> Bool {
        let bytes = CString.bytes(cmark_node_get_literal(node))
        guard let last = bytes.last(where: { !$0.isBlank }) else { return false }
        return last == UInt8(ascii: "}") || last >= 0x80
    }

    /// The trailing attribute block of a heading's text, read as the writer sees it, by
    /// Characters: the text without Unicode spaces at its ends ends in a `}` Character, the last
    /// `{` Character before it opens the block, and the inside without Unicode spaces starts with
    /// a `#` Character or `rule=`. The `{` and that inside; nil for ordinary text. Decided over
    /// the bytes, with ``UTF8Characters`` where a non-ASCII scalar is next to a brace or the
    /// block's first Character.
    static func attributeBlock(in bytes: [UInt8]) -> (open: Int, inner: Range<Int>)? {
        let text = UTF8Scalars.whitespaceTrimmed(bytes[...])
        let close = text.endIndex - 1
        guard !text.isEmpty, bytes[close] == UInt8(ascii: "}"), UTF8Characters.isWholeCharacter(text, at: close) else { return nil }
        var open = close
        repeat {
            guard open > text.startIndex else { return nil }
            open -= 1
        } while bytes[open] != UInt8(ascii: "{") || !UTF8Characters.isWholeCharacter(text, at: open)
        let inner = UTF8Scalars.whitespaceTrimmed(bytes[open + 1..<close])
        let startsBlock = inner.first == UInt8(ascii: "#") && UTF8Characters.isWholeCharacter(inner, at: inner.startIndex)
            || inner.starts(with: "rule=".utf8) && UTF8Characters.isWholeCharacter(inner, at: inner.startIndex + 4)
        return startsBlock ? (open, inner.startIndex..<inner.endIndex) : nil
    }
}
