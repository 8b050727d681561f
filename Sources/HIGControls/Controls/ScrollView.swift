/// A scroll view, which may page, zoom and hold other elements.
public struct ScrollView: Hashable, Sendable, Codable {
    public enum Axis: String, KebabCaseEnum {
        case vertical, horizontal, both

        public func overlaps(_ other: Axis) -> Bool {
            self == other || self == .both || other == .both
        }
    }

    public var axis: Axis
    public var isPaging: Bool
    /// Zoom scale limits; nil when the content does not zoom.
    public var zoom: ClosedRange<Double>?
    public var content: [Element]

    public init(axis: Axis = .vertical, isPaging: Bool = false, zoom: ClosedRange<Double>? = nil, content: [Element] = []) {
        self.axis = axis
        self.isPaging = isPaging
        self.zoom = zoom
        self.content = content
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case axis, paging
        case minZoom = "min-zoom"
        case maxZoom = "max-zoom"
        case content
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let minimum = c.contains(.minZoom) ? try c.decode(.minZoom, in: .zoomScale) : nil
        let maximum = c.contains(.maxZoom) ? try c.decode(.maxZoom, in: .zoomScale) : nil
        var zoom: ClosedRange<Double>?
        if minimum != nil || maximum != nil {
            let (low, high) = (minimum ?? 1, maximum ?? 1)
            guard low <= high else {
                throw DecodingError.dataCorruptedError(forKey: .maxZoom, in: c, debugDescription: "'max-zoom' must not be below 'min-zoom'")
            }
            zoom = low...high
        }
        self.init(axis: try c.decode(.axis, default: .vertical), isPaging: try c.decode(.paging, default: false), zoom: zoom,
                  content: try c.decode(.content, default: []))
    }

    /// The zoom as `min-zoom` and `max-zoom`, each left out where it is 1 (what the decoder assumes
    /// for the other), but never both: without either key the content does not zoom.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(axis, forKey: .axis, unless: .vertical)
        try c.encode(isPaging, forKey: .paging, unless: false)
        if let zoom {
            if zoom.lowerBound != 1 || zoom.upperBound == 1 { try c.encode(zoom.lowerBound, forKey: .minZoom) }
            try c.encode(zoom.upperBound, forKey: .maxZoom, unless: 1)
        }
        try c.encodeUnlessEmpty(content, forKey: .content)
    }
}
