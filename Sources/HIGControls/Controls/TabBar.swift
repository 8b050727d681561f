/// The bar of tabs at the bottom of the screen.
public struct TabBar: Hashable, Sendable, Codable {
    public struct Item: Hashable, Sendable, Codable {
        public enum Role: String, KebabCaseEnum {
            /// Switches to a section of the app.
            case navigation
            /// Performs an action (compose, delete): not what a tab is for.
            case action
        }

        public var title: String
        public var icon: String?
        public var badge: String?
        public var isEnabled: Bool
        public var role: Role
        /// What VoiceOver speaks for the tab (`accessibilityLabel`) when the title alone does not
        /// say it; it never replaces the visible title.
        public var accessibilityLabel: String?

        public init(title: String, icon: String? = nil, badge: String? = nil, isEnabled: Bool = true, role: Role = .navigation,
                    accessibilityLabel: String? = nil) {
            self.title = title
            self.icon = icon
            self.badge = badge
            self.isEnabled = isEnabled
            self.role = role
            self.accessibilityLabel = accessibilityLabel
        }

        /// No visible title: empty or only white space.
        public var hasBlankTitle: Bool { title.allSatisfy(\.isWhitespace) }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, icon, badge, enabled, role
            case accessibilityLabel = "accessibility-label"
        }

        /// A tab without `title` (`{icon: house}`) decodes with an empty title, so that
        /// `tab-bar.tab-title` can say why a tab needs one rather than the reader refusing it.
        public init(from decoder: any Decoder) throws {
            if let title = try? decoder.singleValueContainer().decode(String.self) {
                self.init(title: title)
                return
            }
            let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
            // A badge is text, but `badge: 3` in JSON is a number.
            let badge = try (try? c.decodeIfPresent(Int.self, forKey: .badge)).flatMap { $0.map(String.init) }
                ?? c.decodeIfPresent(String.self, forKey: .badge)
            self.init(title: try c.decode(.title, default: ""), icon: try c.decodeIfPresent(String.self, forKey: .icon),
                      badge: badge, isEnabled: try c.decode(.enabled, default: true), role: try c.decode(.role, default: .navigation),
                      accessibilityLabel: try c.decodeIfPresent(String.self, forKey: .accessibilityLabel))
        }

        /// Always the mapping form, even for a title alone.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(title, forKey: .title)
            try c.encodeIfPresent(icon, forKey: .icon)
            try c.encodeIfPresent(badge, forKey: .badge)
            try c.encode(isEnabled, forKey: .enabled, unless: true)
            try c.encode(role, forKey: .role, unless: .navigation)
            try c.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        }
    }

    public var items: [Item]
    /// The selected tab's index; nil when none is (`selected: null`), which a screen read from app
    /// code may have.
    public var selected: Int?

    public init(items: [Item], selected: Int? = 0) {
        self.items = items
        self.selected = selected
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case items, selected
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let items = try c.decode([Item].self, forKey: .items)
        self.init(items: items, selected: try c.isNull(.selected) ? nil
                  : c.decodeWhole(.selected, in: .index(among: items.count, of: "tabs"), default: 0))
    }

    /// No selected tab is `selected: null`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(items, forKey: .items)
        if let selected {
            try c.encode(selected, forKey: .selected, unless: 0)
        } else {
            try c.encodeNil(forKey: .selected)
        }
    }
}
