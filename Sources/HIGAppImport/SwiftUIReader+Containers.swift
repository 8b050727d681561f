import HIGControls
import SwiftSyntax

/// Views that hold other views: stacks (flattened), scroll views, lists and forms (tables),
/// navigation stacks (the bars) and tab views (the tab bar, or pages).
extension SwiftUIReader {
    /// Views whose content is simply their children's, in order.
    static let stacks: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "GroupBox", "Section", "ScrollViewReader",
        "GeometryReader", "ControlGroup", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "DisclosureGroup", "ViewThatFits",
        "NavigationLinkGroup", "VSplitView", "HSplitView",
    ]

    func container(_ name: String, _ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment? {
        switch name {
        case _ where Self.stacks.contains(name):
            // `ViewThatFits` shows one child that fits, `DisclosureGroup` starts collapsed: their
            // children are read all the same, as the views the code can show.
            return Self.contentClosure(call).map { builder($0.statements, context) } ?? SwiftUIFragment()
        case "ScrollView":
            return scrollView(call, view, context)
        case "List", "Form":
            return table(name, call, view, context)
        case "NavigationStack", "NavigationView", "NavigationSplitView":
            return navigationStack(call, context)
        case "TabView":
            return tabView(call, view, context)
        default:
            return nil
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

    // MARK: Lists and forms

    /// A `List` or `Form`: a table whose rows are its children (sections flattened). Controls
    /// a row holds that a table row cannot (text fields, sliders, steppers) follow the table as
    /// content of their own.
    private func table(_ name: String, _ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        var style: Table.Style = .insetGrouped
        if let listStyle = context.environment["listStyle"], name == "List" {
            switch SwiftUIValues.optionName(listStyle.firstArgument) {
            case "plain", "inset": style = .plain
            case "grouped": style = .grouped
            default: style = .insetGrouped
            }
        }
        var fragment = SwiftUIFragment()
        var rows: [Table.Row] = []
        var rowParts: [SwiftUIPart] = []
        var controls = SwiftUIFragment()
        var shownNames: [String: String] = [:]
        let entries: Children
        if let data = call.arguments.first(where: { $0.label == nil })?.expression, let content = Self.contentClosure(call) {
            // `List(items) { item in … }`: a ForEach in all but name.
            entries = childrenOfForEach(data: data, content: content, context)
        } else if let content = Self.contentClosure(call) {
            entries = children(content.statements, context, flattening: ["Section", "Group", "ForEach"])
        } else {
            entries = Children()
        }
        fragment.unknowns = entries.unknowns.map { SwiftUIUnknown(location: $0.location, what: "rows of the table", why: $0.why) }
        fragment.hasUnreadViews = !entries.unknowns.isEmpty
        for entry in entries.entries {
            let rowView = SwiftUIViewExpression(entry.expression) { self.location($0, entry.context) }
            let rowFragment = self.view(entry.expression, entry.context)
            var rest = rowFragment
            rest.items = []
            rest.size = 0
            fragment.append(rest)
            if fragment.size + rows.count + controls.size >= Self.maximumElements { continue }
            let (row, hoisted) = self.row(from: rowFragment.items, isVertical: rowView.calleeName == "VStack")
            for item in rowFragment.items { shownNames.merge(item.shownNames) { first, _ in first } }
            if let row {
                rowParts.append(SwiftUIPart(path: [.key("rows"), .index(rows.count)], location: location(entry.expression, entry.context)))
                rows.append(row)
            }
            for item in hoisted {
                controls.items.append(item)
                controls.size += 1
            }
        }
        var table = SwiftUIPlaced(element: .table(Table(style: style, rows: rows)), location: here, parts: rowParts)
        table.shownNames = shownNames
        if !rows.isEmpty || !entries.unknowns.isEmpty || controls.items.isEmpty {
            fragment.items = [table]
        }
        fragment.items += controls.items
        fragment.size += rows.count + controls.size + 1
        return fragment
    }

    /// `List(items) { item in Row(item) }`, `List(0..<3) { … }`.
    private func childrenOfForEach(data: ExprSyntax, content: ClosureExprSyntax, _ context: Context) -> Children {
        // Read as `ForEach(data) { … }`, through the same expansion.
        var result = Children()
        let values = SwiftUIValues.wholeNumbers(data, limit: Self.maximumElements) ?? SwiftUIValues.stringArray(data)
        guard let values else {
            result.unknowns.append(SwiftUIUnknown(location: location(data, context), what: "rows of the table",
                                                  why: "List over '\(data.trimmedDescription.prefix(40))' builds them at run time"))
            return result
        }
        let parameter = Self.closureParameter(content) ?? "$0"
        for value in values {
            var inner = context
            inner.strings[parameter] = value
            let more = children(content.statements, inner, flattening: ["Section", "Group", "ForEach"])
            result.entries += more.entries
            result.unknowns += more.unknowns
        }
        return result
    }

    /// One row of a list from what its view shows: a title (the first text), a detail (the
    /// second), a switch or a disclosure indicator; controls a row cannot hold are returned apart.
    private func row(from items: [SwiftUIPlaced], isVertical: Bool) -> (Table.Row?, [SwiftUIPlaced]) {
        var texts: [String] = []
        var accessory = Table.Row.Accessory.none
        var isOn = true
        var detail: String?
        var hoisted: [SwiftUIPlaced] = []
        for item in items {
            switch item.role {
            case .navigationLink:
                accessory = accessory == .switch ? accessory : .disclosureIndicator
                if case .button(let button) = item.element { texts.append(button.title ?? SwiftUIText.placeholder) }
                continue
            case .valuePicker(let title, let pushes):
                if case .picker = item.element {
                    hoisted.append(item)
                } else {
                    texts.append(title ?? SwiftUIText.placeholder)
                    if pushes { accessory = .disclosureIndicator }
                }
                continue
            case .labeledContent(let title, let value):
                texts.append(title)
                detail = detail ?? value
                continue
            case .plain: break
            }
            switch item.element {
            case .label(let label): texts.append(label.text)
            case .switch(let control):
                texts.append(control.label ?? SwiftUIText.placeholder)
                accessory = .switch
                isOn = control.isOn
            case .button(let button): texts.append(button.title ?? SwiftUIText.placeholder)
            case .imageView: break
            case .some: hoisted.append(item)
            case nil: break
            }
        }
        guard let title = texts.first else { return (nil, hoisted) }
        detail = detail ?? texts.dropFirst().first
        let style: Table.Row.Style = detail == nil ? .basic : (isVertical ? .subtitle : .rightDetail)
        return (Table.Row(title: title, detail: detail, style: style, accessory: accessory, isOn: isOn), hoisted)
    }

    // MARK: Navigation stacks

    /// A `NavigationStack` takes the title, toolbar and search its root content asks for and
    /// shows them as bars. A root title in `.automatic` mode is large: SwiftUI's stacks prefer
    /// large titles on iPhone, and the root has no earlier screen to inherit from.
    /// `.navigationTitle` on the stack itself is not read (SwiftUI ignores it there).
    private func navigationStack(_ call: FunctionCallExprSyntax, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        let root = Self.closure("sidebar", of: call) ?? Self.closure("root", of: call) ?? Self.contentClosure(call)
        var fragment = root.map { builder($0.statements, context) } ?? SwiftUIFragment()
        let requests = fragment.requests
        fragment.requests = SwiftUINavigationRequests()
        if fragment.stack == nil {
            let (bars, unknowns) = self.bars(for: requests, hasUnreadViews: fragment.hasUnreadViews, isStackRoot: true, at: here)
            fragment.stack = bars
            fragment.unknowns += unknowns
        }
        // A stack's bars are its own: views around it cannot be read as setting a title in it.
        fragment.hasUnreadViews = false
        return fragment
    }

    /// The bars that a screen's navigation requests make.
    func bars(for requests: SwiftUINavigationRequests, hasUnreadViews: Bool, isStackRoot: Bool,
              at stackLocation: SwiftUILocation) -> (SwiftUIStackBars, [SwiftUIUnknown]) {
        var bars = SwiftUIStackBars()
        var unknowns: [SwiftUIUnknown] = []
        bars.search = requests.search
        if !requests.bottomItems.isEmpty {
            let toolbarLocation = requests.toolbarLocation ?? requests.bottomItems[0].location
            var parts: [SwiftUIPart] = [SwiftUIPart(path: [.key("items")], location: toolbarLocation)]
            for (index, item) in requests.bottomItems.enumerated() {
                parts.append(SwiftUIPart(path: [.key("items"), .index(index)], location: item.location))
                parts += item.parts.map { SwiftUIPart(path: [.key("items"), .index(index)] + $0.path, location: $0.location) }
            }
            bars.toolbar = SwiftUIPlacedValue(value: Toolbar(items: requests.bottomItems.map(\.value)), location: toolbarLocation, parts: parts)
        }
        guard !requests.isBarHidden else { return (bars, unknowns) }
        let hasBarRequests = requests.title != nil || requests.displayMode != nil || !requests.barItems.isEmpty || requests.principal != nil
        guard isStackRoot || hasBarRequests else { return (bars, unknowns) }
        if requests.title == nil, requests.principal == nil, hasUnreadViews {
            unknowns.append(SwiftUIUnknown(location: stackLocation, what: "the navigation bar",
                                           why: "its title may be set by a view the importer does not read"))
            return (bars, unknowns)
        }
        let title = requests.title?.value
        let titleIsBlank = (title ?? "").allSatisfy(\.isWhitespace)
        var largeTitle: Bool
        switch requests.displayMode?.value {
        case "large": largeTitle = true
        case "inline": largeTitle = false
        default:
            // At a stack's root, `.automatic` shows a title large on iPhone; with no title text
            // there is nothing to show large, and SwiftUI draws the standard bar.
            largeTitle = isStackRoot && !titleIsBlank
            if !isStackRoot, titleIsBlank {
                unknowns.append(SwiftUIUnknown(location: requests.displayMode?.location ?? requests.title?.location ?? stackLocation,
                                               what: "whether the navigation bar's title is large",
                                               why: "in .automatic mode a pushed view takes the mode of the screen before it"))
            }
        }
        let barLocation = requests.title?.location ?? (isStackRoot ? stackLocation : requests.toolbarLocation ?? stackLocation)
        var parts: [SwiftUIPart] = []
        if let title = requests.title { parts.append(SwiftUIPart(path: [.key("title")], location: title.location)) }
        if let mode = requests.displayMode { parts.append(SwiftUIPart(path: [.key("large-title")], location: mode.location)) }
        if let first = requests.barItems.first { parts.append(SwiftUIPart(path: [.key("items")], location: first.location)) }
        for (index, item) in requests.barItems.enumerated() {
            parts.append(SwiftUIPart(path: [.key("items"), .index(index)], location: item.location))
            parts += item.parts.map { SwiftUIPart(path: [.key("items"), .index(index)] + $0.path, location: $0.location) }
        }
        if let principal = requests.principal {
            parts.append(SwiftUIPart(path: [.key("segmented-control")], location: principal.location))
            parts += principal.parts.map { SwiftUIPart(path: [.key("segmented-control")] + $0.path, location: $0.location) }
        }
        let bar = NavigationBar(title: title, largeTitle: largeTitle, items: requests.barItems.map(\.value),
                                segmentedControl: requests.principal?.value)
        bars.navigationBar = SwiftUIPlacedValue(value: bar, location: barLocation, parts: parts)
        return (bars, unknowns)
    }

    // MARK: Tab views

    /// A `TabView`: a tab bar of its children's `.tabItem`s or `Tab`s, showing the first tab's
    /// content (unless a `selection:` binding picks it at run time); with `.tabViewStyle(.page)`,
    /// a paging scroll view of the children and a page control.
    private func tabView(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        guard let content = Self.contentClosure(call) else { return SwiftUIFragment() }
        let tabs = children(content.statements, context, flattening: ["Group", "TabSection"])
        let styleModifier = view.modifier("tabViewStyle")
        let styleName = styleModifier.flatMap { SwiftUIValues.optionName($0.firstArgument) }
        if styleName == "page" || styleName == "verticalPage" {
            return pages(tabs, style: styleModifier, context, at: here)
        }
        if let unknown = tabs.unknowns.first ?? (tabs.hasConditions ? SwiftUIUnknown(location: here, what: "", why: "an 'if' decides which tabs there are") : nil) {
            return .unknown(unknown.location, what: "the tabs of the tab bar", why: unknown.why, unread: false)
        }
        var items: [TabBar.Item] = []
        var parts: [SwiftUIPart] = []
        var fragment = SwiftUIFragment()
        var shown: SwiftUIFragment?
        for entry in tabs.entries {
            let tab = SwiftUIViewExpression(entry.expression) { self.location($0, entry.context) }
            let index = items.count
            var item = TabBar.Item(title: "")
            var itemLocation = location(entry.expression, entry.context)
            var tabContent: ExprSyntax? = entry.expression
            var contentStatements: CodeBlockItemListSyntax?
            if tab.calleeName == "Tab", let call = tab.call {
                itemLocation = location(call.calledExpression, entry.context)
                item.title = SwiftUIValues.shownText(SwiftUIValues.argument(nil, in: call.arguments), strings: entry.context.strings)?.text ?? ""
                item.icon = Self.symbol(call)
                if item.title.isEmpty, let label = Self.closure("label", of: call) {
                    let read = labelContent(label.statements, entry.context)
                    item.title = read.title?.text ?? ""
                    item.icon = item.icon ?? read.icon
                }
                if item.title.isEmpty, SwiftUIValues.optionName(SwiftUIValues.argument("role", in: call.arguments)) == "search" {
                    item.title = "Search" // SwiftUI's own title and symbol for the search tab
                    item.icon = item.icon ?? "magnifyingglass"
                }
                tabContent = nil
                contentStatements = (call.trailingClosure ?? Self.closure("content", of: call))?.statements
            } else if let tabItem = tab.modifier("tabItem"), let closure = tabItem.trailingClosure ?? tabItem.firstArgument?.as(ClosureExprSyntax.self) {
                itemLocation = tabItem.location
                let read = labelContent(closure.statements, entry.context)
                item.title = read.title?.text ?? ""
                item.icon = read.icon
            }
            if let badge = tab.modifier("badge") {
                parts.append(SwiftUIPart(path: [.key("items"), .index(index), .key("badge")], location: badge.location))
                if let number = SwiftUIValues.number(badge.firstArgument), abs(number) < 1e15, number == number.rounded() {
                    // `.badge(0)` shows no badge.
                    item.badge = number == 0 ? nil : String(Int(number))
                } else if let text = SwiftUIValues.text(badge.firstArgument, strings: entry.context.strings), text.isLiteral {
                    item.badge = text.text
                } else if SwiftUIValues.number(badge.firstArgument) == nil, badge.firstArgument?.is(NilLiteralExprSyntax.self) != true {
                    fragment.unknowns.append(SwiftUIUnknown(location: badge.location, what: "the badge of tab \(index + 1)",
                                                            why: "'\(badge.firstArgument?.trimmedDescription.prefix(40) ?? "")' is a value at run time"))
                }
            }
            if let disabled = tab.modifier("disabled"), SwiftUIValues.bool(disabled.firstArgument) == true { item.isEnabled = false }
            parts.append(SwiftUIPart(path: [.key("items"), .index(index)], location: itemLocation))
            items.append(item)
            if shown == nil {
                if let tabContent {
                    shown = self.view(tabContent, entry.context)
                } else if let contentStatements {
                    shown = builder(contentStatements, entry.context)
                } else {
                    shown = SwiftUIFragment()
                }
            }
        }
        fragment.tabBar = SwiftUIPlacedValue(value: TabBar(items: items), location: here, parts: parts)
        if SwiftUIValues.argument("selection", in: call.arguments) != nil {
            fragment.unknowns.append(SwiftUIUnknown(location: here, what: "the content of the selected tab",
                                                    why: "a 'selection:' binding picks the tab at run time"))
        } else if let shown {
            var content = shown
            content.tabBar = nil
            fragment.append(content)
        }
        return fragment
    }

    /// `.tabViewStyle(.page)`: the children side by side in a paging scroll view, and a page
    /// control unless `indexDisplayMode: .never` hides it.
    private func pages(_ tabs: Children, style: SwiftUIModifier?, _ context: Context, at here: SwiftUILocation) -> SwiftUIFragment {
        if let unknown = tabs.unknowns.first ?? (tabs.hasConditions ? SwiftUIUnknown(location: here, what: "", why: "an 'if' decides which pages there are") : nil) {
            return .unknown(unknown.location, what: "the pages of the page view", why: unknown.why, unread: false)
        }
        var content = SwiftUIFragment()
        for entry in tabs.entries {
            append(view(entry.expression, entry.context), to: &content, at: here)
        }
        var fragment = wrapInScrollView(content, axis: .horizontal, paging: true, at: here)
        let display = style?.firstArgument?.as(FunctionCallExprSyntax.self)
            .flatMap { SwiftUIValues.optionName(SwiftUIValues.argument("indexDisplayMode", in: $0.arguments)) }
        // `.automatic` hides the dots when there is a single page.
        if display != "never", !(display != "always" && tabs.entries.count < 2) {
            let pageControl = SwiftUIPlaced(element: .pageControl(PageControl(pages: tabs.entries.count)), location: style?.location ?? here)
            fragment.items.append(pageControl)
            fragment.size += 1
        }
        return fragment
    }
}
