/// The system status bar at the top of the screen.
public struct StatusBar: Hashable, Sendable, Codable {
    /// `dark-content` draws dark text (for light backgrounds), `light-content` light text.
    public enum Style: String, KebabCaseEnum {
        case darkContent = "dark-content"
        case lightContent = "light-content"
    }

    public enum Visibility: String, KebabCaseEnum {
        case visible
        /// Hidden for a while, e.g. during full-screen media, and easy to bring back.
        case hiddenTemporarily = "hidden-temporarily"
        /// Hidden for good.
        case hidden
    }

    public var style: Style
    public var visibility: Visibility
    /// The colour of the content behind the status bar; nil for the system background, which
    /// follows the reader's light or dark appearance in a drawing and is not checked.
    public var background: Color?
    public var networkActivity: NetworkActivityIndicator?

    public init(style: Style = .darkContent, visibility: Visibility = .visible, background: Color? = nil,
                networkActivity: NetworkActivityIndicator? = nil) {
        self.style = style
        self.visibility = visibility
        self.background = background
        self.networkActivity = networkActivity
    }

    /// The colour the status bar's text and symbols are drawn in.
    public var foreground: Color { style == .darkContent ? .black : .white }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, visibility, background
        case networkActivity = "network-activity"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(style: try c.decode(.style, default: .darkContent), visibility: try c.decode(.visibility, default: .visible),
                  background: try c.decodeIfPresent(Color.self, forKey: .background),
                  networkActivity: try c.decodeIfPresent(NetworkActivityIndicator.self, forKey: .networkActivity))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(style, forKey: .style, unless: .darkContent)
        try c.encode(visibility, forKey: .visibility, unless: .visible)
        try c.encodeIfPresent(background, forKey: .background)
        try c.encodeIfPresent(networkActivity, forKey: .networkActivity)
    }
}
