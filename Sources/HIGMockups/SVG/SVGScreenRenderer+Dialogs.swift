import HIGControls

/// Alerts and action sheets, drawn where they stand in the content: an alert as a box centred
/// across the screen, its buttons side by side when there are two and stacked otherwise; an
/// action sheet as a group of choices with its Cancel button apart below it.
extension SVGScreenRenderer {
    static let alertWidth = 280.0

    mutating func drawAlert(_ alert: Alert, in frame: Rect, path: ElementPath) -> Double {
        let box = Rect(x: frame.midX - min(Self.alertWidth, frame.width) / 2, y: frame.y, width: min(Self.alertWidth, frame.width), height: 0)
        let textWidth = box.width - 32
        let titleLines = alert.title.map { TextWrap.lines($0, width: textWidth, fontSize: 17, limit: 3) } ?? []
        let messageLines = alert.message.map { TextWrap.lines($0, width: textWidth, fontSize: 13, limit: 4) } ?? []
        let titleHeight = Double(titleLines.count) * 22
        let messageHeight = Double(messageLines.count) * 18
        let fieldsHeight = Double(alert.textFields.count) * 34
        let textHeight: Double = 20 + titleHeight + messageHeight + fieldsHeight + 14
        let sideBySide = alert.buttons.count == 2
        let buttonsHeight = sideBySide ? 44 : Double(alert.buttons.count) * 44
        let height = textHeight + buttonsHeight
        svg.rect(Rect(x: box.x, y: box.y, width: box.width, height: height), radius: 14, className: "hm-dialog")
        var y = box.y + 20
        if !titleLines.isEmpty { record(path.key("title"), Rect(x: box.x + 16, y: y, width: textWidth, height: Double(titleLines.count) * 22)) }
        for line in titleLines {
            y += 17
            svg.text(line, at: Point(x: box.midX, y: y), size: 17, className: "hm-label", anchor: .middle, weight: 600, maxWidth: textWidth)
            y += 5
        }
        for line in messageLines {
            y += 14
            svg.text(line, at: Point(x: box.midX, y: y), size: 13, className: "hm-label", anchor: .middle, maxWidth: textWidth)
            y += 4
        }
        for (index, placeholder) in alert.textFields.enumerated() {
            let field = Rect(x: box.x + 16, y: y + 6, width: textWidth, height: 28)
            record(path.key("text-fields").index(index), field)
            svg.rect(field, radius: 6, className: "hm-field")
            svg.text(placeholder, at: Point(x: field.x + 8, y: field.midY + 5), size: 13, className: "hm-placeholder", maxWidth: field.width - 16)
            y += 34
        }
        y = box.y + textHeight
        for (index, button) in alert.buttons.enumerated() {
            let cell = sideBySide
                ? Rect(x: box.x + Double(index) * box.width / 2, y: y, width: box.width / 2, height: 44)
                : Rect(x: box.x, y: y + Double(index) * 44, width: box.width, height: 44)
            svg.line(from: Point(x: sideBySide ? box.x : cell.x, y: cell.y), to: Point(x: sideBySide ? box.maxX : cell.maxX, y: cell.y), className: "hm-sep")
            if sideBySide && index == 1 { svg.line(from: Point(x: cell.x, y: cell.y), to: Point(x: cell.x, y: cell.maxY), className: "hm-sep") }
            drawDialogButton(button, in: cell, size: 17, bold: index == alert.preferred, path: path.key("buttons").index(index))
        }
        return height
    }

    mutating func drawActionSheet(_ sheet: ActionSheet, in frame: Rect, path: ElementPath) -> Double {
        let textWidth = frame.width - 32
        let titleLines = sheet.title.map { TextWrap.lines($0, width: textWidth, fontSize: 13, limit: 2) } ?? []
        let messageLines = sheet.message.map { TextWrap.lines($0, width: textWidth, fontSize: 13, limit: 3) } ?? []
        let textLines = Double(titleLines.count + messageLines.count)
        let header: Double = textLines == 0 ? 0 : 24 + textLines * 18
        let choices = sheet.buttons.enumerated().filter { !$0.element.isCancel }
        let cancels = sheet.buttons.enumerated().filter { $0.element.isCancel }
        let groupHeight = header + Double(choices.count) * 57
        if groupHeight > 0 { svg.rect(Rect(x: frame.x, y: frame.y, width: frame.width, height: groupHeight), radius: 14, className: "hm-dialog") }
        var y = frame.y + 14
        if !titleLines.isEmpty { record(path.key("title"), Rect(x: frame.x + 16, y: y, width: textWidth, height: Double(titleLines.count) * 18)) }
        for (index, line) in (titleLines + messageLines).enumerated() {
            svg.text(line, at: Point(x: frame.midX, y: y + 13), size: 13, className: "hm-secondary", anchor: .middle,
                     weight: index < titleLines.count ? 600 : nil, maxWidth: textWidth)
            y += 18
        }
        y = frame.y + header
        for (index, button) in choices {
            let cell = Rect(x: frame.x, y: y, width: frame.width, height: 57)
            if y > frame.y { svg.line(from: Point(x: cell.x, y: cell.y), to: Point(x: cell.maxX, y: cell.y), className: "hm-sep") }
            drawDialogButton(button, in: cell, size: 20, bold: false, path: path.key("buttons").index(index))
            y += 57
        }
        for (index, button) in cancels {
            y += groupHeight > 0 || y > frame.y ? 8 : 0
            let cell = Rect(x: frame.x, y: y, width: frame.width, height: 57)
            svg.rect(cell, radius: 14, className: "hm-dialog")
            drawDialogButton(button, in: cell, size: 20, bold: true, path: path.key("buttons").index(index))
            y += 57
        }
        return y - frame.y
    }

    private mutating func drawDialogButton(_ button: DialogButton, in cell: Rect, size: Double, bold: Bool, path: ElementPath) {
        record(path, cell)
        svg.text(button.title, at: Point(x: cell.midX, y: cell.midY + size * 0.35), size: size,
                 className: button.isDestructive ? "hm-red-text" : "hm-tint-text", anchor: .middle, weight: bold ? 600 : nil, maxWidth: cell.width - 16)
    }
}
