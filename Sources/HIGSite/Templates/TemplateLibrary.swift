import Foundation

/// A problem with the template folder: the machine's set-up, not the content, so it is thrown.
enum TemplateError: Error, Equatable, CustomStringConvertible {
    case folderMissing(String)
    case syntax(path: String, line: Int, column: Int, message: String)
    /// A template asked for a name that no context where it was rendered has.
    case unknownName(path: String, line: Int, column: Int, name: String)
    /// A template or asset that must not be read: a link leading outside the template folder,
    /// nowhere or round in a loop, or something that is not a regular file.
    case refused(path: String, reason: String)

    package var description: String {
        switch self {
        case .folderMissing(let path):
            "\(path): error: no template folder here; run higsite from the project folder or pass --templates DIR"
        case .syntax(let path, let line, let column, let message):
            "\(path):\(line):\(column): error: template syntax: \(message)"
        case .unknownName(let path, let line, let column, let name):
            "\(path):\(line):\(column): error: no context here has a value named '\(name)'; check its spelling and the section it is in"
        case .refused(let path, let reason):
            "\(path): error: \(reason)"
        }
    }
}

/// The Mustache templates of a site, checked to be complete when loaded.
///
/// `{{value}}` escapes HTML; only context properties whose names end in `HTML` may be
/// written with `{{{ }}}`, and those hold HTML that higsite rendered and escaped itself.
struct TemplateLibrary: Sendable {
    private let program: MustacheProgram
    private let paths: [String]
    private let indexes: [String: Int]
    /// Names a render asked for that no context had, by where they are: reported by
    /// ``checkNames()`` once rendering is done, before anything is written.
    private let unknownNames = Locked<[MustacheName]>([])

    /// Compiles every template of `theme` (a user's extra partials too) and fails if one is
    /// not valid Mustache. The default set is always there: the embedded theme has it.
    init(theme: Theme) throws {
        let templates = theme.templates
        let indexes = Dictionary(uniqueKeysWithValues: templates.enumerated().map { ($1.name, $0) })
        var compiled: [[MustacheNode]] = []
        for (index, template) in templates.enumerated() {
            guard let text = String(validating: template.file.bytes, as: UTF8.self) else {
                throw TemplateError.refused(path: template.file.display, reason: "is not UTF-8 text; save it as UTF-8")
            }
            do {
                compiled.append(try MustacheParser.parse(text, index: index, templates: indexes))
            } catch {
                throw TemplateError.syntax(path: template.file.display, line: error.line, column: error.column, message: error.message)
            }
        }
        program = MustacheProgram(compiled)
        self.indexes = indexes
        paths = templates.map(\.file.display)
    }

    /// The rendered page as UTF-8: it goes to a file as it is, so it is never decoded into a `String`.
    /// `memo` keeps shared items' output for the next renders on the same thread. `capacity`:
    /// bytes to make room for at once (a page that outgrows it is copied as it grows).
    func render(_ context: some TemplateObject, with name: TemplateName, memo: MustacheMemo? = nil,
                capacity: Int = 1 << 15) -> [UInt8] {
        // Presence of every name was checked in init.
        guard let index = indexes[name.rawValue] else { preconditionFailure("template \(name.rawValue) was checked at load time") }
        var renderer = MustacheRenderer(program: program, memo: memo, capacity: capacity)
        renderer.render(index, context: context.templateValue)
        if !renderer.unknownNames.isEmpty {
            unknownNames.withValue { $0 += renderer.unknownNames }
        }
        return renderer.bytes
    }

    /// Throws the first name (in template order) that a render since the last check asked for and no context had.
    func checkNames() throws(TemplateError) {
        let names = unknownNames.withValue { names in
            defer { names.removeAll() }
            return names
        }
        guard let first = names.min(by: { ($0.template, $0.line, $0.column) < ($1.template, $1.line, $1.column) }) else { return }
        throw TemplateError.unknownName(path: paths[first.template], line: first.line, column: first.column, name: first.description)
    }
}
