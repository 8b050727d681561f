/// The places of a tab bar as a device lays it out. iPhone shows at most five: with more tabs it
/// shows the first four and a More tab in the fifth place, which holds the rest. The drawings
/// and any rule that asks what a person can reach from the bar read it here.
extension TabBar {
    /// One place in the bar: a tab of `items`, or iPhone's More tab standing for the tabs in its range.
    public enum Slot: Hashable, Sendable {
        case tab(Int)
        case more(Range<Int>)

        /// The indexes in `items` of the tabs the place stands for: its own, or those More holds.
        public var itemIndexes: Range<Int> {
            switch self {
            case .tab(let index): index..<(index + 1)
            case .more(let hidden): hidden
            }
        }
    }

    /// The most places iPhone's tab bar has; with more tabs, the last of them is More.
    public static let iPhoneSlotCount = 5

    /// The title of iPhone's More tab.
    public static let moreTitle = Localized(ko: "더 보기", en: "More")

    /// The bar's places, in order: every tab on iPad; on iPhone every tab up to five, else the
    /// first four and More.
    public func visibleItems(on device: Screen.Device) -> [Slot] {
        switch device {
        case .iPhone where items.count > Self.iPhoneSlotCount:
            let shown = Self.iPhoneSlotCount - 1
            return (0..<shown).map(Slot.tab) + [.more(shown..<items.count)]
        case .iPhone, .iPad:
            return items.indices.map(Slot.tab)
        }
    }

    /// What the place shows: the tab itself, or More (`ellipsis`) titled in `language`.
    public func item(in slot: Slot, language: Language) -> Item {
        switch slot {
        case .tab(let index): items[index]
        case .more: Item(title: Self.moreTitle[language], icon: "ellipsis")
        }
    }
}
