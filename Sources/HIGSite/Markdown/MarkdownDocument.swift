import CCmarkGFM
import CCmarkGFMFinish
import Foundation
import HIGControls

/// One Markdown document parsed by cmark-gfm, with its outline (headings, links, code
/// blocks) read out as Swift values and, for a build, its HTML.
///
/// This type is the only place that touches cmark: it creates, walks, edits, renders and frees
/// the C tree within its initialiser, and nothing outside sees a pointer. What the HTML needs
/// from the rest of the site (link destinations, which are only known once every page has
/// been read; rule badges; mockup figures) is filled into holes by ``renderHTML(_:)``.
public final class MarkdownDocument: Sendable {
    public let headings: [MarkdownHeading]
    public let links: [MarkdownLink]
    public let codeBlocks: [MarkdownCodeBlock]
    /// Every heading's anchor (made when asked: links are checked with ``hasAnchor(_:)``).
    public var anchors: Set<String> { Set(headings.map(\.anchor)) }
    private let anchorKeys: Set<CanonicalKey>
    /// Prose text runs, for the terminology check and the search index.
    public let texts: [MarkdownText]
    /// The runs' UTF-8, one after another (a line end between two).
    public let textBytes: [UInt8]
    public let problems: [LocatedProblem]

    /// The HTML with holes; nil for a document read only to be checked (rendered on demand).
    private let body: RenderedBody?
    private let permalinkLabel: PermalinkLabel
    /// The Markdown text: for the page's translation hash, and to render a document read
    /// without its HTML.
    let source: String
    /// File lines before the body (the front matter), for positions in the file.
    let lineOffset: Int

    /// The GFM extensions every document gets. `tagfilter` matters only if raw HTML were
    /// allowed; it is kept so that even a future unsafe option cannot emit `<script>`.
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// The extensions as the HTML renderer takes them, made once: a parser's own list is freed with it.
    nonisolated(unsafe) private static let extensionList: UnsafeMutablePointer<cmark_llist>? = {
        _ = registerExtensions
        var list: UnsafeMutablePointer<cmark_llist>?
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                list = cmark_llist_append(cmark_get_default_mem_allocator(), list, UnsafeMutableRawPointer(syntaxExtension))
            }
        }
        return list
    }()

    /// Registering the core extensions writes a global registry: do it exactly once.
    private static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()

    /// cmark-gfm 0.29 switches the inline special characters of extensions (`~`, `:`, `w`, `|`)
    /// on and off in *global* tables at the start and end of every `cmark_parser_finish`, so two
    /// finishes running at once corrupt each other's parse. CCmarkGFMFinish keeps them switched
    /// on; until it has been seen to work (it needs the library's calls to reach the executable),
    /// finishes take this lock, one at a time.
    private static let finishLock = NSLock()

    /// Parses `source`. `lineOffset` is added to every reported line, for a body that
    /// follows front matter in the same file. `permalinkLabel` is the accessible label of the
    /// `#` link beside each heading. With `rendersHTML` false (a check, which writes nothing)
    /// the HTML is not made now; ``renderHTML(_:)`` then parses the source again.
    public init(source: String, lineOffset: Int = 0, permalinkLabel: PermalinkLabel,
                rendersHTML: Bool = true) {
        _ = Self.registerExtensions
        let parser = cmark_parser_new(CMARK_OPT_DEFAULT)!
        for name in Self.extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        var text = source
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        let root = higsite_cmark_finish_is_concurrent() != 0
            ? cmark_parser_finish(parser)!
            : Self.finishLock.withLock { cmark_parser_finish(parser)! }
        cmark_parser_free(parser)
        defer { cmark_node_free(root) }
        self.source = source
        self.lineOffset = lineOffset
        self.permalinkLabel = permalinkLabel

        var reader = OutlineReader(text: SourceText(source, lineOffset: lineOffset))
        reader.read(root)
        headings = reader.headings
        links = reader.links
        codeBlocks = reader.codeBlocks
        anchorKeys = reader.usedAnchors
        texts = reader.texts
        textBytes = reader.textBytes
        problems = reader.problems
        body = rendersHTML ? Self.render(root, reader: reader, permalinkLabel: permalinkLabel) : nil
    }

    /// Renders the tree with marks for the holes: every link's destination, a custom block
    /// after each heading, a custom block for each code block (kept aside as cmark renders it).
    /// Each heading becomes `<hN id="…">`, its own inline content and the permalink: a custom
    /// inline that takes over the heading's children. The heading nodes are freed after the
    /// render: their children's text still points into their buffers.
    private static func render(_ root: OpaquePointer, reader: OutlineReader,
                               permalinkLabel: PermalinkLabel) -> RenderedBody {
        // Marks and tags are written as bytes: string interpolation cost more than the rest of this.
        var text: [UInt8] = []
        func set(_ setter: (OpaquePointer, UnsafePointer<CChar>?) -> Int32, on node: OpaquePointer) {
            text.append(0)
            text.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { _ = setter(node, $0.baseAddress) }
            }
            text.removeAll(keepingCapacity: true)
        }
        for (index, node) in reader.linkNodes.enumerated() {
            RenderedBody.appendLinkMark(index, to: &text)
            set(cmark_node_set_url, on: node)
        }
        let extensions = Self.extensionList
        var codeBlocks: [[UInt8]] = []
        // A custom block's text is emitted as it is: only a mark goes there.
        for (index, node) in reader.codeBlockNodes.enumerated() {
            codeBlocks.append(bytes(of: node, extensions: extensions))
            let replacement = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
            RenderedBody.appendCodeBlockMark(index, to: &text)
            set(cmark_node_set_on_enter, on: replacement)
            cmark_node_insert_before(node, replacement)
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
        var detachedHeadings: [OpaquePointer] = []
        defer { for node in detachedHeadings { cmark_node_free(node) } }
        for (index, (node, heading)) in zip(reader.headingNodes, reader.headings).enumerated() {
            let level = UInt8(ascii: "0") + UInt8(heading.level)  // cmark's levels are 1 to 6
            let tags = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)!
            text += "<h".utf8
            text.append(level)
            text += " id=\"".utf8
            HTML.appendEscaped(heading.anchor, to: &text)
            text += "\">".utf8
            set(cmark_node_set_on_enter, on: tags)
            text += " <a class=\"anchor\" href=\"#".utf8
            HTML.appendEscaped(heading.anchor, to: &text)
            text += "\" aria-label=\"".utf8
            HTML.appendEscaped(permalinkLabel.before, to: &text)
            HTML.appendEscaped(heading.text, to: &text)
            HTML.appendEscaped(permalinkLabel.after, to: &text)
            text += "\">#</a></h".utf8
            text.append(level)
            text += ">\n".utf8
            set(cmark_node_set_on_exit, on: tags)
            while let child = cmark_node_first_child(node) {
                cmark_node_unlink(child)
                cmark_node_append_child(tags, child)
            }
            let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
            RenderedBody.appendAfterHeadingMark(index, to: &text)
            set(cmark_node_set_on_exit, on: block)
            cmark_node_append_child(block, tags)
            cmark_node_insert_before(node, block)
            cmark_node_unlink(node)
            detachedHeadings.append(node)
        }
        return RenderedBody(bytes: bytes(of: root, extensions: extensions), codeBlocks: codeBlocks, linkCount: reader.linkNodes.count,
                            headingCount: reader.headings.count)
    }

    /// cmark's HTML of `node` and what it contains. cmark writes valid UTF-8 for valid UTF-8
    /// input (every page was decoded as UTF-8), so the HTML stays bytes: templates copy it as is.
    private static func bytes(of node: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?) -> [UInt8] {
        guard let html = cmark_render_html(node, renderOptions, extensions) else { return [] }
        defer { free(html) }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(html).assumingMemoryBound(to: UInt8.self), count: strlen(html)))
    }

    /// What the renderer needs from the site: a destination for every link (in the order of
    /// ``links``), the HTML after each heading and the HTML that replaces a code block.
    public struct RenderInput: Sendable {
        public var linkDestinations: [String]
        /// HTML placed right after a heading (a guideline's rule badges); the caller escapes it.
        public var afterHeadingHTML: @Sendable (MarkdownHeading) -> String
        /// HTML that replaces a code block (a `mockup` fence's figure), by its index in
        /// ``codeBlocks``; nil keeps the block as code. The caller escapes it.
        public var codeBlockHTML: @Sendable (Int) -> String?

        public init(linkDestinations: [String], afterHeadingHTML: @escaping @Sendable (MarkdownHeading) -> String = { _ in "" },
                    codeBlockHTML: @escaping @Sendable (Int) -> String? = { _ in nil }) {
            self.linkDestinations = linkDestinations
            self.afterHeadingHTML = afterHeadingHTML
            self.codeBlockHTML = codeBlockHTML
        }
    }

    /// The document as HTML with rewritten links and anchored headings; may be called again
    /// (a rebuild renders a page it kept).
    ///
    /// Raw HTML in the source is never passed through (cmark's safe mode replaces it with a
    /// comment), and dangerous URL schemes are dropped.
    public func renderHTML(_ input: RenderInput) -> [UInt8] {
        precondition(input.linkDestinations.count == links.count, "one destination per link")
        let body = body ?? MarkdownDocument(source: source, lineOffset: lineOffset, permalinkLabel: permalinkLabel).body!
        return body.filled(linkDestinations: input.linkDestinations, afterHeading: { input.afterHeadingHTML(self.headings[$0]) },
                           codeBlock: input.codeBlockHTML)
    }

    /// Whether a heading has `anchor`, as strings compare (canonical equivalence).
    public func hasAnchor(_ anchor: String) -> Bool {
        anchorKeys.contains(CanonicalKey(anchor))
    }

    /// The file position `scalarOffset` Unicode scalars into `run`, for a diagnostic about its text.
    public func location(of run: MarkdownText, scalarOffset: Int = 0) -> SourceLocation {
        locations(of: [(run, scalarOffset)])[0]
    }

    /// ``location(of:scalarOffset:)`` of many places at once, in one pass over the text when
    /// they are in file order (as the runs of ``texts`` are).
    public func locations(of places: [(run: MarkdownText, scalarOffset: Int)]) -> [SourceLocation] {
        var text = SourceText(source, lineOffset: lineOffset)
        return places.map { run, scalarOffset in
            let start = text.location(line: Int32(run.line - lineOffset), byteColumn: run.byteColumn) ?? SourceLocation(line: run.line, column: 1)
            return SourceLocation(line: start.line, column: start.column + scalarOffset)
        }
    }

    private static let renderOptions = CMARK_OPT_DEFAULT | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
}

/// Walks a freshly parsed tree once: strips attribute blocks from guideline headings and
/// records headings, links and code blocks with their file positions.
struct OutlineReader {
    private(set) var text: SourceText
    var headings: [MarkdownHeading] = []
    var links: [MarkdownLink] = []
    var codeBlocks: [MarkdownCodeBlock] = []
    var texts: [MarkdownText] = []
    private(set) var textBytes: [UInt8] = []
    var problems: [LocatedProblem] = []
    var headingNodes: [OpaquePointer] = []
    var linkNodes: [OpaquePointer] = []
    var codeBlockNodes: [OpaquePointer] = []
    /// Every heading's anchor, once all are assigned.
    private(set) var usedAnchors = Set<CanonicalKey>()

    init(text: SourceText) {
        self.text = text
    }

    mutating func read(_ root: OpaquePointer) {
        var pendingHeadings: [PendingHeading] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                let location = position(of: node)
                let attributes = stripAttributes(from: node, at: location)
                pendingHeadings.append(PendingHeading(node: node, level: Int(cmark_node_get_heading_level(node)), text: plainText(of: node),
                                                      attributes: attributes, location: location))
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let kind: MarkdownLink.Kind = cmark_node_get_type(node) == CMARK_NODE_LINK ? .link : .image
                let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                links.append(MarkdownLink(kind: kind, destination: url, location: position(of: node)))
                linkNodes.append(node)
            case CMARK_NODE_TEXT:
                if let literal = cmark_node_get_literal(node), literal.pointee != 0 {
                    let start = textBytes.count
                    textBytes += UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
                    let (line, byteColumn) = rawPosition(of: node)
                    texts.append(MarkdownText(range: start..<textBytes.count, line: Int(line) + text.lineOffset, byteColumn: byteColumn))
                    // A line end between runs: a search of all the bytes never finds a term across two.
                    textBytes.append(UInt8(ascii: "\n"))
                }
            case CMARK_NODE_CODE_BLOCK:
                let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
                let body = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                codeBlocks.append(MarkdownCodeBlock(info: info, body: body, location: position(of: node)))
                codeBlockNodes.append(node)
            default:
                break
            }
        }
        assignAnchors(pendingHeadings)
    }

    /// A heading read, before its anchor is known.
    struct PendingHeading {
        let node: OpaquePointer
        let level: Int
        let text: String
        let attributes: HeadingAttributes?
        let location: SourceLocation
    }

    /// Explicit ids are reserved first, so an automatic anchor never takes a guideline's id;
    /// automatic ones are made unique GitHub-style (`x`, `x-1`, `x-2`).
    private mutating func assignAnchors(_ pending: [PendingHeading]) {
        var used = Set<CanonicalKey>(minimumCapacity: pending.count)
        defer { usedAnchors = used }
        // Each heading is bound once a loop: reading fields by index copied the whole element
        // (strings and all) on every read, seven times a heading.
        for heading in pending {
            guard let id = heading.attributes?.id else { continue }
            if !Slug.isKebabCase(id[...]) {
                problems.append(LocatedProblem(location: heading.location, problem: .invalidGuidelineID(id)))
            }
            if !used.insert(CanonicalKey(id)).inserted {
                problems.append(LocatedProblem(location: heading.location, problem: .duplicateAnchor(id)))
            }
        }
        headings.reserveCapacity(pending.count)
        headingNodes.reserveCapacity(pending.count)
        // The next `-N` suffix to try for each automatic anchor: a search goes on where the last
        // one for the same text stopped (from 1 every time, 25,000 equal headings took 38 s).
        // Anchors are only ever added, so every suffix skipped before is still taken.
        var nextSuffix: [String: Int] = [:]
        for heading in pending {
            var anchor: String
            if let id = heading.attributes?.id {
                anchor = id
            } else {
                let slug = Slug.make(heading.text)
                let base = slug.isEmpty ? "section" : slug
                anchor = base
                if !used.insert(CanonicalKey(anchor)).inserted {
                    var suffix = nextSuffix[base, default: 1]
                    repeat {
                        anchor = "\(base)-\(suffix)"
                        suffix += 1
                    } while !used.insert(CanonicalKey(anchor)).inserted
                    nextSuffix[base] = suffix
                }
            }
            headings.append(MarkdownHeading(level: heading.level, text: heading.text, anchor: anchor,
                                            attributes: heading.attributes, location: heading.location))
            headingNodes.append(heading.node)
        }
    }

    /// Finds a trailing `{#id rule=…}` among the heading's last text nodes, removes it from the
    /// visible text and parses it. Braces that do not start with `#` or `rule=` are ordinary text.
    private mutating func stripAttributes(from heading: OpaquePointer, at location: SourceLocation) -> HeadingAttributes? {
        var trailing: [OpaquePointer] = []
        var node = cmark_node_last_child(heading)
        while let current = node, cmark_node_get_type(current) == CMARK_NODE_TEXT {
            trailing.insert(current, at: 0)
            node = cmark_node_previous(current)
        }
        guard let first = trailing.first, Self.endsInBrace(trailing[trailing.count - 1]) else { return nil }
        if trailing.count == 1, let literal = cmark_node_get_literal(first) {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
            switch Self.asciiAttributeBlock(in: bytes) {
            case .plainText:
                return nil
            case let .block(open, inner):
                // Both are made before the literal they are read from is replaced.
                let visible = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<open]), as: UTF8.self).trimmingWhitespace
                let parsed = HeadingAttributes.parse(ascii: UnsafeBufferPointer(rebasing: bytes[inner]))
                cmark_node_set_literal(first, visible)
                return accept(parsed, visible: visible, first: first, at: location)
            case .undecided:
                break
            }
        }
        let joined = trailing.map { cmark_node_get_literal($0).map { String(cString: $0) } ?? "" }.joined()
        let trimmed = joined.trimmingWhitespace
        guard trimmed.hasSuffix("}"), let open = Self.lastOpeningBrace(in: trimmed) else { return nil }
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmingWhitespace
        guard inner.hasPrefix("#") || inner.hasPrefix("rule=") else { return nil }

        let visible = trimmed[..<open].trimmingWhitespace
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
                problems.append(LocatedProblem(location: location, problem: .headingAttributes("the heading has no text before '{'")))
            }
            return attributes
        case .failure(.message(let message)):
            problems.append(LocatedProblem(location: location, problem: .headingAttributes(message)))
            return nil
        }
    }

    /// Whether the text node's literal may end in `}` (before trailing blanks): most headings
    /// do not, and are passed over without making strings of their text. A non-ASCII last byte
    /// (a Unicode space, a combining mark) leaves the answer to the full check.
    private static func endsInBrace(_ node: OpaquePointer) -> Bool {
        guard let literal = cmark_node_get_literal(node) else { return false }
        let bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        var end = strlen(literal)
        while end > 0, bytes[end - 1].isBlank { end -= 1 }
        return end > 0 && (bytes[end - 1] == UInt8(ascii: "}") || bytes[end - 1] >= 0x80)
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
    static func asciiAttributeBlock(in bytes: UnsafeBufferPointer<UInt8>) -> AttributeBlock {
        var end = bytes.count
        while end > 0, bytes[end - 1].isBlank { end -= 1 }
        guard end > 0, bytes[end - 1] == UInt8(ascii: "}") else {
            // A heading that ends in a Hangul syllable (most Korean ones) ends in no block.
            return end >= 3 && bytes.hasHangulSyllable(at: end - 3) ? .plainText : .undecided
        }
        var open = end - 1
        repeat {
            guard open > 0 else { return .plainText }  // ASCII throughout and no `{`
            open -= 1
            guard bytes[open] < 0x80 else { return .undecided }
        } while bytes[open] != UInt8(ascii: "{")
        guard open == 0 || bytes[open - 1] < 0x80 else { return .undecided }
        var start = open + 1, last = end - 1
        while start < last, bytes[start].isBlank { start += 1 }
        while last > start, bytes[last - 1].isBlank { last -= 1 }
        let inner = UnsafeBufferPointer(rebasing: bytes[start..<last])
        guard inner.starts(with: "#".utf8) || inner.starts(with: "rule=".utf8) else { return .plainText }
        return .block(open: open, inner: start..<last)
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

    private func plainText(of node: OpaquePointer) -> String {
        var result = ""
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                result += cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                result += " "
            default:
                break
            }
        }
        return result
    }

    /// The node's start, or its nearest positioned ancestor's (autolinks have no position).
    private mutating func position(of node: OpaquePointer) -> SourceLocation {
        let (line, byteColumn) = rawPosition(of: node)
        return text.location(line: line, byteColumn: byteColumn)!
    }

    /// ``position(of:)`` as cmark's line and byte column in the body: line 1, column 1 when no
    /// ancestor has a position.
    private func rawPosition(of node: OpaquePointer) -> (line: Int32, byteColumn: Int32) {
        var current: OpaquePointer? = node
        while let candidate = current {
            let line = cmark_node_get_start_line(candidate)
            if line > 0 { return (line, cmark_node_get_start_column(candidate)) }
            current = cmark_node_parent(candidate)
        }
        return (1, 1)
    }
}
