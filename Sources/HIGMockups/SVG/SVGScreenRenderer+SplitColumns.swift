import Foundation
import HIGControls

/// The middle and detail columns of a split view.
extension SVGScreenRenderer {
    mutating func drawColumn(_ column: SplitView.Column, in frame: Rect, path: ElementPath) {
        svg.rect(frame, className: "hm-cell")
        svg.line(from: Point(x: frame.maxX, y: frame.y), to: Point(x: frame.maxX, y: frame.maxY), className: "hm-sep")
        record(path, frame)
        var y = frame.y + 12
        if let title = column.title {
            svg.text(title, at: Point(x: frame.x + 16, y: y + 24), size: 22, className: "hm-label", weight: 700, maxWidth: frame.width - 32)
            y += 40
        }
        for (index, row) in column.rows.enumerated() {
            let box = Rect(x: frame.x + 8, y: y, width: frame.width - 16, height: Self.sidebarRow)
            if column.selected == index {
                svg.rect(box, radius: 10, className: style == .glass ? "hm-glass-selected" : "hm-tint")
            }
            let ink = column.selected == index && style == .classic ? "hm-on-tint" : "hm-label"
            svg.text(row, at: Point(x: box.x + 12, y: box.midY + 6), size: 17, className: ink, maxWidth: box.width - 24)
            record(path.key("rows").index(index), box)
            y += Self.sidebarRow
        }
    }

    /// The detail: its title over lines of content, or a note that nothing is selected. A hidden
    /// sidebar leaves its toggle button at the top leading corner.
    mutating func drawDetail(_ title: String?, in frame: Rect, showsToggle: Bool) {
        let inset = frame.x + 24
        if showsToggle {
            svg.rect(Rect(x: frame.x + 12, y: frame.y + 12, width: 36, height: 36), radius: 18, className: style == .glass ? "hm-glass" : "hm-fill")
            svg.rect(Rect(x: frame.x + 21, y: frame.y + 22, width: 18, height: 16), radius: 3, className: "hm-tint-stroke")
            svg.line(from: Point(x: frame.x + 27, y: frame.y + 22), to: Point(x: frame.x + 27, y: frame.y + 38), className: "hm-tint-stroke")
        }
        guard let title else {
            let note = language == .ko ? "선택한 항목 없음" : "No Selection"
            svg.text(note, at: Point(x: frame.midX, y: frame.midY), size: 17, className: "hm-secondary", anchor: .middle, maxWidth: frame.width - 32)
            return
        }
        let top = frame.y + (showsToggle ? 60 : 20)
        svg.text(title, at: Point(x: inset, y: top + 28), size: 28, className: "hm-label", weight: 700, maxWidth: frame.maxX - inset - 24)
        for line in 0..<4 {
            let width = (frame.maxX - inset - 24) * (line == 3 ? 0.55 : 1)
            svg.rect(Rect(x: inset, y: top + 52 + Double(line) * 22, width: max(0, width), height: 10), radius: 5, className: "hm-fill")
        }
    }
}
