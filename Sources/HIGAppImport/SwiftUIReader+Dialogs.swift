import HIGControls
import SwiftSyntax

/// `.alert(…)` and `.confirmationDialog(…)`: the alert or action sheet a view presents, read as
/// part of its screen's content so that the dialog rules judge it where it is written.
extension SwiftUIReader {
    func requestDialog(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment, _ context: Context) {
        let isAlert = modifier.name == "alert"
        let what = isAlert ? Localized(ko: "경고창", en: "the alert") : Localized(ko: "확인 대화상자", en: "the confirmation dialog")
        // The deprecated `.alert(isPresented:) { Alert(…) }` builds its buttons another way.
        let closure = modifier.closure("actions") ?? (modifier.arguments.isEmpty ? nil : modifier.trailingClosure)
        guard let actions = closure, !Self.buildsDeprecatedDialog(actions) else {
            fragment.unknowns.append(SwiftUIUnknown(location: modifier.location, what: what,
                                                    why: Localized(ko: "버튼이 higsite가 읽는 actions 클로저에 쓰여 있지 않습니다(지원이 중단된 Alert(…)와 "
                                                                       + "ActionSheet(…) 형식은 읽지 않습니다)",
                                                                   en: "its buttons are not written in an actions closure higsite reads (the deprecated "
                                                                       + "Alert(…) and ActionSheet(…) forms are not read)")))
            return
        }
        guard let read = dialogButtons(actions, context) else {
            fragment.unknowns.append(SwiftUIUnknown(location: modifier.location, what: Localized(ko: "\(what.ko)의 버튼", en: "the buttons of \(what.en)"),
                                                    why: Localized(ko: "앱의 데이터나 조건, 또는 코드가 계산하는 role에 따라 달라집니다",
                                                                   en: "they depend on the app's data or conditions, or a role the code computes")))
            return
        }
        // The title: the first unlabelled argument; an error's description (`error:`) or a
        // computed text is there, only not known.
        let title = modifier.firstArgument.map { SwiftUIValues.shownText($0, strings: context.strings)?.text ?? SwiftUIText.placeholder }
        let message = modifier.closure("message").flatMap { closure -> String? in
            guard case .expr(let expression)? = closure.statements.first?.item else { return nil }
            return SwiftUIValues.shownText(expression.as(FunctionCallExprSyntax.self)?.arguments.first?.expression, strings: context.strings)?.text
        }
        var buttons = read.buttons
        var parts = read.locations.enumerated().map { SwiftUIPart(path: [.key("buttons"), .index($0.offset)], location: $0.element) }
        if title != nil { parts.append(SwiftUIPart(path: [.key("title")], location: modifier.location)) }
        let element: Element
        if isAlert {
            // With no actions, SwiftUI shows an OK button.
            if buttons.isEmpty { buttons = [DialogButton(title: "OK")] }
            let cancelIsKnown = buttons.contains(where: \.isCancel) || !buttons.contains(where: \.isDestructive)
            if !cancelIsKnown {
                fragment.unknowns.append(SwiftUIUnknown(location: modifier.location, what: Localized(ko: "경고창에 취소 버튼이 있는지", en: "whether the alert has a Cancel button"),
                                                        why: Localized(ko: "파괴적 동작만 있고 취소 버튼이 없는 경고창에는 SwiftUI가 취소 버튼을 더할 수 있습니다",
                                                                       en: "SwiftUI may add one to an alert with a destructive action and none of its own")))
            }
            element = .alert(Alert(title: title ?? SwiftUIText.placeholder, message: message, buttons: buttons, preferred: read.preferred,
                                   cancelIsKnown: cancelIsKnown))
        } else {
            // A confirmation dialog includes a dismiss action unless a button has the cancel role,
            // may reorder its buttons by role, and on iOS shows its title only when asked.
            if !buttons.contains(where: \.isCancel) { buttons.append(DialogButton(title: "Cancel", role: .cancel)) }
            let visibility = SwiftUIValues.optionName(SwiftUIValues.argument("titleVisibility", in: modifier.arguments))
            if visibility == nil || visibility == "automatic" {
                fragment.unknowns.append(SwiftUIUnknown(location: modifier.location, what: Localized(ko: "확인 대화상자가 제목을 보여 주는지", en: "whether the confirmation dialog shows its title"),
                                                        why: Localized(ko: "titleVisibility가 .visible이나 .hidden이 아닙니다", en: "titleVisibility is not .visible or .hidden")))
            }
            element = .actionSheet(ActionSheet(title: visibility == "visible" ? title : nil, message: message, buttons: buttons, orderIsKnown: false))
        }
        fragment.presented.append(SwiftUIPlaced(element: element, location: modifier.location, parts: parts))
    }

    /// Whether the closure makes an `Alert(…)` or `ActionSheet(…)` value (the forms before iOS 15).
    private static func buildsDeprecatedDialog(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return false }
        let expression: ExprSyntax? = switch item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ReturnStmtSyntax.self)?.expression
        default: nil
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
        return ["Alert", "ActionSheet"].contains(SwiftUIValues.calleeName(call) ?? "")
    }

    /// The buttons of an actions closure with where each is written, and the one marked as the
    /// default (`.keyboardShortcut(.defaultAction)`); nil when they are not all known: a `ForEach`
    /// or `if` among them, a view other than a button or text field, a computed role.
    private func dialogButtons(_ closure: ClosureExprSyntax, _ context: Context)
        -> (buttons: [DialogButton], locations: [SwiftUILocation], preferred: Int?)? {
        let children = children(closure.statements, context, flattening: ["Group"])
        guard children.unknowns.isEmpty, !children.hasConditions, children.templates.isEmpty else { return nil }
        var buttons: [DialogButton] = []
        var locations: [SwiftUILocation] = []
        var preferred: Int?
        for entry in children.entries {
            let view = SwiftUIViewExpression(entry.expression) { self.location($0, entry.context) }
            guard let call = view.call else { return nil }
            if ["TextField", "SecureField"].contains(view.calleeName ?? "") { continue }
            guard view.calleeName == "Button", case .literal(let role) = Self.role(of: call),
                  case .button(let read)? = self.view(entry.expression, entry.context).items.first?.element else { return nil }
            if view.modifier("keyboardShortcut").flatMap({ SwiftUIValues.optionName($0.firstArgument) }) == "defaultAction" {
                preferred = buttons.count
            }
            buttons.append(DialogButton(title: read.title ?? SwiftUIText.placeholder, role: role))
            locations.append(location(call, entry.context))
        }
        return (buttons, locations, preferred)
    }
}
