import HIGControls
import SwiftSyntax

extension Localized {
    /// Why a slider's, stepper's or gauge's range is unknown: it is written as code, not as `0...10`.
    static func notALiteralRange(_ range: some SyntaxProtocol) -> Localized {
        let written = range.trimmedDescription.prefix(40)
        return Localized(ko: "리터럴이 아닌 범위('\(written)')입니다", en: "'\(written)' is not a literal range")
    }
}

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
                fragment.unknowns.append(SwiftUIUnknown(location: here, what: Localized(ko: "슬라이더의 범위", en: "the slider's range"),
                                                        why: .notALiteralRange(range)))
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
                fragment.unknowns.append(SwiftUIUnknown(location: here, what: Localized(ko: "스테퍼의 증감 단위", en: "the stepper's step"),
                                                        why: Localized(ko: "리터럴이 아닌 숫자('\(step.trimmedDescription.prefix(40))')입니다",
                                                                       en: "'\(step.trimmedDescription.prefix(40))' is not a literal number")))
            }
        }
        if let range = SwiftUIValues.argument("in", in: arguments) {
            if let bounds = SwiftUIValues.range(range) {
                stepper.minimum = bounds.lower
                stepper.maximum = bounds.upper
            } else {
                fragment.unknowns.append(SwiftUIUnknown(location: here, what: Localized(ko: "스테퍼의 범위", en: "the stepper's range"), why: .notALiteralRange(range)))
            }
        } else {
            let why = arguments.contains { $0.label?.text == "onIncrement" }
                ? Localized(ko: "onIncrement 코드가 값을 직접 바꿉니다", en: "it changes its value in code of its own")
                : Localized(ko: "'in:' 범위가 없어 값에 한계가 없습니다", en: "it has no 'in:' range, so it is not bounded")
            fragment.unknowns.append(SwiftUIUnknown(location: here, what: Localized(ko: "스테퍼의 범위", en: "the stepper's range"), why: why))
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
