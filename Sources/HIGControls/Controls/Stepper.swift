/// A two-segment control that adds or subtracts a step.
public struct Stepper: Hashable, Sendable, Codable {
    public var value: Double
    public var minimum: Double
    public var maximum: Double
    public var step: Double
    /// The visible text that shows the value being changed (a stepper shows no value itself).
    public var valueLabel: String?
    /// The tappable area of the whole control, both segments, in points; nil for the system's
    /// standard stepper, whose tappable area the system sets.
    public var size: Size?

    public init(value: Double = 1, minimum: Double = 0, maximum: Double = 10, step: Double = 1, valueLabel: String? = nil, size: Size? = nil) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.valueLabel = valueLabel
        self.size = size
    }

    /// How many taps it takes to cross the whole range.
    public var stepsAcrossRange: Double { step > 0 ? (maximum - minimum) / step : .infinity }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case value
        case minimum = "min"
        case maximum = "max"
        case step
        case valueLabel = "value-label"
        case size
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(value: try c.decode(.value, in: .controlValue, default: 1), minimum: try c.decode(.minimum, in: .controlValue, default: 0),
                  maximum: try c.decode(.maximum, in: .controlValue, default: 10), step: try c.decode(.step, in: .step, default: 1), valueLabel: try c.decodeIfPresent(String.self, forKey: .valueLabel),
                  size: try c.decodeIfPresent(Size.self, forKey: .size))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(value, forKey: .value, unless: 1)
        try c.encode(minimum, forKey: .minimum, unless: 0)
        try c.encode(maximum, forKey: .maximum, unless: 10)
        try c.encode(step, forKey: .step, unless: 1)
        try c.encodeIfPresent(valueLabel, forKey: .valueLabel)
        try c.encodeIfPresent(size, forKey: .size)
    }
}
