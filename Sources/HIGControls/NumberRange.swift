/// The values one number of the control model may take: what the key can mean on a screen.
///
/// Every number of a screen description is checked against its range as it is decoded, so the
/// rules and the drawings never meet an infinite, NaN or absurd value (`font-size: 1e300`,
/// `pages: -1`, `selected: 9223372036854775807`). A number outside is a decoding error that names
/// the value and the range (`NumberOutOfRange`), which the site reports as a `mockup-spec` error
/// and `higsite lint` as a screen error, at the value.
/// The range of every key is in `NumberRange+Controls.swift`.
public struct NumberRange: Hashable, Sendable, CustomStringConvertible {
    public let lowerBound: Double
    public let upperBound: Double
    /// A step must be more than 0, not 0 itself.
    public let excludesLowerBound: Bool
    /// Counts and indexes: whole numbers only.
    public let isWhole: Bool
    /// `points`, `seconds`; empty for a plain number.
    public let unit: String
    /// What the number is, when the bounds alone do not say it: `the index of one of 4 tabs`.
    public let note: String?

    public init(_ lowerBound: Double, _ upperBound: Double, excludingLowerBound: Bool = false, whole: Bool = false, unit: String = "",
                note: String? = nil) {
        precondition(lowerBound.isFinite && upperBound.isFinite && lowerBound <= upperBound, "a range of finite bounds, in order")
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.excludesLowerBound = excludingLowerBound
        self.isWhole = whole
        self.unit = unit
        self.note = note
    }

    /// A range of whole numbers (counts, indexes, minutes).
    public static func whole(_ bounds: ClosedRange<Int>, unit: String = "") -> NumberRange {
        NumberRange(Double(bounds.lowerBound), Double(bounds.upperBound), whole: true, unit: unit)
    }

    public func contains(_ value: Double) -> Bool {
        value.isFinite && (excludesLowerBound ? value > lowerBound : value >= lowerBound) && value <= upperBound
            && (!isWhole || value == value.rounded())
    }

    public func contains(_ value: Int) -> Bool {
        contains(Double(value))
    }

    /// `from 1 to 1000 points`, `a whole number from 0 to 20`, `more than 0 and at most 1000000000`,
    /// `0 (there are no tabs)`.
    public var description: String {
        let unit = unit.isEmpty ? "" : " " + unit
        let note = note.map { " (\($0))" } ?? ""
        if lowerBound == upperBound && !excludesLowerBound { return Self.text(lowerBound) + unit + note }
        let span = excludesLowerBound
            ? "more than \(Self.text(lowerBound)) and at most \(Self.text(upperBound))\(unit)"
            : "from \(Self.text(lowerBound)) to \(Self.text(upperBound))\(unit)"
        return (isWhole ? "a whole number " + span : span) + note
    }

    /// A bound as people write it: `1000`, `0.01`.
    package static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// Why a number of a screen description was refused: the `underlyingError` of the
/// `DecodingError`, so that a reader that knows where the value is written can point at the
/// value itself rather than at its key.
public struct NumberOutOfRange: Error, Hashable, Sendable {
    /// The value as it was written (`1e300`), or as Swift prints it when the text is not at hand.
    public let value: String
    /// What the key takes, in words: `from 1 to 1000 points`.
    public let expected: String

    public init(value: String, expected: String) {
        self.value = value
        self.expected = expected
    }

    /// `must be from 1 to 1000 points, not 1e300`; the coding path before it names the key.
    public var message: String { "must be \(expected), not \(value)" }
}

extension KeyedDecodingContainer {
    /// The number at `key`, or `value` when the key is absent; a number outside `range` (NaN and
    /// infinity included) is an error that names the value and the range.
    func decode(_ key: Key, in range: NumberRange, default value: Double) throws -> Double {
        guard let number = try decodeIfPresent(Double.self, forKey: key) else { return value }
        guard range.contains(number) else { throw outOfRange(key, String(number), expected: range.description) }
        return number
    }

    /// A required number in `range`.
    func decode(_ key: Key, in range: NumberRange) throws -> Double {
        let number = try decode(Double.self, forKey: key)
        guard range.contains(number) else { throw outOfRange(key, String(number), expected: range.description) }
        return number
    }

    /// A whole number in `range`, or `value` when the key is absent. A number that is not whole,
    /// or too large for an `Int`, gets the same message as one outside the range.
    func decodeWhole(_ key: Key, in range: NumberRange, default value: Int) throws -> Int {
        guard contains(key) else { return value }
        return try decodeWhole(key, in: range)
    }

    /// A required whole number in `range`.
    func decodeWhole(_ key: Key, in range: NumberRange) throws -> Int {
        let number: Int
        do {
            number = try decode(Int.self, forKey: key)
        } catch DecodingError.typeMismatch(let type, let context) {
            // `2.5`, `1e300`, `99999999999999999999`: a number, but not an Int. Text stays a type mismatch.
            guard let double = try? decode(Double.self, forKey: key) else { throw DecodingError.typeMismatch(type, context) }
            throw outOfRange(key, String(double), expected: range.description)
        }
        guard range.contains(number) else { throw outOfRange(key, String(number), expected: range.description) }
        return number
    }

    /// The error for a value at `key` that is not `expected`, with the value as written when the
    /// decoder can give it as text.
    func outOfRange(_ key: Key, _ value: String, expected: String) -> DecodingError {
        let written = (try? decode(String.self, forKey: key)) ?? value
        let reason = NumberOutOfRange(value: written, expected: expected)
        return DecodingError.dataCorrupted(.init(codingPath: codingPath + [key], debugDescription: reason.message, underlyingError: reason))
    }
}
