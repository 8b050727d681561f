import Foundation
import Mustache

/// A problem with the template folder: the machine's set-up, not the content, so it is thrown.
public enum TemplateError: Error, Equatable, CustomStringConvertible {
    case folderMissing(String)
    case missing(name: String, path: String)
    case syntax(path: String, line: Int, column: Int, message: String)

    public var description: String {
        switch self {
        case .folderMissing(let path):
            "\(path): error: no template folder here; run higsite from the project folder or pass --templates DIR"
        case .missing(_, let path):
            "\(path): error: template is missing; every template of the default set must exist (copy it from templates/)"
        case .syntax(let path, let line, let column, let message):
            "\(path):\(line):\(column): error: template syntax: \(message)"
        }
    }
}

/// The Mustache templates of a site, checked to be complete when loaded.
///
/// `{{value}}` escapes HTML; only context properties whose names end in `HTML` may be
/// written with `{{{ }}}`, and those hold HTML that higsite rendered and escaped itself.
struct TemplateLibrary: Sendable {
    private let library: MustacheLibrary

    /// Loads every `*.mustache` file of `folder` (a user's extra partials too) and fails
    /// if one of ``TemplateName`` is missing.
    init(folder: URL, displayPath: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError.folderMissing(displayPath)
        }
        for name in TemplateName.allCases {
            let path = folder.appendingPathComponent(name.fileName).path
            guard FileManager.default.fileExists(atPath: path) else {
                throw TemplateError.missing(name: name.rawValue, path: displayPath + "/" + name.fileName)
            }
        }
        var library = MustacheLibrary()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }.sorted()
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            do {
                try library.register(text, named: String(file.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                throw TemplateError.syntax(path: displayPath + "/" + file, line: error.context.lineNumber,
                                           column: error.context.columnNumber, message: "\(error.error)")
            }
        }
        self.library = library
    }

    func render(_ context: some Sendable, with name: TemplateName) -> String {
        // Presence of every name was checked in init, so nil cannot happen here.
        guard let output = library.render(context, withTemplate: name.rawValue) else {
            preconditionFailure("template \(name.rawValue) was checked at load time")
        }
        return output
    }
}
