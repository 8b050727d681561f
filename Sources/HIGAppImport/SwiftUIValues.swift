import Foundation
import HIGControls
import SwiftSyntax

/// Text as the source fixes it: a literal, a literal with interpolations (whose values are
/// shown as `…`), or nothing known at all.
struct SwiftUIText: Sendable, Hashable {
    var text: String
    /// The variables interpolated, or empty for a plain literal.
    var interpolatedNames: [String]
    /// The literal is a localisation key (`"status.action.translate"`): what people see is in
    /// the app's string catalog, so the text stands as `…`.
    var isLocalizationKey = false
    var isLiteral: Bool { interpolatedNames.isEmpty && !isLocalizationKey }

    /// What stands for text the source does not fix.
    static let placeholder = "…"
}

/// Reading literal values out of expressions: no evaluation beyond what is written.
enum SwiftUIValues {
    /// `"Wi-Fi"`, `"\(count) items"`, `String(localized: "Done")`, `Text("Done")`, or a name the
    /// caller knows the value of (a `ForEach` element over literal strings).
    ///
    /// `isName` is for a symbol's or an asset's name (`"list.bullet"`), which is never a key of a
    /// string catalog.
    static func text(_ expr: ExprSyntax?, strings: [String: String] = [:], isName: Bool = false) -> SwiftUIText? {
        guard let expr else { return nil }
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            var text = "", names: [String] = []
            for segment in literal.segments {
                switch segment {
                case .stringSegment(let part): text += unescaped(part.content.text)
                case .expressionSegment(let part):
                    // An interpolation of a known name (a literal ForEach element) is that text.
                    if part.expressions.count == 1, let name = identifier(part.expressions.first?.expression),
                       let known = strings[name] {
                        text += known
                    } else {
                        text += SwiftUIText.placeholder
                        names += part.expressions.flatMap { identifiers(in: $0.expression) }
                        if names.isEmpty { names = ["_"] }
                    }
                }
            }
            // A key may take values too: `"status.summary.n-boosts \(count)"`.
            let literalParts = text.replacingOccurrences(of: SwiftUIText.placeholder, with: "").trimmingCharacters(in: .whitespaces)
            if !isName, looksLikeLocalizationKey(literalParts) {
                return SwiftUIText(text: SwiftUIText.placeholder, interpolatedNames: names, isLocalizationKey: true)
            }
            return SwiftUIText(text: text, interpolatedNames: names)
        }
        if let name = identifier(expr), let known = strings[name] {
            return SwiftUIText(text: known, interpolatedNames: [])
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let callee = calleeName(call) {
            let first = call.arguments.first
            switch callee {
            case "Text", "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString":
                return text(first?.expression, strings: strings)
            // `String("…")` and `String(localized: "…")`, not `String(describing:)` and the like.
            case "String" where first?.label == nil || first?.label?.text == "localized":
                return text(first?.expression, strings: strings)
            default: return nil
            }
        }
        return nil
    }

    /// Text a view shows: as `text(_:strings:)` reads it, and `…` for an expression it cannot read
    /// (`Text(name)`): there is text there, only not known. Nil only when there is no expression.
    static func shownText(_ expr: ExprSyntax?, strings: [String: String] = [:]) -> SwiftUIText? {
        guard let expr else { return nil }
        return text(expr, strings: strings) ?? SwiftUIText(text: SwiftUIText.placeholder, interpolatedNames: ["_"])
    }

    /// Whether a literal reads as a key into a string catalog rather than as words: no spaces,
    /// lowercase ASCII words joined by `.`, `-` or `_` (`settings.title`, `see-more`,
    /// `login_button`). SwiftUI looks a literal up as a `LocalizedStringKey`, so for such a key
    /// the text on screen is the catalog's, which this reader does not see.
    static func looksLikeLocalizationKey(_ text: String) -> Bool {
        var separators = 0, letters = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z": letters += 1
            case "0"..."9": continue
            case ".", "-", "_": separators += 1
            default: return false
            }
        }
        return separators > 0 && letters > 0 && text.first != "." && text.last != "."
    }

    /// Only `\n`, `\t`, `\"`, `\\` are common in titles; the rest stays as written.
    private static func unescaped(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        return raw.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\n", with: "\n")
            .replacingOccurrences(of: "\\t", with: "\t").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// A plain name (`title`, `self.title`), or nil.
    static func identifier(_ expr: ExprSyntax?) -> String? {
        guard let expr else { return nil }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Every name an expression reads (`item.count` → `item`, `count`): enough to tell whether a
    /// label shows the variable a stepper changes.
    static func identifiers(in expr: ExprSyntax) -> [String] {
        expr.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        }
    }

    /// The variable a binding argument names: `$guests` → `guests`, `$model.volume` → `volume`.
    static func boundName(_ expr: ExprSyntax?) -> String? {
        guard let expr else { return nil }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.hasPrefix("$") ? String(name.dropFirst()) : name
        }
        return nil
    }

    /// `.constant(true)`, `.constant(false)`: the only bindings whose value the source fixes.
    static func constantBool(_ expr: ExprSyntax?) -> Bool? {
        guard let call = expr?.as(FunctionCallExprSyntax.self), calleeName(call) == "constant",
              let value = call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self) else { return nil }
        return value.literal.tokenKind == .keyword(.true)
    }

    /// `.constant(0.5)`: a binding whose value the source fixes.
    static func constantNumber(_ expr: ExprSyntax?) -> Double? {
        guard let call = expr?.as(FunctionCallExprSyntax.self), calleeName(call) == "constant" else { return nil }
        return number(call.arguments.first?.expression)
    }

    /// `3`, `-2`, `0.5`, `1_000`.
    static func number(_ expr: ExprSyntax?) -> Double? {
        guard let expr else { return nil }
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            let text = integer.literal.text.replacingOccurrences(of: "_", with: "")
            if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map(Double.init) }
            if text.hasPrefix("0b") { return Int(text.dropFirst(2), radix: 2).map(Double.init) }
            if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8).map(Double.init) }
            return Double(text)
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return number(tuple.elements.first?.expression)
        }
        return nil
    }

    /// `0...10` as (0, 10, closed) and `0..<3` as (0, 3, half-open).
    static func range(_ expr: ExprSyntax?) -> (lower: Double, upper: Double, closed: Bool)? {
        guard let expr else { return nil }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            guard let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                  op == "..." || op == "..<", let lower = number(parts[0]), let upper = number(parts[2]) else { return nil }
            return (lower, upper, op == "...")
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<",
           let lower = number(infix.leftOperand), let upper = number(infix.rightOperand) {
            return (lower, upper, op == "...")
        }
        return nil
    }

    /// The whole numbers of a literal range with at most `limit` elements (`0..<3` → 0, 1, 2),
    /// or nil; huge or fractional bounds are never converted to `Int`.
    static func wholeNumbers(_ expr: ExprSyntax?, limit: Int) -> [String]? {
        guard let range = range(expr), abs(range.lower) < 1e9, abs(range.upper) < 1e9,
              range.lower == range.lower.rounded(), range.upper == range.upper.rounded() else { return nil }
        let lower = Int(range.lower), upper = Int(range.closed ? range.upper : range.upper - 1)
        guard upper >= lower else { return [] }
        guard upper - lower < limit else { return nil }
        return (lower...upper).map(String.init)
    }

    /// The name a style or option is written with: `.segmented`, `.page(indexDisplayMode: .never)`,
    /// `SegmentedPickerStyle()`, `Font.caption` — `segmented`, `page`, `segmented`, `caption`.
    static func optionName(_ expr: ExprSyntax?) -> String? {
        guard let expr else { return nil }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = calleeName(call) {
            // `SegmentedPickerStyle()` → `segmented`, `InsetGroupedListStyle()` → `insetGrouped`.
            for suffix in ["PickerStyle", "ListStyle", "TabViewStyle", "DatePickerStyle", "ToggleStyle", "ButtonStyle", "LabelStyle"]
            where name.hasSuffix(suffix) && name.count > suffix.count && name.first?.isUppercase == true {
                let stem = name.dropLast(suffix.count)
                return stem.prefix(1).lowercased() + stem.dropFirst()
            }
            return name
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The names in `[.date, .hourAndMinute]` or `.date`.
    static func optionNames(_ expr: ExprSyntax?) -> [String]? {
        guard let expr else { return nil }
        if let array = expr.as(ArrayExprSyntax.self) {
            let names = array.elements.compactMap { optionName($0.expression) }
            return names.count == array.elements.count ? names : nil
        }
        return optionName(expr).map { [$0] }
    }

    /// The function a call names: `Toggle(…)` → `Toggle`, `SwiftUI.Toggle(…)` → `Toggle`,
    /// `.system(size: 9)` → `system`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The argument with a label (`isOn:`), or the first unlabelled one for `nil`.
    static func argument(_ label: String?, in arguments: LabeledExprListSyntax) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// A literal `true` or `false`.
    static func bool(_ expr: ExprSyntax?) -> Bool? {
        guard let literal = expr?.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// The literal strings of `["Day", "Week"]`, or nil when any element is not a literal.
    static func stringArray(_ expr: ExprSyntax?) -> [String]? {
        guard let array = expr?.as(ArrayExprSyntax.self) else { return nil }
        var values: [String] = []
        for element in array.elements {
            guard let text = text(element.expression), text.isLiteral else { return nil }
            values.append(text.text)
        }
        return values
    }
}
