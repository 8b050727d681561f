import HIGControls
import SwiftSyntax

/// A sidebar `List`'s rows as items: `Label` and `Text` rows (in a `NavigationLink` too), a titled
/// `Section` or a `DisclosureGroup` as a group of the rows inside. A `ForEach`, an
/// `OutlineGroup` or a view the importer does not read makes the items not known.
extension SwiftUIReader {
    func sidebarItems(_ statements: CodeBlockItemListSyntax, _ context: Context, path: [ElementPath.Component], offset: Int = 0,
                      parts: inout [SwiftUIPart], known: inout Bool) -> [Sidebar.Item] {
        var items: [Sidebar.Item] = []
        for statement in statements {
            guard case .expr(let expression) = statement.item else { continue }
            let view = SwiftUIViewExpression(expression) { self.location($0, context) }
            guard let call = view.call else {
                known = false
                continue
            }
            let itemPath = path + [.index(offset + items.count)]
            switch view.calleeName {
            case "Section", "DisclosureGroup":
                let title = SwiftUIValues.argument(nil, in: call.arguments).map { SwiftUIValues.text($0, strings: context.strings)?.text ?? SwiftUIText.placeholder }
                let inner = Self.contentClosure(call).map {
                    title == nil
                        ? sidebarItems($0.statements, context, path: path, offset: offset + items.count, parts: &parts, known: &known)
                        : sidebarItems($0.statements, context, path: itemPath + [.key("children")], parts: &parts, known: &known)
                } ?? []
                guard let title else {
                    // A section without a header adds no level: its rows stand with the others.
                    items += inner
                    continue
                }
                parts.append(SwiftUIPart(path: itemPath, location: location(call, context)))
                items.append(Sidebar.Item(title: title, children: inner))
            default:
                guard let item = sidebarRow(view, call, context) else {
                    known = false
                    continue
                }
                parts.append(SwiftUIPart(path: itemPath, location: location(call, context)))
                items.append(item)
            }
        }
        return items
    }

    /// `Label("Inbox", systemImage: "tray")`, `Text("Inbox")`, a `NavigationLink` around either
    /// or titled itself (`NavigationLink("Inbox", value: …)`).
    private func sidebarRow(_ view: SwiftUIViewExpression, _ call: FunctionCallExprSyntax, _ context: Context) -> Sidebar.Item? {
        let title = SwiftUIValues.argument(nil, in: call.arguments).map { SwiftUIValues.text($0, strings: context.strings)?.text ?? SwiftUIText.placeholder }
        switch view.calleeName {
        case "Label":
            let icon = SwiftUIValues.text(SwiftUIValues.argument("systemImage", in: call.arguments))
            // A symbol name is a literal; one the code computes leaves the row unknown.
            let symbolArgument = SwiftUIValues.argument("systemImage", in: call.arguments)
            guard let title, symbolArgument == nil || symbolArgument?.is(StringLiteralExprSyntax.self) == true,
                  icon?.interpolatedNames.isEmpty ?? true else { return nil }
            return Sidebar.Item(title: title, icon: icon?.text)
        case "Text":
            return title.map { Sidebar.Item(title: $0) }
        case "NavigationLink":
            if let title { return Sidebar.Item(title: title) }
            guard let label = Self.closure("label", of: call) ?? call.trailingClosure, label.statements.count == 1,
                  case .expr(let inner) = label.statements.first?.item else { return nil }
            let innerView = SwiftUIViewExpression(inner) { self.location($0, context) }
            guard let innerCall = innerView.call, ["Label", "Text"].contains(innerView.calleeName ?? "") else { return nil }
            return sidebarRow(innerView, innerCall, context)
        default:
            return nil
        }
    }
}
