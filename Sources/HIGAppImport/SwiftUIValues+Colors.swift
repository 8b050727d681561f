import HIGControls
import SwiftSyntax

/// Colours written as literals, read only where the colour is one colour in every appearance:
/// `Color.white` and `Color.black`, and `Color(red:green:blue:)` or `Color(white:)` in sRGB (their
/// default space) with literal channels from 0 to 1 and full opacity. The named colours (`.gray`,
/// `.blue`, `.primary`) adapt to light and dark appearance, an asset's colour may too, and an
/// opacity shows what lies behind: all unknown.
extension SwiftUIValues {
    static func fixedColor(_ expr: ExprSyntax?) -> Color? {
        guard let expr else { return nil }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let base = member.base.map { $0.trimmedDescription }
            guard base == nil || base == "Color" else { return nil }
            switch member.declName.baseName.text {
            case "white": return .white
            case "black": return .black
            default: return nil
            }
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Color",
              call.trailingClosure == nil else { return nil }
        let arguments = call.arguments
        var labels = arguments.map { $0.label?.text }
        // `Color(.sRGB, red: …)`: sRGB is the default; another space is not converted.
        if labels.first == .some(nil) {
            guard arguments.first?.expression.trimmedDescription == ".sRGB" else { return nil }
            labels.removeFirst()
        }
        if let opacity = argument("opacity", in: arguments) {
            guard channel(opacity) == 1 else { return nil }
            labels.removeAll { $0 == "opacity" }
        }
        if labels == ["white"], let white = channel(argument("white", in: arguments)) {
            return Color(red: white, green: white, blue: white)
        }
        guard labels == ["red", "green", "blue"], let red = channel(argument("red", in: arguments)),
              let green = channel(argument("green", in: arguments)), let blue = channel(argument("blue", in: arguments)) else { return nil }
        return Color(red: red, green: green, blue: blue)
    }

    /// A literal from 0 to 1, or a literal fraction of two (`200 / 255`).
    private static func channel(_ expr: ExprSyntax?) -> Double? {
        var value = number(expr)
        if value == nil, let sequence = expr?.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            if parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
               let numerator = number(parts[0]), let denominator = number(parts[2]), denominator != 0 {
                value = numerator / denominator
            }
        }
        guard let value, value >= 0, value <= 1 else { return nil }
        return value
    }
}
