import Foundation
import HIGControls

/// Tables: plain, grouped or inset grouped, their rows with accessories, revealed swipe
/// actions, a section index and a refresh control.
extension SVGScreenRenderer {
    mutating func drawTable(_ table: Table, at top: Double, width: Double, path: ElementPath) -> Double {
        let grouped = table.style != .plain
        let inset = table.style == .insetGrouped ? Self.margin : 0
        var y = top
        if let refresh = table.refreshControl {
            drawRefresh(refresh, in: Rect(x: 0, y: y, width: width, height: refresh.title == nil ? 44 : 64))
            record(path.key("refresh-control"), Rect(x: 0, y: y, width: width, height: 44))
            y += refresh.title == nil ? 44 : 64
        }
        let rowsTop = y + (grouped ? 10 : 0)
        let heights = table.rows.map { $0.style == .subtitle ? 58.0 : 44.0 }
        let rowsHeight = heights.reduce(0, +)
        let groupFrame = Rect(x: inset, y: rowsTop, width: width - 2 * inset, height: rowsHeight)
        if grouped {
            svg.rect(Rect(x: 0, y: top, width: width, height: rowsHeight + 20 + (rowsTop - top - 10)), className: "hm-grouped")
        }
        svg.rect(groupFrame, radius: table.style == .insetGrouped ? 10 : 0, className: "hm-cell")
        y = rowsTop
        let indexWidth = table.index.isEmpty ? 0.0 : 16.0
        for (position, row) in table.rows.enumerated() {
            let rowFrame = Rect(x: groupFrame.x, y: y, width: groupFrame.width, height: heights[position])
            record(path.key("rows").index(position), rowFrame)
            drawRow(row, in: rowFrame, trailingInset: indexWidth, path: path.key("rows").index(position))
            drawSwipeActions(row, in: rowFrame, path: path.key("rows").index(position))
            if position < table.rows.count - 1 {
                svg.line(from: Point(x: rowFrame.x + Self.margin, y: rowFrame.maxY), to: Point(x: rowFrame.maxX, y: rowFrame.maxY), className: "hm-sep")
            }
            y += heights[position]
        }
        if !table.index.isEmpty {
            let step = max(10, min(14, rowsHeight / Double(table.index.count)))
            let indexFrame = Rect(x: width - 15, y: rowsTop, width: 14, height: step * Double(table.index.count))
            record(path.key("index"), indexFrame)
            for (position, title) in table.index.enumerated() {
                svg.text(title, at: Point(x: width - 8, y: rowsTop + step * Double(position) + step - 2), size: 11, className: "hm-tint-text",
                         anchor: .middle, weight: 600)
            }
        }
        return y - top + (grouped ? 10 : 0)
    }

    mutating func drawRow(_ row: Table.Row, in frame: Rect, trailingInset: Double, path: ElementPath) {
        let m = Self.margin
        var trailing = frame.maxX - m - trailingInset
        switch row.accessory {
        case .none: break
        case .disclosureIndicator:
            svg.path("M \(n(trailing - 7)) \(n(frame.midY - 6)) l 6 6 l -6 6", className: "hm-chevron")
            trailing -= 20
        case .detailDisclosureButton:
            svg.circle(center: Point(x: trailing - 11, y: frame.midY), radius: 11, className: "hm-tint-stroke")
            svg.text("i", at: Point(x: trailing - 11, y: frame.midY + 5), size: 14, className: "hm-tint-text", anchor: .middle, weight: 700)
            trailing -= 30
        case .checkmark:
            svg.path("M \(n(trailing - 16)) \(n(frame.midY)) l 5 5 l 10 -11", className: "hm-tint-stroke")
            trailing -= 26
        case .switch:
            drawSwitch(on: row.isOn, at: Point(x: trailing - 51, y: frame.midY - 15.5))
            record(path.key("accessory"), Rect(x: trailing - 51, y: frame.midY - 15.5, width: 51, height: 31))
            trailing -= 61
        }
        let available = trailing - frame.x - m
        switch row.style {
        case .basic:
            svg.text(row.title, at: Point(x: frame.x + m, y: frame.midY + 6), size: 17, className: "hm-label", maxWidth: available)
        case .subtitle:
            svg.text(row.title, at: Point(x: frame.x + m, y: frame.y + 25), size: 17, className: "hm-label", maxWidth: available)
            svg.text(row.detail ?? "", at: Point(x: frame.x + m, y: frame.y + 45), size: 13, className: "hm-secondary", maxWidth: available)
        case .rightDetail:
            svg.text(row.title, at: Point(x: frame.x + m, y: frame.midY + 6), size: 17, className: "hm-label", maxWidth: available * 0.6)
            svg.text(row.detail ?? "", at: Point(x: trailing, y: frame.midY + 6), size: 17, className: "hm-secondary", anchor: .end, maxWidth: available * 0.4)
        case .leftDetail:
            let split = frame.x + m + min(90, available * 0.3)
            svg.text(row.title, at: Point(x: split, y: frame.midY + 6), size: 15, className: "hm-tint-text", anchor: .end, maxWidth: split - frame.x - m)
            svg.text(row.detail ?? "", at: Point(x: split + 8, y: frame.midY + 6), size: 17, className: "hm-label", maxWidth: trailing - split - 8)
        }
    }

    /// A row's swipe actions as if revealed, over the ends of the row: the outermost at the edge,
    /// destructive ones red, leading ones in the tint colour, the others gray.
    mutating func drawSwipeActions(_ row: Table.Row, in frame: Rect, path: ElementPath) {
        let width = 64.0
        for edge in SwipeAction.Edge.allCases {
            for (order, entry) in row.swipeActions(at: edge).enumerated() {
                let x = edge == .leading ? frame.x + Double(order) * width : frame.maxX - Double(order + 1) * width
                let box = Rect(x: x, y: frame.y, width: width, height: frame.height)
                record(path.key("swipe-actions").index(entry.position), box)
                let fill = entry.action.role == .destructive ? "hm-red" : edge == .leading ? "hm-tint" : "hm-secondary"
                svg.rect(box, className: fill)
                if let title = entry.action.title {
                    svg.text(title, at: Point(x: box.midX, y: box.midY + 5), size: 13, className: "hm-on-tint", anchor: .middle,
                             weight: 600, maxWidth: width - 6)
                } else if let icon = entry.action.icon {
                    drawGlyph(icon, center: Point(x: box.midX, y: box.midY), size: 18, className: "hm-on-tint-stroke")
                }
            }
        }
    }
}
