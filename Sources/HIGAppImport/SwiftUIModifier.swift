import SwiftSyntax

/// One modifier of a view expression (`.font(.caption)`), with where its name is written.
struct SwiftUIModifier {
    var name: String
    var location: SwiftUILocation
    var arguments: LabeledExprListSyntax
    var trailingClosure: ClosureExprSyntax?
    var additionalTrailingClosures: MultipleTrailingClosureElementListSyntax

    /// The first unlabelled argument, else the trailing closure's single expression.
    var firstArgument: ExprSyntax? { SwiftUIValues.argument(nil, in: arguments) }

    /// The closure given as `label` (an argument or a trailing closure of that name).
    func closure(_ label: String) -> ClosureExprSyntax? {
        SwiftUIValues.argument(label, in: arguments)?.as(ClosureExprSyntax.self)
            ?? additionalTrailingClosures.first { $0.label.text == label }?.closure
    }
}

/// A view expression split into the view it starts from and the modifiers applied to it,
/// innermost first: `Toggle(…).tint(.red).disabled(true)` is `Toggle(…)` with `tint`, `disabled`.
struct SwiftUIViewExpression {
    var base: ExprSyntax
    var modifiers: [SwiftUIModifier]

    /// The innermost modifier of that name: the one closest to the view, which SwiftUI honours.
    func modifier(_ name: String) -> SwiftUIModifier? {
        modifiers.first { $0.name == name }
    }

    /// The called view's name and call, when the base is a call (`Toggle(…)`, `Button { } label: { }`).
    var call: FunctionCallExprSyntax? { base.as(FunctionCallExprSyntax.self) }

    var calleeName: String? { call.flatMap(SwiftUIValues.calleeName) }

    /// Peels modifiers off an expression. The loop walks the chain once: linear in its length.
    init(_ expr: ExprSyntax, location: (SyntaxProtocol) -> SwiftUILocation) {
        var modifiers: [SwiftUIModifier] = []
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base {
                modifiers.append(SwiftUIModifier(name: member.declName.baseName.text, location: location(member.declName.baseName),
                                                 arguments: call.arguments, trailingClosure: call.trailingClosure,
                                                 additionalTrailingClosures: call.additionalTrailingClosures))
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                // `#if os(iOS) .navigationBarTitleDisplayMode(.inline) #endif`: the modifiers inside are not read.
                current = base
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first,
                      inner.label == nil {
                current = inner.expression
            } else {
                break
            }
        }
        base = current
        self.modifiers = modifiers.reversed()
    }
}
