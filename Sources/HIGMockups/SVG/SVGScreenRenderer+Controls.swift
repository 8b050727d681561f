import Foundation
import HIGControls

/// Content elements: `drawElement` picks the drawing for each kind, kept with its family
/// (buttons, value controls, indicators, pickers, text fields, tables, scroll views, images).
extension SVGScreenRenderer {
    /// Draws a content element at `y` across the screen and returns the height it took.
    mutating func drawElement(_ element: Element, at y: Double, width: Double, path: ElementPath) -> Double {
        let m = Self.margin
        let full = Rect(x: m, y: y, width: width - 2 * m, height: 0)
        func frame(_ height: Double) -> Rect { Rect(x: full.x, y: y, width: full.width, height: height) }
        let height: Double
        switch element {
        case .button(let button): height = drawButton(button, in: frame(44), path: path)
        case .editMenu(let menu): height = drawEditMenu(menu, in: frame(58))
        case .menu(let menu): height = drawMenu(menu, in: full, path: path)
        case .alert(let alert): height = drawAlert(alert, in: full, path: path)
        case .actionSheet(let sheet): height = drawActionSheet(sheet, in: full, path: path)
        case .sheet(let sheet): return drawSheet(sheet, at: y, width: width, path: path)
        case .popover(let popover): return drawPopover(popover, at: y, width: width, path: path)
        case .label(let label): height = drawLabel(label, in: full)
        case .pageControl(let control):
            height = 26
            drawPageControl(control, in: frame(26))
        case .picker(let picker):
            height = 170
            drawWheels(picker.components, in: frame(170))
        case .datePicker(let picker): height = drawDatePicker(picker, in: full)
        case .activityIndicator(let indicator): height = drawActivityIndicator(indicator, in: full)
        case .progressBar(let bar): height = drawProgressBar(bar, in: full)
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
        case .switch(let control): height = drawSwitch(control, in: full)
        case .textField(let field): height = drawTextField(field, in: full)
        case .colorWell(let well): height = drawColorWell(well, in: full)
        case .gauge(let gauge): height = drawGauge(gauge, in: full)
        case .searchBar(let bar): height = drawSearchBar(bar, in: full)
        case .table(let table):
            height = drawTable(table, at: y, width: width, path: path)
            record(path, Rect(x: 0, y: y, width: width, height: height))
            return height
        case .collection(let collection): height = drawCollection(collection, in: full, path: path)
        case .scrollView(let scrollView): height = drawScrollView(scrollView, in: full, path: path)
        case .imageView(let imageView): height = drawImageView(imageView, in: full, path: path)
        case .splitView(let split): return drawSplitView(split, at: y, width: width, path: path)
        case .sidebar(let sidebar): height = drawSidebar(sidebar, in: full, path: path, chevrons: screen.device == .iPhone)
        case .disclosureGroup(let group): height = drawDisclosureGroup(group, in: full, path: path)
        case .textView(let view): height = drawTextView(view, in: full)
        case .webView(let view): height = drawWebView(view, in: full)
        }
        record(path, frame(height))
        return height
    }


    /// A label's text in its size; a described background behind it, the text inset on it.
    mutating func drawLabel(_ label: Label, in frame: Rect) -> Double {
        let height = label.fontSize * 1.5
        // A described background is drawn as it is, the text inset on it; a described colour
        // is drawn as it is too, over the themed page when there is no background.
        let inset = label.background == nil ? 0.0 : 8.0
        if let background = label.background {
            svg.element("rect", [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(height)), ("rx", "6"),
                                 ("fill", background.description)])
        }
        svg.text(label.text, at: Point(x: frame.x + inset, y: frame.y + label.fontSize * 1.15), size: label.fontSize, className: "hm-label",
                 maxWidth: frame.width - 2 * inset, fill: label.color)
        return height
    }

    func n(_ value: Double) -> String { SVGBuilder.number(value) }
}
