/// A table: rows in one column, plain or grouped.
public struct Table: Hashable, Sendable, Codable {
    public enum Style: String, KebabCaseEnum {
        case plain, grouped
        case insetGrouped = "inset-grouped"
    }

    public struct Row: Hashable, Sendable, Codable {
        public enum Style: String, KebabCaseEnum {
            /// Title only (UITableViewCell.CellStyle.default).
            case basic
            /// Title with a smaller line below.
            case subtitle
            /// Title left, detail right-aligned (value1).
            case rightDetail = "right-detail"
            /// Detail label left of the title (value2).
            case leftDetail = "left-detail"
        }

        public enum Accessory: String, KebabCaseEnum {
            case none
            case disclosureIndicator = "disclosure-indicator"
            case detailDisclosureButton = "detail-disclosure-button"
            case checkmark
            case `switch`
        }

        public var title: String
        public var detail: String?
        public var style: Style
        public var accessory: Accessory
        /// For a switch accessory: whether it is on.
        public var isOn: Bool
        /// The actions a swipe across the row reveals, each at its edge.
        public var swipeActions: [SwipeAction]

        public init(title: String, detail: String? = nil, style: Style = .basic, accessory: Accessory = .none, isOn: Bool = true,
                    swipeActions: [SwipeAction] = []) {
            self.title = title
            self.detail = detail
            self.style = style
            self.accessory = accessory
            self.isOn = isOn
            self.swipeActions = swipeActions
        }

        /// The swipe actions at one edge, the outermost first, with their positions in `swipeActions`.
        public func swipeActions(at edge: SwipeAction.Edge) -> [(position: Int, action: SwipeAction)] {
            swipeActions.enumerated().filter { $0.element.edge == edge }.map { ($0.offset, $0.element) }
        }

        /// Content at the trailing edge, where a section index would sit on top of it.
        public var hasTrailingContent: Bool {
            style == .rightDetail || accessory != .none
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, detail, style, accessory, on
            case swipeActions = "swipe-actions"
        }

        public init(from decoder: any Decoder) throws {
            if let title = try? decoder.singleValueContainer().decode(String.self) {
                self.init(title: title)
                return
            }
            let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
            let detail = try c.decodeIfPresent(String.self, forKey: .detail)
            self.init(title: try c.decode(String.self, forKey: .title), detail: detail,
                      style: try c.decode(.style, default: detail == nil ? .basic : .subtitle),
                      accessory: try c.decode(.accessory, default: .none), isOn: try c.decode(.on, default: true),
                      swipeActions: try c.decode(.swipeActions, default: []))
        }

        /// Always the mapping form; `style` only where the detail does not imply it.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(title, forKey: .title)
            try c.encodeIfPresent(detail, forKey: .detail)
            try c.encode(style, forKey: .style, unless: detail == nil ? .basic : .subtitle)
            try c.encode(accessory, forKey: .accessory, unless: .none)
            try c.encode(isOn, forKey: .on, unless: true)
            try c.encodeUnlessEmpty(swipeActions, forKey: .swipeActions)
        }
    }

    public var style: Style
    public var rows: [Row]
    /// Section index titles along the trailing edge (A, B, C … or ㄱ, ㄴ, ㄷ …).
    public var index: [String]
    public var refreshControl: RefreshControl?

    public init(style: Style = .plain, rows: [Row], index: [String] = [], refreshControl: RefreshControl? = nil) {
        self.style = style
        self.rows = rows
        self.index = index
        self.refreshControl = refreshControl
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, rows, index
        case refreshControl = "refresh-control"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(style: try c.decode(.style, default: .plain), rows: try c.decode([Row].self, forKey: .rows),
                  index: try c.decode(.index, default: []), refreshControl: try c.decodeIfPresent(RefreshControl.self, forKey: .refreshControl))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(style, forKey: .style, unless: .plain)
        try c.encode(rows, forKey: .rows)
        try c.encodeUnlessEmpty(index, forKey: .index)
        try c.encodeIfPresent(refreshControl, forKey: .refreshControl)
    }
}
