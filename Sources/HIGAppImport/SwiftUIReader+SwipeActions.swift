import HIGControls
import SwiftSyntax

/// `.swipeActions { … }` on a row of a `List`: the buttons a swipe across the row reveals.
extension SwiftUIReader {
    /// The swipe actions of a row view, from its `.swipeActions` modifiers (`edge: .leading`, else
    /// the trailing edge, SwiftUI's default), in the order written: the first is the outermost.
    /// Only buttons are actions; a button whose role the code computes is left out, since whether
    /// it is destructive is not known.
    func swipeActions(of expression: ExprSyntax, _ context: Context) -> [(action: SwipeAction, location: SwiftUILocation)] {
        let view = SwiftUIViewExpression(expression) { self.location($0, context) }
        var actions: [(action: SwipeAction, location: SwiftUILocation)] = []
        for modifier in view.modifiers where modifier.name == "swipeActions" {
            let edge: SwipeAction.Edge = SwiftUIValues.optionName(SwiftUIValues.argument("edge", in: modifier.arguments)) == "leading"
                ? .leading : .trailing
            guard let closure = modifier.trailingClosure ?? modifier.closure("content") else { continue }
            for entry in children(closure.statements, context, flattening: ["Group", "ForEach"]).entries {
                let button = SwiftUIViewExpression(entry.expression) { self.location($0, entry.context) }
                guard let call = button.call, button.calleeName == "Button",
                      case .button(let read)? = self.view(entry.expression, entry.context).items.first?.element else { continue }
                guard case .literal(let role) = Self.role(of: call) else { continue }
                actions.append((SwipeAction(title: read.title, icon: read.icon, role: role, edge: edge), location(call, entry.context)))
            }
        }
        return actions
    }

    /// A button's `role:` as written: none or a literal (`.destructive`, `ButtonRole.cancel`), or
    /// one the code computes (`role: item.role`).
    enum WrittenRole {
        case literal(Button.Role?)
        case computed
    }

    static func role(of call: FunctionCallExprSyntax) -> WrittenRole {
        guard let written = SwiftUIValues.argument("role", in: call.arguments) else { return .literal(nil) }
        guard let member = written.as(MemberAccessExprSyntax.self),
              member.base == nil || member.base?.trimmedDescription == "ButtonRole" else { return .computed }
        switch member.declName.baseName.text {
        case "destructive": return .literal(.destructive)
        case "cancel": return .literal(.cancel)
        default: return .literal(nil)
        }
    }
}
