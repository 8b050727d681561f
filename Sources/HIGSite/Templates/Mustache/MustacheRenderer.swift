/// Renders compiled templates into UTF-8 bytes, reading typed contexts.
struct MustacheRenderer {
    let program: MustacheProgram
    /// What the renders wrote (``bytes``).
    private let output: ByteWriter
    /// Names no context on the stack knew, in the order met (a template error for the caller).
    private(set) var unknownNames: [MustacheName] = []
    private var stack: [TemplateValue] = []
    private var indentation: [UInt8] = []
    private let memo: MustacheMemo?
    /// While a shared item renders: the lowest stack position a lookup reached (`Int.max` for
    /// none), and whether a block or a parent template was met. Either can make its output
    /// depend on more than the item itself.
    private var lowestRead = Int.max
    private var readsBlocks = false

    /// `memo`, when given, keeps the output of shared list items across renders (see ``MustacheMemo``).
    init(program: MustacheProgram, memo: MustacheMemo? = nil, capacity: Int = 1 << 15) {
        self.program = program
        self.memo = memo
        output = ByteWriter(capacity: capacity)
    }

    /// The UTF-8 written so far.
    var bytes: [UInt8] { output.bytes() }

    mutating func render(_ template: Int, context: TemplateValue) {
        stack = [context]
        run(program.templates[template], blocks: [])
    }

    private mutating func run(_ range: Range<Int>, blocks: [MustacheProgram.Block]) {
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = program.instructions[index]
            index += 1
            switch instruction {
            case .text(let start, let end):
                output.append(program.bytes, range: Int(start)..<Int(end))
            case .lineStart:
                // Every line of every template starts with one; most are not indented.
                if !indentation.isEmpty { output.append(indentation) }
            case .variable(let name, let escaped):
                write(Int(name), escaped: escaped)
            case .section(let name, let inverted, let end):
                let body = index..<Int(end)
                index = Int(end)
                runSection(Int(name), inverted: inverted, body, blocks: blocks)
            case .partial(let template, let extra):
                indented(by: Int(extra)) { $0.run($0.program.templates[Int(template)], blocks: blocks) }
            case .parent(let template, let extra, let overrides, let end):
                index = Int(end)
                readsBlocks = true
                // The outermost definition of a block wins: a page's block beats its layout's own.
                var merged = blocks
                for block in program.blockSets[Int(overrides)] where !blocks.contains(where: { $0.name == block.name }) {
                    merged.append(block)
                }
                indented(by: Int(extra)) { $0.run($0.program.templates[Int(template)], blocks: merged) }
            case .block(let name, let end):
                let fallback = index..<Int(end)
                index = Int(end)
                readsBlocks = true
                run(blocks.first { $0.name == name }?.body ?? fallback, blocks: blocks)
            }
        }
    }

    /// `{{name}}` (escaped) or `{{{nameHTML}}}`: text and bytes are written, a flag as `true` or
    /// `false`; nothing for an absent value, a list or an object.
    private mutating func write(_ name: Int, escaped: Bool) {
        switch lookUp(name) {
        case .text(let text):
            if escaped { HTML.appendEscaped(text, to: output) } else { output.append(text) }
        case .bytes(let bytes):
            if escaped { HTML.appendEscaped(bytes, to: output) } else { output.append(bytes) }
        case .flag(let flag):
            output.append(flag ? "true" : "false")
        case .null, .list, .object:
            break
        }
    }

    /// `{{#name}}…{{/name}}` runs its body once per list item, once for a true flag or a value
    /// (which it enters), and not at all for nothing; `{{^name}}` runs it only for nothing.
    private mutating func runSection(_ name: Int, inverted: Bool, _ body: Range<Int>, blocks: [MustacheProgram.Block]) {
        let value = lookUp(name)
        if inverted {
            if !value.isTruthy { run(body, blocks: blocks) }
            return
        }
        switch value {
        case .null, .flag(false):
            break
        case .flag(true):
            run(body, blocks: blocks)
        case .list(let list):
            for item in 0..<list.count {
                let value = list.value(at: item)
                if let memo, case .object(let object) = value, object.isShared {
                    runShared(object, body, blocks: blocks, memo: memo)
                    continue
                }
                stack.append(value)
                run(body, blocks: blocks)
                stack.removeLast()
            }
        case .text, .bytes, .object:
            stack.append(value)
            run(body, blocks: blocks)
            stack.removeLast()
        }
    }

    /// A list item that is one object in many renders: its output is kept the first time and
    /// copied after, when everything that render read came from the item itself.
    private mutating func runShared(_ object: any TemplateReference, _ body: Range<Int>,
                                    blocks: [MustacheProgram.Block], memo: MustacheMemo) {
        if let kept = memo.output(of: object, body: body.lowerBound, indentation: indentation) {
            output.append(kept)
            return
        }
        let (outerLowest, outerReadsBlocks) = (lowestRead, readsBlocks)
        (lowestRead, readsBlocks) = (.max, false)
        let start = output.count, unknownCount = unknownNames.count, level = stack.count
        stack.append(.object(object))
        run(body, blocks: blocks)
        stack.removeLast()
        if lowestRead >= level, !readsBlocks, unknownNames.count == unknownCount {
            memo.keep(output.bytes(from: start), of: object, body: body.lowerBound, indentation: indentation)
        }
        (lowestRead, readsBlocks) = (min(outerLowest, lowestRead), outerReadsBlocks || readsBlocks)
    }

    private mutating func indented(by extra: Int, _ body: (inout Self) -> Void) {
        guard extra != 0 else { return body(&self) }
        let saved = indentation
        indentation += program.indentations[extra]
        body(&self)
        indentation = saved
    }

    /// The first context from the top of the stack that knows the name's first part answers it;
    /// the other parts are read from that answer.
    private mutating func lookUp(_ nameIndex: Int) -> TemplateValue {
        let path = program.paths[nameIndex]
        guard var part = path.keys.first else { return stack[stack.count - 1] }
        var value: TemplateValue
        var index = stack.count - 1
        while true {
            if case .object(let object) = stack[index], let answer = object.value(for: program.keys[part]) {
                value = answer
                break
            }
            guard !path.isLocal, index > 0 else {
                lowestRead = min(lowestRead, index)
                unknownNames.append(program.names[nameIndex])
                return .null
            }
            index -= 1
        }
        lowestRead = min(lowestRead, index)
        part += 1
        while part < path.keys.upperBound {
            guard case .object(let object) = value else { return .null }
            guard let child = object.value(for: program.keys[part]) else {
                unknownNames.append(program.names[nameIndex])
                return .null
            }
            value = child
            part += 1
        }
        return value
    }

}

/// The output of list items that many renders share as one object (``TemplateObject/isShared``),
/// by object, section and indentation: the navigation's closed items, which the pages of a
/// folder share, are rendered once per folder (and thread) rather than once per page. Kept only when the
/// item's render read nothing below it on the stack and met no block, so a copy is exactly
/// what rendering again would write. Holds the objects, so no identifier is reused while kept.
/// For one thread at a time, with one template library.
final class MustacheMemo {
    /// One output of an item, and where the item's next one is (nearly always none: an item is
    /// met in one section, at one indentation).
    private struct Kept {
        let body: Int
        let indentation: [UInt8]
        let bytes: [UInt8]
        let next: Int?
    }

    /// Every output kept, read in place by index: finding one retains nothing but the bytes
    /// it returns (an object per output was retained and released on every lookup, a third of
    /// the time a page spent copying its navigation's closed items).
    private var outputs: [Kept] = []
    /// The objects whose outputs are kept, so that no address is reused while kept.
    private var objects: [AnyObject] = []
    /// An object's last output, by the object's address as an integer, whose hash is the
    /// standard library's one-shot path (a key of object, section and indentation went through
    /// a full hasher each time).
    private var last: [Int: Int] = [:]

    /// How many outputs are kept.
    var count: Int { outputs.count }

    func removeAll() {
        outputs.removeAll(keepingCapacity: true)
        objects.removeAll(keepingCapacity: true)
        last.removeAll(keepingCapacity: true)
    }

    fileprivate func output(of object: AnyObject, body: Int, indentation: [UInt8]) -> [UInt8]? {
        var candidate = last[Self.address(of: object)]
        while let index = candidate {
            if outputs[index].body == body, outputs[index].indentation == indentation { return outputs[index].bytes }
            candidate = outputs[index].next
        }
        return nil
    }

    fileprivate func keep(_ bytes: [UInt8], of object: AnyObject, body: Int, indentation: [UInt8]) {
        let address = Self.address(of: object)
        outputs.append(Kept(body: body, indentation: indentation, bytes: bytes, next: last[address]))
        objects.append(object)
        last[address] = outputs.count - 1
    }

    private static func address(of object: AnyObject) -> Int {
        Int(bitPattern: ObjectIdentifier(object))
    }
}
