/// The bar of actions at the bottom of a screen.
public struct Toolbar: Hashable, Sendable, Codable {
    public var items: [BarItem]

    public init(items: [BarItem]) {
        self.items = items
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case items
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(items: try c.decode([BarItem].self, forKey: .items))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(items, forKey: .items)
    }
}
