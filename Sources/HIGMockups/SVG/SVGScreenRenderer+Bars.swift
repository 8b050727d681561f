import HIGControls

/// Navigation bars, toolbars and tab bars, in either `BarStyle`. Both styles lay the items out in
/// the same places, so a violation's outline lands on the same element: glass draws capsules
/// behind the items where classic draws a bar background and a hairline.
extension SVGScreenRenderer {
    /// The height of the glass capsule behind bar items, and the space around an item inside it.
    static let glassHeight = 36.0
    static let glassPadding = 10.0

    mutating func drawNavigationBar(_ bar: NavigationBar, in frame: Rect) {
        let path = ElementPath.root.key("navigation-bar")
        record(path, frame)
        if style == .classic { drawClassicBar(frame, hairlineAt: frame.maxY) }
        let rowMidY = frame.minY + 22
        var leftEdge = 8.0
        if let back = bar.backButton {
            let label = back.segments > 1 ? Array(repeating: back.title, count: back.drawnSegments).joined(separator: " › ") : back.title
            let width = min(TextMetrics.width(label, fontSize: 17) + 24, frame.width / 3)
            record(path.key("back"), Rect(x: 4, y: frame.minY + 4, width: width, height: 36))
            if style == .glass {
                drawGlass(Rect(x: leftEdge - 2, y: rowMidY - Self.glassHeight / 2, width: width + 4, height: Self.glassHeight))
            }
            svg.path("M \(SVGBuilder.number(leftEdge + 12)) \(SVGBuilder.number(rowMidY - 10)) l -9 10 l 9 10", className: "hm-tint-stroke")
            svg.text(label, at: Point(x: leftEdge + 20, y: rowMidY + 6), size: 17, className: "hm-tint-text", maxWidth: width - 24)
            leftEdge += width
        }
        var rightEdge = frame.maxX - Self.margin
        if style == .glass, !bar.items.isEmpty {
            // The items share one capsule, as bar items grouped on glass do.
            let span = bar.items.map(Self.width(of:)).reduce(0, +) + 12 * Double(bar.items.count - 1)
            if span > 0 {
                drawGlass(Rect(x: rightEdge - span - Self.glassPadding, y: rowMidY - Self.glassHeight / 2,
                               width: span + 2 * Self.glassPadding, height: Self.glassHeight))
            }
        }
        for (position, item) in bar.items.enumerated().reversed() {
            let width = drawBarItem(item, trailingAt: rightEdge, midY: rowMidY, path: path.key("items").index(position))
            rightEdge -= width + 12
        }
        if let control = bar.segmentedControl {
            let width = min(220, frame.width - 2 * max(leftEdge, frame.maxX - rightEdge))
            drawSegmentedControl(control, in: Rect(x: frame.midX - width / 2, y: frame.minY + 6, width: width, height: 32),
                                 path: path.key("segmented-control"))
        } else if let title = bar.title {
            if bar.largeTitle {
                record(path.key("title"), Rect(x: Self.margin, y: frame.minY + 50, width: frame.width - 32, height: 40))
                svg.text(title, at: Point(x: Self.margin, y: frame.maxY - 12), size: 34, className: "hm-label", weight: 700, maxWidth: frame.width - 32)
            } else {
                let space = frame.width - 2 * max(leftEdge, frame.maxX - rightEdge) - 8
                record(path.key("title"), Rect(x: frame.midX - space / 2, y: frame.minY + 8, width: space, height: 28))
                svg.text(title, at: Point(x: frame.midX, y: rowMidY + 6), size: 17, className: "hm-label", anchor: .middle, weight: 600, maxWidth: space)
            }
        }
    }

    /// A classic bar: its background edge to edge, and a hairline at `y`, the edge it shares
    /// with the content (the bottom of a navigation bar, the top of a toolbar or tab bar).
    mutating func drawClassicBar(_ frame: Rect, hairlineAt y: Double) {
        svg.rect(frame, className: "hm-bar")
        svg.line(from: Point(x: frame.minX, y: y), to: Point(x: frame.maxX, y: y), className: "hm-sep")
    }

    /// A Liquid Glass capsule: the background of bar items in today's design.
    mutating func drawGlass(_ frame: Rect) {
        svg.rect(frame, radius: frame.height / 2, className: "hm-glass")
    }

    /// Draws a bar item ending at `trailingAt` and returns its width.
    mutating func drawBarItem(_ item: BarItem, trailingAt trailing: Double, midY: Double, path: ElementPath) -> Double {
        switch item.kind {
        case .flexibleSpace:
            return 0
        case .segmentedControl:
            let width = Self.contentWidth(of: item)
            let control = SegmentedControl(segments: item.segments.map { .init(title: $0) })
            drawSegmentedControl(control, in: Rect(x: trailing - width, y: midY - 15, width: width, height: 30), path: path)
            return width
        case .switch:
            drawSwitch(on: true, at: Point(x: trailing - 51, y: midY - 15.5))
            record(path, Rect(x: trailing - 51, y: midY - 15.5, width: 51, height: 31))
            return 51
        case .button:
            let size = item.size
            let width = Self.contentWidth(of: item)
            if let icon = item.icon, item.title == nil || item.isText == false {
                drawGlyph(icon, center: Point(x: trailing - width / 2, y: midY), size: min(22, width), className: "hm-tint-stroke")
            } else {
                let title = item.title ?? ""
                if item.style == .bordered {
                    svg.rect(Rect(x: trailing - width - 8, y: midY - 15, width: width + 16, height: 30), radius: 7, className: "hm-fill")
                }
                svg.text(title, at: Point(x: trailing - width / 2, y: midY + 6), size: 17,
                         className: "hm-tint-text", anchor: .middle, weight: item.style == .done ? 600 : nil)
            }
            let height = size?.height ?? 44
            record(path, Rect(x: trailing - width - (item.style == .bordered ? 8 : 0), y: midY - height / 2,
                              width: width + (item.style == .bordered ? 16 : 0), height: height))
            return Self.width(of: item)
        }
    }

    /// The width a bar item takes: its content, and 8 pt on each side of a bordered button.
    static func width(of item: BarItem) -> Double {
        contentWidth(of: item) + (item.kind == .button && item.style == .bordered ? 16 : 0)
    }

    /// The width of a bar item's content (a bordered button adds 8 pt on each side).
    static func contentWidth(of item: BarItem) -> Double {
        switch item.kind {
        case .flexibleSpace: 0
        case .segmentedControl: Double(max(2, item.segments.count)) * 56
        case .switch: 51
        case .button:
            item.icon != nil && (item.title == nil || !item.isText)
                ? item.size?.width ?? 28
                : max(item.size?.width ?? 0, TextMetrics.width(item.title ?? "", fontSize: 17))
        }
    }

    /// In classic, items spread over equal slots. In glass, the items between two flexible
    /// spaces (or a space and an end of the bar) are a group packed on one capsule, the groups
    /// spread from the leading to the trailing edge; a bar too full for that falls back to slots.
    mutating func drawToolbar(_ toolbar: Toolbar, in frame: Rect) {
        let path = ElementPath.root.key("toolbar")
        record(path, frame)
        if style == .classic { drawClassicBar(frame, hairlineAt: frame.minY) }
        let visible = toolbar.items.enumerated().filter { $0.element.kind != .flexibleSpace }
        guard !visible.isEmpty else { return }
        let slot = (frame.width - 2 * Self.margin) / Double(visible.count)
        var centers = visible.indices.map { frame.minX + Self.margin + slot * (Double($0) + 0.5) }
        if style == .glass {
            let groups = toolbar.glassGroups
            if let packed = Self.packedCenters(groups.map { $0.map { Self.width(of: visible[$0].element) } }, in: frame) {
                centers = packed
            }
            for group in groups {
                guard let first = group.first, let last = group.last else { continue }
                let left = centers[first] - Self.width(of: visible[first].element) / 2
                let right = centers[last] + Self.width(of: visible[last].element) / 2
                drawGlass(Rect(x: left - Self.glassPadding, y: frame.midY - Self.glassHeight / 2,
                               width: right - left + 2 * Self.glassPadding, height: Self.glassHeight))
            }
        }
        for (index, entry) in visible.enumerated() {
            let width = Self.width(of: entry.element)
            _ = drawBarItem(entry.element, trailingAt: centers[index] + width / 2, midY: frame.midY, path: path.key("items").index(entry.offset))
        }
    }

    /// The centres of items packed in their groups (16 pt apart inside a group, at least 28 pt
    /// wide each), one group centred or several spread edge to edge; nil when they do not fit.
    static func packedCenters(_ widths: [[Double]], in frame: Rect) -> [Double]? {
        let gap = 16.0
        let spans = widths.map { group in group.map { max($0, 28) }.reduce(0, +) + gap * Double(group.count - 1) }
        let room = frame.width - 2 * Self.margin - 2 * Self.glassPadding
        let between = widths.count > 1 ? (room - spans.reduce(0, +)) / Double(widths.count - 1) : 0
        guard spans.reduce(0, +) <= room, widths.count == 1 || between >= 2 * Self.glassPadding + 8 else { return nil }
        var x = widths.count == 1 ? frame.midX - spans[0] / 2 : frame.minX + Self.margin + Self.glassPadding
        var centers: [Double] = []
        for (group, span) in zip(widths, spans) {
            var itemX = x
            for width in group.map({ max($0, 28) }) {
                centers.append(itemX + width / 2)
                itemX += width + gap
            }
            x += span + between
        }
        return centers
    }
}
