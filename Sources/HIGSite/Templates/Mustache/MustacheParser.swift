/// Compiles one Mustache template (the language of the Mustache spec: variables, sections,
/// inverted sections, comments, partials, set delimiters, parents and blocks) into nodes.
///
/// Lines that hold only one section, comment, partial, parent, block or delimiter tag and
/// whitespace are "standalone": the whole line, its line end included, leaves the output.
struct MustacheParser {
    struct SyntaxError: Error, Equatable {
        let line: Int
        let column: Int
        let message: String
    }

    private let bytes: [UInt8]
    /// Every template of the library by name, so partial tags are resolved once, here.
    private let templates: [String: Int]
    private let templateIndex: Int
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)

    private struct Tag {
        /// The sigil after the opening delimiter (`#`, `^`, `/`, `!`, `>`, `<`, `$`, `=`, `&`, `{`), or 0.
        let kind: UInt8
        let name: String
        let line: Int
        let column: Int

        var canStandAlone: Bool { Array("#^/!><$=".utf8).contains(kind) }
    }

    private enum Piece {
        case text(ArraySlice<UInt8>)
        case lineStart
        case tag(Tag, indentation: [UInt8])
    }

    static func parse(_ text: String, index: Int, templates: [String: Int]) throws(SyntaxError) -> [MustacheNode] {
        var parser = MustacheParser(bytes: Array(text.utf8), templates: templates, templateIndex: index)
        var pieces = try parser.pieces()[...]
        let nodes = try parser.nodes(from: &pieces, closing: nil)
        return nodes
    }

    private init(bytes: [UInt8], templates: [String: Int], templateIndex: Int) {
        self.bytes = bytes
        self.templates = templates
        self.templateIndex = templateIndex
    }

    // MARK: - Lines and tags

    /// The template as text, line starts and tags, standalone lines reduced to their tag.
    private mutating func pieces() throws(SyntaxError) -> [Piece] {
        var result: [Piece] = []
        var line: [Piece] = []
        var lineNumber = 1
        var lineOffset = 0
        var position = 0

        func finishLine() {
            defer { line.removeAll(keepingCapacity: true) }
            var tags: [Tag] = []
            var blank = true
            for piece in line {
                switch piece {
                case .tag(let tag, _): tags.append(tag)
                case .text(let text): blank = blank && text.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
                case .lineStart: break
                }
            }
            if tags.count == 1, tags[0].canStandAlone, blank {
                var indentation: [UInt8] = []
                if case .text(let text)? = line.first { indentation = Array(text) }
                result.append(.tag(tags[0], indentation: indentation))
            } else if !line.isEmpty {
                result.append(.lineStart)
                result.append(contentsOf: line)
            }
        }

        while position < bytes.count {
            var end = position
            while end < bytes.count, bytes[end] != 0x0A, !starts(with: open, at: end) { end += 1 }
            if end < bytes.count, bytes[end] == 0x0A {
                line.append(.text(bytes[position...end]))
                finishLine()
                position = end + 1
                lineNumber += 1
                lineOffset = position
                continue
            }
            if end > position { line.append(.text(bytes[position..<end])) }
            if end == bytes.count { break }
            let column = bytes[lineOffset..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            let (tag, after) = try readTag(at: end, line: lineNumber, column: column)
            line.append(.tag(tag, indentation: []))
            position = after
        }
        finishLine()
        return result
    }

    private func starts(with delimiter: [UInt8], at index: Int) -> Bool {
        index + delimiter.count <= bytes.count && bytes[index..<index + delimiter.count].elementsEqual(delimiter)
    }

    /// The tag whose opening delimiter is at `start`, and the index after its closing one.
    private mutating func readTag(at start: Int, line: Int, column: Int) throws(SyntaxError) -> (Tag, Int) {
        var index = start + open.count
        let kind: UInt8 = index < bytes.count && Array("#^/!><$=&{".utf8).contains(bytes[index]) ? bytes[index] : 0
        if kind != 0 { index += 1 }
        // What closes the tag: `}}}` for `{{{name}}}`, `=}}` for `{{=<% %>=}}`.
        let closing = kind == UInt8(ascii: "{") ? [UInt8(ascii: "}")] + close : kind == UInt8(ascii: "=") ? [UInt8(ascii: "=")] + close : close
        var end = index
        while end < bytes.count, !starts(with: closing, at: end) {
            guard bytes[end] != 0x0A || kind == UInt8(ascii: "!") else { break }
            end += 1
        }
        guard end < bytes.count, starts(with: closing, at: end) else {
            throw SyntaxError(line: line, column: column, message: "this tag is not closed; end it with \(String(decoding: closing, as: UTF8.self))")
        }
        let content = String(decoding: bytes[index..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let tag = Tag(kind: kind, name: content, line: line, column: column)
        if kind == UInt8(ascii: "=") {
            let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                throw SyntaxError(line: line, column: column, message: "a delimiter change reads {{=OPEN CLOSE=}}, e.g. {{=<% %>=}}")
            }
            open = Array(parts[0].utf8)
            close = Array(parts[1].utf8)
        } else if kind != UInt8(ascii: "!"), content.isEmpty || content.contains(where: { $0 == " " || $0 == "\t" }) {
            throw SyntaxError(line: line, column: column, message: content.isEmpty ? "this tag has no name" : "a name has no spaces: '\(content)'")
        }
        return (tag, end + closing.count)
    }

    // MARK: - The tree

    private func nodes(from pieces: inout ArraySlice<Piece>, closing: Tag?) throws(SyntaxError) -> [MustacheNode] {
        var nodes: [MustacheNode] = []
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty { nodes.append(.text(text)); text.removeAll() }
        }
        while let piece = pieces.popFirst() {
            guard case .tag(let tag, let indentation) = piece else {
                if case .text(let bytes) = piece { text.append(contentsOf: bytes) } else { flushText(); nodes.append(.lineStart) }
                continue
            }
            flushText()
            switch tag.kind {
            case 0:
                nodes.append(.variable(name(tag), escaped: true))
            case UInt8(ascii: "&"), UInt8(ascii: "{"):
                // Escaping is the default: only a value whose name says it is markup is written as it is.
                guard tag.name.hasSuffix("HTML") else {
                    let written = tag.kind == UInt8(ascii: "{") ? "{{{\(tag.name)}}}" : "{{&\(tag.name)}}"
                    throw SyntaxError(line: tag.line, column: tag.column,
                                      message: "\(written) writes '\(tag.name)' unescaped, which only a value named …HTML may be; write {{\(tag.name)}}")
                }
                nodes.append(.variable(name(tag), escaped: false))
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let children = try self.nodes(from: &pieces, closing: tag)
                nodes.append(.section(name(tag), children, inverted: tag.kind == UInt8(ascii: "^")))
            case UInt8(ascii: "$"):
                nodes.append(.block(tag.name, try self.nodes(from: &pieces, closing: tag)))
            case UInt8(ascii: ">"):
                nodes.append(.partial(try template(tag), indentation: indentation))
            case UInt8(ascii: "<"):
                let index = try template(tag)
                var blocks: [String: [MustacheNode]] = [:]
                // Inside a parent tag only block definitions count; the text between them is not output.
                for case .block(let name, let content) in try self.nodes(from: &pieces, closing: tag) {
                    blocks[name] = content
                }
                nodes.append(.parent(index, indentation: indentation, blocks: blocks))
            case UInt8(ascii: "/"):
                guard let closing else {
                    throw SyntaxError(line: tag.line, column: tag.column, message: "{{/\(tag.name)}} closes nothing that is open")
                }
                guard closing.name == tag.name else {
                    throw SyntaxError(line: tag.line, column: tag.column,
                                      message: "{{/\(tag.name)}} does not match the open {{\(Character(UnicodeScalar(closing.kind)))\(closing.name)}} of line \(closing.line); close that one first")
                }
                return nodes
            default:  // comments and delimiter changes leave nothing
                break
            }
        }
        flushText()
        if let closing {
            throw SyntaxError(line: closing.line, column: closing.column,
                              message: "{{\(Character(UnicodeScalar(closing.kind)))\(closing.name)}} is never closed; add {{/\(closing.name)}}")
        }
        return nodes
    }

    private func name(_ tag: Tag) -> MustacheName {
        let isLocal = tag.name.hasPrefix(".") && tag.name != "."
        let components = tag.name == "." ? [] : tag.name.split(separator: ".").map { TemplateKey(String($0)) }
        return MustacheName(components: components, isLocal: isLocal, template: templateIndex, line: tag.line, column: tag.column)
    }

    private func template(_ tag: Tag) throws(SyntaxError) -> Int {
        guard let index = templates[tag.name] else {
            let known = templates.keys.sorted().joined(separator: ", ")
            throw SyntaxError(line: tag.line, column: tag.column, message: "there is no template '\(tag.name)' (\(tag.name).mustache); the folder has: \(known)")
        }
        return index
    }
}
