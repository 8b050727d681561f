/// A row of segments, each a mutually exclusive choice.
public struct SegmentedControl: Hashable, Sendable, Codable {
    public struct Segment: Hashable, Sendable, Codable {
        public var title: String?
        /// An SF Symbols name.
        public var image: String?

        public init(title: String? = nil, image: String? = nil) {
            self.title = title
            self.image = image
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, image
        }

        public init(from decoder: any Decoder) throws {
            if let title = try? decoder.singleValueContainer().decode(String.self) {
                self.init(title: title)
                return
            }
            let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
            self.init(title: try c.decodeIfPresent(String.self, forKey: .title), image: try c.decodeIfPresent(String.self, forKey: .image))
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encodeIfPresent(title, forKey: .title)
            try c.encodeIfPresent(image, forKey: .image)
        }
    }

    public var segments: [Segment]
    /// The selected segment's index; nil when none is (`selected: null`), which a screen read from app
    /// code may have.
    public var selected: Int?
    /// The tappable area of the whole control in points, shared equally by the segments (the
    /// system's default); nil for a control at its standard size.
    public var size: Size?
    /// The control's width alone, when only that is chosen and the height is the system's
    /// (SwiftUI's `.frame(width: 160)` on a segmented picker); nil when `size` gives both, or neither is given.
    public var width: Double?

    public init(segments: [Segment], selected: Int? = 0, size: Size? = nil, width: Double? = nil) {
        self.segments = segments
        self.selected = selected
        self.size = size
        self.width = size == nil ? width : nil
    }

    /// The tappable area of one segment when the segments share `size` equally.
    public var segmentSize: Size? {
        guard let size, !segments.isEmpty else { return nil }
        return Size(width: size.width / Double(segments.count), height: size.height)
    }

    /// The width of one segment when the segments share `width` (or `size`'s) equally.
    public var segmentWidth: Double? {
        guard let total = size?.width ?? width, !segments.isEmpty else { return nil }
        return total / Double(segments.count)
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case segments, selected, size, width
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let segments = try c.decode([Segment].self, forKey: .segments)
        let size = try c.decodeIfPresent(Size.self, forKey: .size)
        let width: Double? = c.contains(.width) ? try c.decode(.width, in: .points) : nil
        if size != nil, width != nil {
            throw DecodingError.dataCorruptedError(forKey: .width, in: c,
                                                   debugDescription: "give either 'size' (width and height) or 'width' alone, not both")
        }
        self.init(segments: segments, selected: try c.isNull(.selected) ? nil
                  : c.decodeWhole(.selected, in: .index(among: segments.count, of: "segments"), default: 0),
                  size: size, width: width)
    }

    /// No selected segment is `selected: null`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(segments, forKey: .segments)
        if let selected {
            try c.encode(selected, forKey: .selected, unless: 0)
        } else {
            try c.encodeNil(forKey: .selected)
        }
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(width, forKey: .width)
    }
}
