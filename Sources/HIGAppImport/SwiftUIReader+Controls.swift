import HIGControls
import SwiftSyntax

/// SwiftUI controls as elements of the model: one reading for each kind of view, kept with its
/// family (labels, buttons, sliders, progress, pickers, text fields, colour wells and gauges).
extension SwiftUIReader {
    /// What a control's call shows, or nil when `name` is not a control the importer reads.
    func control(_ name: String, _ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment? {
        switch name {
        case "Text": return textView(call, view, context)
        case "Label": return labelView(call, context)
        case "LabeledContent": return labeledContent(call, context)
        case "Image", "AsyncImage": return image(call, view, context)
        case "Menu": return menuView(call, view, context)
        case "Button", "Link", "ShareLink", "EditButton", "NavigationLink", "PasteButton", "RenameButton", "PhotosPicker":
            return button(name, call, view, context)
        case "Toggle": return toggle(call, view, context)
        case "Slider": return slider(call, view, context)
        case "Stepper": return stepper(call, view, context)
        case "Picker": return picker(call, view, context)
        case "DatePicker": return datePicker(call, view, context)
        case "TextField", "SecureField": return textField(name, call, view, context)
        case "ProgressView": return progressView(call, context)
        case "DisclosureGroup": return disclosureGroup(call, context)
        case "OutlineGroup": return outlineGroup(call, context)
        case "TextEditor": return textEditor(call, context)
        case "ColorPicker": return colorPicker(call, view, context)
        case "Gauge": return gauge(call, context)
        default: return nil
        }
    }
}
