/// Greedy line breaking in one pass, for both renderers: at the line's last space where it has
/// one, else between characters (Korean without spaces, long words). `measure` gives a
/// character's width in the renderer's unit (points, terminal columns); `cut` shortens the last
/// line allowed, with `…`, when the text goes on.
enum TextWrap {
    static func lines(_ text: String, width: Double, limit: Int, measure: (Character) -> Double, cut: (String) -> String) -> [String] {
        var lines: [String] = []
        var current: [Character] = []
        var currentWidth = 0.0
        var lastSpace: Int?
        for character in text {
            let characterWidth = measure(character)
            if currentWidth + characterWidth <= width || current.isEmpty {
                if character == " " { lastSpace = current.count }
                current.append(character)
                currentWidth += characterWidth
                continue
            }
            if lines.count + 1 == limit { return lines + [cut(String(current))] }
            if character != " ", let space = lastSpace {
                lines.append(String(current[..<space]))
                current = Array(current[(space + 1)...]) + [character]
            } else {
                lines.append(String(current))
                current = character == " " ? [] : [character]
            }
            // What moves to the new line is shorter than a line: measuring it again keeps the pass linear.
            currentWidth = current.reduce(0) { $0 + measure($1) }
            lastSpace = current.lastIndex(of: " ")
        }
        return current.isEmpty ? lines : lines + [String(current)]
    }

    /// In points, for SVG text of `fontSize`.
    static func lines(_ text: String, width: Double, fontSize: Double, limit: Int) -> [String] {
        lines(text, width: width, limit: limit, measure: { TextMetrics.width(String($0), fontSize: fontSize) },
              cut: { TextMetrics.truncate($0 + "…", toWidth: width, fontSize: fontSize) })
    }
}
