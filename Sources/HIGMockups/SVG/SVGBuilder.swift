import HIGControls

/// Builds SVG markup. Every attribute value and every text goes through the same escaping, so
/// no label from a screen description can break out of the drawing; numbers are written with
/// a fixed precision so the same input gives the same bytes.
struct SVGBuilder {
    private(set) var markup = ""

    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func escape(_ text: String) -> String {
        var result = ""
        appendEscaped(text, to: &result)
        return result
    }

    /// ``escape(_:)`` into `result`. Nearly every value (numbers, class names, labels) has
    /// nothing to escape and is appended whole.
    private static func appendEscaped(_ text: String, to result: inout String) {
        func needsEscape(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        }
        let needsWork = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: needsEscape) } ?? text.utf8.contains(where: needsEscape)
        guard needsWork else {
            result += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t": continue
            default: result.unicodeScalars.append(scalar)
            }
        }
    }

    /// Appended piece by piece: the markup of a drawing is thousands of attributes, and building
    /// each as a string of its own cost more than the rest of the drawing.
    private mutating func appendAttributes(_ pairs: [(String, String?)]) {
        for (name, value) in pairs {
            guard let value else { continue }
            markup += " "
            markup += name
            markup += "=\""
            Self.appendEscaped(value, to: &markup)
            markup += "\""
        }
    }

    mutating func raw(trusted: String) {
        markup += trusted
    }

    mutating func open(_ name: String, _ attributes: [(String, String?)] = []) {
        markup += "<"
        markup += name
        appendAttributes(attributes)
        markup += ">"
    }

    mutating func close(_ name: String) {
        markup += "</"
        markup += name
        markup += ">"
    }

    mutating func element(_ name: String, _ attributes: [(String, String?)], text: String? = nil) {
        markup += "<"
        markup += name
        appendAttributes(attributes)
        guard let text else {
            markup += "/>"
            return
        }
        markup += ">"
        Self.appendEscaped(text, to: &markup)
        close(name)
    }

    mutating func rect(_ frame: Rect, radius: Double = 0, className: String, extra: [(String, String?)] = []) {
        element("rect", [("x", Self.number(frame.x)), ("y", Self.number(frame.y)), ("width", Self.number(frame.width)),
                         ("height", Self.number(frame.height)), ("rx", radius > 0 ? Self.number(radius) : nil), ("class", className)] + extra)
    }

    mutating func circle(center: Point, radius: Double, className: String) {
        element("circle", [("cx", Self.number(center.x)), ("cy", Self.number(center.y)), ("r", Self.number(radius)), ("class", className)])
    }

    mutating func line(from start: Point, to end: Point, className: String) {
        element("line", [("x1", Self.number(start.x)), ("y1", Self.number(start.y)), ("x2", Self.number(end.x)),
                         ("y2", Self.number(end.y)), ("class", className)])
    }

    mutating func path(_ data: String, className: String) {
        element("path", [("d", data), ("class", className)])
    }

    enum Anchor: String {
        case start, middle, end
    }

    /// A line of text whose baseline sits at `y`; long text is cut to `maxWidth` with an ellipsis.
    mutating func text(_ content: String, at point: Point, size: Double, className: String, anchor: Anchor = .start,
                       weight: Int? = nil, maxWidth: Double? = nil) {
        var shown = content
        if let maxWidth { shown = TextMetrics.truncate(content, toWidth: maxWidth, fontSize: size) }
        element("text", [("x", Self.number(point.x)), ("y", Self.number(point.y)), ("font-size", Self.number(size)),
                         ("text-anchor", anchor == .start ? nil : anchor.rawValue), ("font-weight", weight.map(String.init)),
                         ("class", className)], text: shown)
    }
}
