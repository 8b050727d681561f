/// A split view: a sidebar, an optional middle (supplementary) column and the detail, side by
/// side on iPad (`NavigationSplitView`, `UISplitViewController` with the double- or triple-column
/// style); collapsed into one navigation stack in a compact width, such as iPhone. The system
/// offers two or three columns and no more, so the model has no fourth.
public struct SplitView: Hashable, Sendable, Codable {
    /// Which columns show when the split view is not collapsed (`NavigationSplitViewVisibility`,
    /// `UISplitViewController.DisplayMode`).
    public enum Visibility: String, KebabCaseEnum {
        /// The system decides (the default of both APIs).
        case automatic
        /// Every column.
        case all
        /// The column before the detail and the detail (the sidebar is hidden in a triple-column view).
        case doubleColumn = "double-column"
        /// The detail alone: the sidebar is hidden until people show it.
        case detailOnly = "detail-only"
    }

    /// The middle column: a list whose selected row the detail shows.
    public struct Column: Hashable, Sendable, Codable {
        public var title: String?
        public var rows: [String]
        public var selected: Int?
        /// False when the selection lives in the app's state.
        public var selectionIsKnown: Bool

        public init(title: String? = nil, rows: [String], selected: Int? = nil, selectionIsKnown: Bool = true) {
            self.title = title
            self.rows = rows
            self.selected = selected
            self.selectionIsKnown = selectionIsKnown
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, rows, selected
            case selectionIsKnown = "selection-known"
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
            let rows = try c.decode(.rows, default: [String]())
            self.init(title: try c.decodeIfPresent(String.self, forKey: .title), rows: rows,
                      selected: c.contains(.selected) ? try c.decodeWhole(.selected, in: .index(among: rows.count, of: "rows")) : nil,
                      selectionIsKnown: try c.decode(.selectionIsKnown, default: true))
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encodeIfPresent(title, forKey: .title)
            try c.encode(rows, forKey: .rows)
            try c.encodeIfPresent(selected, forKey: .selected)
            try c.encode(selectionIsKnown, forKey: .selectionIsKnown, unless: true)
        }
    }

    public var sidebar: Sidebar
    public var supplementary: Column?
    /// The title of what the detail shows; nil when it shows nothing yet (a placeholder).
    public var detail: String?
    public var visibility: Visibility

    public init(sidebar: Sidebar, supplementary: Column? = nil, detail: String? = nil, visibility: Visibility = .automatic) {
        self.sidebar = sidebar
        self.supplementary = supplementary
        self.detail = detail
        self.visibility = visibility
    }

    /// Two or three: the sidebar, the middle column when there is one, and the detail.
    public var columnCount: Int { supplementary == nil ? 2 : 3 }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case sidebar, supplementary, detail, visibility
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(sidebar: try c.decode(Sidebar.self, forKey: .sidebar), supplementary: try c.decodeIfPresent(Column.self, forKey: .supplementary),
                  detail: try c.decodeIfPresent(String.self, forKey: .detail), visibility: try c.decode(.visibility, default: .automatic))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sidebar, forKey: .sidebar)
        try c.encodeIfPresent(supplementary, forKey: .supplementary)
        try c.encodeIfPresent(detail, forKey: .detail)
        try c.encode(visibility, forKey: .visibility, unless: .automatic)
    }
}
