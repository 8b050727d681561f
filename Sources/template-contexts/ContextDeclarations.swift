/// The template contexts as TemplateContexts.contexts declares them: each context's kind, name,
/// documentation and fields, in the file's order.
struct ContextDeclarations: Equatable {
    struct Context: Equatable {
        enum Kind: String, Equatable {
            /// A final class: a template value holds it by reference.
            case `class`
            /// A class many renders share as one object (its list output may be reused).
            case sharedClass = "shared class"
            case `struct`
        }

        var kind: Kind
        var name: String
        var documentation: [String]
        var fields: [Field]
    }

    struct Field: Equatable {
        var name: String
        var type: String
        var documentation: [String]
    }

    /// A line the reader cannot vouch for, as a compiler reports it.
    struct Problem: Error, CustomStringConvertible, Equatable {
        var file: String
        var line: Int
        var column: Int
        var message: String

        var description: String { "\(file):\(line):\(column): error: \(message)" }
    }

    var contexts: [Context] = []

    /// Reads `text`; every line it cannot read is a problem, and all are reported at once.
    init(text: String, file: String) throws(ProblemList) {
        var problems: [Problem] = []
        var documentation: [String] = []
        var names = Set<String>()
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let trimmed = raw[...].trimmingBlanks
            let indented = raw.first == " "
            func problem(_ message: String) {
                problems.append(Problem(file: file, line: line, column: raw.count - raw.drop(while: { $0 == " " }).count + 1, message: message))
            }
            if trimmed.isEmpty || (trimmed.hasPrefix("#")) { continue }
            if trimmed.hasPrefix("///") {
                documentation.append(String(trimmed))
                continue
            }
            if indented {
                guard !contexts.isEmpty else { problem("a field before any context; start with `class Name` or `struct Name`"); continue }
                switch Self.field(trimmed, documentation: documentation) {
                case .success(let field):
                    if contexts[contexts.count - 1].fields.contains(where: { $0.name == field.name }) {
                        problem("'\(field.name)' is declared twice in \(contexts[contexts.count - 1].name)")
                    }
                    contexts[contexts.count - 1].fields.append(field)
                case .failure(let message):
                    problem(message.text)
                }
            } else {
                switch Self.context(trimmed, documentation: documentation) {
                case .success(let context):
                    if !names.insert(context.name).inserted { problem("the context \(context.name) is declared twice") }
                    contexts.append(context)
                case .failure(let message):
                    problem(message.text)
                }
            }
            documentation = []
        }
        for context in contexts where context.fields.isEmpty {
            problems.append(Problem(file: file, line: 1, column: 1, message: "\(context.name) has no fields"))
        }
        guard problems.isEmpty else { throw ProblemList(problems: problems) }
    }

    struct ProblemList: Error, Equatable {
        var problems: [Problem]
    }

    private static func context(_ line: Substring, documentation: [String]) -> Result<Context, Message> {
        let words = line.split(separator: " ")
        guard words.count >= 2, let kind = Context.Kind(rawValue: words.dropLast().joined(separator: " ")),
              let name = words.last, name.isIdentifier else {
            return .failure(Message("expected `class Name`, `shared class Name` or `struct Name`, not '\(line)'"))
        }
        return .success(Context(kind: kind, name: String(name), documentation: documentation, fields: []))
    }

    /// `name: Type`, where a name ending in `HTML` is markup (`String` or `[UInt8]`), and only
    /// markup may be `[UInt8]` (bytes are written as they are).
    private static func field(_ line: Substring, documentation: [String]) -> Result<Field, Message> {
        guard let colon = line.firstIndex(of: ":") else { return .failure(Message("expected `name: Type`, not '\(line)'")) }
        let name = line[..<colon].trimmingBlanks, type = line[line.index(after: colon)...].trimmingBlanks
        guard name.isIdentifier, !type.isEmpty else { return .failure(Message("expected `name: Type`, not '\(line)'")) }
        if name.hasSuffix("HTML"), type != "String", type != "[UInt8]" {
            return .failure(Message("'\(name)' ends in HTML, so it is markup: its type must be String or [UInt8]"))
        }
        if !name.hasSuffix("HTML"), type == "[UInt8]" {
            return .failure(Message("'\(name)' is [UInt8], which only markup is: name it …HTML, or give it another type"))
        }
        return .success(Field(name: String(name), type: String(type), documentation: documentation))
    }

    struct Message: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }
}

extension Substring {
    var trimmingBlanks: Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
        return self[start..<end]
    }

    var isIdentifier: Bool {
        guard let first, first.isLetter || first == "_" else { return false }
        return allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
