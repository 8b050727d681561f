import Foundation
import HIGControls

extension ASCIIScreenRenderer {
    /// The lines of one content element, `width` columns wide, each tagged with the paths it shows.
    func elementLines(_ element: Element, width: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        func lines(_ texts: [String]) -> [(text: String, paths: [ElementPath])] { texts.map { ($0, [path]) } }
        let ko = language == .ko
        switch element {
        case .button(let button):
            switch button.kind {
            case .detailDisclosure, .info: return lines(["ⓘ" + (button.title.map { " " + $0 } ?? "")])
            case .addContact: return lines(["⊕" + (button.title.map { " " + $0 } ?? "")])
            case .system:
                let text = [button.icon.map(Self.glyph), button.title].compactMap { $0 }.joined(separator: " ")
                switch button.style {
                case .plain: return lines([text])
                case .gray, .tinted: return lines(["( " + text + " )"])
                case .filled, nil: return lines(["[ " + text + " ]"])
                }
            }
        case .editMenu(let menu):
            let commands = menu.commands.map { command in
                menu.hasSelection || !command.needsSelection ? command.title : "(" + command.title + ")"
            }
            let inner = " " + commands.joined(separator: " │ ") + " "
            let bar = String(repeating: "─", count: TextMetrics.displayWidth(inner))
            return lines(["┌" + bar + "┐", "│" + inner + "│", "└" + bar + "┘"])
        case .label(let label):
            return lines([label.text])
        case .pageControl(let control):
            let shown = max(0, min(control.pages, width / 2))  // a nested scroll view can leave a negative width
            let dots = (0..<shown).map { $0 == control.current ? "●" : "○" }.joined(separator: " ")
            return lines([Self.center(dots, width: width)])
        case .picker(let picker):
            return lines(wheelLines(picker.components, width: width))
        case .datePicker(let picker):
            return lines(datePickerLines(picker, width: width))
        case .activityIndicator(let indicator):
            let spinner = indicator.isAnimating ? "⠋" : (indicator.hidesWhenStopped ? "" : "·")
            return lines([Self.center([spinner, indicator.label].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " "), width: width)])
        case .progressBar(let bar):
            let track = max(4, width - 2)
            let filled = Int(drawing: (Double(track) * min(1, max(0, bar.progress))).rounded())
            return lines((bar.label.map { [$0] } ?? []) + [String(repeating: "▓", count: filled) + String(repeating: "░", count: track - filled)])
        case .refreshControl(let control):
            return lines([Self.center("↻" + (control.title.map { " " + $0 } ?? ""), width: width)])
        case .segmentedControl(let control):
            return lines([segmentedLine(control)])
        case .slider(let slider):
            let track = max(4, width - 2)
            let range = max(0.0001, slider.maximum - slider.minimum)
            let position = Int(drawing: (Double(track - 1) * min(1, max(0, (slider.value - slider.minimum) / range))).rounded())
            return lines([String(repeating: "━", count: position) + "●" + String(repeating: "─", count: track - 1 - position)])
        case .stepper(let stepper):
            return lines([Self.spread(stepper.valueLabel ?? "", "[ − │ + ]", width: width)])
        case .switch(let control):
            let knob = control.isOn ? "[━●]" : "[●━]"
            return lines([Self.spread(control.label ?? "", [control.stateLabel, knob].compactMap { $0 }.joined(separator: " "), width: width)])
        case .textField(let field):
            var text = field.placeholder.map { "‹" + $0 + "›" } ?? ""
            if let value = field.text, !value.isEmpty {
                text = field.isSecure ? String(repeating: "•", count: min(12, value.count)) : value
                if field.hasClearButton { text = Self.spread(text, "ⓧ", width: width - 4) }
            }
            return lines((field.label.map { [$0] } ?? []) + ["[ " + Self.pad(text, to: width - 4) + " ]"])
        case .searchBar(let bar):
            let cancel = bar.hasCancelButton ? (ko ? " 취소" : " Cancel") : ""
            let inner = "⌕ " + ((bar.text?.isEmpty == false) ? bar.text! : bar.placeholder.map { "‹" + $0 + "›" } ?? "")
            var result = (bar.prompt.map { [Self.center($0, width: width)] } ?? [])
            result.append("( " + Self.pad(inner, to: width - 4 - TextMetrics.displayWidth(cancel)) + " )" + cancel)
            if !bar.scopes.isEmpty { result.append(segmentedLine(SegmentedControl(segments: bar.scopes.map { .init(title: $0) }))) }
            return lines(result)
        case .table(let table):
            return tableLines(table, width: width, path: path)
        case .collection(let collection):
            let perRow = max(1, width / 5)
            var result: [(String, [ElementPath])] = []
            for start in stride(from: 0, to: collection.items.count, by: perRow) {
                let slice = collection.items.indices[start..<min(start + perRow, collection.items.count)]
                result.append((slice.map { _ in "[▧] " }.joined(), [path] + slice.map { path.key("items").index($0) }))
            }
            return result
        case .scrollView(let scrollView):
            var result: [(String, [ElementPath])] = []
            let axis = scrollView.axis == .vertical ? "↕" : scrollView.axis == .horizontal ? "↔" : "✥"
            result.append(("┆" + axis + (scrollView.isPaging ? (ko ? " 페이지 넘김" : " paging") : ""), [path]))
            for (position, child) in scrollView.content.enumerated() {
                let childPath = path.key("content").index(position).key(child.kind.rawValue)
                for line in elementLines(child, width: width - 2, path: childPath) {
                    result.append(("┆ " + line.text, line.paths))
                }
            }
            return result
        case .imageView(let imageView):
            return [(imageView.frames.enumerated().map { "[▧ \(Int(drawing: $1.width))×\(Int(drawing: $1.height))]" }.joined(separator: " "),
                     [path] + imageView.frames.indices.map { path.key("frames").index($0) })]
        }
    }

    func wheelLines(_ components: [[String]], width: Int) -> [String] {
        let columnWidth = max(4, width / max(1, components.count))
        return (-2...2).map { offset in
            components.map { values -> String in
                let selected = max(0, values.count / 2)
                let index = selected + offset
                let value = values.indices.contains(index) ? values[index] : ""
                let text = offset == 0 ? "▸" + value : " " + value
                return Self.pad(text, to: columnWidth)
            }.joined()
        }
    }

    func datePickerLines(_ picker: DatePicker, width: Int) -> [String] {
        let ko = language == .ko
        if picker.mode == .countdownTimer {
            let minutes = picker.countdownMinutes ?? 60
            return wheelLines([[ko ? "\(minutes / 60)시간" : "\(minutes / 60) hours"], [ko ? "\(minutes % 60)분" : "\(minutes % 60) min"]], width: width)
        }
        let date = ko ? "2026년 11월 22일" : "Nov 22, 2026"
        let time = ko ? "오전 9:41" : "9:41 AM"
        switch picker.style {
        case .compact:
            return [(picker.mode == .time ? [time] : picker.mode == .date ? [date] : [date, time]).map { "[ " + $0 + " ]" }.joined(separator: " ")]
        case .inline:
            let header = ko ? "2026년 11월" : "November 2026"
            let days = ko ? "일 월 화 수 목 금 토" : "Su Mo Tu We Th Fr Sa"
            return [header, days, " 1  2  3  4  5  6  7", "…  ▸22◂  …"]
        case .wheels:
            let minute = String(format: "%02d", 0)
            switch picker.mode {
            case .time: return wheelLines([["8", "9", "10"], [minute, String(format: "%02d", max(1, picker.minuteInterval))], ko ? ["오전", "오후"] : ["AM", "PM"]], width: width)
            default: return wheelLines([ko ? ["10월", "11월", "12월"] : ["Oct", "Nov", "Dec"], ["21", "22", "23"], ["2025", "2026", "2027"]], width: width)
            }
        }
    }

    func tableLines(_ table: Table, width: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        var result: [(String, [ElementPath])] = []
        let indexWidth = table.index.isEmpty ? 0 : 2
        let inner = width - indexWidth
        if let refresh = table.refreshControl {
            result.append((Self.center("↻" + (refresh.title.map { " " + $0 } ?? ""), width: width), [path.key("refresh-control")]))
        }
        let grouped = table.style != .plain
        if grouped { result.append(("╭" + String(repeating: "─", count: max(0, inner - 2)) + "╮", [path])) }
        for (position, row) in table.rows.enumerated() {
            let accessory: String = switch row.accessory {
            case .none: ""
            case .disclosureIndicator: "›"
            case .detailDisclosureButton: "ⓘ"
            case .checkmark: "✓"
            case .switch: row.isOn ? "[━●]" : "[●━]"
            }
            let rowPath = path.key("rows").index(position)
            let content = grouped ? inner - 4 : inner
            var text: String
            switch row.style {
            case .basic, .subtitle: text = Self.spread(row.title, accessory, width: content)
            case .rightDetail: text = Self.spread(row.title, [row.detail, accessory].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " "), width: content)
            case .leftDetail: text = Self.spread((row.title) + "  " + (row.detail ?? ""), accessory, width: content)
            }
            if grouped { text = "│ " + Self.pad(text, to: content) + " │" }
            let indexLetter = table.index.indices.contains(position) ? " " + table.index[position] : (indexWidth > 0 ? "  " : "")
            result.append((Self.pad(text, to: inner) + indexLetter, [rowPath] + (row.accessory == .switch ? [rowPath.key("accessory")] : [])
                           + (indexWidth > 0 ? [path.key("index")] : [])))
            if row.style == .subtitle, let detail = row.detail {
                result.append(((grouped ? "│ " + Self.pad(detail, to: content) + " │" : detail), [rowPath]))
            }
            if !row.swipeActions.isEmpty {
                // Revealed actions under the row, each edge's outermost at its end: `[읽음] ▸ … ◂ [보관] [삭제]`.
                func names(_ edge: SwipeAction.Edge) -> [String] {
                    row.swipeActions(at: edge).map { "[" + ($0.action.title ?? $0.action.icon.map(Self.glyph) ?? "") + ($0.action.role == .destructive ? "!" : "") + "]" }
                }
                let leading = names(.leading), trailing = Array(names(.trailing).reversed())
                var line = Self.spread(leading.isEmpty ? "" : leading.joined(separator: " ") + " ▸",
                                       trailing.isEmpty ? "" : "◂ " + trailing.joined(separator: " "), width: content)
                if grouped { line = "│ " + Self.pad(line, to: content) + " │" }
                result.append((line, [rowPath] + row.swipeActions.indices.map { rowPath.key("swipe-actions").index($0) }))
            }
        }
        if grouped { result.append(("╰" + String(repeating: "─", count: max(0, inner - 2)) + "╯", [path])) }
        return result
    }
}
