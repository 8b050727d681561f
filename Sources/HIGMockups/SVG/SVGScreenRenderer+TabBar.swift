import HIGControls

extension SVGScreenRenderer {
    /// A tab bar: in glass, a capsule inset from the screen's edges with the selected tab on a
    /// lighter pill; in classic, a bar edge to edge under a hairline with the selected tab tinted.
    mutating func drawTabBar(_ tabBar: TabBar, in frame: Rect) {
        let path = ElementPath.root.key("tab-bar")
        record(path, frame)
        let tabs: Rect
        switch style {
        case .classic:
            drawClassicBar(frame, hairlineAt: frame.minY)
            tabs = frame
        case .glass:
            let capsule = frame.insetBy(12, 1)
            drawGlass(capsule)
            tabs = capsule.insetBy(4, 0)
        }
        // iPhone shows at most five places: four tabs and More when there are more.
        let slots = tabBar.visibleItems(on: screen.device)
        guard !slots.isEmpty else { return }
        let slotWidth = tabs.width / Double(slots.count)
        for (index, slot) in slots.enumerated() {
            let item = tabBar.item(in: slot, language: language)
            let cell = Rect(x: tabs.minX + slotWidth * Double(index), y: tabs.minY, width: slotWidth, height: tabs.height)
            // More is where each tab it holds is found.
            for tab in slot.itemIndexes { record(path.key("items").index(tab), cell.insetBy(2, 2)) }
            // More is selected when the selected tab is one it holds, as UIKit shows it.
            let selected = tabBar.selected.map { slot.itemIndexes.contains($0) } ?? false
            if selected && style == .glass {
                let pill = cell.insetBy(1, 3)
                svg.rect(pill, radius: pill.height / 2, className: "hm-glass-selected")
            }
            let className = !item.isEnabled ? "hm-disabled" : selected ? "hm-tint" : "hm-secondary"
            let iconY = style == .glass ? cell.minY + 17.5 : cell.minY + 17
            // A tab with no image shows its title alone, where UIKit leaves it: no placeholder above it.
            if let icon = item.icon, !icon.isEmpty {
                drawGlyph(icon, center: Point(x: cell.midX, y: iconY), size: 22, className: className + "-stroke")
            }
            svg.text(item.title, at: Point(x: cell.midX, y: cell.minY + (style == .glass ? 40 : 42)), size: 10, className: className,
                     anchor: .middle, maxWidth: slotWidth - 4)
            if let badge = item.badge {
                let width = max(18, TextMetrics.width(badge, fontSize: 13) + 10)
                let badgeFrame = Rect(x: cell.midX + 6, y: cell.minY + 3, width: width, height: 18)
                svg.rect(badgeFrame, radius: 9, className: "hm-red")
                svg.text(badge, at: Point(x: badgeFrame.midX, y: badgeFrame.maxY - 5), size: 13, className: "hm-on-red", anchor: .middle)
            }
        }
    }

    /// Whether the tab bar is drawn at the top (`BarStyle.putsTabBarOnTop(of:)`).
    var tabBarIsOnTop: Bool { style.putsTabBarOnTop(of: screen) }

    /// The iPad's tab bar at the top: the titles side by side on a capsule centred in the row.
    mutating func drawTopTabBar(_ tabBar: TabBar, in frame: Rect) {
        let path = ElementPath.root.key("tab-bar")
        guard !tabBar.items.isEmpty else { return record(path, frame) }
        let widths = tabBar.items.map { item in
            TextMetrics.width(item.title, fontSize: 15) + 28 + (item.badge.map { max(18, TextMetrics.width($0, fontSize: 13) + 10) + 4 } ?? 0)
        }
        let total = min(widths.reduce(0, +), frame.width - 2 * Self.margin - 8)
        let scale = total / max(1, widths.reduce(0, +))
        let capsule = Rect(x: frame.midX - total / 2 - 4, y: frame.minY + 4, width: total + 8, height: 36)
        record(path, capsule)
        drawGlass(capsule)
        var x = capsule.minX + 4
        for (index, item) in tabBar.items.enumerated() {
            let cell = Rect(x: x, y: capsule.minY + 3, width: widths[index] * scale, height: 30)
            x += cell.width
            record(path.key("items").index(index), cell)
            let selected = index == tabBar.selected
            if selected { svg.rect(cell, radius: 15, className: "hm-glass-selected") }
            let className = !item.isEnabled ? "hm-disabled" : selected ? "hm-tint" : "hm-label"
            let badgeWidth = item.badge.map { max(18, TextMetrics.width($0, fontSize: 13) + 10) } ?? 0
            let titleCenter = cell.midX - (badgeWidth > 0 ? (badgeWidth + 4) / 2 : 0)
            svg.text(item.title, at: Point(x: titleCenter, y: cell.midY + 5), size: 15, className: className, anchor: .middle,
                     weight: selected ? 600 : nil, maxWidth: cell.width - 8 - badgeWidth)
            if let badge = item.badge {
                let badgeFrame = Rect(x: cell.maxX - 10 - badgeWidth, y: cell.midY - 9, width: badgeWidth, height: 18)
                svg.rect(badgeFrame, radius: 9, className: "hm-red")
                svg.text(badge, at: Point(x: badgeFrame.midX, y: badgeFrame.maxY - 5), size: 13, className: "hm-on-red", anchor: .middle)
            }
        }
    }
}
