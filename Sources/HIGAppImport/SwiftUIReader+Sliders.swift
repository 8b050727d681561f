import HIGControls
import SwiftSyntax

/// Sliders and steppers: controls that set a number in a range, read from their literal bounds.
extension SwiftUIReader {
    /// `Slider(value: $volume, in: 0...10) { Text("Volume") }`: its range, a value in the middle
    /// of it unless a constant is bound, and what it is for (its label, else the bound name).
    func slider(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        let arguments = call.arguments
        var slider = Slider()
        var fragment = SwiftUIFragment()
        if let range = SwiftUIValues.argument("in", in: arguments) {
            if let bounds = SwiftUIValues.range(range) {
                slider.minimum = bounds.lower
                slider.maximum = bounds.upper
            } else {
                fragment.unknowns.append(SwiftUIUnknown(location: here, what: "the slider's range",
                                                        why: "'\(range.trimmedDescription.prefix(40))' is not a literal range"))
            }
        }
        slider.value = SwiftUIValues.constantNumber(SwiftUIValues.argument("value", in: arguments))
            ?? (slider.minimum + slider.maximum) / 2
        slider.purpose = (call.trailingClosure ?? Self.closure("label", of: call)).flatMap { labelContent($0.statements, context).title?.text }
            ?? view.modifier("accessibilityLabel").flatMap { SwiftUIValues.text($0.firstArgument, strings: context.strings)?.text }
            ?? SwiftUIValues.boundName(SwiftUIValues.argument("value", in: arguments))
        fragment.items = [SwiftUIPlaced(element: .slider(slider), location: here)]
        fragment.size = 1
        return fragment
    }

    /// `Stepper("Guests: \(guests)", value: $guests, in: 1...10, step: 1)`.
    func stepper(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        let arguments = call.arguments
        let title = SwiftUIValues.text(SwiftUIValues.argument(nil, in: arguments), strings: context.strings)
            ?? (call.trailingClosure ?? Self.closure("label", of: call)).flatMap { labelContent($0.statements, context).title }
        var stepper = Stepper()
        var fragment = SwiftUIFragment()
        if let step = SwiftUIValues.argument("step", in: arguments) {
            if let value = SwiftUIValues.number(step), value > 0 { stepper.step = value } else {
                fragment.unknowns.append(SwiftUIUnknown(location: here, what: "the stepper's step", why: "'\(step.trimmedDescription.prefix(40))' is not a literal number"))
            }
        }
        if let range = SwiftUIValues.argument("in", in: arguments) {
            if let bounds = SwiftUIValues.range(range) {
                stepper.minimum = bounds.lower
                stepper.maximum = bounds.upper
            } else {
                fragment.unknowns.append(SwiftUIUnknown(location: here, what: "the stepper's range", why: "'\(range.trimmedDescription.prefix(40))' is not a literal range"))
            }
        } else {
            let why = arguments.contains { $0.label?.text == "onIncrement" } ? "it changes its value in code of its own" : "it has no 'in:' range, so it is not bounded"
            fragment.unknowns.append(SwiftUIUnknown(location: here, what: "the stepper's range", why: why))
        }
        stepper.value = stepper.minimum
        // A label that interpolates a value shows it; `Stepper("Guests", …)` alone does not.
        if let title, !title.isLiteral { stepper.valueLabel = title.text }
        var placed = SwiftUIPlaced(element: .stepper(stepper), location: here)
        placed.boundName = SwiftUIValues.boundName(SwiftUIValues.argument("value", in: arguments))
        fragment.items = [placed]
        fragment.size = 1
        return fragment
    }
}
