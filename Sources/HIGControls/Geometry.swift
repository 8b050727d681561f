import Foundation

/// A size in points, as iOS lays out controls.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `44x44`, `{width: 44, height: 44}`.
    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            let parts = text.lowercased().split(separator: "x").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "a size is written 'WIDTHxHEIGHT' in points, e.g. '44x44'"))
            }
            guard parts.allSatisfy(NumberRange.points.contains) else {
                let reason = NumberOutOfRange(value: text, expected: "a width and a height each \(NumberRange.points)")
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: reason.message, underlyingError: reason))
            }
            self.init(width: parts[0], height: parts[1])
            return
        }
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(width: try container.decode(.width, in: .points), height: try container.decode(.height, in: .points))
    }

    /// `44x44`, the form docs/mockups.md shows; `44.5x44` for a fraction.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(NumberRange.text(width) + "x" + NumberRange.text(height))
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height
    }
}

/// An sRGB colour written `#RRGGBB`, for the content behind a bar; a colour no hex code gives
/// exactly (`Color(red: 0.5, …)` from app code) is written `{red: 0.5, green: 0.5, blue: 0.5}`.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    public init(from decoder: any Decoder) throws {
        // Anything but a mapping is read as `#RRGGBB`, and gets that form's error.
        if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil {
            let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
            self.init(red: try c.decode(.red, in: .colorChannel), green: try c.decode(.green, in: .colorChannel),
                      blue: try c.decode(.blue, in: .colorChannel))
            return
        }
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a colour is written '#RRGGBB', e.g. '#1C1C1E'"))
        }
        self = color
    }

    /// `#RRGGBB` when that gives the colour back exactly, the channels otherwise: a colour read
    /// from app code need not be a whole number of 255ths.
    public func encode(to encoder: any Encoder) throws {
        if Color(hex: description) == self {
            var c = encoder.singleValueContainer()
            try c.encode(description)
        } else {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(red, forKey: .red)
            try c.encode(green, forKey: .green)
            try c.encode(blue, forKey: .blue)
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case red, green, blue
    }

    /// WCAG 2 relative luminance, 0 (black) to 1 (white).
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio between two colours, 1 to 21.
    public func contrastRatio(with other: Color) -> Double {
        let (lighter, darker) = (max(relativeLuminance, other.relativeLuminance), min(relativeLuminance, other.relativeLuminance))
        return (lighter + 0.05) / (darker + 0.05)
    }

    public var description: String {
        func hex(_ channel: Double) -> String {
            // Clamped: a colour made in Swift may have a channel outside 0…1 (or NaN, which `max` makes 0).
            let value = Int((min(1, max(0, channel)) * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true)
        }
        return "#" + hex(red) + hex(green) + hex(blue)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
}
