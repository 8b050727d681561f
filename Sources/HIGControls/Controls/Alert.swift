/// A button of an alert or an action sheet: its title and, when it has one, its role.
///
/// In YAML a title alone (`- Duplicate`) or a mapping (`- {title: Delete, role: destructive}`).
public struct DialogButton: Hashable, Sendable, Codable {
    public var title: String
    public var role: Button.Role?

    public init(title: String, role: Button.Role? = nil) {
        self.title = title
        self.role = role
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, role
    }

    public init(from decoder: any Decoder) throws {
        if let title = try? decoder.singleValueContainer().decode(String.self) {
            self.init(title: title)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(title: try c.decode(String.self, forKey: .title), role: try c.decodeIfPresent(Button.Role.self, forKey: .role))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(role, forKey: .role)
    }

    public var isCancel: Bool { role == .cancel }
    public var isDestructive: Bool { role == .destructive }
}

/// An alert: a title, an optional message and text fields, and its buttons (`UIAlertController`
/// with the alert style, SwiftUI's `.alert`).
public struct Alert: Hashable, Sendable, Codable {
    /// The title; nil when the alert has none.
    public var title: String?
    public var message: String?
    public var buttons: [DialogButton]
    /// The index of the preferred (default) button, drawn in bold (`preferredAction`).
    public var preferred: Int?
    /// The placeholders of the alert's text fields, in order.
    public var textFields: [String]

    public init(title: String?, message: String? = nil, buttons: [DialogButton], preferred: Int? = nil, textFields: [String] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.preferred = preferred
        self.textFields = textFields
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, message, buttons, preferred
        case textFields = "text-fields"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let buttons = try c.decode(.buttons, default: [DialogButton]())
        self.init(title: try c.decodeIfPresent(String.self, forKey: .title), message: try c.decodeIfPresent(String.self, forKey: .message),
                  buttons: buttons,
                  preferred: c.contains(.preferred) ? try c.decodeWhole(.preferred, in: .index(among: buttons.count, of: "buttons")) : nil,
                  textFields: try c.decode(.textFields, default: []))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(message, forKey: .message)
        try c.encode(buttons, forKey: .buttons)
        try c.encodeIfPresent(preferred, forKey: .preferred)
        try c.encodeUnlessEmpty(textFields, forKey: .textFields)
    }
}

/// An action sheet: choices about an action people started, shown from the bottom of an iPhone
/// screen (`UIAlertController` with the action sheet style, SwiftUI's `.confirmationDialog`).
public struct ActionSheet: Hashable, Sendable, Codable {
    public var title: String?
    public var message: String?
    public var buttons: [DialogButton]
    /// Whether the buttons' order is the one written. SwiftUI may reorder a confirmation dialog's
    /// buttons by their roles, so an importer that reads one sets this to false and the order is
    /// not judged.
    public var orderIsKnown: Bool

    public init(title: String?, message: String? = nil, buttons: [DialogButton], orderIsKnown: Bool = true) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.orderIsKnown = orderIsKnown
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, message, buttons
        case orderIsKnown = "order-known"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(title: try c.decodeIfPresent(String.self, forKey: .title), message: try c.decodeIfPresent(String.self, forKey: .message),
                  buttons: try c.decode(.buttons, default: []), orderIsKnown: try c.decode(.orderIsKnown, default: true))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(message, forKey: .message)
        try c.encode(buttons, forKey: .buttons)
        try c.encode(orderIsKnown, forKey: .orderIsKnown, unless: true)
    }
}
