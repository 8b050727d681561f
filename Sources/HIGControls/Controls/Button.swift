/// A button in the content area.
public struct Button: Hashable, Sendable, Codable {
    public enum Kind: String, KebabCaseEnum {
        case system
        case detailDisclosure = "detail-disclosure"
        case info
        case addContact = "add-contact"
    }

    public var kind: Kind
    public var title: String?
    /// An SF Symbols name drawn instead of (or beside) the title.
    public var icon: String?
    public var bordered: Bool
    /// The tappable area in points; a standard button is 44 pt tall.
    public var size: Size?

    public init(kind: Kind = .system, title: String? = nil, icon: String? = nil, bordered: Bool = false, size: Size? = nil) {
        self.kind = kind
        self.title = title
        self.icon = icon
        self.bordered = bordered
        self.size = size
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, title, icon, bordered, size
    }

    public init(from decoder: any Decoder) throws {
        if let title = try? decoder.singleValueContainer().decode(String.self) {
            self.init(title: title)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(kind: try c.decode(.kind, default: .system), title: try c.decodeIfPresent(String.self, forKey: .title),
                  icon: try c.decodeIfPresent(String.self, forKey: .icon), bordered: try c.decode(.bordered, default: false),
                  size: try c.decodeIfPresent(Size.self, forKey: .size))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind, unless: .system)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(icon, forKey: .icon)
        try c.encode(bordered, forKey: .bordered, unless: false)
        try c.encodeIfPresent(size, forKey: .size)
    }
}
