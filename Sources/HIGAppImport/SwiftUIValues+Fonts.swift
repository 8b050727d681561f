import HIGControls
import SwiftSyntax

/// Fonts as the source writes them: the size a font fixes, and whether it follows Dynamic Type.
extension SwiftUIValues {
    /// Dynamic Type's default (Large) sizes of the text styles, in points.
    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "extraLargeTitle": 36, "extraLargeTitle2": 28, "title": 28, "title2": 22, "title3": 20,
        "headline": 17, "body": 17, "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]

    /// A font expression as its base: a text style's name (`.caption`, `Font.caption`; not
    /// `theme.caption`, which is the app's own) or a `Font` call (`.system(size: 9)`), past the
    /// modifiers that keep the base's size (`.caption.bold()`, `.body.weight(.semibold)`).
    private enum FontBase {
        case style(String)
        case call(FunctionCallExprSyntax, name: String)

        init?(_ expr: ExprSyntax?) {
            guard var expr else { return nil }
            while let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base, !(base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font") {
                expr = base
            }
            if let member = expr.as(MemberAccessExprSyntax.self),
               member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font" {
                self = .style(member.declName.baseName.text)
            } else if let call = expr.as(FunctionCallExprSyntax.self), let name = SwiftUIValues.calleeName(call) {
                self = .call(call, name: name)
            } else {
                return nil
            }
        }
    }

    /// Whether a font scales with Dynamic Type: a text style (`.caption`, `.system(.body)`) and
    /// `.custom(_:size:)` (relative to body, or to `relativeTo:`) do; `.system(size:)` and
    /// `.custom(_:fixedSize:)` stay fixed. Nil for a font the code computes (`theme.font`).
    static func fontSizing(_ expr: ExprSyntax?) -> Label.Sizing? {
        switch FontBase(expr) {
        case .style(let name):
            return textStyle(name).map { .textStyle($0) }
        case .call(let call, "system"):
            if number(argument("size", in: call.arguments)) != nil { return .fixed }
            if let style = call.arguments.first, style.label == nil { return fontSizing(style.expression) }
        case .call(let call, "custom"):
            if number(argument("fixedSize", in: call.arguments)) != nil { return .fixed }
            if number(argument("size", in: call.arguments)) != nil {
                let relative = optionName(argument("relativeTo", in: call.arguments)).flatMap(textStyle)
                return .textStyle(relative ?? .body)
            }
        default: break
        }
        return nil
    }

    /// SwiftUI's name of a text style as the model's.
    private static func textStyle(_ name: String) -> TextStyle? {
        switch name {
        case "title": .title1
        case "caption": .caption1
        default: TextStyle(rawValue: name == "largeTitle" ? "large-title" : name)
        }
    }

    /// The point size a font expression fixes: `.caption2`, `.system(size: 9)`,
    /// `.system(.caption, design: .rounded)`, `.custom("Avenir", size: 10)`, `.caption.bold()`.
    static func fontSize(_ expr: ExprSyntax?) -> Double? {
        switch FontBase(expr) {
        case .style(let name):
            return textStyleSizes[name]
        case .call(let call, let name) where name == "system" || name == "custom":
            if let size = number(argument("size", in: call.arguments)) { return size }
            if let fixed = number(argument("fixedSize", in: call.arguments)) { return fixed }
            if name == "system", let style = call.arguments.first, style.label == nil { return fontSize(style.expression) }
        default: break
        }
        return nil
    }
}
