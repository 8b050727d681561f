import Foundation
import HIGControls

/// Sidebars and split views. With the glass style (iPadOS 26) the sidebar floats over the
/// content as a rounded Liquid Glass panel and the detail runs beneath it; with the classic
/// style it is an edge-to-edge column beside the others. On iPhone a split view is collapsed
/// into one navigation stack, which starts at the sidebar's list.
extension SVGScreenRenderer {
    static let sidebarRow = 44.0

    /// Rows a sidebar draws: groups, and their children when expanded.
    static func visibleRows(_ sidebar: Sidebar, at path: ElementPath) -> [(path: ElementPath, item: Sidebar.Item, level: Int)] {
        var rows: [(ElementPath, Sidebar.Item, Int)] = []
        func visit(_ items: [Sidebar.Item], _ base: ElementPath, _ key: String, _ level: Int) {
            for (index, item) in items.enumerated() {
                let itemPath = base.key(key).index(index)
                rows.append((itemPath, item, level))
                if item.isGroup, item.isExpanded { visit(item.children, itemPath, "children", level + 1) }
            }
        }
        visit(sidebar.items, path, "items", 1)
        return rows
    }

    /// A sidebar's rows in `frame`: a floating glass panel, or a plain column. Returns the height.
    mutating func drawSidebar(_ sidebar: Sidebar, in frame: Rect, path: ElementPath, chevrons: Bool = false) -> Double {
        let rows = Self.visibleRows(sidebar, at: path)
        let height = max(frame.height, Double(rows.count) * Self.sidebarRow + 24)
        let panel = Rect(x: frame.x, y: frame.y, width: frame.width, height: height)
        if style == .glass {
            svg.rect(panel, radius: 22, className: "hm-glass")
        } else {
            svg.rect(panel, className: "hm-grouped")
        }
        record(path, panel)
        var y = panel.y + 12
        for (itemPath, item, level) in rows {
            let row = Rect(x: panel.x + 8, y: y, width: panel.width - 16, height: Self.sidebarRow)
            drawSidebarRow(item, level: level, in: row, chevron: chevrons && !item.isGroup)
            record(itemPath, row)
            y += Self.sidebarRow
        }
        return height
    }

    mutating func drawSidebarRow(_ item: Sidebar.Item, level: Int, in row: Rect, chevron: Bool) {
        let indent = Double(level - 1) * 18
        let right = row.maxX - 12
        if item.isSelected {
            svg.rect(row, radius: style == .glass ? 14 : 10, className: style == .glass ? "hm-glass-selected" : "hm-tint")
        }
        let ink = item.isSelected && style == .classic ? "hm-on-tint" : "hm-label"
        if item.isGroup {
            svg.text(item.title, at: Point(x: row.x + 12 + indent, y: row.midY + 6), size: 17, className: ink, weight: 700,
                     maxWidth: row.width - 48 - indent)
            drawDisclosureChevron(expanded: item.isExpanded, at: Point(x: right - 6, y: row.midY), className: "hm-tint-stroke")
            return
        }
        var x = row.x + 12 + indent
        if let icon = item.icon {
            drawGlyph(icon, center: Point(x: x + 11, y: row.midY), size: 18,
                      className: item.isSelected && style == .classic ? "hm-on-tint-stroke" : "hm-tint-stroke")
            x += 34
        }
        svg.text(item.title, at: Point(x: x, y: row.midY + 6), size: 17, className: ink, maxWidth: right - x - (chevron ? 16 : 0))
        if chevron {
            svg.path("M \(n(right - 5)) \(n(row.midY - 6)) l 6 6 l -6 6", className: "hm-chevron")
        }
    }

    /// `›` pointing right when collapsed, down when expanded.
    mutating func drawDisclosureChevron(expanded: Bool, at center: Point, className: String) {
        let data = expanded
            ? "M \(n(center.x - 6)) \(n(center.y - 3)) l 6 6 l 6 -6"
            : "M \(n(center.x - 3)) \(n(center.y - 6)) l 6 6 l -6 6"
        svg.path(data, className: className)
    }

    /// A split view across the whole width; collapsed to the sidebar's list on iPhone.
    mutating func drawSplitView(_ split: SplitView, at top: Double, width: Double, path: ElementPath) -> Double {
        if screen.device == .iPhone {
            let height = drawSidebar(split.sidebar, in: Rect(x: 8, y: top, width: width - 16, height: 0), path: path.key("sidebar"),
                                     chevrons: true)
            record(path, Rect(x: 0, y: top, width: width, height: height))
            record(path.key("visibility"), Rect(x: 8, y: top, width: width - 16, height: Self.sidebarRow))
            return height
        }
        let rows = Self.visibleRows(split.sidebar, at: path)
        let height = max(360, Double(max(rows.count, split.supplementary?.rows.count ?? 0)) * Self.sidebarRow + 40)
        let showsSidebar = split.visibility != .detailOnly && !(split.visibility == .doubleColumn && split.supplementary != nil)
        let showsMiddle = split.supplementary != nil && split.visibility != .detailOnly
        let sidebarWidth = min(320, width * 0.3)
        let middleWidth = min(340, width * 0.32)
        var x = showsSidebar ? sidebarWidth + (style == .glass ? 16 : 0) : 0
        if showsMiddle, let column = split.supplementary {
            drawColumn(column, in: Rect(x: x, y: top, width: middleWidth, height: height), path: path.key("supplementary"))
            x += middleWidth
        }
        drawDetail(split.detail, in: Rect(x: x, y: top, width: width - x, height: height), showsToggle: !showsSidebar)
        if showsSidebar {
            let frame = style == .glass ? Rect(x: 8, y: top + 8, width: sidebarWidth, height: height - 16)
                                        : Rect(x: 0, y: top, width: sidebarWidth, height: height)
            _ = drawSidebar(split.sidebar, in: frame, path: path.key("sidebar"))
            if style == .classic { svg.line(from: Point(x: sidebarWidth, y: top), to: Point(x: sidebarWidth, y: top + height), className: "hm-sep") }
        }
        record(path.key("visibility"), Rect(x: 0, y: top, width: showsSidebar ? sidebarWidth + 16 : 60, height: 60))
        record(path, Rect(x: 0, y: top, width: width, height: height))
        return height
    }
}
