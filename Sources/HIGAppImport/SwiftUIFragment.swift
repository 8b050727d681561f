import HIGControls

/// A position in one of the files read together. Views are followed across files, so until a
/// screen is assembled every position says which file it is in.
struct SwiftUILocation: Hashable, Sendable {
    var file: Int
    var position: SourcePosition
}

/// Where a part of an element or bar is written, by its path relative to the element or bar
/// (`["size"]`, `["rows", 3]`).
struct SwiftUIPart: Hashable, Sendable {
    var path: [ElementPath.Component]
    var location: SwiftUILocation
}

/// A content element as read, before it has an index in a screen: the model element, where it
/// is written, and what a `List` needs to know to turn it into a row.
struct SwiftUIPlaced: Sendable {
    /// How the element reads as a row of a `List` or `Form`.
    enum Role: Sendable, Hashable {
        case plain
        /// A `NavigationLink`: a row with a disclosure indicator, a button elsewhere.
        case navigationLink
        /// A `Picker` that shows its value in a menu or on a pushed list: in a list, a row named
        /// by the picker's label; elsewhere a button whose title (the value) is not known.
        case valuePicker(title: String?, pushes: Bool)
        /// `LabeledContent("Version", value: "1.0")`: a title and a detail.
        case labeledContent(title: String, detail: String?)
    }

    /// Nil for what only exists as a row (a menu picker outside a list is dropped).
    var element: Element?
    var role: Role = .plain
    var location: SwiftUILocation
    var parts: [SwiftUIPart] = []
    /// A label drawn in the default font, so a `.font` on an enclosing view sets its size.
    var usesDefaultFont = false
    /// For a stepper: the variable its value is bound to (`$guests` → `guests`).
    var boundName: String?
    /// Variables whose value this element's text shows (`Text("\(guests) guests")` shows
    /// `guests`), with that text: a stepper bound to one of them has its value on screen.
    var shownNames: [String: String] = [:]
}

/// A bar, tab bar or control read with the positions of its parts.
struct SwiftUIPlacedValue<Value: Sendable>: Sendable {
    var value: Value
    var location: SwiftUILocation
    var parts: [SwiftUIPart] = []
}

/// What a view asks of the navigation stack that shows it (`.navigationTitle`, `.toolbar`,
/// `.searchable`): SwiftUI passes these up to the nearest `NavigationStack`, and so does the
/// importer.
struct SwiftUINavigationRequests: Sendable {
    var title: SwiftUIPlacedValue<String>?
    var displayMode: SwiftUIPlacedValue<String>?
    var barItems: [SwiftUIPlacedValue<BarItem>] = []
    var bottomItems: [SwiftUIPlacedValue<BarItem>] = []
    var principal: SwiftUIPlacedValue<SegmentedControl>?
    /// Where the first `.toolbar` is written, for a bar that has items but no title.
    var toolbarLocation: SwiftUILocation?
    var isBarHidden = false
    var search: SwiftUIPlaced?
    /// The suggestions of a `.searchSuggestions` written before (inside) the `.searchable` they
    /// serve, waiting for it.
    var searchSuggestions: [String]?

    var isEmpty: Bool {
        title == nil && displayMode == nil && barItems.isEmpty && bottomItems.isEmpty && principal == nil
            && toolbarLocation == nil && !isBarHidden && search == nil && searchSuggestions == nil
    }

    /// Requests of an earlier sibling win, as the first title set in a stack's content does.
    mutating func merge(_ other: SwiftUINavigationRequests) {
        title = title ?? other.title
        displayMode = displayMode ?? other.displayMode
        barItems += other.barItems
        bottomItems += other.bottomItems
        principal = principal ?? other.principal
        toolbarLocation = toolbarLocation ?? other.toolbarLocation
        isBarHidden = isBarHidden || other.isBarHidden
        search = search ?? other.search
        searchSuggestions = searchSuggestions ?? other.searchSuggestions
    }
}

/// The bars a `NavigationStack` shows, once it has taken its content's requests.
struct SwiftUIStackBars: Sendable {
    var navigationBar: SwiftUIPlacedValue<NavigationBar>?
    var toolbar: SwiftUIPlacedValue<Toolbar>?
    var search: SwiftUIPlaced?
}

/// An `Unknown` before its position is tied to a screen's file.
struct SwiftUIUnknown: Hashable, Sendable {
    var location: SwiftUILocation
    var what: Localized
    var why: Localized
    /// About a sheet or popover a view presents (its settings and buttons), not about what the
    /// view itself shows: a toolbar whose button presents one still has its items known.
    var concernsPresentation = false
}

extension Localized {
    /// The `what` of an unknown found inside a part (an option, a toolbar item) before the part
    /// that holds it names what is unknown (`the values of the picker`).
    static let namedByCaller = Localized(ko: "", en: "")

    /// `what 'SettingsRow' shows`: a view higsite does not follow.
    static func whatShows(_ view: String) -> Localized {
        Localized(ko: "'\(view)'의 내용", en: "what '\(view)' shows")
    }

    /// Why a toolbar's items are unknown when an `if` picks them.
    static let ifDecidesTheItems = Localized(ko: "어떤 항목이 있는지 'if'가 정합니다", en: "an 'if' decides which items there are")
}

extension [SwiftUIUnknown] {
    /// Appends the unknowns not already here. An unknown part is one place in the code, however
    /// many views show it: copied into each use, sixty views using twenty others each made 6.8
    /// million of them from 11 KB of code (issue 34).
    mutating func addOnce(_ others: [SwiftUIUnknown]) {
        guard !others.isEmpty else { return }
        var seen = Set(self)
        for unknown in others where seen.insert(unknown).inserted {
            append(unknown)
        }
    }
}

/// Where a view's reading ran out of budget (SwiftUIReader+Budget), and the problem it is.
struct SwiftUIExcess: Sendable {
    var location: SwiftUILocation
    var message: Localized
}

/// What a piece of SwiftUI code shows: its content in order, the bars it asks for or brings,
/// and what the source does not fix.
struct SwiftUIFragment: Sendable {
    var items: [SwiftUIPlaced] = []
    var requests = SwiftUINavigationRequests()
    var stack: SwiftUIStackBars?
    var tabBar: SwiftUIPlacedValue<TabBar>?
    /// The alerts and confirmation dialogs the view presents (`.alert`, `.confirmationDialog`):
    /// content of its screen, after what it shows.
    var presented: [SwiftUIPlaced] = []
    /// A status bar the code hides for good (`.statusBarHidden()`); none otherwise.
    var statusBar: SwiftUIPlacedValue<StatusBar>?
    /// The status bar style a view asks for (`.toolbarColorScheme(.dark, for: .statusBar)`).
    var statusBarScheme: SwiftUIPlacedValue<StatusBar.Style>?
    /// The fixed colour a body's root `ZStack` lays under the whole screen (SwiftUIReader+StatusBar).
    /// A view's own, never passed to the view that shows it, where it may not reach the top.
    var fullBleed: SwiftUIPlacedValue<Color>?
    var unknowns: [SwiftUIUnknown] = []
    /// Holds views the importer cannot read (from another module, built at run time), which
    /// may set a title or toolbar of their own.
    var hasUnreadViews = false
    /// Model elements and rows it holds, for the bound on a screen's size.
    var size = 0
    /// Set on a view's body that was too large to read, or that shows such a view: it is no screen.
    var excess: SwiftUIExcess?

    init() {}

    init(_ placed: SwiftUIPlaced) {
        items = [placed]
        size = 1
    }

    static func unknown(_ location: SwiftUILocation, what: Localized, why: Localized, unread: Bool = true) -> SwiftUIFragment {
        var fragment = SwiftUIFragment()
        fragment.unknowns = [SwiftUIUnknown(location: location, what: what, why: why)]
        fragment.hasUnreadViews = unread
        return fragment
    }

    /// Appends a sibling's content after this one's.
    mutating func append(_ other: SwiftUIFragment) {
        items += other.items
        requests.merge(other.requests)
        stack = stack ?? other.stack
        tabBar = tabBar ?? other.tabBar
        presented += other.presented
        statusBar = statusBar ?? other.statusBar
        statusBarScheme = statusBarScheme ?? other.statusBarScheme
        unknowns.addOnce(other.unknowns)
        hasUnreadViews = hasUnreadViews || other.hasUnreadViews
        size += other.size
    }
}
