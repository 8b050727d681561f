import HIGControls
import SwiftSyntax

/// Views that hold other views: stacks (flattened) and scroll views here; lists and forms
/// (tables), navigation stacks (the bars) and tab views (the tab bar, or pages) each in a file
/// of their own.
extension SwiftUIReader {
    /// Views whose content is simply their children's, in order.
    static let stacks: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "GroupBox", "Section", "ScrollViewReader",
        "GlassEffectContainer",
        "GeometryReader", "ControlGroup", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "ViewThatFits",
        "NavigationLinkGroup", "VSplitView", "HSplitView",
    ]

    func container(_ name: String, _ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment? {
        switch name {
        case _ where Self.stacks.contains(name):
            // `ViewThatFits` shows one child that fits: its children are read all the same, as
            // the views the code can show.
            var fragment = Self.contentClosure(call).map { builder($0.statements, context) } ?? SwiftUIFragment()
            if ["VStack", "HStack", "LazyVStack", "LazyHStack"].contains(name) { Self.pairFields(&fragment.items) }
            return fragment
        case "ScrollView":
            return scrollView(call, view, context)
        case "List", "Form":
            return table(name, call, view, context)
        case "NavigationStack", "NavigationView":
            return navigationStack(call, context)
        case "NavigationSplitView":
            return navigationSplitView(call, context)
        case "TabView":
            return tabView(call, view, context)
        default:
            return nil
        }
    }

    /// A text field with what stands beside it in a stack: the text right before a field that has
    /// neither placeholder nor label is its label (`VStack { Text("Name"); TextField("", text: $name) }`),
    /// and an icon-only ✕ button right after a field is the field's clear button, as apps draw one.
    static func pairFields(_ items: inout [SwiftUIPlaced]) {
        for index in items.indices {
            guard case .textField(var field)? = items[index].element else { continue }
            if field.label == nil, field.placeholder?.isEmpty ?? true, index > 0,
               case .label(let label)? = items[index - 1].element, !label.text.isEmpty {
                field.label = label.text
            }
            if !field.hasClearButton, index + 1 < items.count, case .button(let button)? = items[index + 1].element,
               button.title == nil, ["xmark.circle", "xmark.circle.fill"].contains(button.icon) {
                field.hasClearButton = true
            }
            items[index].element = .textField(field)
        }
    }

    // MARK: Scroll views

    private func scrollView(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let axes = SwiftUIValues.optionNames(SwiftUIValues.argument(nil, in: call.arguments) ?? SwiftUIValues.argument("axes", in: call.arguments))
        let axis: ScrollView.Axis = switch Set(axes ?? ["vertical"]) {
        case ["horizontal"]: .horizontal
        case ["horizontal", "vertical"]: .both
        default: .vertical
        }
        let paging = view.modifier("scrollTargetBehavior").map { SwiftUIValues.optionName($0.firstArgument) == "paging" } ?? false
        let content = Self.contentClosure(call).map { builder($0.statements, context) } ?? SwiftUIFragment()
        return wrapInScrollView(content, axis: axis, paging: paging, at: location(call, context))
    }

    /// A scroll view around a fragment's elements; its bars and unknowns stay with it.
    func wrapInScrollView(_ content: SwiftUIFragment, axis: ScrollView.Axis, paging: Bool, at here: SwiftUILocation) -> SwiftUIFragment {
        var fragment = content
        var elements: [Element] = []
        var parts: [SwiftUIPart] = []
        for item in content.items {
            guard let element = item.element else { continue }
            let path: [ElementPath.Component] = [.key("content"), .index(elements.count), .key(element.kind.rawValue)]
            parts.append(SwiftUIPart(path: Array(path.dropLast()), location: item.location))
            parts.append(SwiftUIPart(path: path, location: item.location))
            parts += item.parts.map { SwiftUIPart(path: path + $0.path, location: $0.location) }
            elements.append(element)
        }
        var scrollView = SwiftUIPlaced(element: .scrollView(ScrollView(axis: axis, isPaging: paging, content: elements)),
                                       location: here, parts: parts)
        for item in content.items { scrollView.shownNames.merge(item.shownNames) { first, _ in first } }
        fragment.items = [scrollView]
        fragment.size = content.size + 1
        return fragment
    }
}
