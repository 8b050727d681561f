/// A gauge: a value within a range, shown along a linear or circular path, with labels for its
/// purpose, its current value and the ends of its range (SwiftUI's `Gauge`).
public struct Gauge: Hashable, Sendable, Codable {
    /// SwiftUI's gauge styles on iPhone and iPad (`.gaugeStyle(_:)`): a standard style marks the
    /// value with an indicator on the path, a capacity style fills the path up to it.
    public enum Style: String, KebabCaseEnum {
        /// `.linearCapacity`, a bar filled to the value. A gauge with no `.gaugeStyle` is read as this
        /// one: SwiftUI's automatic style, which Apple's `Gauge` documentation shows as a linear gauge.
        case linearCapacity = "linear-capacity"
        /// `.accessoryLinear`: a thin bar with a marker at the value.
        case accessoryLinear = "accessory-linear"
        /// `.accessoryLinearCapacity`: a thin bar filled to the value.
        case accessoryLinearCapacity = "accessory-linear-capacity"
        /// `.accessoryCircular`: an open ring with a marker at the value.
        case accessoryCircular = "accessory-circular"
        /// `.accessoryCircularCapacity`: a closed ring filled to the value, its current value in the middle.
        case accessoryCircularCapacity = "accessory-circular-capacity"

        public var isCircular: Bool { self == .accessoryCircular || self == .accessoryCircularCapacity }
        /// Whether the path fills up to the value rather than marking it.
        public var isCapacity: Bool { self == .linearCapacity || self == .accessoryLinearCapacity || self == .accessoryCircularCapacity }
    }

    public var value: Double
    public var minimum: Double
    public var maximum: Double
    /// Whether `value` is the one the app shows. A value read from a variable is not: an importer
    /// sets this to false (and the value to the middle of the range, to draw it) so no rule judges it.
    public var valueIsKnown: Bool
    /// Whether `min` and `max` are the app's, as `valueIsKnown` for the value.
    public var rangeIsKnown: Bool
    public var style: Style
    /// What the gauge measures (its `label`).
    public var label: String?
    /// The text of the current value (`currentValueLabel`); `…` where the source computes it.
    public var currentValueLabel: String?
    public var minimumLabel: String?
    public var maximumLabel: String?

    public init(value: Double = 0.5, minimum: Double = 0, maximum: Double = 1, valueIsKnown: Bool = true, rangeIsKnown: Bool = true,
                style: Style = .linearCapacity, label: String? = nil, currentValueLabel: String? = nil,
                minimumLabel: String? = nil, maximumLabel: String? = nil) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.valueIsKnown = valueIsKnown
        self.rangeIsKnown = rangeIsKnown
        self.style = style
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumLabel = minimumLabel
        self.maximumLabel = maximumLabel
    }

    /// Where the value lies along the path, from 0 to 1 (a value outside the range at its end).
    public var fraction: Double {
        let span = maximum - minimum
        guard span > 0, span.isFinite else { return 0 }
        return min(1, max(0, (value - minimum) / span))
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case value
        case minimum = "min"
        case maximum = "max"
        case valueIsKnown = "value-known"
        case rangeIsKnown = "range-known"
        case style, label
        case currentValueLabel = "current-value-label"
        case minimumLabel = "min-label"
        case maximumLabel = "max-label"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(value: try c.decode(.value, in: .controlValue, default: 0.5), minimum: try c.decode(.minimum, in: .controlValue, default: 0),
                  maximum: try c.decode(.maximum, in: .controlValue, default: 1), valueIsKnown: try c.decode(.valueIsKnown, default: true),
                  rangeIsKnown: try c.decode(.rangeIsKnown, default: true), style: try c.decode(.style, default: .linearCapacity),
                  label: try c.decodeIfPresent(String.self, forKey: .label),
                  currentValueLabel: try c.decodeIfPresent(String.self, forKey: .currentValueLabel),
                  minimumLabel: try c.decodeIfPresent(String.self, forKey: .minimumLabel),
                  maximumLabel: try c.decodeIfPresent(String.self, forKey: .maximumLabel))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(value, forKey: .value, unless: 0.5)
        try c.encode(minimum, forKey: .minimum, unless: 0)
        try c.encode(maximum, forKey: .maximum, unless: 1)
        try c.encode(valueIsKnown, forKey: .valueIsKnown, unless: true)
        try c.encode(rangeIsKnown, forKey: .rangeIsKnown, unless: true)
        try c.encode(style, forKey: .style, unless: .linearCapacity)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(currentValueLabel, forKey: .currentValueLabel)
        try c.encodeIfPresent(minimumLabel, forKey: .minimumLabel)
        try c.encodeIfPresent(maximumLabel, forKey: .maximumLabel)
    }
}
