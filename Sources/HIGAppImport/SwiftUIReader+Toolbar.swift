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

    func toolbar(_ statements: CodeBlockItemListSyntax, at modifierLocation: SwiftUILocation, into fragment: inout SwiftUIFragment, _ context: Context) {
        var navigationItems: [SwiftUIPlacedValue<BarItem>] = []
        var bottomItems: [SwiftUIPlacedValue<BarItem>] = []
        var overflow: SwiftUILocation?
        var unknowns: [SwiftUIUnknown] = []
        let entries = children(statements, context, flattening: ["Group"])
        unknowns += entries.unknowns
        if entries.hasConditions {
            unknowns.append(SwiftUIUnknown(location: modifierLocation, what: "", why: "an 'if' decides which items there are"))
        }
        for entry in entries.entries {
            let item = SwiftUIViewExpression(entry.expression) { self.location($0, entry.context) }
            let name = item.calleeName
            var placement = BarPlacement(nil)
            var views: [(ExprSyntax, Context)] = [(entry.expression, entry.context)]
            var isDone = false
            if let call = item.call, name == "ToolbarItem" || name == "ToolbarItemGroup" {
                let placementName = SwiftUIValues.optionName(SwiftUIValues.argument("placement", in: call.arguments))
                placement = BarPlacement(placementName)
                isDone = placementName == "confirmationAction"
                let content = Self.contentClosure(call).map { children($0.statements, entry.context, flattening: ["Group"]) } ?? Children()
                unknowns += content.unknowns
                if content.hasConditions {
                    unknowns.append(SwiftUIUnknown(location: location(call, entry.context), what: "", why: "an 'if' decides which items there are"))
                }
                views = content.entries.map { ($0.expression, $0.context) }
            } else if let call = item.call, name == "ToolbarSpacer" {
                placement = BarPlacement(SwiftUIValues.optionName(SwiftUIValues.argument("placement", in: call.arguments)))
                let space = SwiftUIPlacedValue(value: BarItem(kind: .flexibleSpace), location: location(call, entry.context))
                if placement == .bottomBar { bottomItems.append(space) } else if placement == .navigationBar { navigationItems.append(space) }
                continue
            } else if name == "ToolbarTitleMenu" {
                continue
            }
            for (view, viewContext) in views {
                switch placement {
                case .navigationBar, .bottomBar:
                    var items = barItems(fromView: view, viewContext, unknowns: &unknowns)
                    if isDone { items = items.map { var item = $0; item.value.style = .done; return item } }
                    if placement == .bottomBar { bottomItems += items } else { navigationItems += items }
                case .principal:
                    let read = self.view(view, viewContext)
                    if let control = read.items.first, case .segmentedControl(let segmented) = control.element {
                        fragment.requests.principal = fragment.requests.principal
                            ?? SwiftUIPlacedValue(value: segmented, location: control.location, parts: control.parts)
                    }
                    fragment.unknowns += read.unknowns
                case .overflow:
                    overflow = overflow ?? location(view, viewContext)
                case .elsewhere:
                    break
                }
            }
        }
        // Secondary actions collapse into one "More" button at the bar's trailing end.
        if let overflow { navigationItems.append(SwiftUIPlacedValue(value: BarItem(icon: "ellipsis.circle", accessibilityLabel: "More"), location: overflow)) }
        fragment.requests.toolbarLocation = fragment.requests.toolbarLocation ?? modifierLocation
        if let unknown = unknowns.first {
            // Which items there are is not fixed: counting them would guess.
            fragment.unknowns.append(SwiftUIUnknown(location: unknown.location, what: "the items of the toolbar", why: unknown.why))
            return
        }
        fragment.requests.barItems += navigationItems
        fragment.requests.bottomItems += bottomItems
    }

    /// The bar items a view in a toolbar makes: a button, a switch, a segmented control, a
    /// flexible space; an `HStack` of buttons makes several.
    func barItems(fromView expr: ExprSyntax, _ context: Context, unknowns: inout [SwiftUIUnknown]) -> [SwiftUIPlacedValue<BarItem>] {
        let view = SwiftUIViewExpression(expr) { self.location($0, context) }
        if view.calleeName == "Spacer" {
            return [SwiftUIPlacedValue(value: BarItem(kind: .flexibleSpace), location: location(expr, context))]
        }
        if let name = view.calleeName, ["HStack", "Group"].contains(name), let call = view.call, let content = Self.contentClosure(call) {
            let inner = children(content.statements, context, flattening: [])
            unknowns += inner.unknowns
            return inner.entries.flatMap { barItems(fromView: $0.expression, $0.context, unknowns: &unknowns) }
        }
        let read = self.view(expr, context)
        unknowns += read.unknowns
        return read.items.compactMap { placed -> SwiftUIPlacedValue<BarItem>? in
            let item: BarItem
            switch (placed.element, placed.role) {
            case (_, .valuePicker(let title, _)) where !(placed.element.map { if case .picker = $0 { true } else { false } } ?? false):
                item = BarItem(title: title)
            case (.button(let button)?, _):
                item = BarItem(title: button.title, icon: button.icon, style: button.bordered ? .bordered : .plain, size: button.size,
                               accessibilityLabel: button.accessibilityLabel)
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
}
