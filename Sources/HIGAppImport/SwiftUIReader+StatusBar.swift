import HIGControls
import SwiftSyntax

/// The status bar's style and the colour behind it, where the code fixes both: a style asked for
/// with `.toolbarColorScheme(.dark, for: .statusBar)` (iOS 27; the dark scheme draws light
/// content), and a body that is a `ZStack` whose first, bottom-most view is a fixed colour
/// (SwiftUIValues+Colors) stretched under the top safe area by `.ignoresSafeArea()`. Nothing
/// else is known to fill the status bar's area: a colour inside another stack may not reach the
/// top, and a navigation bar stands between (SwiftUIScreenAssembly leaves those screens alone).
extension SwiftUIReader {
    /// `.toolbarColorScheme(.dark, for: .statusBar)` on any view of the screen: SwiftUI passes it up.
    func requestStatusBarScheme(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment) {
        let bars = modifier.arguments.filter { $0.label?.text == "for" || ($0.label == nil && $0.expression != modifier.firstArgument) }
        guard bars.contains(where: { $0.expression.trimmedDescription == ".statusBar" }), fragment.statusBarScheme == nil else { return }
        let style: StatusBar.Style
        switch modifier.firstArgument?.trimmedDescription {
        case ".dark": style = .lightContent
        case ".light": style = .darkContent
        default: return  // nil (the system's scheme) or a value the code computes
        }
        fragment.statusBarScheme = SwiftUIPlacedValue(value: style, location: modifier.location)
    }

    /// The fixed colour a body's root `ZStack` lays under the whole screen, top safe area included.
    func fullBleedColor(of statements: CodeBlockItemListSyntax, _ context: Context) -> SwiftUIPlacedValue<Color>? {
        guard statements.count == 1, let expr = statements.first?.item.as(ExprSyntax.self) else { return nil }
        let root = SwiftUIViewExpression(expr) { self.location($0, context) }
        guard root.calleeName == "ZStack", let call = root.call, let content = Self.contentClosure(call),
              let first = content.statements.first?.item.as(ExprSyntax.self) else { return nil }
        let bottom = SwiftUIViewExpression(first) { self.location($0, context) }
        guard let color = SwiftUIValues.fixedColor(bottom.base), bottom.modifiers.count == 1, let modifier = bottom.modifiers.first,
              Self.reachesTheTop(modifier) else { return nil }
        return SwiftUIPlacedValue(value: color, location: location(first, context))
    }

    /// `.ignoresSafeArea()`, `.ignoresSafeArea(edges: .top)`, `.edgesIgnoringSafeArea(.all)`: the
    /// view stretches under the top of the safe area (not for the keyboard's region alone).
    private static func reachesTheTop(_ modifier: SwiftUIModifier) -> Bool {
        let arguments = modifier.arguments.map { ($0.label?.text, $0.expression.trimmedDescription) }
        switch modifier.name {
        case "ignoresSafeArea":
            return arguments.allSatisfy { label, value in
                label == "edges" ? [".all", ".top", ".vertical"].contains(value) : [".all", ".container"].contains(value)
            }
        case "edgesIgnoringSafeArea":
            return arguments.count == 1 && [".all", ".top", ".vertical"].contains(arguments[0].1)
        default:
            return false
        }
    }
}
