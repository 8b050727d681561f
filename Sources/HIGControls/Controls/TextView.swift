/// A text view: multiline text that scrolls, editable or read-only (`UITextView`; SwiftUI's
/// `TextEditor` is always editable).
public struct TextView: Hashable, Sendable, Codable {
    /// Kinds of data a read-only text view turns into links (`UIDataDetectorTypes`).
    public enum DataDetector: String, KebabCaseEnum {
        case phoneNumber = "phone-number"
        case link, address
        case calendarEvent = "calendar-event"
        case shipmentTrackingNumber = "shipment-tracking-number"
        case flightNumber = "flight-number"
        case lookupSuggestion = "lookup-suggestion"
        case money
        case physicalValue = "physical-value"
    }

    public var text: String
    /// Whether people can edit the text; nil when it is not known (set in code).
    public var isEditable: Bool?
    /// Point size of the font at the default text size.
    public var fontSize: Double
    /// Whether the text scales with Dynamic Type; nil when not stated or not known (as for labels).
    public var sizing: Label.Sizing?
    /// The kinds of data turned into links; nil when not known.
    public var dataDetectors: [DataDetector]?
    /// The view's height in points.
    public var height: Double

    public init(text: String, isEditable: Bool? = true, fontSize: Double = 17, sizing: Label.Sizing? = nil,
                dataDetectors: [DataDetector]? = [], height: Double = 120) {
        self.text = text
        self.isEditable = isEditable
        self.fontSize = fontSize
        self.sizing = sizing
        self.dataDetectors = dataDetectors
        self.height = height
    }

    public var textStyle: TextStyle? {
        if case .textStyle(let style) = sizing { style } else { nil }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case text, editable, height
        case fontSize = "font-size"
        case textStyle = "text-style"
        case dataDetectors = "data-detectors"
        case editableIsKnown = "editable-known"
        case detectorsAreKnown = "data-detectors-known"
    }

    /// `text-style`, `font-size` and both work as for labels; `editable` defaults to true, as
    /// `UITextView`'s `isEditable` does.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let style = try c.decodeIfPresent(TextStyle.self, forKey: .textStyle)
        let editableKnown = try c.decode(.editableIsKnown, default: true)
        let detectorsKnown = try c.decode(.detectorsAreKnown, default: true)
        self.init(text: try c.decode(.text, default: ""),
                  isEditable: editableKnown ? try c.decode(.editable, default: true) : nil,
                  fontSize: try c.decode(.fontSize, in: .fontSize, default: style?.defaultSize ?? 17),
                  sizing: style.map { .textStyle($0) } ?? (c.contains(.fontSize) ? .fixed : nil),
                  dataDetectors: detectorsKnown ? try c.decode(.dataDetectors, default: []) : nil,
                  height: try c.decode(.height, in: .points, default: 120))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text, unless: "")
        if let isEditable { try c.encode(isEditable, forKey: .editable, unless: true) } else { try c.encode(false, forKey: .editableIsKnown) }
        switch sizing {
        case .textStyle(let style):
            try c.encode(style, forKey: .textStyle)
            try c.encode(fontSize, forKey: .fontSize, unless: style.defaultSize)
        case .fixed: try c.encode(fontSize, forKey: .fontSize)
        case nil: try c.encode(fontSize, forKey: .fontSize, unless: 17)
        }
        if let dataDetectors { try c.encodeUnlessEmpty(dataDetectors, forKey: .dataDetectors) } else { try c.encode(false, forKey: .detectorsAreKnown) }
        try c.encode(height, forKey: .height, unless: 120)
    }
}

/// A web view: web content shown inside the app (`WKWebView`, SwiftUI's `WebView`).
public struct WebView: Hashable, Sendable, Codable {
    /// What the view shows, as its address or page title.
    public var title: String
    /// Whether people go from page to page in it (following links); nil when not known.
    public var visitsPages: Bool?
    /// Whether people can go back and forward: buttons, or the swipe gestures
    /// (`allowsBackForwardNavigationGestures`, off by default); nil when not known.
    public var hasBackForward: Bool?

    public init(title: String, visitsPages: Bool? = false, hasBackForward: Bool? = false) {
        self.title = title
        self.visitsPages = visitsPages
        self.hasBackForward = hasBackForward
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title
        case visitsPages = "visits-pages"
        case hasBackForward = "back-forward"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(title: try c.decode(.title, default: "example.com"), visitsPages: try c.decode(.visitsPages, default: false),
                  hasBackForward: try c.decode(.hasBackForward, default: false))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title, unless: "example.com")
        try c.encode(visitsPages ?? false, forKey: .visitsPages, unless: false)
        try c.encode(hasBackForward ?? false, forKey: .hasBackForward, unless: false)
    }
}
