/// A row of dots that shows how many pages there are and which one is shown.
public struct PageControl: Hashable, Sendable, Codable {
    public var pages: Int
    public var current: Int
    /// The tappable area of the control in points; nil for the system's standard size.
    public var size: Size?

    public init(pages: Int, current: Int = 0, size: Size? = nil) {
        self.pages = pages
        self.current = current
        self.size = size
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case pages, current, size
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let pages = try c.decodeWhole(.pages, in: .pages)
        self.init(pages: pages, current: try c.decodeWhole(.current, in: .index(among: pages, of: "pages"), default: 0),
                  size: try c.decodeIfPresent(Size.self, forKey: .size))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(pages, forKey: .pages)
        try c.encode(current, forKey: .current, unless: 0)
        try c.encodeIfPresent(size, forKey: .size)
    }
}
