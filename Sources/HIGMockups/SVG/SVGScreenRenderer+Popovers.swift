import HIGControls

/// Popovers: on iPad (or on iPhone when the app keeps the popover), the control it came from, the
/// arrow pointing at it and the rounded box with its top bar and content, over the dimmed screen;
/// on iPhone otherwise, the sheet or full-screen cover the system shows instead.
extension SVGScreenRenderer {
    static let popoverDefaultWidth = 320.0

    mutating func drawPopover(_ popover: Popover, at y: Double, width: Double, path: ElementPath) -> Double {
        if screen.device == .iPhone, popover.compact != .popover {
            let adapted = Sheet(style: popover.compact == .fullScreen ? .fullScreen : .page, title: popover.title, leading: popover.leading,
                                trailing: popover.trailing, content: popover.content)
            return drawSheet(adapted, at: y, width: width, path: path)
        }
        let boxWidth = min(popover.width ?? Self.popoverDefaultWidth, width - 2 * Self.margin)
        var inner = SVGScreenRenderer(screen: Screen(content: []), language: language)
        let header = popover.title != nil || !popover.buttons.isEmpty ? 52.0 : 0
        var contentHeight = 8.0
        for (position, element) in popover.content.enumerated() {
            let elementPath = path.key("content").index(position).key(element.kind.rawValue)
            contentHeight += inner.drawElement(element, at: contentHeight, width: boxWidth, path: elementPath) + 8
        }
        let boxHeight = max(popover.height ?? 0, header + contentHeight + 4, 60)
        let anchorHeight = popover.anchor == nil ? 0.0 : 38
        let arrow = 12.0
        let total = 12 + anchorHeight + arrow + boxHeight + 12
        svg.rect(Rect(x: 0, y: y, width: width, height: total), className: "hm-backdrop")
        let boxX = min(width - Self.margin - boxWidth, Self.margin + 24)
        let pointX = boxX + min(boxWidth / 2, 48)
        let up = popover.arrow == .up
        let anchorY = up ? y + 12 : y + 12 + boxHeight + arrow
        let boxY = up ? y + 12 + anchorHeight + arrow : y + 12
        if let anchor = popover.anchor {
            let anchorWidth = min(160, TextMetrics.width(anchor, fontSize: 17) + 28)
            let anchorBox = Rect(x: pointX - anchorWidth / 2, y: anchorY, width: anchorWidth, height: 38)
            svg.rect(anchorBox, radius: 19, className: "hm-glass")
            svg.text(anchor, at: Point(x: anchorBox.midX, y: anchorBox.midY + 6), size: 17, className: "hm-tint-text", anchor: .middle, maxWidth: anchorWidth - 12)
        }
        let box = Rect(x: boxX, y: boxY, width: boxWidth, height: boxHeight)
        let tipY = up ? boxY - arrow : boxY + boxHeight + arrow
        let baseY = up ? boxY + 1 : boxY + boxHeight - 1
        svg.path("M \(n(pointX - arrow)) \(n(baseY)) L \(n(pointX)) \(n(tipY)) L \(n(pointX + arrow)) \(n(baseY)) Z", className: "hm-sheet")
        svg.rect(box, radius: 14, className: "hm-sheet")
        svg.rect(Rect(x: pointX - arrow + 1, y: up ? boxY : boxY + boxHeight - 2, width: 2 * arrow - 2, height: 2), className: "hm-sheet-surface")
        record(path, box)
        if header > 0 {
            drawModalBar(title: popover.title, leading: popover.leading, trailing: popover.trailing,
                         in: Rect(x: box.x, y: box.y + 4, width: box.width, height: 52), path: path)
        }
        let contentTop = box.y + header
        svg.open("g", [("transform", "translate(\(n(box.x)) \(n(contentTop)))")])
        svg.append(inner.svg)
        svg.close("g")
        for entry in inner.frames {
            record(entry.path, Rect(x: entry.frame.x + box.x, y: entry.frame.y + contentTop, width: entry.frame.width, height: entry.frame.height))
        }
        return total
    }
}
