/// A collection: items in a grid or another custom layout.
public struct Collection: Hashable, Sendable, Decodable {
    public struct Item: Hashable, Sendable, Decodable {
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
}
