/// The marks a render leaves for ``RenderedBody``'s holes.
///
/// A link's mark is its destination (`higsite-link:7`), which cmark writes as it is inside
/// `href="…"` or `src="…"` (letters, digits, `-` and `:` need no escaping). The others are
/// comments a custom node writes as they are: a heading's opening mark, its end mark (taking the
/// line end cmark puts after the custom block) and a code block's (taking its line end too).
/// Text from the Markdown can never look like a mark: cmark escapes `<` and `"` in it, replaces
/// every link destination with a mark, and in safe mode replaces raw HTML with a fixed comment.
extension RenderedBody {
    enum Mark: CaseIterable {
        case link, heading, headingEnd, codeBlock

        /// The mark's name, before its number: each starts with the `h` marks are searched by.
        private var name: StaticString {
            switch self {
            case .link: "higsite-link:"
            case .heading: "higsite-heading:"
            case .headingEnd: "higsite-heading-end:"
            case .codeBlock: "higsite-code:"
            }
        }

        /// What follows the number; the hole takes it but for a link's closing quote.
        private var close: StaticString {
            switch self {
            case .link: "\""
            case .heading: "-->"
            case .headingEnd, .codeBlock: "-->\n"
            }
        }

        private static let commentStart: StaticString = "<!--"

        /// The mark of `index`, as the render writes it (as bytes: an interpolated string per link
        /// and heading cost as much as the rest of marking them).
        func append(_ index: Int, to bytes: inout [UInt8]) {
            if self != .link { bytes.append(utf8: Self.commentStart) }
            bytes.append(utf8: name)
            DecimalDigits.append(UInt64(index), to: &bytes)
            if self != .link { bytes.append(utf8: "-->") }
        }

        /// The hole of this mark if its name starts at `offset`, with a number below `limit`. A
        /// link's mark counts only as a whole attribute value of `href` or `src`, a block's only
        /// inside its comment.
        func hole(at offset: Int, in body: ByteScanner, limit: Int) -> Hole? {
            guard body.hasLiteral(name, at: offset), let (index, end) = body.decimal(at: offset + name.utf8CodeUnitCount),
                  index < limit, body.hasLiteral(close, at: end) else { return nil }
            switch self {
            case .link:
                guard body.hasLiteral(" href=\"", endingAt: offset) || body.hasLiteral(" src=\"", endingAt: offset) else { return nil }
                return Hole(range: offset..<end, fill: .link(index))
            case .heading, .headingEnd, .codeBlock:
                guard body.hasLiteral(Self.commentStart, endingAt: offset) else { return nil }
                let start = offset - Self.commentStart.utf8CodeUnitCount, holeEnd = end + close.utf8CodeUnitCount
                return Hole(range: start..<holeEnd, fill: self == .heading ? .heading(index) : self == .headingEnd ? .headingEnd(index) : .codeBlock(index))
            }
        }
    }
}
