import Foundation
import HIGControls
import HIGRules
import Yams

/// `higsite.yaml`: a site's settings in its root folder, so that `higsite build`, `check`,
/// `serve` and `lint` need no options there or in any folder below it.
///
/// Paths in the file are relative to the file's own folder, not to where higsite runs. Options
/// on the command line override the file. An unknown key is a warning (a typo must not stop a
/// build, but must not pass unseen either); a value of the wrong kind is an error at its line
/// and column, and no command runs on a half-read configuration.
package struct SiteConfiguration: Sendable, Equatable {
    /// The site's name and the description of its home page in one language.
    package struct SiteText: Sendable, Equatable {
        package var title: String?
        package var description: String?

        package init(title: String? = nil, description: String? = nil) {
            self.title = title
            self.description = description
        }
    }

    package static let fileName = "higsite.yaml"
    /// A configuration is a few lines; anything larger is not one.
    static let maximumSize = 256 * 1024

    /// Where the file was read from; nil for no file.
    package var file: UserPath?
    package var content: UserPath?
    package var templates: UserPath?
    package var output: UserPath?
    package var baseURL: String?
    package var site: [Language: SiteText] = [:]
    /// The `lint:` section; nil when the file has none.
    package var lint: LintConfiguration?
    /// `rule-guidelines: true`: this site's pages are the guidelines the built-in rules enforce
    /// (the shipped content, `init`'s starter), so `check` holds each rule's guideline to it.
    package var ruleGuidelines = false

    package init() {}

    /// Every built-in rule, held to this site's guidelines only where the site says so.
    package var rules: RuleCatalog { RuleCatalog.registry.holdingGuidelines(ruleGuidelines) }

    /// The nearest `higsite.yaml` in `folder` or a folder above it.
    package static func find(from folder: URL) -> URL? {
        NearestFile.named(fileName, from: folder)
    }

    /// Reads a configuration; what is wrong with it comes back as diagnostics at their line and
    /// column. With any error among them, use nothing of the result.
    package static func read(_ file: UserPath) -> (SiteConfiguration, [Diagnostic]) {
        func failure(_ message: String) -> (SiteConfiguration, [Diagnostic]) {
            (SiteConfiguration(), [Diagnostic(file: file.display, location: nil, problem: .configuration(.invalid(message)))])
        }
        var info = stat()
        guard stat(file.url.path, &info) == 0 else { return failure("cannot read the file: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { return failure("not a regular file; higsite reads its settings from a plain file") }
        guard info.st_size <= maximumSize else { return failure("the file is larger than \(maximumSize / 1024) KiB; a configuration is a few lines") }
        guard let data = FileManager.default.contents(atPath: file.url.path) else { return failure("cannot read the file") }
        return parse(data, file: file)
    }

    /// Reads a configuration's bytes, already in memory.
    package static func parse(_ data: Data, file: UserPath) -> (SiteConfiguration, [Diagnostic]) {
        var reader = Reader(file: file)
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
            reader.error("not a text file; write the settings as YAML (see higsite's docs/configuration.md)", at: nil)
            return (SiteConfiguration(), reader.diagnostics)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
            for key in duplicates {
                reader.error("'\(key)' is set twice; keep one", location: secondPlace(of: key, in: text, mapping: context.mark)
                             ?? SourceLocation(line: context.mark.line, column: context.mark.column))
            }
            return (SiteConfiguration(), reader.diagnostics)
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let message, let mark, _), .parser(_, let message, let mark, _), .composer(_, let message, let mark, _):
                reader.error("not valid YAML: \(message)", at: mark)
            default:
                reader.error("not valid YAML: \(error)", at: nil)
            }
            return (SiteConfiguration(), reader.diagnostics)
        } catch {
            reader.error("not valid YAML: \(error)", at: nil)
            return (SiteConfiguration(), reader.diagnostics)
        }
        var configuration = SiteConfiguration()
        configuration.file = file
        // An empty file is a configuration with nothing set.
        if let root {
            reader.read(root, into: &configuration)
        }
        return (configuration, reader.diagnostics)
    }

    /// A path written in the file, taken from the file's folder; shown as the file's folder
    /// (as the user reached it) followed by the path.
    static func path(_ written: String, from file: UserPath) -> UserPath {
        let folder = file.url.deletingLastPathComponent()
        let shownFolder = (file.display as NSString).deletingLastPathComponent
        let display = written.hasPrefix("/") || shownFolder.isEmpty ? written : shownFolder + "/" + written
        var path = UserPath(written, relativeTo: folder)
        path.display = display
        return path
    }
}

/// Walks the YAML of a configuration, collecting what is wrong as it goes.
private struct Reader {
    let file: UserPath
    var diagnostics: [Diagnostic] = []

    static let topKeys = ["content", "templates", "output", "base-url", "site", "lint", "rule-guidelines"]
    static let siteKeys = ["title", "description"]
    static let lintKeys = ["rules", "disable", "severity", "lang", "exclude"]

    mutating func error(_ message: String, at mark: Mark?) {
        error(message, location: Self.location(mark))
    }

    mutating func error(_ message: String, location: SourceLocation?) {
        diagnostics.append(Diagnostic(file: file.display, location: location, problem: .configuration(.invalid(message))))
    }

    mutating func unknownKey(_ key: Node, known: [String], in section: String?) {
        let name = key.string ?? "\(key)"
        let suggestion = EditDistance.nearest(to: name, in: known, limit: 1).first
        diagnostics.append(Diagnostic(file: file.display, location: Self.location(key.mark),
                                      problem: .configuration(.unknownKey(section.map { "\($0).\(name)" } ?? name, suggestion: suggestion))))
    }

    static func location(_ mark: Mark?) -> SourceLocation? {
        mark.map { SourceLocation(line: $0.line, column: $0.column) }
    }

    mutating func read(_ root: Node, into configuration: inout SiteConfiguration) {
        guard let pairs = mapping(root, what: "the file", example: "content: content") else { return }
        for (key, value) in pairs {
            switch key.string {
            case "content": configuration.content = path(value, key: "content")
            case "templates": configuration.templates = path(value, key: "templates")
            case "output": configuration.output = path(value, key: "output")
            case "base-url": configuration.baseURL = baseURL(value)
            case "site": configuration.site = site(value)
            case "lint": configuration.lint = lint(value)
            case "rule-guidelines": configuration.ruleGuidelines = flag(value, key: "rule-guidelines") ?? false
            default: unknownKey(key, known: Self.topKeys, in: nil)
            }
        }
    }

    /// The pairs of a mapping, in order (Yams has refused a key given twice already).
    mutating func mapping(_ node: Node, what: String, example: String) -> [(Node, Node)]? {
        guard let mapping = node.mapping else {
            error("\(what) must be a mapping of keys to values (e.g. '\(example)')", at: node.mark)
            return nil
        }
        var pairs: [(Node, Node)] = []
        for (key, value) in mapping {
            guard key.scalar != nil else {
                error("a key must be a plain name", at: key.mark)
                continue
            }
            pairs.append((key, value))
        }
        return pairs
    }

    /// One line of text. A list or a mapping where text belongs is an error; so is a key with
    /// nothing after it, which YAML reads as null.
    mutating func text(_ node: Node, key: String, example: String) -> String? {
        guard let scalar = node.scalar else {
            error("'\(key)' must be text (e.g. '\(key): \(example)')", at: node.mark)
            return nil
        }
        let isNull = scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
        guard !isNull, !scalar.string.isEmpty else {
            error("'\(key)' is empty; give it a value (e.g. '\(key): \(example)') or remove the line", at: node.mark)
            return nil
        }
        return scalar.string
    }

    /// `true` or `false`.
    mutating func flag(_ node: Node, key: String) -> Bool? {
        guard let scalar = node.scalar, scalar.style == .plain, let value = Bool(scalar.string) else {
            error("'\(key)' is true or false", at: node.mark)
            return nil
        }
        return value
    }

    mutating func path(_ node: Node, key: String) -> UserPath? {
        guard let written = text(node, key: key, example: key == "output" ? "_site" : key) else { return nil }
        return SiteConfiguration.path(written, from: file)
    }

    mutating func baseURL(_ node: Node) -> String? {
        guard let url = text(node, key: "base-url", example: "https://example.com/hig") else { return nil }
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
            error("'base-url' must start with http:// or https:// (e.g. https://example.com/hig)", at: node.mark)
            return nil
        }
        return url
    }

    mutating func site(_ node: Node) -> [Language: SiteConfiguration.SiteText] {
        guard let pairs = mapping(node, what: "'site'", example: "site: {ko: {title: …}, en: {title: …}}") else { return [:] }
        var result: [Language: SiteConfiguration.SiteText] = [:]
        for (key, value) in pairs {
            guard let language = key.string.flatMap(Language.init(rawValue:)) else {
                unknownKey(key, known: [], in: "site")
                continue
            }
            guard let fields = mapping(value, what: "'site.\(language.rawValue)'", example: "title: …") else { continue }
            var text = SiteConfiguration.SiteText()
            for (field, value) in fields {
                switch field.string {
                case "title": text.title = self.text(value, key: "title", example: "iOS Guidelines")
                case "description": text.description = self.text(value, key: "description", example: "…")
                default: unknownKey(field, known: Self.siteKeys, in: "site.\(language.rawValue)")
                }
            }
            result[language] = text
        }
        return result
    }

    mutating func lint(_ node: Node) -> LintConfiguration? {
        guard let pairs = mapping(node, what: "'lint'", example: "lint: {severity: error}") else { return nil }
        var lint = LintConfiguration()
        lint.path = file.display
        lint.folder = file.url.deletingLastPathComponent().path
        for (key, value) in pairs {
            switch key.string {
            case "rules": lint.only = ruleIDs(value, key: "rules")
            case "disable": lint.disabled = ruleIDs(value, key: "disable")
            case "severity":
                guard let level = text(value, key: "severity", example: "error") else { continue }
                guard ["warning", "error"].contains(level) else {
                    error("'severity' is 'warning' or 'error'", at: value.mark)
                    continue
                }
                lint.severity = level
            case "lang":
                guard let code = text(value, key: "lang", example: "ko") else { continue }
                guard let language = Language(rawValue: code) else {
                    error("'lang' is one of \(Language.allCases.map(\.rawValue).joined(separator: ", "))", at: value.mark)
                    continue
                }
                lint.language = language
            case "exclude": lint.exclude = paths(value, key: "exclude")
            default: unknownKey(key, known: Self.lintKeys, in: "lint")
            }
        }
        return lint
    }

    /// A list of path patterns (`exclude: [Pods, "**/Generated"]`).
    mutating func paths(_ node: Node, key: String) -> [String] {
        guard let list = node.sequence else {
            error("'\(key)' is a list of paths relative to this file's folder (e.g. '\(key): [Pods, \"**/Generated\"]')", at: node.mark)
            return []
        }
        return list.compactMap { text($0, key: key, example: "[Pods]") }
    }

    mutating func ruleIDs(_ node: Node, key: String) -> [String] {
        guard let list = node.sequence else {
            error("'\(key)' is a list of rule ids (e.g. '\(key): [tab-bar.tab-count]')", at: node.mark)
            return []
        }
        var ids: [String] = []
        for item in list {
            guard let id = text(item, key: key, example: "[tab-bar.tab-count]") else { continue }
            guard RuleRegistry.rule(id) != nil else {
                let suggestion = EditDistance.nearest(to: id, in: RuleRegistry.ids, limit: 1).first
                error("no rule '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " ('higsite rules' lists them)", at: item.mark)
                continue
            }
            ids.append(id)
        }
        return ids
    }
}
