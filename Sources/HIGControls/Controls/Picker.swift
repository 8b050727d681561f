/// A picker: one or more wheels (components) of values.
public struct Picker: Hashable, Sendable, Codable {
    /// The values of each wheel, top to bottom.
    public var components: [[String]]
    /// Declares that the order is meaningful though not sorted (e.g. days of the week).
    public var orderIsNatural: Bool

    public init(components: [[String]], orderIsNatural: Bool = false) {
        self.components = components
        self.orderIsNatural = orderIsNatural
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case values, components
        case naturalOrder = "natural-order"
    }

    /// `values: [a, b]` for one wheel, `components: [[a, b], [c, d]]` for several.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let components = try c.decodeIfPresent([[String]].self, forKey: .components)
            ?? (try c.decodeIfPresent([String].self, forKey: .values)).map { [$0] }
        guard let components else {
            throw DecodingError.keyNotFound(CodingKeys.values, .init(codingPath: decoder.codingPath,
                                                                     debugDescription: "a picker needs 'values' (one wheel) or 'components' (several)"))
        }
        self.init(components: components, orderIsNatural: try c.decode(.naturalOrder, default: false))
    }

    /// `values` for one wheel, `components` for any other number of them, as docs/mockups.md writes them.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if components.count == 1 {
            try c.encode(components[0], forKey: .values)
        } else {
            try c.encode(components, forKey: .components)
        }
        try c.encode(orderIsNatural, forKey: .naturalOrder, unless: false)
    }
}
