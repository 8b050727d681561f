import Foundation
import HIGControls

/// Controls tapped to act or to choose: buttons, the edit menu, segmented controls.
extension SVGScreenRenderer {
    mutating func drawButton(_ button: Button, in frame: Rect, path: ElementPath) -> Double {
        let size = button.size
        switch button.kind {
        case .detailDisclosure, .info, .addContact:
            let side = size?.width ?? 44
            let box = Rect(x: frame.x, y: frame.y, width: side, height: size?.height ?? 44)
            let center = Point(x: box.midX, y: box.midY)
            svg.circle(center: center, radius: min(11, side / 2), className: "hm-tint-stroke")
            if button.kind == .addContact {
                svg.path("M \(n(center.x - 5)) \(n(center.y)) h 10 M \(n(center.x)) \(n(center.y - 5)) v 10", className: "hm-tint-stroke")
            } else {
                svg.text("i", at: Point(x: center.x, y: center.y + 5), size: 14, className: "hm-tint-text", anchor: .middle, weight: 700)
            }
            if let title = button.title {
                svg.text(title, at: Point(x: box.maxX + 6, y: box.midY + 6), size: 17, className: "hm-tint-text", maxWidth: frame.width - side)
            }
            return box.height
        case .system:
            let title = button.title ?? ""
            let textWidth = TextMetrics.width(title, fontSize: 17)
            let width = size?.width ?? max(44, textWidth + (button.bordered ? 40 : 0) + (button.icon == nil ? 0 : 28))
            let height = size?.height ?? (button.bordered ? 50 : 44)
            let box = Rect(x: frame.x, y: frame.y, width: width, height: height)
            // A background of unknown style is drawn filled, the most a `bordered: true` can be.
            let filled = button.style == nil || button.style == .filled
            let red = button.role == .destructive
            switch button.style {
            case .plain: break
            case .gray: svg.rect(box, radius: 12, className: "hm-fill")
            case .tinted: svg.rect(box, radius: 12, className: red ? "hm-red" : "hm-tint", extra: [("fill-opacity", "0.15")])
            case .filled, nil: svg.rect(box, radius: 12, className: red ? "hm-red" : "hm-tint")
            }
            var textX = box.midX
            if let icon = button.icon {
                let iconX = title.isEmpty ? box.midX : box.midX - textWidth / 2 - 4
                drawGlyph(icon, center: Point(x: iconX, y: box.midY), size: min(20, box.height - 4),
                          className: filled ? "hm-on-tint-stroke" : "hm-tint-stroke", style: red && !filled ? "stroke:#ff3b30" : nil)
                textX += title.isEmpty ? 0 : 12
            }
            if !title.isEmpty {
                let ink = filled ? (red ? "hm-on-red" : "hm-on-tint") : (red ? "hm-red-text" : "hm-tint-text")
                svg.text(title, at: Point(x: textX, y: box.midY + 6), size: 17, className: ink,
                         anchor: .middle, weight: button.bordered ? 600 : nil, maxWidth: max(20, box.width - (button.bordered ? 8 : 0)))
            }
            return height
        }
    }

    mutating func drawEditMenu(_ menu: EditMenu, in frame: Rect) -> Double {
        let widths = menu.commands.map { TextMetrics.width($0.title, fontSize: 15) + 24 }
        let total = min(frame.width, widths.reduce(0, +))
        let box = Rect(x: frame.midX - total / 2, y: frame.y, width: total, height: 40)
        svg.rect(box, radius: 9, className: "hm-menu")
        svg.path("M \(n(box.midX - 8)) \(n(box.maxY)) l 8 9 l 8 -9 z", className: "hm-menu")
        var x = box.x
        for (index, command) in menu.commands.enumerated() {
            let width = widths[index] * (total / max(1, widths.reduce(0, +)))
            let enabled = menu.hasSelection || !command.needsSelection
            svg.text(command.title, at: Point(x: x + width / 2, y: box.midY + 5), size: 15, className: enabled ? "hm-on-menu" : "hm-on-menu-disabled",
                     anchor: .middle, maxWidth: width - 6)
            if index > 0 { svg.line(from: Point(x: x, y: box.y + 8), to: Point(x: x, y: box.maxY - 8), className: "hm-menu-sep") }
            x += width
        }
        return 52
    }

    mutating func drawSegmentedControl(_ control: SegmentedControl, in frame: Rect, path: ElementPath) {
        record(path, frame)
        svg.rect(frame, radius: 8, className: "hm-fill")
        let count = max(1, control.segments.count)
        let width = frame.width / Double(count)
        for (index, segment) in control.segments.enumerated() {
            let cell = Rect(x: frame.x + width * Double(index), y: frame.y, width: width, height: frame.height)
            record(path.key("segments").index(index), cell)
            if index == control.selected {
                svg.rect(cell.insetBy(2, 2), radius: 7, className: "hm-segment-selected")
            } else if index > 0 && index - 1 != control.selected {  // no separator beside the selected segment
                svg.line(from: Point(x: cell.x, y: cell.y + 8), to: Point(x: cell.x, y: cell.maxY - 8), className: "hm-sep")
            }
            if let image = segment.image {
                let iconX = segment.title == nil ? cell.midX : cell.x + 16
                drawGlyph(image, center: Point(x: iconX, y: cell.midY), size: 16, className: "hm-label-stroke")
            }
            if let title = segment.title {
                svg.text(title, at: Point(x: segment.image == nil ? cell.midX : cell.midX + 8, y: cell.midY + 5), size: 13,
                         className: "hm-label", anchor: .middle, weight: index == control.selected ? 600 : nil, maxWidth: width - 8)
            }
        }
    }
}
