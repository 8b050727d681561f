/// A disclosure group: a title with a disclosure control that shows or hides the rows under it
/// (SwiftUI's `DisclosureGroup`; `OutlineGroup` makes nested ones from data). A row may itself
/// be a group, one outline level further in.
public struct DisclosureGroup: Hashable, Sendable, Codable {
    /// One row of the content: a line of text, or a group nested one level further.
    public enum Row: Hashable, Sendable, Codable {
        case text(String)
        case group(DisclosureGroup)

        public init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self = .text(text)
            } else {
                self = .group(try DisclosureGroup(from: decoder))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .text(let text):
                var c = encoder.singleValueContainer()
                try c.encode(text)
            case .group(let group): try group.encode(to: encoder)
            }
        }
    }

    /// How deep groups may nest in a description. higsite's choice: enough for any outline a
    /// screen shows, small enough to draw.
    public static let maximumLevels = 8

    /// The label; nil when the group has none, `…` (as importers write it) when the app's code
    /// computes it.
    public var title: String?
    public var isExpanded: Bool
    public var rows: [Row]
    /// Whether the rows written are all there is; false for rows made from data (`OutlineGroup`).
    public var rowsAreKnown: Bool

    public init(title: String?, isExpanded: Bool = false, rows: [Row] = [], rowsAreKnown: Bool = true) {
        self.title = title
        self.isExpanded = isExpanded
        self.rows = rows
        self.rowsAreKnown = rowsAreKnown
    }

    /// This group and every group nested in its rows, with paths below `path` and outline levels (1 for this one).
    public func allGroups(at path: ElementPath) -> [(path: ElementPath, group: DisclosureGroup, level: Int)] {
        var result = [(path, self, 1)]
        for (index, row) in rows.enumerated() {
            if case .group(let inner) = row {
                result += inner.allGroups(at: path.key("rows").index(index)).map { ($0.path, $0.group, $0.level + 1) }
            }
        }
        return result
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, expanded, rows
        case rowsAreKnown = "rows-known"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let depth = decoder.codingPath.filter { $0.stringValue == CodingKeys.rows.stringValue }.count
        if depth >= Self.maximumLevels {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "disclosure groups nest at most \(Self.maximumLevels) levels deep"))
        }
        self.init(title: try c.decodeIfPresent(String.self, forKey: .title), isExpanded: try c.decode(.expanded, default: false),
                  rows: try c.decode(.rows, default: []), rowsAreKnown: try c.decode(.rowsAreKnown, default: true))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encode(isExpanded, forKey: .expanded, unless: false)
        try c.encodeUnlessEmpty(rows, forKey: .rows)
        try c.encode(rowsAreKnown, forKey: .rowsAreKnown, unless: true)
    }
}
