/// A document's HTML as cmark rendered it while reading, with holes for what only the whole
/// site knows: link destinations (resolved once every page is read), each heading's tags (its
/// anchor, permalink and the rule badges after it) and the figures that replace `mockup` fences.
///
/// Rendering while the tree is fresh lets the reading step free it at once: a built site holds
/// a few kilobytes of HTML per page instead of its whole cmark tree until rendering.
struct RenderedBody: Sendable {
    enum Fill: Sendable, Equatable {
        /// The link or image of this index in ``MarkdownDocument/links``: its destination.
        case link(Int)
        /// The opening tag of the heading of this index.
        case heading(Int)
        /// The heading's permalink and closing tag, then the caller's HTML after it.
        case headingEnd(Int)
        /// The code block of this index: the caller's HTML, or the block as code.
        case codeBlock(Int)
    }

    struct Hole: Sendable, Equatable {
        var range: Range<Int>
        var fill: Fill
    }

    let bytes: [UInt8]
    let holes: [Hole]
    /// Each code block as cmark renders it alone, for blocks the caller keeps as code.
    let codeBlocks: [[UInt8]]

    /// Finds the marks in `bytes` (see ``Mark``): the one place that reads HTML the render
    /// wrote, and it looks only for its own sentinels.
    init(bytes: [UInt8], codeBlocks: [[UInt8]], linkCount: Int, headingCount: Int) {
        self.bytes = bytes
        self.codeBlocks = codeBlocks
        let body = ByteScanner(bytes)
        var holes: [Hole] = []
        var searchFrom = 0
        let limits: [(Mark, Int)] = [(.link, linkCount), (.heading, headingCount), (.headingEnd, headingCount), (.codeBlock, codeBlocks.count)]
        // Every mark has `higsite-` in it, and text has few `h`s next to that.
        while let start = body.firstIndex(of: UInt8(ascii: "h"), from: searchFrom) {
            searchFrom = start + 1
            if body.hasLiteral("higsite-", at: start), let hole = limits.lazy.compactMap({ mark, limit in mark.hole(at: start, in: body, limit: limit) }).first {
                holes.append(hole)
                searchFrom = hole.range.upperBound
            }
        }
        self.holes = holes
    }

    /// What the caller puts into the holes.
    struct Filling {
        var headings: [MarkdownHeading]
        var permalinkLabel: PermalinkLabel
        var linkDestinations: [String]
        var afterHeading: (Int) -> String
        var codeBlock: (Int) -> String?
    }

    /// The body with every hole filled, and where each heading and each folder-relative part
    /// of it is.
    func filled(_ filling: Filling) -> BodyHTML {
        var writer = BodyWriter(capacity: bytes.count + bytes.count / 4)
        var copied = 0
        for hole in holes {
            writer.copy(bytes[copied..<hole.range.lowerBound])
            switch hole.fill {
            case .link(let index):
                writer.writeDestination(filling.linkDestinations[index])
            case .heading(let index):
                writer.writeHeadingStart(filling.headings[index])
            case .headingEnd(let index):
                writer.writeHeadingEnd(filling.headings[index], label: filling.permalinkLabel)
                writer.writeBlock(filling.afterHeading(index))
            case .codeBlock(let index):
                if let html = filling.codeBlock(index) { writer.writeBlock(html) } else { writer.writeCode(codeBlocks[index]) }
            }
            copied = hole.range.upperBound
        }
        writer.copy(bytes[copied...])
        return writer.finished(headings: filling.headings)
    }
}
