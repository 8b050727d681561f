/// A sheet: a card for a scoped task that slides up over the screen it belongs to
/// (`UISheetPresentationController`, SwiftUI's `.sheet`), or a full-screen cover
/// (`.fullScreenCover`, `UIModalPresentationStyle.fullScreen`).
///
/// A sheet's `content` is drawn inside it and checked by the rules like the screen's own; a sheet
/// in that content is a sheet presented from the sheet.
public struct Sheet: Hashable, Sendable, Codable {
    /// How the sheet is presented. `page` and `form` are the card styles (`UIModalPresentationStyle`
    /// `.pageSheet`, `.formSheet`): the same card on iPhone, a tall or a smaller centred card on iPad.
    public enum Style: String, KebabCaseEnum {
        case page, form
        case fullScreen = "full-screen"
    }

    public var style: Style
    /// The heights the sheet rests at; `[large]` unless the app sets others.
    public var detents: [SheetDetent]
    /// False when the app sets the detents from a value the importer cannot read.
    public var detentsAreKnown: Bool
    /// Whether the grabber shows; nil when it is not known (SwiftUI's `.automatic`, a variable).
    public var grabber: Bool?
    /// Whether people can swipe the sheet down to dismiss it; nil when not known.
    public var swipeToDismiss: Bool?
    public var title: String?
    public var leading: [ModalButton]
    public var trailing: [ModalButton]
    /// False when the sheet's top bar is built where the importer cannot see it (another file).
    public var buttonsAreKnown: Bool
    /// False when the system decides which side a button goes to (SwiftUI's `.cancellationAction`).
    public var sidesAreKnown: Bool
    public var content: [Element]

    public init(style: Style = .page, detents: [SheetDetent] = [.large], detentsAreKnown: Bool = true, grabber: Bool? = false,
                swipeToDismiss: Bool? = true, title: String? = nil, leading: [ModalButton] = [], trailing: [ModalButton] = [],
                buttonsAreKnown: Bool = true, sidesAreKnown: Bool = true, content: [Element] = []) {
        self.style = style
        self.detents = detents
        self.detentsAreKnown = detentsAreKnown
        self.grabber = grabber
        self.swipeToDismiss = swipeToDismiss
        self.title = title
        self.leading = leading
        self.trailing = trailing
        self.buttonsAreKnown = buttonsAreKnown
        self.sidesAreKnown = sidesAreKnown
        self.content = content
    }

    /// Every top-bar button, leading ones first.
    public var buttons: [ModalButton] { leading + trailing }

    /// Whether people can drag the sheet between heights: more than one known detent, and not
    /// a full-screen cover.
    public var isResizable: Bool {
        style != .fullScreen && detentsAreKnown && Set(detents).count > 1
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, detents
        case detentsAreKnown = "detents-known"
        case grabber
        case swipeToDismiss = "swipe-to-dismiss"
        case title, leading, trailing
        case buttonsAreKnown = "buttons-known"
        case sidesAreKnown = "sides-known"
        case content
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let detents = try c.decode(.detents, default: [SheetDetent.large])
        guard !detents.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .detents, in: c, debugDescription: "a sheet has at least one detent")
        }
        self.init(style: try c.decode(.style, default: .page), detents: detents, detentsAreKnown: try c.decode(.detentsAreKnown, default: true),
                  grabber: try c.decodeFlag(.grabber, default: false), swipeToDismiss: try c.decodeFlag(.swipeToDismiss, default: true),
                  title: try c.decodeIfPresent(String.self, forKey: .title), leading: try c.decode(.leading, default: []),
                  trailing: try c.decode(.trailing, default: []), buttonsAreKnown: try c.decode(.buttonsAreKnown, default: true),
                  sidesAreKnown: try c.decode(.sidesAreKnown, default: true), content: try c.decode(.content, default: []))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(style, forKey: .style, unless: .page)
        try c.encode(detents, forKey: .detents, unless: [.large])
        try c.encode(detentsAreKnown, forKey: .detentsAreKnown, unless: true)
        try c.encodeFlag(grabber, forKey: .grabber, unless: false)
        try c.encodeFlag(swipeToDismiss, forKey: .swipeToDismiss, unless: true)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeUnlessEmpty(leading, forKey: .leading)
        try c.encodeUnlessEmpty(trailing, forKey: .trailing)
        try c.encode(buttonsAreKnown, forKey: .buttonsAreKnown, unless: true)
        try c.encode(sidesAreKnown, forKey: .sidesAreKnown, unless: true)
        try c.encodeUnlessEmpty(content, forKey: .content)
    }
}

/// A height a sheet rests at: the system's `large` (full height) and `medium` (about half), or a
/// custom one, in points (`{height: 240}`) or as a share of the full height (`{fraction: 0.3}`).
public enum SheetDetent: Hashable, Sendable, Codable {
    case medium, large
    case height(Double)
    case fraction(Double)

    enum CodingKeys: String, CodingKey, CaseIterable {
        case height, fraction
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "medium": self = .medium
            case "large": self = .large
            default:
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "'\(name)' is not a detent; write medium, large, {height: points} or {fraction: 0.5}"))
            }
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        switch (c.contains(.height), c.contains(.fraction)) {
        case (true, false): self = .height(try c.decode(.height, in: .detentHeight))
        case (false, true): self = .fraction(try c.decode(.fraction, in: .detentFraction))
        case (true, true), (false, false):
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a custom detent has either 'height' or 'fraction'"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .medium:
            var c = encoder.singleValueContainer()
            try c.encode("medium")
        case .large:
            var c = encoder.singleValueContainer()
            try c.encode("large")
        case .height(let points):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(points, forKey: .height)
        case .fraction(let share):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(share, forKey: .fraction)
        }
    }

    /// The share of the full height the detent stands for, for drawing (medium: one half).
    public func share(ofFullHeight fullHeight: Double) -> Double {
        switch self {
        case .medium: 0.5
        case .large: 1
        case .height(let points): min(1, points / fullHeight)
        case .fraction(let share): share
        }
    }
}
