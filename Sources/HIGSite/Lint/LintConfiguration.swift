import Foundation
import HIGControls
import Yams

/// `.higsite-lint.yaml`, found by walking up from the first input: which rules run, the lowest
/// severity that fails, and the language and base URL of messages.
public struct LintConfiguration: Sendable, Equatable {
    public var only: [String] = []
    public var disabled: [String] = []
    public var severity: String?
    public var language: Language?
    public var baseURL: String?
    /// Paths to leave out when walking folders (`LintExclusions`), relative to `folder`.
    public var exclude: [String] = []
    /// Where it was read from, for messages.
    public var path: String?
    /// The folder of the file it was read from: what `exclude` is relative to.
    public var folder: String?

    public static let fileName = ".higsite-lint.yaml"

    public init() {}

    /// The nearest `.higsite-lint.yaml` in `start` or a folder above it.
    public static func find(from start: URL) -> URL? {
        NearestFile.named(fileName, from: start.hasDirectoryPath ? start : start.deletingLastPathComponent())
    }

    public static func read(_ url: URL, displayPath: String) throws -> LintConfiguration {
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

public enum LintError: Error, CustomStringConvertible, Equatable {
    case configuration(path: String, message: String)
    case unknownRule(String, suggestion: String?)
    case noInput(String)

    public var description: String {
        switch self {
        case .configuration(let path, let message): "\(path): error: \(message)"
        case .unknownRule(let id, let suggestion): "no rule '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .noInput(let path): "\(path): no such file or folder"
        }
    }
}
