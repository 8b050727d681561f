/// A button in the content area.
public struct Button: Hashable, Sendable, Codable {
    public enum Kind: String, KebabCaseEnum {
        case system
        case detailDisclosure = "detail-disclosure"
        case info
        case addContact = "add-contact"
    }

    /// The system's button styles, from the least to the most prominent.
    public enum Style: String, KebabCaseEnum {
        /// Title or icon only, in the tint colour.
        case plain
        /// A gray background behind a tinted title.
        case gray
        /// A pale background of the tint colour behind a tinted title.
        case tinted
        /// A background of the tint colour behind a white title: the most prominent.
        case filled
    }

    /// What the button does, which can change how the system draws it.
    public enum Role: String, KebabCaseEnum {
        /// Deletes data or cannot be undone: drawn in red.
        case destructive
        /// Dismisses without doing anything.
        case cancel
    }

    public var kind: Kind
    public var title: String?
    /// An SF Symbols name drawn instead of (or beside) the title.
    public var icon: String?
    /// The style; nil for a button known to have a background but not which style (`bordered: true`,
    /// as the app importers read `.bordered` and the storyboard's background styles), which the rules
    /// about styles leave alone.
    public var style: Style?
    public var role: Role?
    /// The tappable area in points; a standard button is 44 pt tall.
    public var size: Size?
    /// What VoiceOver speaks for the button (`accessibilityLabel`) when its title does not say it.
    public var accessibilityLabel: String?

    /// Whether the button has a background of any style: every style but plain, or one not known.
    public var bordered: Bool {
        get { style != .plain }
        set { style = newValue ? (style == .plain ? nil : style) : .plain }
    }

    /// `style` wins over `bordered`, which says only whether there is a background.
    public init(kind: Kind = .system, title: String? = nil, icon: String? = nil, bordered: Bool = false, style: Style? = nil,
                role: Role? = nil, size: Size? = nil, accessibilityLabel: String? = nil) {
        self.kind = kind
        self.title = title
        self.icon = icon
        self.style = style ?? (bordered ? nil : .plain)
        self.role = role
        self.size = size
        self.accessibilityLabel = accessibilityLabel
    }

    /// An icon and no title to read: VoiceOver needs an accessibility label to name it.
    public var isIconOnly: Bool { icon != nil && (title ?? "").allSatisfy(\.isWhitespace) }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, title, icon, bordered, style, role, size
        case accessibilityLabel = "accessibility-label"
    }

    public init(from decoder: any Decoder) throws {
        if let title = try? decoder.singleValueContainer().decode(String.self) {
            self.init(title: title)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let bordered = try c.decodeIfPresent(Bool.self, forKey: .bordered)
        let style = try c.decodeIfPresent(Style.self, forKey: .style)
        if let bordered, let style, bordered != (style != .plain) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.bordered],
                                                    debugDescription: "'bordered: \(bordered)' contradicts 'style: \(style.rawValue)'; write only 'style'"))
        }
        self.init(kind: try c.decode(.kind, default: .system), title: try c.decodeIfPresent(String.self, forKey: .title),
                  icon: try c.decodeIfPresent(String.self, forKey: .icon), bordered: bordered ?? false, style: style,
                  role: try c.decodeIfPresent(Role.self, forKey: .role), size: try c.decodeIfPresent(Size.self, forKey: .size),
                  accessibilityLabel: try c.decodeIfPresent(String.self, forKey: .accessibilityLabel))
    }

    /// `style` when it is known and not plain; `bordered: true` for a background of unknown style.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind, unless: .system)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(icon, forKey: .icon)
        if let style {
            try c.encode(style, forKey: .style, unless: .plain)
        } else {
            try c.encode(true, forKey: .bordered)
        }
        try c.encodeIfPresent(role, forKey: .role)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
    }
}
