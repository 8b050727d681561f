import Foundation
import HIGControls
import Yams

/// A screen description file for `higsite lint`: one screen (a mapping), a list of screens, or
/// `screens:` with a list; several YAML documents are several screens. JSON is YAML too.
/// Keeps each screen's YAML node, so violations can be reported at the line and column of the
/// offending element.
package struct ScreenFile: Sendable {
    package struct Entry: @unchecked Sendable {
        // @unchecked: Yams.Node is a plain value tree that is never mutated after parsing.
        package var screen: Screen
        /// `screens[2]`, or nil for a file that is one screen.
        package var name: String?
        let node: Node
    }

    package var path: String
    package var screens: [Entry]

    /// Reads a file; problems (unreadable, not YAML, wrong keys) come back as diagnostics.
    package static func read(_ url: URL, displayPath: String) -> (ScreenFile?, [Diagnostic]) {
        switch bytes(of: url, displayPath: displayPath) {
        case .failure(let unreadable): (nil, [unreadable.diagnostic])
        case .success(let data): read(data, displayPath: displayPath)
        }
    }

    /// A found file larger than this is data: a description is a few screens of a few lines.
    static let maximumFoundSize = 1_048_576

    /// Reads a file found by walking a folder: nil when it is a data file, not a screen
    /// description (`ScreenDescriptionSignal`); else as `read` does.
    package static func readFound(_ url: URL, displayPath: String) -> (ScreenFile?, [Diagnostic])? {
        var info = stat()
        if stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > maximumFoundSize { return nil }
        let data: Data
        switch bytes(of: url, displayPath: displayPath) {
        case .failure(let unreadable): return (nil, [unreadable.diagnostic])
        case .success(let read): data = read
        }
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else { return nil }
        switch Self.documents(in: text) {
        case .success(let documents):
            return ScreenDescriptionSignal.isDescription(documents) ? screens(of: documents, displayPath: displayPath) : nil
        case .failure(let failure):
            return ScreenDescriptionSignal.isBrokenDescription(text) ? (nil, [problem(failure.message, failure.mark, in: displayPath)]) : nil
        }
    }

    /// A regular file's bytes: reading a pipe or a device would wait for ever, or never end.
    private static func bytes(of url: URL, displayPath: String) -> Result<Data, Unreadable> {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            return .failure(Unreadable(problem("cannot read the file: \(String(cString: strerror(errno)))", in: displayPath)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(Unreadable(problem("not a regular file (a pipe, socket or device); higsite reads only plain files", in: displayPath)))
        }
        guard let data = try? Data(contentsOf: url) else { return .failure(Unreadable(problem("cannot read the file", in: displayPath))) }
        return .success(data)
    }

    /// Reads a file's bytes, already in memory (the screen fuzz target's input); problems come
    /// back as diagnostics.
    package static func read(_ data: Data, displayPath: String) -> (ScreenFile?, [Diagnostic]) {
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
            return (nil, [problem("not a text file; describe screens in YAML or JSON", in: displayPath)])
        }
        switch Self.documents(in: text) {
        case .success(let documents): return screens(of: documents, displayPath: displayPath)
        case .failure(let failure): return (nil, [problem(failure.message, failure.mark, in: displayPath)])
        }
    }

    private static func screens(of documents: [Node], displayPath: String) -> (ScreenFile?, [Diagnostic]) {
        guard !documents.isEmpty else {
            return (nil, [problem("the file describes no screen; write one as YAML (higsite mockup --list gives every kind)", in: displayPath)])
        }
        var entries: [Entry] = []
        var diagnostics: [Diagnostic] = []
        for (name, node) in screenNodes(of: documents) {
            switch entry(node, name: name) {
            case .success(let entry): entries.append(entry)
            case .failure(let failure): diagnostics.append(problem(failure.message, failure.mark, in: displayPath))
            }
        }
        return (ScreenFile(path: displayPath, screens: entries), diagnostics)
    }

    private struct Unreadable: Error {
        var diagnostic: Diagnostic
        init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    }

    /// Why a file, or one screen in it, cannot be read, and where.
    private struct ReadFailure: Error {
        var message: String
        var mark: Mark?
    }

    private static func problem(_ message: String, _ mark: Mark? = nil, in file: String) -> Diagnostic {
        Diagnostic(file: file, location: mark.map { SourceLocation(line: $0.line, column: $0.column) },
                   problem: .screen(.screenSpec(message)), notes: [])
    }

    /// The YAML documents of a file, or why it is not YAML.
    private static func documents(in text: String) -> Result<[Node], ReadFailure> {
        do {
            // The sequence parses lazily and keeps a syntax error aside rather than throwing it.
            var sequence = try Yams.compose_all(yaml: text)
            var parsed: [Node] = []
            while let node = sequence.next() { parsed.append(node) }
            if let error = sequence.error { throw error }
            return .success(parsed)
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let message, let mark, _), .parser(_, let message, let mark, _), .composer(_, let message, let mark, _):
                return .failure(ReadFailure(message: "not valid YAML: \(message)", mark: mark))
            default:
                return .failure(ReadFailure(message: "not valid YAML: \(error)"))
            }
        } catch {
            return .failure(ReadFailure(message: "not valid YAML: \(error)"))
        }
    }

    /// Each screen's node with the name diagnostics give it: `screens[2]` for an item of a list
    /// (a document that is one, or `screens:`), `document 2` when a file has several documents.
    private static func screenNodes(of documents: [Node]) -> [(String?, Node)] {
        var nodes: [(String?, Node)] = []
        for document in documents {
            if let list = document.sequence {
                nodes += list.enumerated().map { ("screens[\($0.offset)]", $0.element) }
            } else if let list = document.mapping?["screens"]?.sequence {
                nodes += list.enumerated().map { ("screens[\($0.offset)]", $0.element) }
            } else {
                nodes.append((documents.count > 1 ? "document \(nodes.count + 1)" : nil, document))
            }
        }
        return nodes
    }

    /// One screen from its node: its `name:` names it, the other keys are its parts.
    private static func entry(_ node: Node, name: String?) -> Result<Entry, ReadFailure> {
        var mapping = node.mapping
        let title = mapping?["name"]?.string
        mapping?["name"] = nil
        guard let mapping else {
            return .failure(ReadFailure(message: "a screen is a mapping of its parts (status-bar, navigation-bar, content, tab-bar, …)",
                                        mark: node.mark))
        }
        if NodeBudget.isExceeded(by: node) {
            return .failure(ReadFailure(message: NodeBudget.message, mark: node.mark))
        }
        do {
            let screen = try YAMLDecoder().decode(Screen.self, from: Node.mapping(mapping))
            return .success(Entry(screen: screen, name: title ?? name, node: Node.mapping(mapping)))
        } catch {
            return .failure(ReadFailure(message: ScreenDecodingError.describe(error), mark: MockupFence.mark(of: error, in: Node.mapping(mapping))))
        }
    }

    /// Where an element of a screen is written: its path followed through the YAML, down to
    /// the deepest node that exists (a control written at the top level as a shorthand too).
    static func location(of element: ElementPath, in entry: Entry) -> SourceLocation? {
        var keys: [any CodingKey] = element.components.map { component in
            switch component {
            case .key(let name): AnyKey(stringValue: name)
            case .index(let position): AnyKey(intValue: position)
            }
        }
        // `switch: {…}` at the top level stands for `content: [switch: {…}]`.
        if keys.count >= 3, keys[0].stringValue == "content", entry.node.mapping?["content"] == nil {
            keys.removeFirst(2)
        }
        return MockupFence.mark(at: keys, in: entry.node).map { SourceLocation(line: $0.line, column: $0.column) }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
    }
}
