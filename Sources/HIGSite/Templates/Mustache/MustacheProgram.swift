/// The compiled templates of a library as one flat list of instructions whose operands are
/// plain integers: rendering walks positions in it and copies no arrays, names or block tables
/// per node. (Walking the ``MustacheNode`` tree retained and released each node's arrays;
/// reference counting was a third of template rendering.)
struct MustacheProgram: Sendable {
    enum Instruction: Sendable {
        /// Literal output: `bytes[start..<end]`.
        case text(start: Int32, end: Int32)
        case lineStart
        /// `names[name]`, HTML-escaped or as it is.
        case variable(name: Int32, escaped: Bool)
        /// A section whose body is the instructions after this one up to `end`.
        case section(name: Int32, inverted: Bool, end: Int32)
        /// Template `template`, its lines indented by `indentations[indentation]`.
        case partial(template: Int32, indentation: Int32)
        /// Template `template` with the blocks `blockSets[blocks]`, whose bodies are the
        /// instructions after this one up to `end`.
        case parent(template: Int32, indentation: Int32, blocks: Int32, end: Int32)
        /// The block called `blockNames[name]`, its default the instructions after this one up to `end`.
        case block(name: Int32, end: Int32)
    }

    /// Where a name's parts are in ``keys``.
    struct Path: Sendable {
        var keys: Range<Int>
        /// `.title`: only the current value is asked, not the contexts below it.
        var isLocal: Bool
    }

    /// A block's content given by a parent tag.
    struct Block: Sendable {
        var name: Int32
        var body: Range<Int>
    }

    private(set) var instructions: [Instruction] = []
    private(set) var bytes: [UInt8] = []
    /// Every name as the template wrote it, for the error about a name no context knows.
    private(set) var names: [MustacheName] = []
    /// Each name's parts (``paths``), all names' one after another: a lookup reads them in
    /// place, where copying the name retained and released its array of parts, which every
    /// rendering thread shares, on every lookup.
    private(set) var keys: [TemplateKey] = []
    private(set) var paths: [Path] = []
    private(set) var indentations: [[UInt8]] = [[]]
    private(set) var blockSets: [[Block]] = []
    /// Each template's instructions.
    private(set) var templates: [Range<Int>] = []
    private var blockNames: [String: Int32] = [:]

    init(_ templates: [[MustacheNode]]) {
        for nodes in templates {
            let start = instructions.count
            append(nodes)
            self.templates.append(start..<instructions.count)
        }
    }

    private mutating func append(_ nodes: [MustacheNode]) {
        for node in nodes {
            switch node {
            case .text(let text):
                let start = Int32(bytes.count)
                bytes += text
                instructions.append(.text(start: start, end: Int32(bytes.count)))
            case .lineStart:
                instructions.append(.lineStart)
            case .variable(let name, let escaped):
                instructions.append(.variable(name: nameIndex(name), escaped: escaped))
            case .section(let name, let content, let inverted):
                let name = nameIndex(name)
                let position = instructions.count
                instructions.append(.lineStart)  // replaced once the body's end is known
                append(content)
                instructions[position] = .section(name: name, inverted: inverted, end: Int32(instructions.count))
            case .partial(let template, let indentation):
                instructions.append(.partial(template: Int32(template), indentation: indentationIndex(indentation)))
            case .parent(let template, let indentation, let blocks):
                let position = instructions.count
                instructions.append(.lineStart)
                var set: [Block] = []
                for (name, content) in blocks.sorted(by: { $0.key < $1.key }) {
                    let start = instructions.count
                    append(content)
                    set.append(Block(name: blockName(name), body: start..<instructions.count))
                }
                blockSets.append(set)
                instructions[position] = .parent(template: Int32(template), indentation: indentationIndex(indentation),
                                                 blocks: Int32(blockSets.count - 1), end: Int32(instructions.count))
            case .block(let name, let content):
                let position = instructions.count
                instructions.append(.lineStart)
                append(content)
                instructions[position] = .block(name: blockName(name), end: Int32(instructions.count))
            }
        }
    }

    private mutating func nameIndex(_ name: MustacheName) -> Int32 {
        names.append(name)
        paths.append(Path(keys: keys.count..<keys.count + name.components.count, isLocal: name.isLocal))
        keys += name.components
        return Int32(names.count - 1)
    }

    private mutating func indentationIndex(_ indentation: [UInt8]) -> Int32 {
        guard !indentation.isEmpty else { return 0 }
        indentations.append(indentation)
        return Int32(indentations.count - 1)
    }

    private mutating func blockName(_ name: String) -> Int32 {
        if let known = blockNames[name] { return known }
        let id = Int32(blockNames.count)
        blockNames[name] = id
        return id
    }
}
