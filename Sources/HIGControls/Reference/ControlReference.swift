/// What a user can write for each control kind: its keys with their types and ranges, and an
/// example in each language. The one description of the mockup schema: `higsite mockup --list`
/// and `higsite mockup KIND --help` print it, `higsite mockup KIND` with no settings draws the
/// example, and the list of kinds in docs/mockups.md is generated from it (`ControlReferenceTests`
/// holds that list, every control's `CodingKeys` and every example to it).
public struct ControlReference: Sendable {
    /// What a key's value is written as.
    public enum ValueType: Sendable {
        /// A text.
        case text
        /// `true` or `false` (some also take `unknown`, said in the key's text).
        case flag
        /// A number, whose range the key's text gives.
        case number
        /// A whole number: the index of one of the control's items.
        case index
        /// One of the words the key's text lists.
        case choice
        /// A list (`[a, b]`, or `a,b` on the command line).
        case list
        /// `WIDTHxHEIGHT` or `{width, height}`, in points.
        case size
        /// `#RRGGBB`, or `{red, green, blue}` with each channel 0–1.
        case color
        /// A mapping of its own keys, which the key's text gives.
        case mapping

        /// How `higsite mockup KIND --help` names the type.
        public var name: Localized {
            switch self {
            case .text: Localized(ko: "글자", en: "text")
            case .flag: Localized(ko: "true|false", en: "true|false")
            case .number: Localized(ko: "수", en: "number")
            case .index: Localized(ko: "순번(0부터)", en: "index from 0")
            case .choice: Localized(ko: "다음 중 하나", en: "one of")
            case .list: Localized(ko: "목록", en: "list")
            case .size: Localized(ko: "폭x높이", en: "WIDTHxHEIGHT")
            case .color: Localized(ko: "#RRGGBB", en: "#RRGGBB")
            case .mapping: Localized(ko: "매핑", en: "mapping")
            }
        }
    }

    /// One key, or several that share a description (`value`, `min`, `max`).
    public struct Key: Sendable {
        public let names: [String]
        public let type: ValueType
        /// Its values, range and default, in English; nil when the name says it all.
        public let text: String?

        public init(_ name: String, _ type: ValueType, _ text: String? = nil) {
            self.init([name], type, text)
        }

        public init(_ names: [String], _ type: ValueType, _ text: String? = nil) {
            self.names = names
            self.type = type
            self.text = text
        }
    }

    public let kind: ComponentKind
    /// One line for `higsite mockup --list`.
    public let summary: Localized
    /// What the control is, before its keys (English, as docs/mockups.md).
    public let lead: String?
    public let keys: [Key]
    /// What follows the keys: how they combine, how the control is drawn.
    public let note: String?
    /// A screen in YAML that shows the control, with labels in each language.
    public let example: Localized

    public init(_ kind: ComponentKind, summary: Localized, lead: String? = nil, keys: [Key], note: String? = nil, example: Localized) {
        self.kind = kind
        self.summary = summary
        self.lead = lead
        self.keys = keys
        self.note = note
        self.example = example
    }
}

extension ControlReference {
    /// Every kind a mockup can draw, in `ComponentKind` order (`screen` has no entry: it is the
    /// whole description).
    public static let all: [ControlReference] = (presentation + inputs + views + bars).sorted { $0.kind < $1.kind }

    public static func entry(for kind: ComponentKind) -> ControlReference? {
        all.first { $0.kind == kind }
    }

    /// Every key name the entry documents.
    public var keyNames: [String] { keys.flatMap(\.names) }

    /// The entry as a docs/mockups.md bullet: `- **`kind`**: keys…` and its Korean example as a YAML block.
    public var markdown: String {
        let example = self.example.ko.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        return "- **`\(kind.rawValue)`**: \(description)\n\n  ```yaml\n\(example)\n  ```"
    }

    /// The keys as one paragraph of English prose.
    public var description: String {
        let keys = self.keys.map { key in
            key.names.map { "`\($0)`" }.joined(separator: ", ") + (key.text.map { " (\($0))" } ?? "")
        }
        return [lead, keys.isEmpty ? nil : keys.joined(separator: ", "), note].compactMap { $0 }.joined(separator: ". ")
    }

    /// docs/mockups.md's list of every kind, as `ControlReferenceTests` compares it.
    public static var markdown: String {
        all.map(\.markdown).joined(separator: "\n")
    }
}
