import HIGControls
import SwiftSyntax

/// `.toolbar { … }`: items for the navigation bar or, with `.bottomBar`, the bottom toolbar.
extension SwiftUIReader {
    /// Where a toolbar placement puts an item on iPhone.
    enum BarPlacement {
        case navigationBar, principal, bottomBar, overflow, elsewhere

        init(_ name: String?) {
            switch name {
            case nil, "automatic", "topBarLeading", "topBarTrailing", "navigationBarLeading", "navigationBarTrailing", "primaryAction",
                 "confirmationAction", "cancellationAction", "destructiveAction", "navigation":
                self = .navigationBar
            case "principal": self = .principal
            case "bottomBar", "status": self = .bottomBar
            case "secondaryAction": self = .overflow
            default: self = .elsewhere // `.keyboard`, and placements of other platforms
            }
        }
    }

    /// `.toolbar { … }`: its items; `.toolbar(.hidden, for: .navigationBar)`: no navigation bar.
    func applyToolbar(_ modifier: SwiftUIModifier, to fragment: inout SwiftUIFragment, _ context: Context) {
        if let visibility = modifier.firstArgument, !visibility.is(ClosureExprSyntax.self) {
            // `.toolbar(.hidden, for: .navigationBar)`
            let bars = SwiftUIValues.optionNames(SwiftUIValues.argument("for", in: modifier.arguments)) ?? ["navigationBar"]
            if SwiftUIValues.optionName(visibility) == "hidden", bars.contains("navigationBar") { fragment.requests.isBarHidden = true }
            return
        }
        if let closure = modifier.trailingClosure ?? modifier.closure("content") {
            toolbar(closure.statements, at: modifier.location, into: &fragment, context)
        }
    }

    /// A toolbar's items by where they go, gathered before they become the stack's requests.
    private struct ToolbarItems {
        var navigation: [SwiftUIPlacedValue<BarItem>] = []
        var bottom: [SwiftUIPlacedValue<BarItem>] = []
        /// Where the first secondary action is written.
        var overflow: SwiftUILocation?
        /// Why the items cannot be counted: an `if` among them, a `ForEach` over data.
        var unknowns: [SwiftUIUnknown] = []
        /// The menus the items open (a `Menu` in a toolbar is a bar button and its menu).
        var presented: [SwiftUIPlaced] = []
    }

    func toolbar(_ statements: CodeBlockItemListSyntax, at modifierLocation: SwiftUILocation, into fragment: inout SwiftUIFragment, _ context: Context) {
        var collected = ToolbarItems()
        let entries = children(statements, context, flattening: ["Group"])
        collected.unknowns += entries.unknowns
        if entries.hasConditions {
            collected.unknowns.append(SwiftUIUnknown(location: modifierLocation, what: .namedByCaller, why: .ifDecidesTheItems))
        }
        for entry in entries.entries {
            readToolbarEntry(entry.expression, entry.context, into: &collected, fragment: &fragment)
        }
        // Secondary actions collapse into one "More" button at the bar's trailing end.
        if let overflow = collected.overflow {
            collected.navigation.append(SwiftUIPlacedValue(value: BarItem(icon: "ellipsis.circle", accessibilityLabel: "More"), location: overflow))
        }
        fragment.requests.toolbarLocation = fragment.requests.toolbarLocation ?? modifierLocation
        fragment.presented += collected.presented
        // What a toolbar button's sheet or popover leaves unknown is listed, and leaves the items known.
        fragment.unknowns.addOnce(collected.unknowns.filter(\.concernsPresentation))
        if let unknown = collected.unknowns.first(where: { !$0.concernsPresentation }) {
            // Which items there are is not fixed: counting them would guess.
            fragment.unknowns.append(SwiftUIUnknown(location: unknown.location, what: Localized(ko: "툴바의 항목", en: "the items of the toolbar"), why: unknown.why))
            return
        }
        fragment.requests.barItems += collected.navigation
        fragment.requests.bottomItems += collected.bottom
    }

    /// One entry of a toolbar: a `ToolbarItem(placement:)` or `ToolbarItemGroup` with the views
    /// inside it, a `ToolbarSpacer`, or a view placed automatically.
    private func readToolbarEntry(_ expression: ExprSyntax, _ context: Context, into collected: inout ToolbarItems,
                                  fragment: inout SwiftUIFragment) {
        let item = SwiftUIViewExpression(expression) { self.location($0, context) }
        let name = item.calleeName
        var placement = BarPlacement(nil)
        var views: [(ExprSyntax, Context)] = [(expression, context)]
        var isDone = false, isCancel = false
        if let call = item.call, name == "ToolbarItem" || name == "ToolbarItemGroup" {
            let placementName = SwiftUIValues.optionName(SwiftUIValues.argument("placement", in: call.arguments))
            placement = BarPlacement(placementName)
            isDone = placementName == "confirmationAction"
            isCancel = placementName == "cancellationAction"
            let content = Self.contentClosure(call).map { children($0.statements, context, flattening: ["Group"]) } ?? Children()
            collected.unknowns += content.unknowns
            if content.hasConditions {
                collected.unknowns.append(SwiftUIUnknown(location: location(call, context), what: .namedByCaller, why: .ifDecidesTheItems))
            }
            views = content.entries.map { ($0.expression, $0.context) }
        } else if let call = item.call, name == "ToolbarSpacer" {
            placement = BarPlacement(SwiftUIValues.optionName(SwiftUIValues.argument("placement", in: call.arguments)))
            let space = SwiftUIPlacedValue(value: BarItem(kind: .flexibleSpace), location: location(call, context))
            if placement == .bottomBar { collected.bottom.append(space) } else if placement == .navigationBar { collected.navigation.append(space) }
            return
        } else if name == "ToolbarTitleMenu" {
            return
        }
        for (view, viewContext) in views {
            place(view, viewContext, at: placement, isDone: isDone, isCancel: isCancel, into: &collected, fragment: &fragment)
        }
    }

    /// Puts one view of a toolbar where its placement says: among the items of the navigation
    /// bar or the bottom toolbar, as the title's segmented control, or in the "More" menu.
    private func place(_ view: ExprSyntax, _ context: Context, at placement: BarPlacement, isDone: Bool, isCancel: Bool,
                       into collected: inout ToolbarItems, fragment: inout SwiftUIFragment) {
        switch placement {
        case .navigationBar, .bottomBar:
            var items = barItems(fromView: view, context, unknowns: &collected.unknowns, presented: &collected.presented)
            if isDone { items = items.map { var item = $0; item.value.style = .done; return item } }
            if isCancel { items = items.map { var item = $0; item.value.dismisses = item.value.kind == .button; return item } }
            if placement == .bottomBar { collected.bottom += items } else { collected.navigation += items }
        case .principal:
            let read = self.view(view, context)
            if let control = read.items.first, case .segmentedControl(let segmented) = control.element {
                fragment.requests.principal = fragment.requests.principal
                    ?? SwiftUIPlacedValue(value: segmented, location: control.location, parts: control.parts)
            }
            fragment.unknowns += read.unknowns
        case .overflow:
            collected.overflow = collected.overflow ?? location(view, context)
        case .elsewhere:
            break
        }
    }

    /// The bar items a view in a toolbar makes: a button, a switch, a segmented control, a
    /// flexible space; an `HStack` of buttons makes several.
    /// The menus those views open are added to `presented`.
    func barItems(fromView expr: ExprSyntax, _ context: Context, unknowns: inout [SwiftUIUnknown],
                  presented: inout [SwiftUIPlaced]) -> [SwiftUIPlacedValue<BarItem>] {
        let view = SwiftUIViewExpression(expr) { self.location($0, context) }
        if view.calleeName == "Spacer" {
            return [SwiftUIPlacedValue(value: BarItem(kind: .flexibleSpace), location: location(expr, context))]
        }
        if let name = view.calleeName, ["HStack", "Group"].contains(name), let call = view.call, let content = Self.contentClosure(call) {
            let inner = children(content.statements, context, flattening: [])
            unknowns += inner.unknowns
            return inner.entries.flatMap { barItems(fromView: $0.expression, $0.context, unknowns: &unknowns, presented: &presented) }
        }
        let read = self.view(expr, context)
        unknowns += read.unknowns
        presented += read.presented
        return read.items.compactMap { placed -> SwiftUIPlacedValue<BarItem>? in
            let item: BarItem
            switch (placed.element, placed.role) {
            case (_, .valuePicker(let title, _)) where !(placed.element.map { if case .picker = $0 { true } else { false } } ?? false):
                item = BarItem(title: title)
            case (.button(let button)?, _):
                item = BarItem(title: button.title, icon: button.icon, style: button.bordered ? .bordered : .plain, size: button.size,
                               accessibilityLabel: button.accessibilityLabel, dismisses: view.call.map(Self.callsDismiss) ?? false)
            case (.switch(let control)?, _):
                item = BarItem(kind: .switch, title: control.label)
            case (.segmentedControl(let control)?, _):
                item = BarItem(kind: .segmentedControl, segments: control.segments.map { $0.title ?? $0.image ?? SwiftUIText.placeholder })
            default:
                return nil
            }
            return SwiftUIPlacedValue(value: item, location: placed.location, parts: placed.parts)
        }
    }

    /// Whether a button's action closes the view it is in: it calls `dismiss()` (the environment's
    /// action), `presentationMode.wrappedValue.dismiss()`, or a function of the app named for it
    /// (`dismissAction(nil)`).
    static func callsDismiss(_ button: FunctionCallExprSyntax) -> Bool {
        if let written = SwiftUIValues.argument("action", in: button.arguments) {
            // `action: dismiss` names the function; `action: { … }` is read below.
            if let name = written.as(DeclReferenceExprSyntax.self)?.baseName.text { return name.hasPrefix("dismiss") }
            guard let closure = written.as(ClosureExprSyntax.self) else { return false }
            return Self.callsDismiss(in: closure)
        }
        // Without an `action:` argument the trailing closure is the action (`Button("Cancel") { dismiss() }`,
        // `Button { dismiss() } label: { … }`).
        return button.trailingClosure.map(Self.callsDismiss(in:)) ?? false
    }

    private static func callsDismiss(in action: ClosureExprSyntax) -> Bool {
        action.statements.contains { statement in
            guard case .expr(let expression) = statement.item, let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            // `dismiss?()`: an optional closure the presenter passed in.
            let name = SwiftUIValues.calleeName(call)
                ?? call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return name?.hasPrefix("dismiss") == true
        }
    }
}
