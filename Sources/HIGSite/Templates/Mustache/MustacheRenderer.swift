/// Renders compiled templates into UTF-8 bytes, reading typed contexts.
struct MustacheRenderer {
    let templates: [[MustacheNode]]
    private(set) var output: [UInt8] = []
    /// Names no context on the stack knew, in the order met (a template error for the caller).
    private(set) var unknownNames: [MustacheName] = []
    private var stack: [TemplateValue] = []
    private var indentation: [UInt8] = []

    init(templates: [[MustacheNode]], capacity: Int = 1 << 15) {
        self.templates = templates
        output.reserveCapacity(capacity)
    }

    mutating func render(_ template: Int, context: TemplateValue) {
        stack = [context]
        render(templates[template], blocks: [:])
    }

    private mutating func render(_ nodes: [MustacheNode], blocks: [String: [MustacheNode]]) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(contentsOf: text)
            case .lineStart:
                output.append(contentsOf: indentation)
            case .variable(let name, let escaped):
                switch lookUp(name) {
                case .text(var text):
                    if escaped { text.withUTF8 { appendEscaped($0) } } else { output.append(contentsOf: text.utf8) }
                case .bytes(let bytes):
                    if escaped { bytes.withUnsafeBufferPointer { appendEscaped($0) } } else { output.append(contentsOf: bytes) }
                case .flag(let flag):
                    output.append(contentsOf: (flag ? "true" : "false").utf8)
                case .null, .list, .object:
                    break
                }
            case .section(let name, let content, let inverted):
                let value = lookUp(name)
                if inverted {
                    if !value.isTruthy { render(content, blocks: blocks) }
                    continue
                }
                switch value {
                case .null, .flag(false):
                    break
                case .flag(true):
                    render(content, blocks: blocks)
                case .list(let list):
                    for index in 0..<list.count {
                        stack.append(list.value(at: index))
                        render(content, blocks: blocks)
                        stack.removeLast()
                    }
                case .text, .bytes, .object:
                    stack.append(value)
                    render(content, blocks: blocks)
                    stack.removeLast()
                }
            case .partial(let template, let extra):
                indented(by: extra) { $0.render($0.templates[template], blocks: blocks) }
            case .parent(let template, let extra, let overrides):
                // The outermost definition of a block wins: a page's block beats its layout's own.
                let merged = overrides.merging(blocks) { _, outer in outer }
                indented(by: extra) { $0.render($0.templates[template], blocks: merged) }
            case .block(let name, let content):
                render(blocks[name] ?? content, blocks: blocks)
            }
        }
    }

    private mutating func indented(by extra: [UInt8], _ body: (inout Self) -> Void) {
        guard !extra.isEmpty else { return body(&self) }
        let saved = indentation
        indentation += extra
        body(&self)
        indentation = saved
    }

    /// The first context from the top of the stack that knows the name's first part answers it;
    /// the other parts are read from that answer.
    private mutating func lookUp(_ name: MustacheName) -> TemplateValue {
        let components = name.components
        guard !components.isEmpty else { return stack[stack.count - 1] }
        var value: TemplateValue
        var index = stack.count - 1
        while true {
            if case .object(let object) = stack[index], let answer = object.value(for: components[0]) {
                value = answer
                break
            }
            guard !name.isLocal, index > 0 else {
                unknownNames.append(name)
                return .null
            }
            index -= 1
        }
        for position in 1..<components.count {
            guard case .object(let object) = value else { return .null }
            guard let child = object.value(for: components[position]) else {
                unknownNames.append(name)
                return .null
            }
            value = child
        }
        return value
    }

    private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in 0..<bytes.count {
            let replacement: StaticString
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default: continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            output.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            start = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
}
