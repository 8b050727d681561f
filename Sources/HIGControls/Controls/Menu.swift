/// A menu and the way it appears: from a pull-down button, from a pop-up button that shows the
/// current choice, or as a context menu on a view (`Menu`, `Picker` with the menu style and
/// `.contextMenu` in SwiftUI; `UIMenu` on a `UIButton` or through `UIContextMenuInteraction` in UIKit).
///
/// One kind with a `presentation` rather than three kinds: the items, their labels, roles, groups
/// and submenus are the same value in all three, and Apple's guidance for labelling and organising
/// menu items applies to every menu; only a few rules depend on where the menu comes from.
public struct Menu: Hashable, Sendable, Codable {
    public enum Presentation: String, KebabCaseEnum {
        /// A button whose menu lists actions or items related to it (`showsMenuAsPrimaryAction`).
        case pullDown = "pull-down"
        /// A button that shows the current choice among mutually exclusive options
        /// (`changesSelectionAsPrimaryAction`, `Picker` with `.pickerStyle(.menu)`).
        case popUp = "pop-up"
        /// A menu revealed by touching and holding a view, with an optional preview.
        case context
    }

    public var presentation: Presentation
    /// The menu's title, shown above its items (rare: Apple advises one only when it adds meaning).
    public var title: String?
    /// The button that opens a pull-down or pop-up menu; nil for a context menu. A pop-up button
    /// without one shows its checked item's title.
    public var button: Button?
    /// What a context menu's preview shows, in words (`Photo of a beach`); nil for no preview.
    public var preview: String?
    public var items: [MenuEntry]
    /// Whether the items written are all the menu holds. An importer that meets items made from data
    /// (`ForEach`), shown on a condition, or built elsewhere sets this to false, and no rule judges the
    /// menu's length, order or selection.
    public var itemsAreKnown: Bool
    /// Whether the button acts on a tap and opens its menu only on touch and hold (SwiftUI's
    /// `Menu(…, primaryAction:)`, a UIKit button with a menu and `showsMenuAsPrimaryAction` off).
    public var hasPrimaryAction: Bool
    /// Whether the checked items are the ones written. A pop-up button bound to a value the app holds
    /// (`Picker(selection: $sort)`) checks an option only when it runs; an importer sets this to false.
    public var selectionIsKnown: Bool

    public init(presentation: Presentation = .pullDown, title: String? = nil, button: Button? = nil, preview: String? = nil,
                items: [MenuEntry], hasPrimaryAction: Bool = false, itemsAreKnown: Bool = true, selectionIsKnown: Bool = true) {
        self.presentation = presentation
        self.title = title
        self.button = button
        self.preview = preview
        self.items = items
        self.hasPrimaryAction = hasPrimaryAction
        self.itemsAreKnown = itemsAreKnown
        self.selectionIsKnown = selectionIsKnown
    }

    /// The items as people meet them when the menu opens, groups flattened, submenus closed, with
    /// their paths from the menu (`items[2]`, `items[3].group[0]`) and the group each belongs to.
    public var topLevelItems: [(path: ElementPath, item: MenuItem, group: Int)] {
        MenuEntry.flatten(items, at: .root)
    }

    /// How many levels of submenus open below the menu: 0 when no item has a submenu.
    public var submenuDepth: Int { MenuEntry.depth(of: items) }

    /// The groups people see: the runs of items between separators.
    public var groupCount: Int { Set(topLevelItems.map(\.group)).count }
}

/// One item of a menu: a command, an option or a submenu.
///
/// In YAML a title alone (`- Duplicate`) or a mapping (`- {title: Delete, icon: trash, role: destructive}`);
/// an item with `items:` opens a submenu.
public struct MenuItem: Hashable, Sendable {
    public enum Role: String, KebabCaseEnum {
        /// Deletes data or cannot be undone: drawn in red (`UIMenuElement.Attributes.destructive`).
        case destructive
        /// A role the app's code computes: present or not, no rule about roles judges the item.
        case unknown
    }

    /// The label; `…` for a text the app computes, whose words no rule reads.
    public var title: String
    /// An SF Symbols name shown beside the label.
    public var icon: String?
    public var role: Role?
    /// Dimmed and not responding (`.disabled`).
    public var isDisabled: Bool
    /// Shown with a checkmark: an attribute in effect, a pop-up button's current choice (`state = .on`).
    public var isChecked: Bool
    /// The items of the submenu this item opens; nil for a plain item.
    public var submenu: [MenuEntry]?

    public init(title: String, icon: String? = nil, role: Role? = nil, disabled: Bool = false, checked: Bool = false,
                submenu: [MenuEntry]? = nil) {
        self.title = title
        self.icon = icon
        self.role = role
        self.isDisabled = disabled
        self.isChecked = checked
        self.submenu = submenu
    }

    public var isDestructive: Bool { role == .destructive }
    /// Whether the label is a text the app computes (`…`).
    public var titleIsKnown: Bool { title != "…" }
}

/// A group of a menu's items between separators, with an optional title (SwiftUI's `Section` and
/// `Divider`, a `UIMenu` with `.displayInline`). In YAML `- {group: [Copy, Duplicate], title: Edit}`.
public struct MenuGroup: Hashable, Sendable {
    public var title: String?
    public var items: [MenuItem]

    public init(title: String? = nil, items: [MenuItem]) {
        self.title = title
        self.items = items
    }
}

/// An entry of a menu's list: an item, or a group of items set apart by separators.
public indirect enum MenuEntry: Hashable, Sendable {
    case item(MenuItem)
    case group(MenuGroup)

    /// Every top-level item in order with its path and the number of its group (a run of loose
    /// items between two groups is a group of its own).
    public static func flatten(_ entries: [MenuEntry], at base: ElementPath) -> [(path: ElementPath, item: MenuItem, group: Int)] {
        var result: [(ElementPath, MenuItem, Int)] = []
        var group = 0
        var inLooseRun = false
        for (index, entry) in entries.enumerated() {
            let path = base.key("items").index(index)
            switch entry {
            case .item(let item):
                if !inLooseRun && !result.isEmpty { group += 1 }
                inLooseRun = true
                result.append((path, item, group))
            case .group(let members):
                if !result.isEmpty { group += 1 }
                inLooseRun = false
                for (position, item) in members.items.enumerated() { result.append((path.key("group").index(position), item, group)) }
            }
        }
        return result
    }

    public static func depth(of entries: [MenuEntry]) -> Int {
        let items = entries.flatMap { entry -> [MenuItem] in
            switch entry {
            case .item(let item): [item]
            case .group(let group): group.items
            }
        }
        return items.compactMap(\.submenu).map { 1 + depth(of: $0) }.max() ?? 0
    }

    /// How many items the entries hold, submenus' items included.
    public static func count(of entries: [MenuEntry]) -> Int {
        entries.reduce(0) { total, entry in
            switch entry {
            case .item(let item): total + 1 + (item.submenu.map(count(of:)) ?? 0)
            case .group(let group): total + group.items.reduce(0) { $0 + 1 + ($1.submenu.map(count(of:)) ?? 0) }
            }
        }
    }
}
