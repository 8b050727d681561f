import Foundation
import HIGControls

extension SVGScreenRenderer {
    /// Draws a content element at `y` across the screen and returns the height it took.
    mutating func drawElement(_ element: Element, at y: Double, width: Double, path: ElementPath) -> Double {
        let m = Self.margin
        let full = Rect(x: m, y: y, width: width - 2 * m, height: 0)
        func frame(_ height: Double) -> Rect { Rect(x: full.x, y: y, width: full.width, height: height) }
        let height: Double
        switch element {
        case .button(let button):
            height = drawButton(button, in: frame(44), path: path)
        case .editMenu(let menu):
            height = drawEditMenu(menu, in: frame(58))
        case .label(let label):
            height = label.fontSize * 1.5
            // A described background is drawn as it is, the text inset on it; a described colour
            // is drawn as it is too, over the themed page when there is no background.
            let inset = label.background == nil ? 0.0 : 8.0
            if let background = label.background {
                svg.element("rect", [("x", n(full.x)), ("y", n(y)), ("width", n(full.width)), ("height", n(height)), ("rx", "6"),
                                     ("fill", background.description)])
            }
            svg.text(label.text, at: Point(x: full.x + inset, y: y + label.fontSize * 1.15), size: label.fontSize, className: "hm-label",
                     maxWidth: full.width - 2 * inset, fill: label.color)
        case .pageControl(let control):
            height = 26
            drawPageControl(control, in: frame(26))
        case .picker(let picker):
            height = 170
            drawWheels(picker.components, in: frame(170))
        case .datePicker(let picker):
            height = drawDatePicker(picker, in: full)
        case .activityIndicator(let indicator):
            height = indicator.label == nil ? 36 : 60
            if indicator.isAnimating || !indicator.hidesWhenStopped {
                drawSpinner(center: Point(x: full.midX, y: y + 16), radius: 11, className: indicator.isAnimating ? "hm-secondary" : "hm-disabled")
            }
            if let label = indicator.label {
                svg.text(label, at: Point(x: full.midX, y: y + 52), size: 15, className: "hm-secondary", anchor: .middle, maxWidth: full.width)
            }
        case .progressBar(let bar):
            height = bar.label == nil ? 12 : 36
            let trackY = y + height - 8
            if let label = bar.label {
                svg.text(label, at: Point(x: full.x, y: y + 16), size: 15, className: "hm-secondary", maxWidth: full.width)
            }
            svg.rect(Rect(x: full.x, y: trackY, width: full.width, height: 4), radius: 2, className: "hm-fill")
            svg.rect(Rect(x: full.x, y: trackY, width: full.width * min(1, max(0, bar.progress)), height: 4), radius: 2, className: "hm-tint")
        case .refreshControl(let control):
            height = control.title == nil ? 44 : 64
            drawRefresh(control, in: frame(height))
        case .segmentedControl(let control):
            height = 32
            drawSegmentedControl(control, in: frame(32), path: path)
        case .slider(let slider):
            height = 34
            drawSlider(slider, in: frame(34))
        case .stepper(let stepper):
            height = 44
            drawStepper(stepper, in: frame(44))
        case .switch(let control):
            height = 44
            if let label = control.label {
                svg.text(label, at: Point(x: full.x, y: y + 28), size: 17, className: "hm-label", maxWidth: full.width - 120)
            }
            let switchOrigin = Point(x: full.maxX - 51, y: y + 6.5)
            if let state = control.stateLabel {
                svg.text(state, at: Point(x: switchOrigin.x - 10, y: y + 28), size: 17, className: "hm-secondary", anchor: .end)
            }
            drawSwitch(on: control.isOn, at: switchOrigin)
        case .textField(let field):
            height = drawTextField(field, in: full)
        case .searchBar(let bar):
            height = drawSearchBar(bar, in: full)
        case .table(let table):
            height = drawTable(table, at: y, width: width, path: path)
            record(path, Rect(x: 0, y: y, width: width, height: height))
            return height
        case .collection(let collection):
            height = drawCollection(collection, in: full, path: path)
        case .scrollView(let scrollView):
            height = drawScrollView(scrollView, in: full, path: path)
        case .imageView(let imageView):
            height = drawImageView(imageView, in: full, path: path)
        }
        record(path, frame(height))
        return height
    }

    // MARK: - Controls

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

    mutating func drawPageControl(_ control: PageControl, in frame: Rect) {
        let spacing = 16.0
        let shown = max(0, min(control.pages, Int(drawing: (frame.width - 16) / spacing)))
        let start = frame.midX - Double(shown - 1) * spacing / 2
        for index in 0..<shown {
            svg.circle(center: Point(x: start + Double(index) * spacing, y: frame.midY), radius: 3.5,
                       className: index == control.current ? "hm-label-fill" : "hm-dot")
        }
    }

    /// Wheels of a picker: about five rows visible, the selected row in a band across the middle.
    mutating func drawWheels(_ components: [[String]], in frame: Rect) {
        let rowHeight = 34.0
        let band = Rect(x: frame.x, y: frame.midY - rowHeight / 2, width: frame.width, height: rowHeight)
        svg.rect(band, radius: 8, className: "hm-fill")
        let columns = max(1, components.count)
        let columnWidth = frame.width / Double(columns)
        for (column, values) in components.enumerated() {
            let selected = min(values.count - 1, max(0, values.count / 2))
            let centerX = frame.x + columnWidth * (Double(column) + 0.5)
            for offset in -2...2 {
                let index = selected + offset
                guard values.indices.contains(index) else { continue }
                let size = offset == 0 ? 20.0 : 17.0 - Double(abs(offset))
                svg.text(values[index], at: Point(x: centerX, y: frame.midY + Double(offset) * rowHeight * 0.92 + 7), size: size,
                         className: offset == 0 ? "hm-label" : "hm-secondary", anchor: .middle, maxWidth: columnWidth - 8)
            }
        }
    }

    mutating func drawDatePicker(_ picker: DatePicker, in frame: Rect) -> Double {
        let ko = language == .ko
        if picker.mode == .countdownTimer {
            let minutes = max(0, picker.countdownMinutes ?? 60)  // a negative one would make the wheels' ranges run backwards
            let hours = (0...23).map { ko ? "\($0)시간" : "\($0) hours" }
            let mins = stride(from: 0, to: 60, by: max(1, picker.minuteInterval)).map { ko ? "\($0)분" : "\($0) min" }
            let hourIndex = min(23, minutes / 60), minuteIndex = (minutes % 60) / max(1, picker.minuteInterval)
            drawWheels([Array(hours[max(0, hourIndex - 2)...min(23, hourIndex + 2)]),
                        Array(mins[max(0, minuteIndex - 2)...min(mins.count - 1, minuteIndex + 2)])], in: Rect(x: frame.x, y: frame.y, width: frame.width, height: 170))
            if minutes > 23 * 60 + 59 {
                svg.text("\(minutes / 60):\(String(format: "%02d", minutes % 60))", at: Point(x: frame.maxX, y: frame.y + 14), size: 13,
                         className: "hm-red-text", anchor: .end)
            }
            return 170
        }
        let date = ko ? "2026년 11월 22일" : "Nov 22, 2026"
        let time = ko ? "오전 9:41" : "9:41 AM"
        switch picker.style {
        case .compact:
            var x = frame.x
            for text in picker.mode == .time ? [time] : picker.mode == .date ? [date] : [date, time] {
                let width = TextMetrics.width(text, fontSize: 17) + 22
                svg.rect(Rect(x: x, y: frame.y, width: width, height: 34), radius: 8, className: "hm-fill")
                svg.text(text, at: Point(x: x + width / 2, y: frame.y + 23), size: 17, className: "hm-tint-text", anchor: .middle)
                x += width + 8
            }
            return 34
        case .inline:
            svg.text(ko ? "2026년 11월" : "November 2026", at: Point(x: frame.x, y: frame.y + 20), size: 17, className: "hm-label", weight: 600)
            let cell = frame.width / 7
            for day in 1...30 {
                let column = (day + 6 - 1) % 7, row = (day + 6 - 1) / 7
                let center = Point(x: frame.x + cell * (Double(column) + 0.5), y: frame.y + 48 + Double(row) * 34)
                if day == 22 { svg.circle(center: center, radius: 15, className: "hm-tint") }
                svg.text(String(day), at: Point(x: center.x, y: center.y + 6), size: 17, className: day == 22 ? "hm-on-tint" : "hm-label", anchor: .middle)
            }
            if picker.mode == .dateAndTime {
                svg.text(time, at: Point(x: frame.maxX, y: frame.y + 20), size: 17, className: "hm-tint-text", anchor: .end)
            }
            return 48 + 6 * 34
        case .wheels:
            let interval = max(1, picker.minuteInterval)
            let minutes = stride(from: 0, to: 60, by: interval).map { String(format: "%02d", $0) }
            let minuteWheel = Array(minutes.prefix(5))
            switch picker.mode {
            case .time:
                drawWheels([["7", "8", "9", "10", "11"], minuteWheel, ko ? ["오전", "오후"] : ["AM", "PM"]], in: Rect(x: frame.x, y: frame.y, width: frame.width, height: 170))
            case .dateAndTime:
                drawWheels([ko ? ["11월 20일", "11월 21일", "오늘", "11월 23일", "11월 24일"] : ["Fri Nov 20", "Sat Nov 21", "Today", "Mon Nov 23", "Tue Nov 24"],
                            ["7", "8", "9", "10", "11"], minuteWheel], in: Rect(x: frame.x, y: frame.y, width: frame.width, height: 170))
            default:
                drawWheels([ko ? ["9월", "10월", "11월", "12월", "1월"] : ["September", "October", "November", "December", "January"],
                            ["20", "21", "22", "23", "24"], ["2024", "2025", "2026", "2027", "2028"]], in: Rect(x: frame.x, y: frame.y, width: frame.width, height: 170))
            }
            return 170
        }
    }

    mutating func drawRefresh(_ control: RefreshControl, in frame: Rect) {
        drawSpinner(center: Point(x: frame.midX, y: frame.y + 18), radius: 10, className: "hm-secondary")
        if let title = control.title {
            svg.text(title, at: Point(x: frame.midX, y: frame.y + 52), size: 13, className: "hm-secondary", anchor: .middle, maxWidth: frame.width)
        }
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

    mutating func drawSlider(_ slider: Slider, in frame: Rect) {
        let range = max(0.0001, slider.maximum - slider.minimum)
        let fraction = min(1, max(0, (slider.value - slider.minimum) / range))
        let trackY = frame.midY - 2
        svg.rect(Rect(x: frame.x, y: trackY, width: frame.width, height: 4), radius: 2, className: "hm-fill")
        svg.rect(Rect(x: frame.x, y: trackY, width: frame.width * fraction, height: 4), radius: 2, className: "hm-tint")
        svg.circle(center: Point(x: frame.x + 14 + (frame.width - 28) * fraction, y: frame.midY), radius: 14, className: "hm-thumb")
    }

    mutating func drawStepper(_ stepper: Stepper, in frame: Rect) {
        if let label = stepper.valueLabel {
            svg.text(label, at: Point(x: frame.x, y: frame.midY + 6), size: 17, className: "hm-label", maxWidth: frame.width - 110)
        }
        let box = Rect(x: frame.maxX - 94, y: frame.midY - 16, width: 94, height: 32)
        svg.rect(box, radius: 8, className: "hm-fill")
        svg.line(from: Point(x: box.midX, y: box.y + 7), to: Point(x: box.midX, y: box.maxY - 7), className: "hm-sep")
        svg.path("M \(n(box.x + 17)) \(n(box.midY)) h 13", className: "hm-label-stroke")
        svg.path("M \(n(box.midX + 17)) \(n(box.midY)) h 13 M \(n(box.midX + 23.5)) \(n(box.midY - 6.5)) v 13", className: "hm-label-stroke")
    }

    /// A 51 × 31 pt switch.
    mutating func drawSwitch(on: Bool, at origin: Point) {
        let track = Rect(x: origin.x, y: origin.y, width: 51, height: 31)
        svg.rect(track, radius: 15.5, className: on ? "hm-green" : "hm-fill")
        svg.circle(center: Point(x: on ? track.maxX - 15.5 : track.x + 15.5, y: track.midY), radius: 13.5, className: "hm-thumb")
    }

    mutating func drawTextField(_ field: TextField, in frame: Rect) -> Double {
        var y = frame.y
        if let label = field.label {
            svg.text(label, at: Point(x: frame.x, y: y + 14), size: 13, className: "hm-secondary", maxWidth: frame.width)
            y += 20
        }
        let box = Rect(x: frame.x, y: y, width: frame.width, height: 36)
        svg.rect(box, radius: 8, className: "hm-field")
        let hasText = !(field.text ?? "").isEmpty
        if hasText {
            let shown = field.isSecure ? String(repeating: "•", count: min(12, field.text!.count)) : field.text!
            svg.text(shown, at: Point(x: box.x + 10, y: box.midY + 6), size: 17, className: "hm-label", maxWidth: box.width - 44)
            if field.hasClearButton {
                let center = Point(x: box.maxX - 16, y: box.midY)
                svg.circle(center: center, radius: 8, className: "hm-dot")
                svg.path("M \(n(center.x - 3)) \(n(center.y - 3)) l 6 6 m 0 -6 l -6 6", className: "hm-on-dot-stroke")
            }
        } else {
            svg.text(field.placeholder ?? "", at: Point(x: box.x + 10, y: box.midY + 6), size: 17, className: "hm-placeholder", maxWidth: box.width - 20)
        }
        return box.maxY - frame.y
    }

    mutating func drawSearchBar(_ bar: SearchBar, in frame: Rect) -> Double {
        var y = frame.y
        if let prompt = bar.prompt {
            svg.text(prompt, at: Point(x: frame.midX, y: y + 14), size: 13, className: "hm-secondary", anchor: .middle, maxWidth: frame.width)
            y += 20
        }
        let cancelWidth = bar.hasCancelButton ? TextMetrics.width(language == .ko ? "취소" : "Cancel", fontSize: 17) + 12 : 0
        let box = Rect(x: frame.x, y: y, width: frame.width - cancelWidth, height: 36)
        svg.rect(box, radius: 10, className: "hm-fill")
        svg.circle(center: Point(x: box.x + 16, y: box.midY - 1), radius: 5.5, className: "hm-secondary-stroke")
        svg.line(from: Point(x: box.x + 20, y: box.midY + 3), to: Point(x: box.x + 24, y: box.midY + 7), className: "hm-secondary-stroke")
        if let text = bar.text, !text.isEmpty {
            svg.text(text, at: Point(x: box.x + 32, y: box.midY + 6), size: 17, className: "hm-label", maxWidth: box.width - 60)
            if bar.hasClearButton {
                svg.circle(center: Point(x: box.maxX - 16, y: box.midY), radius: 8, className: "hm-dot")
            }
        } else {
            svg.text(bar.placeholder ?? "", at: Point(x: box.x + 32, y: box.midY + 6), size: 17, className: "hm-placeholder", maxWidth: box.width - 40)
        }
        if bar.hasCancelButton {
            svg.text(language == .ko ? "취소" : "Cancel", at: Point(x: frame.maxX, y: box.midY + 6), size: 17, className: "hm-tint-text", anchor: .end)
        }
        y = box.maxY
        if !bar.scopes.isEmpty {
            let control = SegmentedControl(segments: bar.scopes.map { .init(title: $0) })
            drawSegmentedControl(control, in: Rect(x: frame.x, y: y + 8, width: frame.width, height: 30), path: ElementPath([]).key("scopes"))
            frames.removeLast(1 + bar.scopes.count)
            y += 38
        }
        return y - frame.y
    }

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

    mutating func drawImageView(_ imageView: ImageView, in frame: Rect, path: ElementPath) -> Double {
        var x = frame.x
        var height = 0.0
        for (position, size) in imageView.frames.enumerated() {
            let scale = min(1, (frame.width / Double(max(1, imageView.frames.count)) - 8) / max(1, size.width), 160 / max(1, size.height))
            let box = Rect(x: x, y: frame.y, width: size.width * scale, height: size.height * scale)
            record(path.key("frames").index(position), box)
            svg.rect(box, radius: 6, className: "hm-fill")
            svg.path("M \(n(box.x + box.width * 0.15)) \(n(box.maxY - box.height * 0.2)) l \(n(box.width * 0.25)) \(n(-box.height * 0.35)) l \(n(box.width * 0.2)) \(n(box.height * 0.2)) l \(n(box.width * 0.15)) \(n(-box.height * 0.12)) l \(n(box.width * 0.1)) \(n(box.height * 0.27))",
                     className: "hm-secondary-stroke")
            x = box.maxX + 8
            height = max(height, box.height)
        }
        return height
    }

    // MARK: - Glyphs

    mutating func drawSpinner(center: Point, radius: Double, className: String) {
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4
            let inner = Point(x: center.x + cos(angle) * radius * 0.45, y: center.y + sin(angle) * radius * 0.45)
            let outer = Point(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            svg.element("line", [("x1", n(inner.x)), ("y1", n(inner.y)), ("x2", n(outer.x)), ("y2", n(outer.y)),
                                 ("class", className + "-stroke"), ("opacity", SVGBuilder.number(0.3 + 0.7 * Double(spoke) / 7))])
        }
    }

    /// A few SF Symbols-like shapes by name; any other name is a rounded square.
    /// `style` overrides the class's colours (the red of a destructive button's icon).
    mutating func drawGlyph(_ name: String, center: Point, size: Double, className: String, style: String? = nil) {
        let s = size / 2
        let x = center.x, y = center.y
        let data: String
        switch name {
        case "house", "house.fill", "홈":
            data = "M \(n(x - s)) \(n(y)) L \(n(x)) \(n(y - s)) L \(n(x + s)) \(n(y)) M \(n(x - s * 0.7)) \(n(y - s * 0.2)) V \(n(y + s)) H \(n(x + s * 0.7)) V \(n(y - s * 0.2))"
        case "magnifyingglass":
            data = "M \(n(x + s * 0.35)) \(n(y + s * 0.35)) L \(n(x + s)) \(n(y + s)) M \(n(x - s * 0.9)) \(n(y - s * 0.25)) a \(n(s * 0.65)) \(n(s * 0.65)) 0 1 0 \(n(s * 1.3)) 0 a \(n(s * 0.65)) \(n(s * 0.65)) 0 1 0 \(n(-s * 1.3)) 0"
        case "gear", "gearshape":
            data = "M \(n(x - s * 0.8)) \(n(y)) a \(n(s * 0.8)) \(n(s * 0.8)) 0 1 0 \(n(s * 1.6)) 0 a \(n(s * 0.8)) \(n(s * 0.8)) 0 1 0 \(n(-s * 1.6)) 0 M \(n(x - s * 0.3)) \(n(y)) a \(n(s * 0.3)) \(n(s * 0.3)) 0 1 0 \(n(s * 0.6)) 0 a \(n(s * 0.3)) \(n(s * 0.3)) 0 1 0 \(n(-s * 0.6)) 0"
        case "plus", "square.and.pencil":
            data = "M \(n(x - s * 0.8)) \(n(y)) H \(n(x + s * 0.8)) M \(n(x)) \(n(y - s * 0.8)) V \(n(y + s * 0.8))"
        case "trash":
            data = "M \(n(x - s * 0.8)) \(n(y - s * 0.6)) H \(n(x + s * 0.8)) M \(n(x - s * 0.6)) \(n(y - s * 0.6)) L \(n(x - s * 0.5)) \(n(y + s)) H \(n(x + s * 0.5)) L \(n(x + s * 0.6)) \(n(y - s * 0.6)) M \(n(x - s * 0.25)) \(n(y - s * 0.6)) V \(n(y - s * 0.9)) H \(n(x + s * 0.25)) V \(n(y - s * 0.6))"
        case "square.and.arrow.up":
            data = "M \(n(x)) \(n(y + s * 0.3)) V \(n(y - s)) M \(n(x - s * 0.4)) \(n(y - s * 0.6)) L \(n(x)) \(n(y - s)) L \(n(x + s * 0.4)) \(n(y - s * 0.6)) M \(n(x - s * 0.3)) \(n(y - s * 0.25)) H \(n(x - s * 0.7)) V \(n(y + s)) H \(n(x + s * 0.7)) V \(n(y - s * 0.25)) H \(n(x + s * 0.3))"
        case "ellipsis":
            data = "M \(n(x - s * 0.7)) \(n(y)) h 0.1 M \(n(x)) \(n(y)) h 0.1 M \(n(x + s * 0.7)) \(n(y)) h 0.1"
        case "person", "person.fill":
            data = "M \(n(x - s * 0.35)) \(n(y - s * 0.45)) a \(n(s * 0.35)) \(n(s * 0.35)) 0 1 0 \(n(s * 0.7)) 0 a \(n(s * 0.35)) \(n(s * 0.35)) 0 1 0 \(n(-s * 0.7)) 0 M \(n(x - s * 0.8)) \(n(y + s)) a \(n(s * 0.8)) \(n(s * 0.7)) 0 0 1 \(n(s * 1.6)) 0"
        case "photo", "photo.on.rectangle":
            data = "M \(n(x - s)) \(n(y - s * 0.7)) H \(n(x + s)) V \(n(y + s * 0.7)) H \(n(x - s)) Z M \(n(x - s * 0.8)) \(n(y + s * 0.5)) L \(n(x - s * 0.2)) \(n(y - s * 0.1)) L \(n(x + s * 0.3)) \(n(y + s * 0.35)) L \(n(x + s * 0.55)) \(n(y + s * 0.1)) L \(n(x + s * 0.85)) \(n(y + s * 0.5))"
        default:
            data = "M \(n(x - s * 0.7)) \(n(y - s * 0.7)) H \(n(x + s * 0.7)) V \(n(y + s * 0.7)) H \(n(x - s * 0.7)) Z"
        }
        svg.element("path", [("d", data), ("class", className), ("style", style)])
    }

    func n(_ value: Double) -> String { SVGBuilder.number(value) }
}
