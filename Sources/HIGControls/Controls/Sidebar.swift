/// A sidebar: the leading column of a split view, or a list in the sidebar style (`List` with
/// `.listStyle(.sidebar)`, `UICollectionLayoutListConfiguration.Appearance.sidebar`). Its items
/// lead to the app's areas; an item with children is a group people expand and collapse.
public struct Sidebar: Hashable, Sendable, Codable {
    /// One row of a sidebar: a title, an SF Symbol, and the items under it when it is a group.
    public struct Item: Hashable, Sendable, Codable {
        public var title: String
        /// An SF Symbols name; nil for an item drawn with its title alone.
        public var icon: String?
        /// The items under this one: it is a group (a disclosure control in the sidebar).
        public var children: [Item]
        /// Whether the group shows its children (items without children ignore it).
        public var isExpanded: Bool
        public var isSelected: Bool

        public init(title: String, icon: String? = nil, children: [Item] = [], isExpanded: Bool = true, isSelected: Bool = false) {
            self.title = title
            self.icon = icon
            self.children = children
            self.isExpanded = isExpanded
            self.isSelected = isSelected
        }

        public var isGroup: Bool { !children.isEmpty }

        /// Levels of hierarchy from this item down: 1 for an item without children.
        public var levels: Int { 1 + (children.map(\.levels).max() ?? 0) }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, icon, children, expanded, selected
        }

        /// `Recents` or `{title: Artists, icon: music.mic, children: […]}`.
        public init(from decoder: any Decoder) throws {
            if let title = try? decoder.singleValueContainer().decode(String.self) {
                self.init(title: title)
                return
            }
            let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
            let depth = decoder.codingPath.filter { $0.stringValue == CodingKeys.children.stringValue }.count
            if depth >= Sidebar.maximumLevels {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "sidebar items nest at most \(Sidebar.maximumLevels) levels deep"))
            }
            self.init(title: try c.decode(String.self, forKey: .title), icon: try c.decodeIfPresent(String.self, forKey: .icon),
                      children: try c.decode(.children, default: []), isExpanded: try c.decode(.expanded, default: true),
                      isSelected: try c.decode(.selected, default: false))
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(title, forKey: .title)
            try c.encodeIfPresent(icon, forKey: .icon)
            try c.encodeUnlessEmpty(children, forKey: .children)
            try c.encode(isExpanded, forKey: .expanded, unless: true)
            try c.encode(isSelected, forKey: .selected, unless: false)
        }
    }

    /// How deep a description may nest items. higsite's choice: far past the two levels Apple
    /// advises, so the hierarchy-depth rule explains a third level rather than the decoder.
    public static let maximumLevels = 8

    public var items: [Item]
    /// Whether the items written are all the sidebar shows; false when an importer read items
    /// built from data (`OutlineGroup`, `ForEach` over a model), so no rule counts levels or symbols.
    public var itemsAreKnown: Bool
    /// Whether the selection is the one written; false when it lives in the app's state.
    public var selectionIsKnown: Bool

    public init(items: [Item], itemsAreKnown: Bool = true, selectionIsKnown: Bool = true) {
        self.items = items
        self.itemsAreKnown = itemsAreKnown
        self.selectionIsKnown = selectionIsKnown
    }

    /// Levels of hierarchy: 1 for a flat list, 2 for groups of items.
    public var levels: Int { items.map(\.levels).max() ?? 0 }

    /// Whether any item, at any level, is selected.
    public var hasSelection: Bool {
        func selected(_ items: [Item]) -> Bool { items.contains { $0.isSelected || selected($0.children) } }
        return selected(items)
    }

    /// Every item with its path below the sidebar (`items[1].children[0]`), in reading order.
    public func allItems(at path: ElementPath) -> [(path: ElementPath, item: Item, level: Int)] {
        var result: [(ElementPath, Item, Int)] = []
        func visit(_ items: [Item], _ base: ElementPath, _ key: String, _ level: Int) {
            for (index, item) in items.enumerated() {
                let itemPath = base.key(key).index(index)
                result.append((itemPath, item, level))
                visit(item.children, itemPath, "children", level + 1)
            }
        }
        visit(items, path, "items", 1)
        return result
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case items
        case itemsAreKnown = "items-known"
        case selectionIsKnown = "selection-known"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(items: try c.decode([Item].self, forKey: .items), itemsAreKnown: try c.decode(.itemsAreKnown, default: true),
                  selectionIsKnown: try c.decode(.selectionIsKnown, default: true))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(items, forKey: .items)
        try c.encode(itemsAreKnown, forKey: .itemsAreKnown, unless: true)
        try c.encode(selectionIsKnown, forKey: .selectionIsKnown, unless: true)
    }
}
