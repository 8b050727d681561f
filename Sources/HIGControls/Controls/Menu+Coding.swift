/// The YAML of a menu: its presentation, items, groups and submenus, bounded in count and depth
/// (`NumberRange.menuItems`, `NumberRange.menuDepth`) so that no description draws or checks forever.
extension Menu {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case presentation, title, button, preview, items
        case hasPrimaryAction = "primary-action"
        case itemsAreKnown = "items-known"
        case selectionIsKnown = "selection-known"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let items = try c.decode([MenuEntry].self, forKey: .items)
        let count = MenuEntry.count(of: items)
        guard NumberRange.menuItems.contains(count) else {
            throw c.outOfRange(.items, "\(count) items", expected: NumberRange.menuItems.description)
        }
        let depth = MenuEntry.depth(of: items)
        guard NumberRange.menuDepth.contains(depth) else {
            throw c.outOfRange(.items, "\(depth) levels of submenus", expected: NumberRange.menuDepth.description)
        }
        self.init(presentation: try c.decode(.presentation, default: .pullDown), title: try c.decodeIfPresent(String.self, forKey: .title),
                  button: try c.decodeIfPresent(Button.self, forKey: .button), preview: try c.decodeIfPresent(String.self, forKey: .preview),
                  items: items, hasPrimaryAction: try c.decode(.hasPrimaryAction, default: false),
                  itemsAreKnown: try c.decode(.itemsAreKnown, default: true),
                  selectionIsKnown: try c.decode(.selectionIsKnown, default: true))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(presentation, forKey: .presentation, unless: .pullDown)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(button, forKey: .button)
        try c.encodeIfPresent(preview, forKey: .preview)
        try c.encode(items, forKey: .items)
        try c.encode(hasPrimaryAction, forKey: .hasPrimaryAction, unless: false)
        try c.encode(itemsAreKnown, forKey: .itemsAreKnown, unless: true)
        try c.encode(selectionIsKnown, forKey: .selectionIsKnown, unless: true)
    }
}

extension MenuItem: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, icon, role, disabled, checked, items
    }

    public init(from decoder: any Decoder) throws {
        if let title = try? decoder.singleValueContainer().decode(String.self) {
            self.init(title: title)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(title: try c.decode(String.self, forKey: .title), icon: try c.decodeIfPresent(String.self, forKey: .icon),
                  role: try c.decodeIfPresent(Role.self, forKey: .role), disabled: try c.decode(.disabled, default: false),
                  checked: try c.decode(.checked, default: false), submenu: try c.decodeIfPresent([MenuEntry].self, forKey: .items))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(icon, forKey: .icon)
        try c.encodeIfPresent(role, forKey: .role)
        try c.encode(isDisabled, forKey: .disabled, unless: false)
        try c.encode(isChecked, forKey: .checked, unless: false)
        try c.encodeIfPresent(submenu, forKey: .items)
    }
}

extension MenuEntry: Codable {
    enum GroupKeys: String, CodingKey, CaseIterable {
        case group, title
    }

    /// A mapping with a `group` key is a group; anything else is an item.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self), keyed.contains(AnyCodingKey(stringValue: "group")) {
            let c = try decoder.strictContainer(keyedBy: GroupKeys.self)
            self = .group(MenuGroup(title: try c.decodeIfPresent(String.self, forKey: .title), items: try c.decode([MenuItem].self, forKey: .group)))
        } else {
            self = .item(try MenuItem(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .item(let item): try item.encode(to: encoder)
        case .group(let group):
            var c = encoder.container(keyedBy: GroupKeys.self)
            try c.encode(group.items, forKey: .group)
            try c.encodeIfPresent(group.title, forKey: .title)
        }
    }
}
