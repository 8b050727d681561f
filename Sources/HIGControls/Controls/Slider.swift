/// A slider over a continuous range.
public struct Slider: Hashable, Sendable, Codable {
    public var value: Double
    public var minimum: Double
    public var maximum: Double
    /// What the slider adjusts, in a word (`brightness`, `volume`).
    public var purpose: String?

    public init(value: Double = 0.5, minimum: Double = 0, maximum: Double = 1, purpose: String? = nil) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.purpose = purpose
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case value
        case minimum = "min"
        case maximum = "max"
        case purpose
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(value: try c.decode(.value, in: .controlValue, default: 0.5), minimum: try c.decode(.minimum, in: .controlValue, default: 0),
                  maximum: try c.decode(.maximum, in: .controlValue, default: 1), purpose: try c.decodeIfPresent(String.self, forKey: .purpose))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(value, forKey: .value, unless: 0.5)
        try c.encode(minimum, forKey: .minimum, unless: 0)
        try c.encode(maximum, forKey: .maximum, unless: 1)
        try c.encodeIfPresent(purpose, forKey: .purpose)
    }
}
