import Foundation
import HIGControls
import Yams

/// `.higsite-lint.yaml`, found by walking up from the first input: which rules run, the lowest
/// severity that fails, and the language and base URL of messages.
package struct LintConfiguration: Sendable, Equatable {
    package var only: [String] = []
    package var disabled: [String] = []
    package var severity: String?
    package var language: Language?
    package var baseURL: String?
    /// Paths to leave out when walking folders (`LintExclusions`), relative to `folder`.
    package var exclude: [String] = []
    /// Where it was read from, for messages.
    package var path: String?
    /// The folder of the file it was read from: what `exclude` is relative to.
    package var folder: String?

    package static let fileName = ".higsite-lint.yaml"

    package init() {}

    /// The nearest `.higsite-lint.yaml` in `start` or a folder above it.
    package static func find(from start: URL) -> URL? {
        NearestFile.named(fileName, from: start.hasDirectoryPath ? start : start.deletingLastPathComponent())
    }

    package static func read(_ url: URL, displayPath: String) throws -> LintConfiguration {
        struct Raw: Decodable {
            var rules: [String]?
            var disable: [String]?
            var severity: String?
            var lang: String?
            var baseURL: String?
            var exclude: [String]?

            enum CodingKeys: String, CodingKey {
                case rules, disable, severity, lang, exclude
                case baseURL = "base-url"
            }
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        try checkKeys(text, displayPath: displayPath)
        do {
            let raw = try YAMLDecoder().decode(Raw.self, from: text.isEmpty ? "{}" : text)
            var configuration = LintConfiguration()
            configuration.only = raw.rules ?? []
            configuration.disabled = raw.disable ?? []
            configuration.severity = raw.severity
            configuration.language = raw.lang.flatMap(Language.init(rawValue:))
            configuration.baseURL = raw.baseURL
            configuration.exclude = raw.exclude ?? []
            configuration.path = displayPath
            configuration.folder = url.deletingLastPathComponent().path
            return configuration
        } catch {
            throw LintError.configuration(path: displayPath, message: ScreenDecodingError.describe(error))
        }
    }
}

extension LintConfiguration {
    /// The keys of `.higsite-lint.yaml`.
    package static let keys = ["rules", "disable", "severity", "lang", "base-url", "exclude"]
    /// SwiftLint's names for what higsite calls otherwise, for teams that have both files.
    static let swiftLintKeys = ["excluded": "exclude", "disabled_rules": "disable", "only_rules": "rules"]

    /// An unknown key, or a `lang` higsite has no messages in, is an error at its place: a
    /// misspelt `exclude` (or SwiftLint's `excluded`) would otherwise be ignored without a word.
    /// What is not a mapping of keys is left to the decoder's message.
    static func checkKeys(_ text: String, displayPath: String) throws {
        guard let mapping = (try? Yams.compose(yaml: text))??.mapping else { return }
        func place(_ node: Node) -> String {
            node.mark.map { "\(displayPath):\($0.line):\($0.column)" } ?? displayPath
        }
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            if name == "lang", let lang = value.string, Language(rawValue: lang) == nil {
                throw LintError.configuration(path: place(value), message: "lang is 'ko' or 'en', not '\(lang)'")
            }
            guard !keys.contains(name) else { continue }
            let hint = swiftLintKeys[name].map { "; that is SwiftLint's name, higsite's is '\($0)'" }
                ?? EditDistance.nearest(to: name, in: keys, limit: 1).first.map { "; did you mean '\($0)'?" }
                ?? " (the keys are \(keys.joined(separator: ", ")))"
            throw LintError.configuration(path: place(key), message: "unknown key '\(name)' in \(fileName)" + hint)
        }
    }
}

package enum LintError: Error, CustomStringConvertible, Equatable {
    case configuration(path: String, message: String)
    case unknownRule(String, suggestion: String?)
    case noInput(String)

    package var description: String {
        switch self {
        case .configuration(let path, let message): "\(path): error: \(message)"
        case .unknownRule(let id, let suggestion): "no rule '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .noInput(let path): "\(path): no such file or folder"
        }
    }
}
