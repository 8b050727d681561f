import HIGControls

/// Builds SVG markup. Every attribute value and every text goes through the same escaping, so
/// no label from a screen description can break out of the drawing; numbers are written with
/// a fixed precision so the same input gives the same bytes.
struct SVGBuilder {
    /// UTF-8: appending to a byte buffer costs a fraction of appending to a string, and a
    /// drawing is thousands of small pieces.
    private(set) var bytes: [UInt8] = []

    var markup: String { String(decoding: bytes, as: UTF8.self) }

    /// `value` to one decimal place, as `String(Double)` writes it (`12`, `12.5`, `-0.5`).
    static func number(_ value: Double) -> String {
        // Neither is an SVG number. A decoded screen never has one (`NumberRange`); a screen
        // built in Swift may, and a drawing must not trap on it.
        guard value.isFinite else { return "0" }
        let tenths = (value * 10).rounded()
        guard tenths.isFinite else { return String(value) }
        let rounded = tenths / 10
        // Past Int's range `Int(_:)` traps; String(Double) writes such a value with an exponent.
        if rounded == rounded.rounded() { return abs(rounded) < 9e18 ? String(Int(rounded)) : String(rounded) }
        // Written from the integer count of tenths: the shortest text that reads back as
        // `rounded` is exactly that decimal (checked against String(Double) by a test).
        guard abs(tenths) < 1e15 else { return String(rounded) }
        let count = Int(tenths), whole = abs(count) / 10
        return (count < 0 ? "-" : "") + String(whole) + "." + String(abs(count) % 10)
    }

    /// Appended piece by piece: the markup of a drawing is thousands of attributes, and building
    /// each as a string of its own cost more than the rest of the drawing.
    private mutating func appendAttributes(_ pairs: [(String, String?)]) {
        for (name, value) in pairs {
            guard let value else { continue }
            bytes += " ".utf8
            bytes += name.utf8
            bytes += "=\"".utf8
            MarkupText.append(value, to: &bytes)
            bytes += "\"".utf8
        }
    }

    mutating func raw(trusted: String) {
        bytes += trusted.utf8
    }

    /// The markup another builder made (a part drawn on its own), as it is.
    mutating func append(_ part: SVGBuilder) {
        bytes += part.bytes
    }

    mutating func open(_ name: String, _ attributes: [(String, String?)] = []) {
        bytes += "<".utf8
        bytes += name.utf8
        appendAttributes(attributes)
        bytes += ">".utf8
    }

    mutating func close(_ name: String) {
        bytes += "</".utf8
        bytes += name.utf8
        bytes += ">".utf8
    }

    mutating func element(_ name: String, _ attributes: [(String, String?)], text: String? = nil) {
        bytes += "<".utf8
        bytes += name.utf8
        appendAttributes(attributes)
        guard let text else {
            bytes += "/>".utf8
            return
        }
        bytes += ">".utf8
        MarkupText.append(text, to: &bytes)
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
    /// A `fill` (a colour the screen describes) replaces the class, whose themed colour would win.
    mutating func text(_ content: String, at point: Point, size: Double, className: String, anchor: Anchor = .start,
                       weight: Int? = nil, maxWidth: Double? = nil, fill: Color? = nil) {
        var shown = content
        if let maxWidth { shown = TextMetrics.truncate(content, toWidth: maxWidth, fontSize: size) }
        element("text", [("x", Self.number(point.x)), ("y", Self.number(point.y)), ("font-size", Self.number(size)),
                         ("text-anchor", anchor == .start ? nil : anchor.rawValue), ("font-weight", weight.map(String.init)),
                         ("class", fill == nil ? className : nil), ("fill", fill?.description)], text: shown)
    }
}
