/// An item of a navigation bar or toolbar.
public struct BarItem: Hashable, Sendable, Codable {
    public enum Style: String, KebabCaseEnum {
        case plain, bordered, done
    }

    public enum Kind: String, KebabCaseEnum {
        case button
        case segmentedControl = "segmented-control"
        case flexibleSpace = "flexible-space"
        case `switch`
    }

    public var kind: Kind
    public var title: String?
    /// An SF Symbols name.
    public var icon: String?
    public var style: Style
    public var size: Size?
    /// For a segmented control item: its segments.
    public var segments: [String]
    /// What VoiceOver speaks for the item (`accessibilityLabel`) when its title does not say it.
    public var accessibilityLabel: String?
    /// The item closes the modal view it is in: a Cancel or Close button, whatever its title or
    /// icon (SwiftUI's `.cancellationAction` placement, an action that calls `dismiss`).
    public var dismisses: Bool

    public init(kind: Kind = .button, title: String? = nil, icon: String? = nil, style: Style = .plain, size: Size? = nil, segments: [String] = [],
                accessibilityLabel: String? = nil, dismisses: Bool = false) {
        self.kind = kind
        self.title = title
        self.icon = icon
        self.style = style
        self.size = size
        self.segments = segments
        self.accessibilityLabel = accessibilityLabel
        self.dismisses = dismisses
    }

    /// A text item: a title and no icon.
    public var isText: Bool { kind == .button && icon == nil && title != nil }

    /// A button item with an icon and no title to read: VoiceOver needs an accessibility label to name it.
    public var isIconOnly: Bool { kind == .button && icon != nil && (title ?? "").allSatisfy(\.isWhitespace) }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, title, icon, style, size, segments, dismisses
        case accessibilityLabel = "accessibility-label"
    }

    /// `Edit` (a text button), `{icon: square.and.arrow.up}`, `{kind: segmented-control, segments: [A, B]}`.
    public init(from decoder: any Decoder) throws {
        if let title = try? decoder.singleValueContainer().decode(String.self) {
            self.init(title: title)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let segments = try c.decode(.segments, default: [String]())
        self.init(kind: try c.decode(.kind, default: segments.isEmpty ? .button : .segmentedControl),
                  title: try c.decodeIfPresent(String.self, forKey: .title), icon: try c.decodeIfPresent(String.self, forKey: .icon),
                  style: try c.decode(.style, default: .plain), size: try c.decodeIfPresent(Size.self, forKey: .size), segments: segments,
                  accessibilityLabel: try c.decodeIfPresent(String.self, forKey: .accessibilityLabel),
                  dismisses: try c.decode(.dismisses, default: false))
    }

    /// Always the mapping form; `kind` only where the segments do not imply it.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind, unless: segments.isEmpty ? .button : .segmentedControl)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(icon, forKey: .icon)
        try c.encode(style, forKey: .style, unless: .plain)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeUnlessEmpty(segments, forKey: .segments)
        try c.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        try c.encode(dismisses, forKey: .dismisses, unless: false)
    }
}
