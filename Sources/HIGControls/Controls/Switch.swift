/// An on/off switch.
public struct Switch: Hashable, Sendable, Codable {
    public var isOn: Bool
    /// The setting's name, shown beside the switch.
    public var label: String?
    /// Text that describes the state ("On", "켬") shown next to the switch.
    public var stateLabel: String?

    public init(isOn: Bool = true, label: String? = nil, stateLabel: String? = nil) {
        self.isOn = isOn
        self.label = label
        self.stateLabel = stateLabel
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case on, label
        case stateLabel = "state-label"
    }

    public init(from decoder: any Decoder) throws {
        if let label = try? decoder.singleValueContainer().decode(String.self) {
            self.init(label: label)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(isOn: try c.decode(.on, default: true), label: try c.decodeIfPresent(String.self, forKey: .label),
                  stateLabel: try c.decodeIfPresent(String.self, forKey: .stateLabel))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(isOn, forKey: .on, unless: true)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(stateLabel, forKey: .stateLabel)
    }
}
