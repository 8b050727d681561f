/// An action a swipe across a table row reveals (`UIContextualAction`, SwiftUI's `swipeActions`).
public struct SwipeAction: Hashable, Sendable, Codable {
    /// The edge a swipe starts from to reveal the action: `trailing` (right to left in a
    /// left-to-right language) is where iOS puts Delete.
    public enum Edge: String, KebabCaseEnum {
        case leading, trailing
    }

    public var title: String?
    /// An SF Symbols name shown above (or instead of) the title.
    public var icon: String?
    /// `destructive` draws the action in red and removes the row; nil for an ordinary action.
    public var role: Button.Role?
    public var edge: Edge

    public init(title: String? = nil, icon: String? = nil, role: Button.Role? = nil, edge: Edge = .trailing) {
        self.title = title
        self.icon = icon
        self.role = role
        self.edge = edge
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, icon, role, edge
    }

    /// `Flag`, or `{title, icon, role, edge}`.
    public init(from decoder: any Decoder) throws {
        if let title = try? decoder.singleValueContainer().decode(String.self) {
            self.init(title: title)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(title: try c.decodeIfPresent(String.self, forKey: .title), icon: try c.decodeIfPresent(String.self, forKey: .icon),
                  role: try c.decodeIfPresent(Button.Role.self, forKey: .role), edge: try c.decode(.edge, default: .trailing))
    }

    /// Always the mapping form, as table rows write theirs.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(icon, forKey: .icon)
        try c.encodeIfPresent(role, forKey: .role)
        try c.encode(edge, forKey: .edge, unless: .trailing)
    }
}
