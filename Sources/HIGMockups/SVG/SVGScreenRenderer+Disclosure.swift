import Foundation
import HIGControls

/// Disclosure groups, text views and web views.
extension SVGScreenRenderer {
    /// The title row with its chevron, then, when expanded, each row one level in.
    mutating func drawDisclosureGroup(_ group: DisclosureGroup, in frame: Rect, path: ElementPath, level: Int = 0) -> Double {
        let indent = Double(level) * 20
        let titleRow = Rect(x: frame.x + indent, y: frame.y, width: frame.width - indent, height: 44)
        if level == 0 { svg.rect(Rect(x: frame.x, y: frame.y, width: frame.width, height: rowsHeight(group)), radius: 10, className: "hm-cell") }
        let title = group.title ?? ""
        svg.text(title, at: Point(x: titleRow.x + 14, y: titleRow.midY + 6), size: 17, className: "hm-label", maxWidth: titleRow.width - 48)
        drawDisclosureChevron(expanded: group.isExpanded, at: Point(x: frame.maxX - 20, y: titleRow.midY), className: "hm-tint-stroke")
        record(path.key("title"), titleRow)
        var y = titleRow.maxY
        guard group.isExpanded else { return y - frame.y }
        for (index, row) in group.rows.enumerated() {
            let rowPath = path.key("rows").index(index)
            svg.line(from: Point(x: frame.x + indent + 14, y: y), to: Point(x: frame.maxX, y: y), className: "hm-sep")
            switch row {
            case .text(let text):
                svg.text(text, at: Point(x: frame.x + indent + 34, y: y + 28), size: 17, className: "hm-label", maxWidth: frame.width - indent - 48)
                record(rowPath, Rect(x: frame.x + indent + 20, y: y, width: frame.width - indent - 20, height: 44))
                y += 44
            case .group(let inner):
                let height = drawDisclosureGroup(inner, in: Rect(x: frame.x, y: y, width: frame.width, height: 0), path: rowPath, level: level + 1)
                record(rowPath, Rect(x: frame.x + indent + 20, y: y, width: frame.width - indent - 20, height: height))
                y += height
            }
        }
        return y - frame.y
    }

    /// The height a group takes as drawn.
    func rowsHeight(_ group: DisclosureGroup) -> Double {
        guard group.isExpanded else { return 44 }
        return group.rows.reduce(44) { total, row in
            if case .group(let inner) = row { total + rowsHeight(inner) } else { total + 44 }
        }
    }

    /// Editable: a bordered field with a caret after the text; read-only: the text on the page.
    mutating func drawTextView(_ view: TextView, in frame: Rect) -> Double {
        let box = Rect(x: frame.x, y: frame.y, width: frame.width, height: max(44, min(view.height, 600)))
        svg.rect(box, radius: 10, className: view.isEditable == false ? "hm-cell" : "hm-field")
        let size = min(view.fontSize, 40)
        let limit = max(1, Int((box.height - 16) / (size * 1.3)))
        let lines = TextWrap.lines(view.text, width: box.width - 28, fontSize: size, limit: limit)
        let detects = view.isEditable == false && !(view.dataDetectors ?? []).isEmpty
        for (index, line) in lines.enumerated() {
            svg.text(line, at: Point(x: box.x + 12, y: box.y + 8 + size * 1.1 + Double(index) * size * 1.3), size: size,
                     className: detects ? "hm-tint-text" : "hm-label")
        }
        if view.isEditable != false {
            let last = lines.last ?? ""
            let x = box.x + 13 + TextMetrics.width(last, fontSize: size)
            let y = box.y + 8 + Double(max(0, lines.count - 1)) * size * 1.3
            svg.rect(Rect(x: min(x, box.maxX - 14), y: y + 2, width: 2, height: size * 1.2), className: "hm-tint")
        }
        svg.rect(Rect(x: box.maxX - 6, y: box.y + 8, width: 3, height: box.height * 0.4), radius: 1.5, className: "hm-indicator")
        return box.height
    }

    /// A bordered page: a globe and the address, lines of content, and back and forward buttons
    /// along the bottom when it has them.
    mutating func drawWebView(_ view: WebView, in frame: Rect) -> Double {
        let box = Rect(x: frame.x, y: frame.y, width: frame.width, height: 220)
        svg.rect(box, radius: 10, className: "hm-field")
        svg.circle(center: Point(x: box.x + 24, y: box.y + 26), radius: 9, className: "hm-tint-stroke")
        svg.line(from: Point(x: box.x + 15, y: box.y + 26), to: Point(x: box.x + 33, y: box.y + 26), className: "hm-tint-stroke")
        svg.text(view.title, at: Point(x: box.x + 42, y: box.y + 32), size: 15, className: "hm-secondary", maxWidth: box.width - 56)
        for line in 0..<5 {
            let width = (box.width - 32) * (line == 4 ? 0.6 : 1)
            svg.rect(Rect(x: box.x + 16, y: box.y + 54 + Double(line) * 22, width: width, height: 10), radius: 5, className: "hm-fill")
        }
        if view.hasBackForward == true {
            svg.line(from: Point(x: box.x, y: box.maxY - 40), to: Point(x: box.maxX, y: box.maxY - 40), className: "hm-sep")
            svg.path("M \(n(box.x + 30)) \(n(box.maxY - 27)) l -7 7 l 7 7", className: "hm-tint-stroke")
            svg.path("M \(n(box.x + 66)) \(n(box.maxY - 27)) l 7 7 l -7 7", className: "hm-tint-stroke")
        }
        return box.height
    }
}
