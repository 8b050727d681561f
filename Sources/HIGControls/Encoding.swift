/// Encoding the control model in the schema it is decoded from.
///
/// Every type's `encode(to:)` sits beside its `init(from:)` and writes the same keys. A key whose
/// value is what the decoder supplies when the key is absent is left out, so the output is the
/// shortest description of the model, and decoding it gives the same model back. Shorthands
/// (a tab item written as just its title) are never written: every control is a mapping.
///
/// A value the decoder would refuse (a number outside its range, a selected index past the
/// last tab) is written as it is, so a model read from app code shows what it holds; decoding
/// that output fails with the same message as a hand-written screen with that value.
extension KeyedEncodingContainer {
    /// Writes `value` unless it equals `defaultValue`, the value the decoder gives an absent key.
    mutating func encode<T: Encodable & Equatable>(_ value: T, forKey key: Key, unless defaultValue: T) throws {
        if value != defaultValue { try encode(value, forKey: key) }
    }

    /// Writes a list unless it is empty (an absent list decodes as an empty one).
    mutating func encodeUnlessEmpty<T: Encodable>(_ values: [T], forKey key: Key) throws {
        if !values.isEmpty { try encode(values, forKey: key) }
    }
}

extension KeyedEncodingContainer {
    /// Writes a flag of `decodeFlag` unless it is the default: nil as `unknown`.
    mutating func encodeFlag(_ value: Bool?, forKey key: Key, unless defaultValue: Bool) throws {
        guard let value else { return try encode("unknown", forKey: key) }
        try encode(value, forKey: key, unless: defaultValue)
    }
}
