import Foundation
import HIGControls

/// Content elements as lines of text: `elementLines` picks the drawing for each kind; pickers,
/// text fields, tables and scroll views are drawn in files of their own.
extension ASCIIScreenRenderer {
    /// The lines of one content element, `width` columns wide, each tagged with the paths it shows.
    func elementLines(_ element: Element, width: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        func lines(_ texts: [String]) -> [(text: String, paths: [ElementPath])] { texts.map { ($0, [path]) } }
        switch element {
        case .button(let button): return lines([buttonLine(button)])
        case .editMenu(let menu): return lines(editMenuLines(menu))
        case .menu(let menu): return menuLines(menu, width: width, path: path)
        case .alert(let alert): return alertLines(alert, width: width, path: path)
        case .actionSheet(let sheet): return actionSheetLines(sheet, width: width, path: path)
        case .sheet(let sheet): return sheetLines(sheet, width: width, path: path)
        case .popover(let popover): return popoverLines(popover, width: width, path: path)
        case .label(let label): return lines([label.text])
        case .pageControl(let control): return lines([pageControlLine(control, width: width)])
        case .picker(let picker): return lines(wheelLines(picker.components, width: width))
        case .datePicker(let picker): return lines(datePickerLines(picker, width: width))
        case .activityIndicator(let indicator): return lines([activityIndicatorLine(indicator, width: width)])
        case .progressBar(let bar): return lines(progressBarLines(bar, width: width))
        case .refreshControl(let control): return lines([Self.center("↻" + (control.title.map { " " + $0 } ?? ""), width: width)])
        case .segmentedControl(let control): return lines([segmentedLine(control)])
        case .slider(let slider): return lines([sliderLine(slider, width: width)])
        case .stepper(let stepper): return lines([Self.spread(stepper.valueLabel ?? "", "[ − │ + ]", width: width)])
        case .switch(let control): return lines([switchLine(control, width: width)])
        case .textField(let field): return lines(textFieldLines(field, width: width))
        case .colorWell(let well): return lines([colorWellLine(well, width: width)])
        case .gauge(let gauge): return lines(gaugeLines(gauge, width: width))
        case .searchBar(let bar): return lines(searchBarLines(bar, width: width))
        case .table(let table): return tableLines(table, width: width, path: path)
        case .collection(let collection): return collectionLines(collection, width: width, path: path)
        case .scrollView(let scrollView): return scrollViewLines(scrollView, width: width, path: path)
        case .imageView(let imageView): return imageViewLines(imageView, path: path)
        case .splitView(let split): return splitViewLines(split, width: width, path: path)
        case .sidebar(let sidebar): return sidebarLines(sidebar, width: width, path: path)
        case .disclosureGroup(let group): return disclosureLines(group, width: width, path: path)
        case .textView(let view): return textViewLines(view, width: width, path: path)
        case .webView(let view): return webViewLines(view, width: width, path: path)
        }
    }

    /// `[ Save ]` filled, `( Save )` gray or tinted, plain text for a plain button; `ⓘ`, `⊕`.
    func buttonLine(_ button: Button) -> String {
        switch button.kind {
        case .detailDisclosure, .info: return "ⓘ" + (button.title.map { " " + $0 } ?? "")
        case .addContact: return "⊕" + (button.title.map { " " + $0 } ?? "")
        case .system:
            let text = [button.icon.map(Self.glyph), button.title].compactMap { $0 }.joined(separator: " ")
            switch button.style {
            case .plain: return text
            case .gray, .tinted: return "( " + text + " )"
            case .filled, nil: return "[ " + text + " ]"
            }
        }
    }

    /// The edit menu in a box, a command that needs a selection in parentheses when there is none.
    func editMenuLines(_ menu: EditMenu) -> [String] {
        let commands = menu.commands.map { command in
            menu.hasSelection || !command.needsSelection ? command.title : "(" + command.title + ")"
        }
        let inner = " " + commands.joined(separator: " │ ") + " "
        let bar = String(repeating: "─", count: TextMetrics.displayWidth(inner))
        return ["┌" + bar + "┐", "│" + inner + "│", "└" + bar + "┘"]
    }

    /// `○ ● ○`, as many dots as fit.
    func pageControlLine(_ control: PageControl, width: Int) -> String {
        let shown = max(0, min(control.pages, width / 2))  // a nested scroll view can leave a negative width
        let dots = (0..<shown).map { $0 == control.current ? "●" : "○" }.joined(separator: " ")
        return Self.center(dots, width: width)
    }

    /// A spinner (`⠋` animating, `·` stopped and shown) beside its label.
    func activityIndicatorLine(_ indicator: ActivityIndicator, width: Int) -> String {
        let spinner = indicator.isAnimating ? "⠋" : (indicator.hidesWhenStopped ? "" : "·")
        return Self.center([spinner, indicator.label].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " "), width: width)
    }

    /// Its label, then a track filled to the progress: `▓▓▓░░░`.
    func progressBarLines(_ bar: ProgressBar, width: Int) -> [String] {
        let track = max(4, width - 2)
        let filled = Int(drawing: (Double(track) * min(1, max(0, bar.progress))).rounded())
        return (bar.label.map { [$0] } ?? []) + [String(repeating: "▓", count: filled) + String(repeating: "░", count: track - filled)]
    }

    /// `━━━●───`, the thumb at the value's place in the range.
    func sliderLine(_ slider: Slider, width: Int) -> String {
        let track = max(4, width - 2)
        let range = max(0.0001, slider.maximum - slider.minimum)
        let position = Int(drawing: (Double(track - 1) * min(1, max(0, (slider.value - slider.minimum) / range))).rounded())
        return String(repeating: "━", count: position) + "●" + String(repeating: "─", count: track - 1 - position)
    }

    /// The label at the leading end; the state label and `[━●]` (on) or `[●━]` (off) at the trailing end.
    func switchLine(_ control: Switch, width: Int) -> String {
        let knob = control.isOn ? "[━●]" : "[●━]"
        return Self.spread(control.label ?? "", [control.stateLabel, knob].compactMap { $0 }.joined(separator: " "), width: width)
    }

    /// `[▧ 120×80]` for each of the image view's frames.
    func imageViewLines(_ imageView: ImageView, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        [(imageView.frames.enumerated().map { "[▧ \(Int(drawing: $1.width))×\(Int(drawing: $1.height))]" }.joined(separator: " "),
          [path] + imageView.frames.indices.map { path.key("frames").index($0) })]
    }
}
