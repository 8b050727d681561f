import HIGControls
import Foundation
import Yams

/// The typed YAML header of a content page.
public struct FrontMatter: Hashable, Sendable {
    public var title: String
    /// Sorts pages in navigation; pages without one come last, by title.
    public var order: Int?
    public var summary: String?
    /// The control kinds of HIGRules the page describes (`component: tab-bar`, or a list for a
    /// page about a family of controls).
    public var components: [ComponentKind]
    /// UIKit API names, rendered as developer-reference links.
    public var uikit: [String]
    /// Drafts are read and checked but not published.
    public var draft: Bool
    /// On a translation: the hash of the twin page it was translated from (`translated-from:`),
    /// and where it is written, so a stale translation is reported at that line.
    public var translatedFrom: TranslationStamp?

    public init(title: String, order: Int? = nil, summary: String? = nil, components: [ComponentKind] = [],
                uikit: [String] = [], draft: Bool = false, translatedFrom: TranslationStamp? = nil) {
        self.title = title
        self.order = order
        self.summary = summary
        self.components = components
        self.uikit = uikit
        self.draft = draft
        self.translatedFrom = translatedFrom
    }

    static let knownKeys = ["title", "order", "summary", "component", "uikit", "draft", "translated-from"]
}

/// The `translated-from:` value of a translation and its position in the file.
public struct TranslationStamp: Hashable, Sendable {
    public var hash: String
    public var location: SourceLocation
}

/// A content file split into its front matter and its Markdown body.
struct SplitSource {
    /// The YAML between the `---` lines, nil when the file has no front matter.
    var yaml: Substring?
    var body: Substring
    /// Lines before the body, added to Markdown positions so they point into the file.
    var bodyLineOffset: Int
    var problems: [LocatedProblem]

    /// Front matter is required: the file must open with a `---` line, closed by `---` or `...`.
    /// Lines are found on the UTF-8 bytes and only up to the closing line: this runs for every page.
    init(_ text: String) {
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        var lineNumber = 0
        var yamlStart: String.Index?
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var content = bytes[lineStart..<lineEnd]
            if content.last == 0x0D { content = content.dropLast() }
            lineNumber += 1
            let next = lineEnd < bytes.endIndex ? bytes.index(after: lineEnd) : lineEnd
            if lineNumber == 1 {
                guard content.elementsEqual("---".utf8) else { break }
                yamlStart = next
            } else if content.elementsEqual("---".utf8) || content.elementsEqual("...".utf8), let yamlStart {
                yaml = text[yamlStart..<lineStart].dropLast(lineStart > yamlStart ? 1 : 0)
                body = text[next...]
                bodyLineOffset = lineNumber
                problems = []
                return
            }
            lineStart = next
        }
        yaml = nil
        bodyLineOffset = 0
        if yamlStart == nil {
            body = text[...]
            problems = [LocatedProblem(location: SourceLocation(line: 1, column: 1), problem: .frontMatterMissing)]
        } else {
            body = ""
            problems = [LocatedProblem(location: SourceLocation(line: 1, column: 1), problem: .frontMatterUnterminated)]
        }
    }
}

extension FrontMatter {
    /// Reads front matter with Yams and checks every key's type. Positions are in the file
    /// (the YAML starts on line 2, after the opening `---`).
    static func parse(yaml: Substring) -> (FrontMatter?, [LocatedProblem]) {
        if let frontMatter = parsePlain(yaml: yaml) { return (frontMatter, []) }
        return parseWithYams(yaml: yaml)
    }

    static func parseWithYams(yaml: Substring) -> (FrontMatter?, [LocatedProblem]) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: String(yaml), .default, .default, .utf8)
        } catch let error as YamlError {
            return (nil, [Self.problem(for: error)])
        } catch {
            return (nil, [LocatedProblem(location: SourceLocation(line: 2, column: 1), problem: .frontMatterSyntax("\(error)"))])
        }
        let start = SourceLocation(line: 1, column: 1)
        guard let node else {
            return (nil, [LocatedProblem(location: start, problem: .frontMatterMissingTitle)])
        }
        guard let mapping = node.mapping else {
            return (nil, [LocatedProblem(location: location(of: node) ?? start, problem: .frontMatterNotMapping)])
        }

        var problems: [LocatedProblem] = []
        var title: String?
        var result = FrontMatter(title: "")
        func wrongType(_ key: String, _ value: Node, _ expected: String) {
            problems.append(LocatedProblem(location: location(of: value) ?? start,
                                            problem: .frontMatterWrongType(key: key, expected: expected)))
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "title":
                if let text = value.scalar?.string, !text.trimmingCharacters(in: .whitespaces).isEmpty {
                    title = text
                } else {
                    wrongType(key, value, "non-empty text")
                }
            case "order":
                if let number = value.int { result.order = number } else { wrongType(key, value, "an integer") }
            case "summary":
                if let text = value.scalar?.string { result.summary = text } else { wrongType(key, value, "text") }
            case "component":
                for item in value.sequence ?? [value] {
                    if let text = item.scalar?.string, let kind = ComponentKind(rawValue: text) {
                        result.components.append(kind)
                    } else {
                        let nearest = EditDistance.nearest(to: item.scalar?.string ?? "", in: ComponentKind.allCases.map(\.rawValue), limit: 1)
                        problems.append(LocatedProblem(location: location(of: item) ?? start,
                                                       problem: .frontMatterWrongType(key: key, expected: "a component kind of HIGRules, or a list of them"),
                                                       notes: nearest.map { "did you mean '\($0)'?" }))
                    }
                }
            case "uikit":
                if let items = value.sequence, items.allSatisfy({ $0.scalar != nil }) {
                    result.uikit = items.compactMap { $0.scalar?.string }
                } else if let single = value.scalar?.string {
                    result.uikit = [single]
                } else {
                    wrongType(key, value, "a list of API names, e.g. [UITabBar, UITabBarController]")
                }
            case "draft":
                if let flag = value.bool { result.draft = flag } else { wrongType(key, value, "true or false") }
            case "translated-from":
                if let hash = value.scalar?.string {
                    result.translatedFrom = TranslationStamp(hash: hash, location: location(of: value) ?? start)
                } else {
                    wrongType(key, value, "the short hash written by 'higsite check --stamp'")
                }
            default:
                let suggestions = EditDistance.nearest(to: key, in: knownKeys)
                problems.append(LocatedProblem(location: location(of: keyNode) ?? start, problem: .frontMatterUnknownKey(key),
                                               notes: suggestions.map { "did you mean '\($0)'?" }))
            }
        }
        guard let title else {
            if !problems.contains(where: { if case .frontMatterWrongType(key: "title", _) = $0.problem { true } else { false } }) {
                problems.append(LocatedProblem(location: start, problem: .frontMatterMissingTitle))
            }
            return (nil, problems)
        }
        result.title = title
        return (result, problems)
    }

    /// Yams marks are 1-based in the YAML text; the YAML starts on the file's second line.
    private static func location(of node: Node) -> SourceLocation? {
        node.mark.map { SourceLocation(line: $0.line + 1, column: $0.column) }
    }

    private static func problem(for error: YamlError) -> LocatedProblem {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let text = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return LocatedProblem(location: SourceLocation(line: mark.line + 1, column: mark.column),
                                   problem: .frontMatterSyntax(text))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return LocatedProblem(location: SourceLocation(line: context.mark.line + 1, column: context.mark.column),
                                   problem: .frontMatterSyntax("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", "))"))
        default:
            return LocatedProblem(location: SourceLocation(line: 2, column: 1), problem: .frontMatterSyntax("\(error)"))
        }
    }
}

extension FrontMatter {
    /// Front matter as almost every page writes it, read without a YAML parser (Yams took most of
    /// the time spent on a page's header): one `key: value` line per known key, each value a plain
    /// one-line scalar, a quoted one without escapes, or a flow list of plain words. Nil for
    /// anything else (comments, block lists, multi-line or escaped strings, other spellings of
    /// numbers and booleans, repeated or unknown keys, any problem at all): Yams reads those, and
    /// reports what is wrong. Tests hold both readers to the same result.
    static func parsePlain(yaml: Substring) -> FrontMatter? {
        var result = FrontMatter(title: "")
        var seen = Set<String>()
        var lineNumber = 1  // the opening `---`
        // Split over bytes (a "\r\n" Character is then cut too, but leaves a "\r" that no plain
        // value takes, so such front matter goes to Yams either way).
        for lineBytes in yaml.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = Substring(lineBytes)
            lineNumber += 1
            let bytes = line.utf8
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes.index(after: colon) < bytes.endIndex,
                  bytes[bytes.index(after: colon)] == UInt8(ascii: " ") else { return nil }
            let key = String(line[..<colon])
            guard knownKeys.contains(key), seen.insert(key).inserted else { return nil }
            var valueStart = bytes.index(after: colon)
            while valueStart < bytes.endIndex, bytes[valueStart] == UInt8(ascii: " ") { valueStart = bytes.index(after: valueStart) }
            let written = line[valueStart...]
            guard let value = PlainValue(written) else { return nil }
            switch (key, value) {
            case ("title", .text(let text)) where !text.isEmpty && text.trimmingWhitespace == text:
                result.title = text
            case ("order", .text(let text)):
                guard let number = plainInteger(text) else { return nil }
                result.order = number
            case ("summary", .text(let text)):
                result.summary = text
            case ("component", .text(let text)):
                guard let kind = ComponentKind(rawValue: text) else { return nil }
                result.components = [kind]
            case ("component", .list(let items)):
                let kinds = items.compactMap(ComponentKind.init(rawValue:))
                guard kinds.count == items.count else { return nil }
                result.components = kinds
            case ("uikit", .text(let text)):
                result.uikit = [text]
            case ("uikit", .list(let items)):
                result.uikit = items
            case ("draft", .text("true")):
                result.draft = true
            case ("draft", .text("false")):
                result.draft = false
            case ("translated-from", .text(let text)):
                // libyaml counts columns in Unicode scalars, from 1.
                let column = line.unicodeScalars.distance(from: line.startIndex, to: valueStart) + 1
                result.translatedFrom = TranslationStamp(hash: text, location: SourceLocation(line: lineNumber, column: column))
            default:
                return nil
            }
        }
        return seen.contains("title") ? result : nil
    }

    private enum PlainValue {
        case text(String)
        case list([String])

        /// A value that means the same to YAML as it reads: nil when in any doubt.
        init?(_ written: Substring) {
            let bytes = written.utf8
            guard let first = bytes.first, let last = bytes.last, last != UInt8(ascii: " "), last != UInt8(ascii: "\r"),
                  !bytes.contains(UInt8(ascii: "\t")), !Self.hasUnicodeLineBreak(bytes) else { return nil }
            switch first {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard bytes.count >= 2, last == first else { return nil }
                let inner = written.dropFirst().dropLast()
                guard !inner.utf8.contains(first), !inner.utf8.contains(UInt8(ascii: "\\")) else { return nil }
                self = .text(String(inner))
            case UInt8(ascii: "["):
                guard last == UInt8(ascii: "]") else { return nil }
                let items = written.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks }
                guard items.allSatisfy(Self.isWord) else { return nil }
                self = .list(items)
            default:
                // A plain scalar: it may not start with an indicator, and `: ` or ` #` would end it.
                guard !Self.indicators.contains(first), last != UInt8(ascii: ":"), !Self.hasPair(":", " ", in: bytes),
                      !Self.hasPair(" ", "#", in: bytes) else { return nil }
                self = .text(String(written))
            }
        }

        private static let indicators = Set("-?:,[]{}#&*!|>'\"%@`".utf8)

        /// A list item needing no quotes: ASCII letters first, then letters, digits, `.`, `_` or `-`.
        private static func isWord(_ text: String) -> Bool {
            guard let first = text.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first & 0xDF) else { return false }
            return text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"): true
                default: false
                }
            }
        }

        /// Whether the byte `first` is directly followed by `second`. (Over bytes: a combining
        /// mark after the space would hide the pair from a Character search, and then YAML decides.)
        private static func hasPair(_ first: Unicode.Scalar, _ second: Unicode.Scalar, in bytes: Substring.UTF8View) -> Bool {
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == UInt8(ascii: first), byte == UInt8(ascii: second) { return true }
                previous = byte
            }
            return false
        }

        /// NEL, LS and PS break lines in YAML 1.1, and a BOM is not text.
        private static func hasUnicodeLineBreak(_ bytes: Substring.UTF8View) -> Bool {
            var previous: (UInt8, UInt8) = (0, 0)
            for byte in bytes {
                if previous.1 == 0xC2 && byte == 0x85 { return true }
                if previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9) { return true }
                if previous == (0xEF, 0xBB) && byte == 0xBF { return true }
                previous = (previous.1, byte)
            }
            return false
        }
    }

    /// `0`, `41`, `-3`: the spellings of an integer that every YAML reader agrees on.
    private static func plainInteger(_ text: String) -> Int? {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard let first = digits.first, digits.count <= 18, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              first != UInt8(ascii: "0") || digits.count == 1 else { return nil }
        return Int(text)
    }
}
