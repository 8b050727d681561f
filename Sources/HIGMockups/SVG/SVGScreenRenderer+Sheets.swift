import HIGControls

/// Sheets, drawn across the screen where they stand in the content: the dimmed screen behind, and
/// the card at its smallest detent, where UIKit first shows it (a custom detent in proportion; higsite draws the full
/// height as 520 points), its grabber, its top bar (leading buttons, title, trailing buttons) and
/// its content. On iPad a page sheet is a tall centred card and a form sheet a smaller one; a
/// full-screen cover fills the area with no dimmed screen behind it. The Liquid Glass material of
/// iOS 26 sheets is not drawn: the card is a plain surface.
extension SVGScreenRenderer {
    static let sheetFullHeight = 520.0

    mutating func drawSheet(_ sheet: Sheet, at y: Double, width: Double, path: ElementPath) -> Double {
        let area = Rect(x: 0, y: y, width: width, height: Self.sheetFullHeight + 16)
        let card = sheetCard(sheet, in: area)
        var inner = SVGScreenRenderer(screen: Screen(content: []), language: language)
        let bodyTop = card.y + sheetHeaderHeight(sheet)
        var contentY = bodyTop + 8
        for (position, element) in sheet.content.enumerated() {
            let elementPath = path.key("content").index(position).key(element.kind.rawValue)
            contentY += inner.drawElement(element, at: contentY, width: card.width, path: elementPath) + 8
        }
        let cardHeight = max(card.height, contentY - card.y)
        let height = max(area.height, card.y - y + cardHeight)
        if sheet.style != .fullScreen {
            svg.rect(Rect(x: 0, y: y, width: width, height: height), className: "hm-backdrop")
        }
        let drawn = Rect(x: card.x, y: card.y, width: card.width, height: cardHeight)
        switch (sheet.style, screen.device) {
        case (.fullScreen, _): svg.rect(drawn, className: "hm-sheet-surface")
        case (_, .iPad): svg.rect(drawn, radius: 16, className: "hm-sheet")
        case (_, .iPhone): svg.path(Self.topRoundedPath(drawn, radius: 24), className: "hm-sheet")
        }
        record(path, drawn)
        drawSheetHeader(sheet, in: drawn, path: path)
        svg.open("g", [("transform", "translate(\(n(card.x)) 0)")])
        svg.append(inner.svg)
        svg.close("g")
        for entry in inner.frames {
            record(entry.path, Rect(x: entry.frame.x + card.x, y: entry.frame.y, width: entry.frame.width, height: entry.frame.height))
        }
        return height
    }

    /// The card before its content is measured: where it sits in `area` and its detent's height.
    func sheetCard(_ sheet: Sheet, in area: Rect) -> Rect {
        let full = Self.sheetFullHeight
        switch (sheet.style, screen.device) {
        case (.fullScreen, _):
            return area
        case (.form, .iPad):
            let width = min(540, area.width - 64), height = full * 0.8
            return Rect(x: area.midX - width / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        case (.page, .iPad):
            let width = min(704, area.width - 64)
            return Rect(x: area.midX - width / 2, y: area.y + 16, width: width, height: full)
        case (_, .iPhone):
            let share = sheet.detentsAreKnown ? (sheet.detents.map { $0.share(ofFullHeight: full) }.min() ?? 1) : 1
            let height = max(96, full * share)
            return Rect(x: area.x, y: area.maxY - height, width: area.width, height: height)
        }
    }

    func sheetHeaderHeight(_ sheet: Sheet) -> Double {
        let bar = sheet.title != nil || !sheet.buttons.isEmpty ? 52.0 : 0
        return (sheet.grabber == true && sheet.style != .fullScreen ? 14 : 6) + bar
    }

    /// The grabber, then the top bar: buttons at both edges, the title between them.
    mutating func drawSheetHeader(_ sheet: Sheet, in card: Rect, path: ElementPath) {
        var top = card.y + 6
        if sheet.grabber == true && sheet.style != .fullScreen {
            svg.rect(Rect(x: card.midX - 18, y: card.y + 6, width: 36, height: 5), radius: 2.5, className: "hm-grabber")
            top += 8
        }
        guard sheet.title != nil || !sheet.buttons.isEmpty else { return }
        drawModalBar(title: sheet.title, leading: sheet.leading, trailing: sheet.trailing,
                     in: Rect(x: card.x, y: top, width: card.width, height: 52), path: path)
    }

    /// A presentation's top bar: glass buttons at the edges (a close or cancel role without a title
    /// as ✕, a confirming one in bold), the title centred between them.
    mutating func drawModalBar(title: String?, leading: [ModalButton], trailing: [ModalButton], in bar: Rect, path: ElementPath) {
        var left = bar.x + 16
        for (index, button) in leading.enumerated() {
            left += drawModalButton(button, at: left, alignedEnd: false, midY: bar.midY, path: path.key("leading").index(index)) + 8
        }
        var right = bar.maxX - 16
        for (index, button) in trailing.enumerated().reversed() {
            right -= drawModalButton(button, at: right, alignedEnd: true, midY: bar.midY, path: path.key("trailing").index(index)) + 8
        }
        if let title {
            let room = max(40, 2 * min(bar.midX - left, right - bar.midX))
            record(path.key("title"), Rect(x: bar.midX - room / 2, y: bar.midY - 11, width: room, height: 22))
            svg.text(title, at: Point(x: bar.midX, y: bar.midY + 6), size: 17, className: "hm-label", anchor: .middle, weight: 600, maxWidth: room)
        }
    }

    /// One button of a top bar, from `x` (or ending at `x`); returns its width.
    mutating func drawModalButton(_ button: ModalButton, at x: Double, alignedEnd: Bool, midY: Double, path: ElementPath) -> Double {
        let role = button.resolvedRole
        let symbol = button.title.isEmpty ? (role == .confirm ? "✓" : role == .back ? "‹" : "✕") : nil
        let label = symbol ?? button.title
        let width = symbol == nil ? min(140, TextMetrics.width(label, fontSize: 17) + 28) : 38
        let box = Rect(x: alignedEnd ? x - width : x, y: midY - 19, width: width, height: 38)
        record(path, box)
        svg.rect(box, radius: 19, className: "hm-glass")
        svg.text(label, at: Point(x: box.midX, y: midY + 6), size: 17, className: symbol == nil ? "hm-tint-text" : "hm-label",
                 anchor: .middle, weight: role == .confirm ? 600 : nil, maxWidth: width - 12)
        return width
    }

    /// A rectangle with its two top corners rounded.
    static func topRoundedPath(_ rect: Rect, radius r: Double) -> String {
        let n = SVGBuilder.number
        return "M \(n(rect.x)) \(n(rect.maxY)) v -\(n(rect.height - r)) a \(n(r)) \(n(r)) 0 0 1 \(n(r)) -\(n(r))"
            + " h \(n(rect.width - 2 * r)) a \(n(r)) \(n(r)) 0 0 1 \(n(r)) \(n(r)) v \(n(rect.height - r)) Z"
    }
}
