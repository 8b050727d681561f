/// A static text label.
public struct Label: Hashable, Sendable, Codable {
    public var text: String
    /// Point size of the font; body text is 17 pt.
    public var fontSize: Double

    public init(text: String, fontSize: Double = 17) {
        self.text = text
        self.fontSize = fontSize
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case text
        case fontSize = "font-size"
    }

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(text: text)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(text: try c.decode(String.self, forKey: .text), fontSize: try c.decode(.fontSize, in: .fontSize, default: 17))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(fontSize, forKey: .fontSize, unless: 17)
    }
}
