/// A popover: a transient view with an arrow pointing at the control that revealed it
/// (`UIPopoverPresentationController`, SwiftUI's `.popover`). Its `content` is drawn inside it and
/// checked by the rules; a presentation in that content is shown over the popover.
public struct Popover: Hashable, Sendable, Codable {
    /// Where the arrow points: up at a control above the popover, or down at one below it.
    public enum Arrow: String, KebabCaseEnum {
        case up, down
    }

    /// What the popover becomes in a compact size class (on iPhone). UIKit and SwiftUI show it as a
    /// sheet by default; `popover` keeps the popover (`presentationCompactAdaptation(.popover)`,
    /// `adaptivePresentationStyle` `.none`); `unknown` when the app decides in code higsite cannot read.
    public enum Adaptation: String, KebabCaseEnum {
        case sheet
        case fullScreen = "full-screen"
        case popover, unknown
    }

    public var title: String?
    /// The title of the control the arrow points at, drawn beside the popover.
    public var anchor: String?
    public var arrow: Arrow
    /// The size the popover asks for, in points; nil for the system's choice.
    public var width: Double?
    public var height: Double?
    public var leading: [ModalButton]
    public var trailing: [ModalButton]
    /// False when the popover's buttons are built where the importer cannot see them.
    public var buttonsAreKnown: Bool
    /// Whether a tap outside the popover closes it; nil when not known.
    public var tapOutsideDismisses: Bool?
    public var compact: Adaptation
    public var content: [Element]

    public init(title: String? = nil, anchor: String? = nil, arrow: Arrow = .up, width: Double? = nil, height: Double? = nil,
                leading: [ModalButton] = [], trailing: [ModalButton] = [], buttonsAreKnown: Bool = true, tapOutsideDismisses: Bool? = true,
                compact: Adaptation = .sheet, content: [Element] = []) {
        self.title = title
        self.anchor = anchor
        self.arrow = arrow
        self.width = width
        self.height = height
        self.leading = leading
        self.trailing = trailing
        self.buttonsAreKnown = buttonsAreKnown
        self.tapOutsideDismisses = tapOutsideDismisses
        self.compact = compact
        self.content = content
    }

    public var buttons: [ModalButton] { leading + trailing }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, anchor, arrow, width, height, leading, trailing
        case buttonsAreKnown = "buttons-known"
        case tapOutsideDismisses = "tap-outside-dismisses"
        case compact, content
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(title: try c.decodeIfPresent(String.self, forKey: .title), anchor: try c.decodeIfPresent(String.self, forKey: .anchor),
                  arrow: try c.decode(.arrow, default: .up),
                  width: c.contains(.width) ? try c.decode(.width, in: .popoverSize) : nil,
                  height: c.contains(.height) ? try c.decode(.height, in: .popoverSize) : nil,
                  leading: try c.decode(.leading, default: []), trailing: try c.decode(.trailing, default: []),
                  buttonsAreKnown: try c.decode(.buttonsAreKnown, default: true),
                  tapOutsideDismisses: try c.decodeFlag(.tapOutsideDismisses, default: true),
                  compact: try c.decode(.compact, default: .sheet), content: try c.decode(.content, default: []))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(anchor, forKey: .anchor)
        try c.encode(arrow, forKey: .arrow, unless: .up)
        try c.encodeIfPresent(width, forKey: .width)
        try c.encodeIfPresent(height, forKey: .height)
        try c.encodeUnlessEmpty(leading, forKey: .leading)
        try c.encodeUnlessEmpty(trailing, forKey: .trailing)
        try c.encode(buttonsAreKnown, forKey: .buttonsAreKnown, unless: true)
        try c.encodeFlag(tapOutsideDismisses, forKey: .tapOutsideDismisses, unless: true)
        try c.encode(compact, forKey: .compact, unless: .sheet)
        try c.encodeUnlessEmpty(content, forKey: .content)
    }
}
