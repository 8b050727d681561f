import HIGControls

/// A point in the mockup's coordinate space, in iOS points.
struct Point: Hashable, Sendable {
    var x: Double
    var y: Double
}

/// A rectangle in points.
struct Rect: Hashable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var minX: Double { x }
    var minY: Double { y }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    func insetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    func union(_ other: Rect) -> Rect {
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}

extension Int {
    /// A count of columns or dots worked out from a screen's numbers, rounded toward zero.
    /// `Int(_:)` traps on NaN, infinity and values past `Int.max`; a drawing clamps them instead
    /// (NaN is 0). Decoded screens stay far inside this (`NumberRange`); a screen built in Swift
    /// need not.
    init(drawing value: Double) {
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -1e15), 1e15))
    }
}

/// Approximate text widths for layout and truncation: SF Pro averages about 0.55 em for Latin
/// text, and a Hangul syllable or other wide character takes about 1 em.
package enum TextMetrics {
    /// Terminal columns of a text: wide (Hangul, CJK, full-width) characters take two.
    package static func displayWidth(_ text: String) -> Int {
        DisplayWidth.of(text)
    }

    static func isWide(_ character: Character) -> Bool {
        DisplayWidth.isWide(character)
    }

    static func width(_ text: String, fontSize: Double) -> Double {
        text.reduce(0) { $0 + (isWide($1) ? 1.0 : 0.55) } * fontSize
    }

    static func truncate(_ text: String, toWidth maxWidth: Double, fontSize: Double) -> String {
        guard width(text, fontSize: fontSize) > maxWidth else { return text }
        var result = ""
        for character in text {
            if width(result + String(character) + "…", fontSize: fontSize) > maxWidth { break }
            result.append(character)
        }
        return result + "…"
    }
}
