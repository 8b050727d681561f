/// A row of dots that shows how many pages there are and which one is shown.
public struct PageControl: Hashable, Sendable, Decodable {
    public var pages: Int
    public var current: Int

    public init(pages: Int, current: Int = 0) {
        self.pages = pages
        self.current = current
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case pages, current
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(pages: try c.decode(Int.self, forKey: .pages), current: try c.decode(.current, default: 0))
    }
}
