import HIGControls
import SwiftSyntax

/// The buttons of a presentation's top bar, from the `.toolbar` written in its content closure:
/// `ToolbarItem(placement: .cancellationAction) { Button("Cancel") { … } }`, `Button(role: .close)`.
/// A placement that names a side (`.topBarLeading`, `.topBarTrailing`) puts the button there; a
/// semantic one (`.cancellationAction`, `.confirmationAction`, `.primaryAction`, none) leaves the
/// side to SwiftUI, so the sides are not judged. An `if`, a `ForEach` or a view other than a button
/// makes the buttons unknown.
extension SwiftUIReader {
    struct ModalBar {
        var leading: [ModalButton] = []
        var trailing: [ModalButton] = []
        var parts: [SwiftUIPart] = []
        var known = true
        var sidesKnown = true
    }

    func modalButtons(_ toolbars: [FunctionCallExprSyntax], _ context: Context) -> ModalBar {
        var bar = ModalBar()
        for toolbar in toolbars {
            guard let closure = toolbar.trailingClosure ?? SwiftUIValues.argument("content", in: toolbar.arguments)?.as(ClosureExprSyntax.self) else {
                continue // `.toolbar(.hidden, for: …)`
            }
            let entries = children(closure.statements, context, flattening: ["Group"])
            guard entries.unknowns.isEmpty, !entries.hasConditions, entries.templates.isEmpty else {
                bar.known = false
                continue
            }
            for entry in entries.entries {
                readModalEntry(entry.expression, entry.context, into: &bar)
            }
        }
        return bar
    }

    private func readModalEntry(_ expression: ExprSyntax, _ context: Context, into bar: inout ModalBar) {
        let item = SwiftUIViewExpression(expression) { self.location($0, context) }
        var placement: String?
        var views = [expression]
        if let call = item.call, ["ToolbarItem", "ToolbarItemGroup"].contains(item.calleeName ?? "") {
            placement = SwiftUIValues.optionName(SwiftUIValues.argument("placement", in: call.arguments))
            guard let content = Self.contentClosure(call) else { return }
            let inner = children(content.statements, context, flattening: ["Group"])
            guard inner.unknowns.isEmpty, !inner.hasConditions, inner.templates.isEmpty else {
                bar.known = false
                return
            }
            views = inner.entries.map(\.expression)
        } else if ["ToolbarSpacer", "ToolbarTitleMenu"].contains(item.calleeName ?? "") {
            return
        }
        if ["principal", "bottomBar", "status", "keyboard", "secondaryAction"].contains(placement ?? "") { return }
        for view in views {
            let viewExpression = SwiftUIViewExpression(view) { self.location($0, context) }
            guard let call = viewExpression.call, viewExpression.calleeName == "Button" else {
                bar.known = false
                continue
            }
            var button = ModalButton(title: modalButtonTitle(call, context), role: Self.modalRole(call))
            if button.role == nil, placement == "cancellationAction" { button.role = .cancel }
            if button.role == nil, placement == "confirmationAction" { button.role = .confirm }
            let leading: Bool
            switch placement {
            case "topBarLeading", "navigationBarLeading": leading = true
            case "topBarTrailing", "navigationBarTrailing": leading = false
            case "cancellationAction", "navigation":
                leading = true
                bar.sidesKnown = false
            default:
                leading = false
                bar.sidesKnown = false
            }
            let path: [ElementPath.Component] = leading ? [.key("leading"), .index(bar.leading.count)] : [.key("trailing"), .index(bar.trailing.count)]
            bar.parts.append(SwiftUIPart(path: path, location: location(call, context)))
            if leading { bar.leading.append(button) } else { bar.trailing.append(button) }
        }
    }

    /// `Button(role: .close)`, `.cancel`, `.confirm`; other roles and none give no role.
    static func modalRole(_ call: FunctionCallExprSyntax) -> ModalButton.Role? {
        switch SwiftUIValues.optionName(SwiftUIValues.argument("role", in: call.arguments)) {
        case "cancel": .cancel
        case "close": .close
        case "confirm": .confirm
        default: nil
        }
    }

    /// The title written first (`Button("Done")`), or a `Text`/`Label` in the label closure; empty
    /// for a role's own symbol or an image; `…` for a title the code computes.
    func modalButtonTitle(_ call: FunctionCallExprSyntax, _ context: Context) -> String {
        if let first = call.arguments.first, first.label == nil {
            return SwiftUIValues.shownText(first.expression, strings: context.strings)?.text ?? SwiftUIText.placeholder
        }
        let label = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? SwiftUIValues.argument("label", in: call.arguments)?.as(ClosureExprSyntax.self)
        guard let label else { return "" }
        guard case .expr(let expression)? = label.statements.first?.item,
              let inner = SwiftUIViewExpression(expression, location: { self.location($0, context) }).call
        else { return SwiftUIText.placeholder }
        switch SwiftUIValues.calleeName(inner) {
        case "Image": return ""
        case "Text", "Label": return SwiftUIValues.shownText(inner.arguments.first?.expression, strings: context.strings)?.text ?? SwiftUIText.placeholder
        default: return SwiftUIText.placeholder
        }
    }
}
