import Foundation
import HIGControls

/// Views that scroll their content: a scroll view draws its content inside its own frame; a
/// collection lays its items out in rows.
extension SVGScreenRenderer {
    mutating func drawScrollView(_ scrollView: ScrollView, in frame: Rect, path: ElementPath) -> Double {
        var inner = SVGScreenRenderer(screen: Screen(content: []), language: language)
        var y = frame.y + 8
        for (position, element) in scrollView.content.enumerated() {
            let elementPath = path.key("content").index(position).key(element.kind.rawValue)
            y += inner.drawElement(element, at: y, width: frame.width, path: elementPath) + 8
        }
        let height = max(y - frame.y, 100)
        svg.rect(Rect(x: frame.x, y: frame.y, width: frame.width, height: height), radius: 10, className: "hm-scroll")
        svg.open("g", [("transform", "translate(\(n(frame.x - Self.margin)) 0)")])
        svg.append(inner.svg)
        svg.close("g")
        for entry in inner.frames {
            record(entry.path, Rect(x: entry.frame.x + frame.x - Self.margin, y: entry.frame.y, width: entry.frame.width, height: entry.frame.height))
        }
        if scrollView.axis != .horizontal {
            svg.rect(Rect(x: frame.maxX - 5, y: frame.y + 6, width: 3, height: height * 0.35), radius: 1.5, className: "hm-indicator")
        }
        if scrollView.axis != .vertical {
            svg.rect(Rect(x: frame.x + 6, y: frame.y + height - 5, width: frame.width * 0.35, height: 3), radius: 1.5, className: "hm-indicator")
        }
        if let zoom = scrollView.zoom {
            svg.text("×\(SVGBuilder.number(zoom.lowerBound))–\(SVGBuilder.number(zoom.upperBound))", at: Point(x: frame.maxX - 10, y: frame.y + 20),
                     size: 12, className: "hm-secondary", anchor: .end)
        }
        return height
    }

    mutating func drawCollection(_ collection: Collection, in frame: Rect, path: ElementPath) -> Double {
        var x = frame.x, y = frame.y, rowHeight = 0.0
        for (position, item) in collection.items.enumerated() {
            let width = min(item.size.width, frame.width), height = min(item.size.height, 240)
            if x + width > frame.maxX + 0.5 {
                x = frame.x
                y += rowHeight + 8
                rowHeight = 0
            }
            let cell = Rect(x: x, y: y, width: width, height: height)
            record(path.key("items").index(position), cell)
            svg.rect(cell, radius: 8, className: "hm-fill")
            drawGlyph("photo", center: Point(x: cell.midX, y: cell.midY - (item.title == nil ? 0 : 6)), size: min(24, width / 2), className: "hm-secondary-stroke")
            if let title = item.title, height >= 40 {
                svg.text(title, at: Point(x: cell.midX, y: cell.maxY - 8), size: 12, className: "hm-secondary", anchor: .middle, maxWidth: width - 6)
            }
            x += width + 8
            rowHeight = max(rowHeight, height)
        }
        return y + rowHeight - frame.y
    }
}
