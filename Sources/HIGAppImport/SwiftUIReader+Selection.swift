import HIGControls
import SwiftSyntax

/// Colour wells and gauges: `ColorPicker` and `Gauge`, read from their literal titles, bounds
/// and labels.
extension SwiftUIReader {
    /// `ColorPicker("Tint", selection: $tint, supportsOpacity: false)`, or with a `label:`
    /// closure. A title from a variable, or a label the importer cannot read, is `…`: the well has
    /// a title, only not known. The selected colour is bound to state, so it is left out.
    func colorPicker(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        var well = ColorWell()
        if let first = SwiftUIValues.argument(nil, in: call.arguments) {
            well.title = SwiftUIValues.text(first, strings: context.strings)?.text ?? SwiftUIText.placeholder
        } else if let closure = call.trailingClosure ?? Self.closure("label", of: call) {
            well.title = labelText(closure, context)
        }
        // VoiceOver reads an accessibility label in place of a missing title.
        if (well.title ?? "").isEmpty, let label = view.modifier("accessibilityLabel") {
            well.title = SwiftUIValues.text(label.firstArgument, strings: context.strings)?.text ?? SwiftUIText.placeholder
        }
        if SwiftUIValues.bool(SwiftUIValues.argument("supportsOpacity", in: call.arguments)) == false { well.supportsOpacity = false }
        var fragment = SwiftUIFragment()
        fragment.items = [SwiftUIPlaced(element: .colorWell(well), location: here)]
        fragment.size = 1
        return fragment
    }

    /// `Gauge(value: level, in: 0...100) { Text("Battery") } currentValueLabel: { … }
    /// minimumValueLabel: { … } maximumValueLabel: { … }` in the style `.gaugeStyle` gives it.
    /// A value or range from variables is kept but marked unknown, so no rule judges it.
    func gauge(_ call: FunctionCallExprSyntax, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        var gauge = Gauge()
        var fragment = SwiftUIFragment()
        if let range = SwiftUIValues.argument("in", in: call.arguments) {
            if let bounds = SwiftUIValues.range(range) {
                (gauge.minimum, gauge.maximum) = (bounds.lower, bounds.upper)
            } else {
                gauge.rangeIsKnown = false
                fragment.unknowns.append(SwiftUIUnknown(location: here, what: Localized(ko: "게이지의 범위", en: "the gauge's range"),
                                                        why: .notALiteralRange(range)))
            }
        }
        if let value = SwiftUIValues.number(SwiftUIValues.argument("value", in: call.arguments)) {
            gauge.value = value
        } else {
            gauge.valueIsKnown = false
            gauge.value = (gauge.minimum + gauge.maximum) / 2
        }
        let labels = (call.trailingClosure ?? Self.closure("label", of: call), Self.closure("currentValueLabel", of: call),
                      Self.closure("minimumValueLabel", of: call), Self.closure("maximumValueLabel", of: call))
        gauge.label = labels.0.flatMap { labelText($0, context) }
        gauge.currentValueLabel = labels.1.flatMap { labelText($0, context) }
        gauge.minimumLabel = labels.2.flatMap { labelText($0, context) }
        gauge.maximumLabel = labels.3.flatMap { labelText($0, context) }
        if let modifier = context.environment["gaugeStyle"] {
            let name = SwiftUIValues.optionName(modifier.firstArgument) ?? ""
            switch name {
            case "automatic", "linearCapacity": gauge.style = .linearCapacity
            case "accessoryLinear": gauge.style = .accessoryLinear
            case "accessoryLinearCapacity": gauge.style = .accessoryLinearCapacity
            case "accessoryCircular": gauge.style = .accessoryCircular
            case "accessoryCircularCapacity": gauge.style = .accessoryCircularCapacity
            default:
                fragment.unknowns.append(SwiftUIUnknown(location: modifier.location, what: Localized(ko: "게이지의 스타일", en: "the gauge's style"),
                                                        why: Localized(ko: "iOS에서 SwiftUI가 제공하는 게이지 스타일이 아닌 스타일('\(name)')이어서 "
                                                                           + "선형 용량 게이지로 그립니다",
                                                                       en: "'\(name)' is not one of SwiftUI's gauge styles on iOS; it is drawn as a linear capacity gauge")))
            }
        }
        fragment.items = [SwiftUIPlaced(element: .gauge(gauge), location: here)]
        fragment.size = 1
        return fragment
    }

    /// The text a label closure shows: its literal text, `…` for text the importer cannot read,
    /// nil for a closure that shows nothing (`{ }`, `{ EmptyView() }`).
    func labelText(_ closure: ClosureExprSyntax, _ context: Context) -> String? {
        if let title = labelContent(closure.statements, context).title { return title.text }
        let shown = closure.statements.filter { $0.item.trimmedDescription != "EmptyView()" }
        return shown.isEmpty ? nil : SwiftUIText.placeholder
    }
}
