import Foundation

/// Any key, to see every key of a mapping, including the ones a type does not know.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension Decoder {
    /// A keyed container that rejects keys the type does not know, naming the nearest known
    /// one: a typo in a screen description is an error with a suggestion, never silently ignored.
    func strictContainer<Key: CodingKey & CaseIterable>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let known = Key.allCases.map(\.stringValue)
        let all = try container(keyedBy: AnyCodingKey.self)
        for key in all.allKeys where !known.contains(key.stringValue) {
            let nearest = EditDistance.nearest(to: key.stringValue, in: known, limit: 1)
            let hint = nearest.first.map { "; did you mean '\($0)'?" } ?? "; known keys: \(known.joined(separator: ", "))"
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath + [key], debugDescription: "unknown key '\(key.stringValue)'\(hint)",
                                                    underlyingError: UnknownName(name: key.stringValue, known: known)))
        }
        return try container(keyedBy: type)
    }
}

extension KeyedDecodingContainer {
    /// `decodeIfPresent` with a default, for the many optional settings of a control.
    func decode<T: Decodable>(_ key: Key, default value: T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? value
    }

    /// Whether the key is written with no value (`selected: null`, `selected: ~`), which says
    /// "none" where an absent key means the default.
    func isNull(_ key: Key) throws -> Bool {
        try contains(key) && decodeNil(forKey: key)
    }
}

/// A closed set of values written in kebab-case (`right-detail`), with a clear error that lists them.
/// Encoded as its raw value (the standard library's encoding of a `String` raw value).
public protocol KebabCaseEnum: RawRepresentable<String>, CaseIterable, Codable, Hashable, Sendable {}

extension KebabCaseEnum {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(rawValue: text) else {
            let known = Self.allCases.map(\.rawValue)
            let nearest = EditDistance.nearest(to: text, in: known, limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "'\(text)' is not one of \(known.joined(separator: ", "))\(nearest)"))
        }
        self = value
    }
}

extension KeyedDecodingContainer {
    /// A yes/no setting that an importer may not be able to read: `true`, `false`, or `unknown`
    /// (nil), and `value` when the key is absent.
    func decodeFlag(_ key: Key, default value: Bool) throws -> Bool? {
        guard contains(key) else { return value }
        if let flag = try? decode(Bool.self, forKey: key) { return flag }
        let text = try decode(String.self, forKey: key)
        guard text == "unknown" else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "'\(text)' is not one of true, false, unknown")
        }
        return nil
    }
}
