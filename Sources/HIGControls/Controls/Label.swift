/// A static text label.
public struct Label: Hashable, Sendable, Codable {
    public var text: String
    /// Point size of the font; body text is 17 pt.
    public var fontSize: Double
    /// The colour of the text; nil for the system's label colour, which adapts to light and dark
    /// appearance and is not checked.
    public var color: Color?
    /// The colour behind the text; nil for the system background, which adapts too.
    public var background: Color?

    public init(text: String, fontSize: Double = 17, color: Color? = nil, background: Color? = nil) {
        self.text = text
        self.fontSize = fontSize
        self.color = color
        self.background = background
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case text
        case fontSize = "font-size"
        case color, background
    }

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(text: text)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(text: try c.decode(String.self, forKey: .text), fontSize: try c.decode(.fontSize, in: .fontSize, default: 17),
                  color: try c.decodeIfPresent(Color.self, forKey: .color), background: try c.decodeIfPresent(Color.self, forKey: .background))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(fontSize, forKey: .fontSize, unless: 17)
        try c.encodeIfPresent(color, forKey: .color)
        try c.encodeIfPresent(background, forKey: .background)
    }
}
