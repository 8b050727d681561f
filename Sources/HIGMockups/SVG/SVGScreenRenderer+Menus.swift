import HIGControls

/// Menus drawn open, as iOS shows them: a pull-down or pop-up button with its menu below it, or a
/// context menu over the dimmed screen below its preview. Items are rows with the label leading,
/// the symbol trailing and a checkmark before a checked item; groups are set apart by a wider band;
/// a submenu item shows a chevron and stays closed.
extension SVGScreenRenderer {
    static let menuWidth = 250.0
    static let menuRow = 44.0
    static let menuGap = 8.0

    mutating func drawMenu(_ menu: Menu, in frame: Rect, path: ElementPath) -> Double {
        let width = min(Self.menuWidth, frame.width)
        var y = frame.y
        var x = frame.x
        switch menu.presentation {
        case .pullDown, .popUp:
            let button = menuButton(menu)
            let buttonHeight = drawButton(button, in: Rect(x: frame.x, y: y, width: frame.width, height: 44), path: path.key("button"))
            record(path.key("button"), Rect(x: frame.x, y: y, width: min(frame.width, 160), height: buttonHeight))
            if menu.presentation == .popUp { drawPopUpChevrons(after: button, at: Point(x: frame.x, y: y + buttonHeight / 2)) }
            y += buttonHeight + 6
        case .context:
            let height = menuHeight(menu) + (menu.preview == nil ? 0 : 128)
            svg.element("rect", [("x", n(frame.x - 8)), ("y", n(y - 8)), ("width", n(frame.width + 16)), ("height", n(height + 16)),
                                 ("rx", "10"), ("fill", "#000"), ("fill-opacity", "0.18")])
            if let preview = menu.preview {
                let card = Rect(x: frame.x, y: y, width: min(frame.width, 220), height: 120)
                svg.rect(card, radius: 14, className: "hm-cell")
                drawGlyph("photo", center: Point(x: card.midX, y: card.midY - 10), size: 28, className: "hm-secondary-stroke")
                svg.text(preview, at: Point(x: card.midX, y: card.maxY - 16), size: 13, className: "hm-label", anchor: .middle,
                         maxWidth: card.width - 16)
                record(path.key("preview"), card)
                y += 128
            }
            x = frame.x
        }
        let height = menuHeight(menu)
        let box = Rect(x: x, y: y, width: width, height: height)
        svg.rect(box, radius: 14, className: "hm-glass")
        drawMenuItems(menu, in: box, path: path)
        return y + height - frame.y
    }

    /// The button a pull-down or pop-up menu opens from; a pop-up button without one shows its checked item.
    func menuButton(_ menu: Menu) -> Button {
        if let button = menu.button { return button }
        guard menu.presentation == .popUp else { return Button(icon: "ellipsis") }
        let checked = menu.topLevelItems.first { $0.item.isChecked }?.item.title
        return Button(title: checked ?? menu.topLevelItems.first?.item.title ?? "…")
    }

    /// The up-and-down chevrons after a pop-up button's label.
    private mutating func drawPopUpChevrons(after button: Button, at start: Point) {
        let width = max(44, TextMetrics.width(button.title ?? "", fontSize: 17) + (button.bordered ? 40 : 0) + (button.icon == nil ? 0 : 28))
        let x = start.x + width + 8
        svg.path("M \(n(x)) \(n(start.y - 3)) l 4 -4 l 4 4 M \(n(x)) \(n(start.y + 3)) l 4 4 l 4 -4", className: "hm-tint-stroke")
    }

    func menuHeight(_ menu: Menu) -> Double {
        let items = menu.topLevelItems
        let groups = Set(items.map(\.group)).count
        let titled = menuGroupTitles(menu).count
        return (menu.title == nil ? 0 : 32) + Double(items.count) * Self.menuRow + Double(max(0, groups - 1)) * Self.menuGap
            + Double(titled) * 26
    }

    /// The titles of titled groups, by the number of their group.
    func menuGroupTitles(_ menu: Menu) -> [Int: String] {
        var titles: [Int: String] = [:]
        for (path, _, group) in menu.topLevelItems where titles[group] == nil {
            if case .index(let index)? = path.components.dropFirst().first, case .group(let members) = menu.items[index], let title = members.title {
                titles[group] = title
            }
        }
        return titles
    }

    private mutating func drawMenuItems(_ menu: Menu, in box: Rect, path: ElementPath) {
        var y = box.y
        if let title = menu.title {
            svg.text(title, at: Point(x: box.x + 16, y: y + 21), size: 13, className: "hm-secondary", maxWidth: box.width - 32)
            record(path.key("title"), Rect(x: box.x, y: y, width: box.width, height: 32))
            y += 32
        }
        let titles = menuGroupTitles(menu)
        let indent = menu.topLevelItems.contains { $0.item.isChecked } ? 22.0 : 0
        var lastGroup: Int?
        for (itemPath, item, group) in MenuEntry.flatten(menu.items, at: path) {
            if group != lastGroup {
                if lastGroup != nil {
                    svg.rect(Rect(x: box.x, y: y, width: box.width, height: Self.menuGap), className: "hm-canvas")
                    y += Self.menuGap
                } else if y > box.y {
                    svg.line(from: Point(x: box.x, y: y), to: Point(x: box.maxX, y: y), className: "hm-sep")
                }
                if let title = titles[group] {
                    svg.text(title, at: Point(x: box.x + 16, y: y + 18), size: 13, className: "hm-secondary", maxWidth: box.width - 32)
                    y += 26
                }
                lastGroup = group
            } else {
                svg.line(from: Point(x: box.x + 16, y: y), to: Point(x: box.maxX, y: y), className: "hm-sep")
            }
            drawMenuItem(item, in: Rect(x: box.x, y: y, width: box.width, height: Self.menuRow), indent: indent, path: itemPath)
            y += Self.menuRow
        }
    }

    private mutating func drawMenuItem(_ item: MenuItem, in row: Rect, indent: Double, path: ElementPath) {
        record(path, row)
        let ink = item.isDisabled ? "hm-disabled" : item.isDestructive ? "hm-red-text" : "hm-label"
        let stroke = item.isDisabled ? "hm-disabled-stroke" : "hm-label-stroke"
        let red = item.isDestructive && !item.isDisabled ? "stroke:#ff3b30" : nil
        if item.isChecked {
            svg.path("M \(n(row.x + 14)) \(n(row.midY)) l 4 5 l 8 -10", className: stroke)
        }
        let trailing = (item.icon == nil ? 0 : 30) + (item.submenu == nil ? 0 : 20)
        svg.text(item.title, at: Point(x: row.x + 16 + indent, y: row.midY + 6), size: 17, className: ink,
                 maxWidth: row.width - 32 - indent - Double(trailing))
        var x = row.maxX - 16
        if item.submenu != nil {
            svg.path("M \(n(x - 5)) \(n(row.midY - 6)) l 5 6 l -5 6", className: "hm-secondary-stroke")
            x -= 20
        }
        if let icon = item.icon {
            drawGlyph(icon, center: Point(x: x - 9, y: row.midY), size: 18, className: stroke, style: red)
        }
    }
}
