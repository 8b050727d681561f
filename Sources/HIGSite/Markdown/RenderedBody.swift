import Foundation

/// A document's HTML as cmark rendered it while reading, with holes for what only the whole
/// site knows: link destinations (resolved once every page is read), the rule badges after
/// each heading and the figures that replace `mockup` fences.
///
/// Rendering while the tree is fresh lets the reading step free it at once: a built site holds
/// a few kilobytes of HTML per page instead of its whole cmark tree until rendering.
struct RenderedBody: Sendable {
    enum Fill: Sendable, Equatable {
        /// The link or image of this index in ``MarkdownDocument/links``: its destination.
        case link(Int)
        /// After the heading of this index: the caller's HTML.
        case afterHeading(Int)
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

    /// What a link's destination is while reading. cmark writes it as it is (letters, digits,
    /// `-` and `:` need no escaping), inside `href="…"` or `src="…"`.
    static func appendLinkMark(_ index: Int, to bytes: inout [UInt8]) {
        bytes += "higsite-link:".utf8
        appendDecimal(index, to: &bytes)
    }
    /// What stands for a block while reading, written by a custom block as it is. Text from the
    /// Markdown can never look like either mark: cmark escapes `<` and `"` in it, and in safe
    /// mode replaces raw HTML with a fixed comment.
    static func appendAfterHeadingMark(_ index: Int, to bytes: inout [UInt8]) {
        bytes += "<!--higsite-after:".utf8
        appendDecimal(index, to: &bytes)
        bytes += "-->".utf8
    }

    static func appendCodeBlockMark(_ index: Int, to bytes: inout [UInt8]) {
        bytes += "<!--higsite-code:".utf8
        appendDecimal(index, to: &bytes)
        bytes += "-->".utf8
    }

    /// The marks are written as bytes: an interpolated string per link and heading cost as much
    /// as the rest of marking them.
    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Finds the marks in `bytes`. A block mark's hole takes the line end cmark puts after a
    /// custom block, so that a fill which ends its own line does not get a second one.
    init(bytes: [UInt8], codeBlocks: [[UInt8]], linkCount: Int, headingCount: Int) {
        self.bytes = bytes
        self.codeBlocks = codeBlocks
        var holes: [Hole] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            func matches(_ text: StaticString, at position: Int) -> Bool {
                let length = text.utf8CodeUnitCount
                return position >= 0 && position + length <= count && memcmp(base + position, text.utf8Start, length) == 0
            }
            /// The decimal number at `position` and where it ends.
            func number(at position: Int) -> (value: Int, end: Int)? {
                var end = position, value = 0
                while end < count, end - position < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[end]) {
                    value = value * 10 + Int(buffer[end] - UInt8(ascii: "0"))
                    end += 1
                }
                return end > position ? (value, end) : nil
            }
            var searchFrom = 0
            while searchFrom < count, let found = memchr(base + searchFrom, Int32(UInt8(ascii: "h")), count - searchFrom) {
                let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                searchFrom = start + 1
                if matches("higsite-link:", at: start), matches(" href=\"", at: start - 7) || matches(" src=\"", at: start - 6),
                   let (index, end) = number(at: start + 13), index < linkCount, matches("\"", at: end) {
                    holes.append(Hole(range: start..<end, fill: .link(index)))
                    searchFrom = end
                    continue
                }
                guard matches("<!--", at: start - 4) else { continue }
                let mark: (name: StaticString, limit: Int, fill: (Int) -> Fill)
                if matches("higsite-after:", at: start) {
                    mark = ("higsite-after:", headingCount, Fill.afterHeading)
                } else if matches("higsite-code:", at: start) {
                    mark = ("higsite-code:", codeBlocks.count, Fill.codeBlock)
                } else {
                    continue
                }
                guard let (index, end) = number(at: start + mark.name.utf8CodeUnitCount), index < mark.limit,
                      matches("-->\n", at: end) else { continue }
                holes.append(Hole(range: start - 4..<end + 4, fill: mark.fill(index)))
                searchFrom = end + 4
            }
        }
        self.holes = holes
    }

    /// The body with every hole filled.
    func filled(linkDestinations: [String], afterHeading: (Int) -> String, codeBlock: (Int) -> String?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        var copied = 0
        func appendBlock<C: BidirectionalCollection<UInt8>>(_ html: C) {
            output += html
            // The line end the hole took, unless the fill ends its own line (or is empty).
            if let last = html.last, last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
        }
        for hole in holes {
            output += bytes[copied..<hole.range.lowerBound]
            switch hole.fill {
            case .link(let index):
                Self.appendDestination(linkDestinations[index], to: &output)
            case .afterHeading(let index):
                appendBlock(afterHeading(index).utf8)
            case .codeBlock(let index):
                if let html = codeBlock(index) { appendBlock(html.utf8) } else { appendBlock(codeBlocks[index]) }
            }
            copied = hole.range.upperBound
        }
        output += bytes[copied...]
        return output
    }

    /// A link destination as cmark writes it in `href="…"`: nothing for a `javascript:`,
    /// `vbscript:`, `file:` or `data:` URL (but `data:image/png|gif|jpeg|webp`, as its safe
    /// mode has it), `&` and `'` as entities, bytes outside the URL characters as `%XX`.
    static func appendDestination(_ url: String, to output: inout [UInt8]) {
        var url = url
        url.withUTF8 { bytes in
            guard !isDangerous(bytes) else { return }
            var copied = 0
            for (index, byte) in bytes.enumerated() where !isURLSafe[Int(byte)] {
                output += UnsafeBufferPointer(rebasing: bytes[copied..<index])
                switch byte {
                case UInt8(ascii: "&"): output += "&amp;".utf8
                case UInt8(ascii: "'"): output += "&#x27;".utf8
                default:
                    output += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
                }
                copied = index + 1
            }
            output += UnsafeBufferPointer(rebasing: bytes[copied...])
        }
    }

    private static func isDangerous(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
        func hasPrefix(_ prefix: String) -> Bool {
            let prefix = Array(prefix.utf8)
            guard url.count >= prefix.count else { return false }
            // ASCII letters compare without case; the prefixes are lowercase.
            return zip(url, prefix).allSatisfy { byte, expected in byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0) == expected }
        }
        guard url.count >= 5, [UInt8(ascii: "j"), UInt8(ascii: "v"), UInt8(ascii: "f"), UInt8(ascii: "d")].contains(url[0] | 0x20) else {
            return false
        }
        if ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains(where: hasPrefix) { return false }
        return ["javascript:", "vbscript:", "file:", "data:"].contains(where: hasPrefix)
    }

    /// cmark's table of the bytes a destination keeps as they are: letters, digits and
    /// `-_.+!*(),%#@?=;:/$~` (`&` and `'` become entities, everything else `%XX`).
    private static let isURLSafe: [Bool] = (0..<256).map { byte in
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: Array("-_.+!*(),%#@?=;:/$~".utf8).contains(UInt8(byte))
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
