/// The bar at the top of a screen in a hierarchy.
public struct NavigationBar: Hashable, Sendable, Codable {
    public struct BackButton: Hashable, Sendable, Codable {
        /// Usually the previous screen's title.
        public var title: String
        /// More than one segment (a breadcrumb of several screens) is not a back button.
        public var segments: Int

        public init(title: String, segments: Int = 1) {
            self.title = title
            self.segments = segments
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, segments
        }

        public init(from decoder: any Decoder) throws {
            if let title = try? decoder.singleValueContainer().decode(String.self) {
                self.init(title: title)
                return
            }
            let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
            self.init(title: try c.decode(String.self, forKey: .title), segments: try c.decodeWhole(.segments, in: .backSegments, default: 1))
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(title, forKey: .title)
            try c.encode(segments, forKey: .segments, unless: 1)
        }
    }

    public var title: String?
    public var largeTitle: Bool
    public var backButton: BackButton?
    /// Controls besides the back button and the title.
    public var items: [BarItem]
    /// A segmented control shown in place of the title.
    public var segmentedControl: SegmentedControl?

    public init(title: String? = nil, largeTitle: Bool = false, backButton: BackButton? = nil, items: [BarItem] = [],
                segmentedControl: SegmentedControl? = nil) {
        self.title = title
        self.largeTitle = largeTitle
        self.backButton = backButton
        self.items = items
        self.segmentedControl = segmentedControl
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title
        case largeTitle = "large-title"
        case back, items
        case segmentedControl = "segmented-control"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(title: try c.decodeIfPresent(String.self, forKey: .title), largeTitle: try c.decode(.largeTitle, default: false),
                  backButton: try c.decodeIfPresent(BackButton.self, forKey: .back), items: try c.decode(.items, default: []),
                  segmentedControl: try c.decodeIfPresent(SegmentedControl.self, forKey: .segmentedControl))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encode(largeTitle, forKey: .largeTitle, unless: false)
        try c.encodeIfPresent(backButton, forKey: .back)
        try c.encodeUnlessEmpty(items, forKey: .items)
        try c.encodeIfPresent(segmentedControl, forKey: .segmentedControl)
    }
}
