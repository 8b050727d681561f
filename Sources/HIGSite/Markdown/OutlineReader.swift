import CCmarkGFM
import HIGControls

/// Walks a freshly parsed tree once: strips attribute blocks from guideline headings and
/// records headings, links, code blocks and prose with their file positions, and the nodes the
/// render marks (see ``BodyMarking``).
struct OutlineReader {
    var text: SourceText
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
                links.append(MarkdownLink(kind: kind, destination: CString.string(cmark_node_get_url(node)), location: position(of: node)))
                linkNodes.append(node)
            case CMARK_NODE_TEXT:
                readText(node)
            case CMARK_NODE_CODE_BLOCK:
                codeBlocks.append(MarkdownCodeBlock(info: CString.string(cmark_node_get_fence_info(node)),
                                                    body: CString.string(cmark_node_get_literal(node)), location: position(of: node)))
                codeBlockNodes.append(node)
            default:
                break
            }
        }
        assignAnchors(pendingHeadings)
    }

    /// A text node's bytes, appended to ``textBytes`` as a run of prose.
    private mutating func readText(_ node: OpaquePointer) {
        let literal = cmark_node_get_literal(node)
        guard !CString.isEmpty(literal) else { return }
        let start = textBytes.count
        CString.append(literal, to: &textBytes)
        let (line, byteColumn) = rawPosition(of: node)
        texts.append(MarkdownText(range: start..<textBytes.count, line: Int(line) + text.lineOffset, byteColumn: byteColumn))
        // A line end between runs: a search of all the bytes never finds a term across two.
        textBytes.append(UInt8(ascii: "\n"))
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
            if heading.level == 1 {
                problems.append(LocatedProblem(location: heading.location, problem: .page(.secondPageTitle(heading.text))))
            }
            guard let id = heading.attributes?.id else { continue }
            if !Slug.isKebabCase(id[...]) {
                problems.append(LocatedProblem(location: heading.location, problem: .page(.invalidGuidelineID(id))))
            }
            if !used.insert(CanonicalKey(id)).inserted {
                problems.append(LocatedProblem(location: heading.location, problem: .page(.duplicateAnchor(id))))
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

    /// The visible text of a heading: its text and code, a space for each line break.
    private func plainText(of node: OpaquePointer) -> String {
        var result = ""
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                result += CString.string(cmark_node_get_literal(current))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                result += " "
            default:
                break
            }
        }
        return result
    }

    /// The node's start, or its nearest positioned ancestor's (autolinks have no position).
    mutating func position(of node: OpaquePointer) -> SourceLocation {
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
