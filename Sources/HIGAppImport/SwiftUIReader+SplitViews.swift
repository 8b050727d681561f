import HIGControls
import SwiftSyntax

/// `NavigationSplitView`: a split view whose sidebar is the literal `List` of its sidebar column,
/// with the bars and other content of that column read as a navigation stack's, as before.
extension SwiftUIReader {
    /// A sidebar read from code, with where each item is written (paths below the sidebar).
    struct SidebarRead {
        var sidebar: Sidebar
        var parts: [SwiftUIPart] = []
        var listLocation: SwiftUILocation
        /// Where the List's code ends: what the List made (its table, the controls it set apart)
        /// lies between the two.
        var listEnd: SwiftUILocation
    }

    func navigationSplitView(_ call: FunctionCallExprSyntax, _ context: Context) -> SwiftUIFragment {
        var fragment = navigationStack(call, context)
        guard let column = Self.closure("sidebar", of: call) ?? call.trailingClosure, let read = sidebarList(column, context) else {
            return fragment
        }
        let here = location(call, context)
        // The List is the sidebar now, not a table of its own.
        fragment.items.removeAll { item in
            item.location.file == read.listLocation.file && read.listLocation.position <= item.location.position
                && item.location.position <= read.listEnd.position
        }
        let (visibility, visibilityPart) = columnVisibility(call, context, unknowns: &fragment.unknowns)
        let middle = Self.closure("content", of: call).map { _ in SplitView.Column(rows: [], selectionIsKnown: false) }
        let split = SplitView(sidebar: read.sidebar, supplementary: middle, detail: SwiftUIText.placeholder, visibility: visibility)
        var parts = [SwiftUIPart(path: [.key("sidebar")], location: read.listLocation)]
        parts += read.parts.map { SwiftUIPart(path: [.key("sidebar")] + $0.path, location: $0.location) }
        if let visibilityPart { parts.append(SwiftUIPart(path: [.key("visibility")], location: visibilityPart)) }
        fragment.items.insert(SwiftUIPlaced(element: .splitView(split), location: here, parts: parts), at: 0)
        return fragment
    }

    /// `columnVisibility: .constant(.detailOnly)`, or a `$visibility` whose private `@State`
    /// starts from a literal option; anything else is the system's choice, left unknown.
    private func columnVisibility(_ call: FunctionCallExprSyntax, _ context: Context,
                                  unknowns: inout [SwiftUIUnknown]) -> (SplitView.Visibility, SwiftUILocation?) {
        guard let argument = SwiftUIValues.argument("columnVisibility", in: call.arguments) else { return (.automatic, nil) }
        var option: String?
        if let constant = argument.as(FunctionCallExprSyntax.self), SwiftUIValues.calleeName(constant) == "constant" {
            option = SwiftUIValues.optionName(constant.arguments.first?.expression)
        } else if let reference = argument.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            option = context.owner?.stateOptions[String(reference.baseName.text.dropFirst())]
        }
        let visibility: SplitView.Visibility? = switch option {
        case "automatic": .automatic
        case "all": .all
        case "doubleColumn": .doubleColumn
        case "detailOnly": .detailOnly
        default: nil
        }
        guard let visibility else {
            let written = argument.trimmedDescription.prefix(40)
            unknowns.append(SwiftUIUnknown(location: location(argument, context), what: Localized(ko: "분할 화면이 처음에 보여 주는 열", en: "which columns the split view shows first"),
                                           why: Localized(ko: "리터럴 visibility도, 리터럴로 시작하는 private @State도 아닌 값('\(written)')입니다",
                                                          en: "'\(written)' is not a literal visibility or a private @State that starts from one")))
            return (.automatic, nil)
        }
        return (visibility, location(argument, context))
    }

    /// The first `List` written in the sidebar column, its rows read as sidebar items.
    private func sidebarList(_ column: ClosureExprSyntax, _ context: Context) -> SidebarRead? {
        for statement in column.statements {
            guard case .expr(let expression) = statement.item else { continue }
            let view = SwiftUIViewExpression(expression) { self.location($0, context) }
            guard view.calleeName == "List", let call = view.call else { continue }
            let end = SwiftUILocation(file: context.file,
                                      position: lines[context.file].position(ofByteOffset: call.endPositionBeforeTrailingTrivia.utf8Offset))
            var read = SidebarRead(sidebar: Sidebar(items: [], selectionIsKnown: false), listLocation: location(call, context), listEnd: end)
            // `List(data) { … }` makes its rows from data.
            let fromData = call.arguments.contains { $0.label == nil }
            guard !fromData, let content = Self.contentClosure(call) else {
                read.sidebar.itemsAreKnown = false
                return read
            }
            var known = true
            read.sidebar.items = sidebarItems(content.statements, context, path: [.key("items")], parts: &read.parts, known: &known)
            read.sidebar.itemsAreKnown = known
            return read
        }
        return nil
    }
}
