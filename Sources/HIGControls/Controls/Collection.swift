/// A collection: items in a grid or another custom layout.
public struct Collection: Hashable, Sendable, Codable {
    public struct Item: Hashable, Sendable, Codable {
        public var title: String?
        public var size: Size

        public init(title: String? = nil, size: Size = Size(width: 100, height: 100)) {
            self.title = title
            self.size = size
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, size
        }

        public init(from decoder: any Decoder) throws {
            if let title = try? decoder.singleValueContainer().decode(String.self) {
                self.init(title: title)
                return
            }
            let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
            self.init(title: try c.decodeIfPresent(String.self, forKey: .title), size: try c.decode(.size, default: Size(width: 100, height: 100)))
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encodeIfPresent(title, forKey: .title)
            try c.encode(size, forKey: .size, unless: Size(width: 100, height: 100))
        }
    }

    public var items: [Item]
    public var refreshControl: RefreshControl?

    public init(items: [Item], refreshControl: RefreshControl? = nil) {
        self.items = items
        self.refreshControl = refreshControl
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case items
        case refreshControl = "refresh-control"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(items: try c.decode([Item].self, forKey: .items), refreshControl: try c.decodeIfPresent(RefreshControl.self, forKey: .refreshControl))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(items, forKey: .items)
        try c.encodeIfPresent(refreshControl, forKey: .refreshControl)
    }
}
