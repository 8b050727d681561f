/// A static text label.
public struct Label: Hashable, Sendable, Codable {
    /// How a label's size follows the text size people choose (Dynamic Type).
    public enum Sizing: Hashable, Sendable {
        /// Scales with a text style (`text-style`); `fontSize` is its size at the default text
        /// size: the style's own, or a custom size that scales relative to the style (both keys).
        case textStyle(TextStyle)
        /// Stays at `fontSize` whatever text size people choose (`font-size` without `text-style`).
        case fixed
    }

    public var text: String
    /// Point size of the font at the default text size; body text is 17 pt.
    public var fontSize: Double
    /// Whether the text scales; nil when that is not stated (neither key written) or not known
    /// (a label read from app code, where higsite does not tell a text style from a fixed size).
    public var sizing: Sizing?
    /// The colour of the text; nil for the system's label colour, which adapts to light and dark
    /// appearance and is not checked.
    public var color: Color?
    /// The colour behind the text; nil for the system background, which adapts too.
    public var background: Color?

    public init(text: String, fontSize: Double = 17, sizing: Sizing? = nil, color: Color? = nil, background: Color? = nil) {
        self.text = text
        self.fontSize = fontSize
        self.sizing = sizing
        self.color = color
        self.background = background
    }

    /// A label in a text style, at the style's default size unless `fontSize` gives a custom one.
    public init(text: String, textStyle: TextStyle, fontSize: Double? = nil, color: Color? = nil, background: Color? = nil) {
        self.init(text: text, fontSize: fontSize ?? textStyle.defaultSize, sizing: .textStyle(textStyle), color: color, background: background)
    }

    /// The text style the label scales with, if any.
    public var textStyle: TextStyle? {
        if case .textStyle(let style) = sizing { style } else { nil }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case text
        case fontSize = "font-size"
        case textStyle = "text-style"
        case color, background
    }

    /// `text-style` alone: the style at its default size; `font-size` alone: a fixed size; both:
    /// a custom size that scales with the style; neither: 17 pt, scaling not stated.
    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(text: text)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let style = try c.decodeIfPresent(TextStyle.self, forKey: .textStyle)
        let fontSize = try c.decode(.fontSize, in: .fontSize, default: style?.defaultSize ?? 17)
        self.init(text: try c.decode(String.self, forKey: .text), fontSize: fontSize,
                  sizing: style.map { .textStyle($0) } ?? (c.contains(.fontSize) ? .fixed : nil),
                  color: try c.decodeIfPresent(Color.self, forKey: .color), background: try c.decodeIfPresent(Color.self, forKey: .background))
    }

    /// A label whose scaling is not known but whose size is not 17 pt (only app code makes one)
    /// is written with its `font-size` alone, which reads back as a fixed size: the schema has
    /// no way to write "some size, scaling unknown".
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        switch sizing {
        case .textStyle(let style):
            try c.encode(style, forKey: .textStyle)
            try c.encode(fontSize, forKey: .fontSize, unless: style.defaultSize)
        case .fixed:
            try c.encode(fontSize, forKey: .fontSize)
        case nil:
            try c.encode(fontSize, forKey: .fontSize, unless: 17)
        }
        try c.encodeIfPresent(color, forKey: .color)
        try c.encodeIfPresent(background, forKey: .background)
    }
}
