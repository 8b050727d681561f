/// A colour well: a round swatch of the selected colour in a ring of hues, which opens the system
/// colour picker when tapped (`UIColorWell`, SwiftUI's `ColorPicker`).
public struct ColorWell: Hashable, Sendable, Codable {
    /// What the colour is for (`UIColorWell.title`, `ColorPicker`'s label): the system picker
    /// shows it as its title and VoiceOver reads it. Nil when the well has none; `…` when the
    /// source gives it from a variable.
    public var title: String?
    /// The selected colour; nil when none is selected yet (`selectedColor` left nil).
    public var color: Color?
    /// Whether people can pick a colour that is not opaque (`supportsAlpha`, `supportsOpacity`;
    /// true by default in both).
    public var supportsOpacity: Bool

    public init(title: String? = nil, color: Color? = nil, supportsOpacity: Bool = true) {
        self.title = title
        self.color = color
        self.supportsOpacity = supportsOpacity
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, color, opacity
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(title: try c.decodeIfPresent(String.self, forKey: .title), color: try c.decodeIfPresent(Color.self, forKey: .color),
                  supportsOpacity: try c.decode(.opacity, default: true))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(color, forKey: .color)
        try c.encode(supportsOpacity, forKey: .opacity, unless: true)
    }
}
