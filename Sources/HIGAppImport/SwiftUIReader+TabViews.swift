import HIGControls
import SwiftSyntax

/// `TabView`: a tab bar and the first tab's content, or pages with a page control.
extension SwiftUIReader {
    /// A `TabView`: a tab bar of its children's `.tabItem`s or `Tab`s, showing the first tab's
    /// content (unless a `selection:` binding picks it at run time); with `.tabViewStyle(.page)`,
    /// a paging scroll view of the children and a page control.
    func tabView(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        guard let content = Self.contentClosure(call) else { return SwiftUIFragment() }
        let tabs = children(content.statements, context, flattening: ["Group", "TabSection"])
        let styleModifier = view.modifier("tabViewStyle")
        let styleName = styleModifier.flatMap { SwiftUIValues.optionName($0.firstArgument) }
        if styleName == "page" || styleName == "verticalPage" {
            return pages(tabs, style: styleModifier, context, at: here)
        }
        if let unknown = tabs.unknowns.first ?? (tabs.hasConditions ? SwiftUIUnknown(location: here, what: .namedByCaller,
                                                                                                     why: Localized(ko: "어떤 탭이 있는지 'if'가 정합니다", en: "an 'if' decides which tabs there are")) : nil) {
            return .unknown(unknown.location, what: Localized(ko: "탭 바의 탭", en: "the tabs of the tab bar"), why: unknown.why, unread: false)
        }
        var items: [TabBar.Item] = []
        var parts: [SwiftUIPart] = []
        var fragment = SwiftUIFragment()
        var shown: SwiftUIFragment?
        for entry in tabs.entries {
            let tab = SwiftUIViewExpression(entry.expression) { self.location($0, entry.context) }
            let index = items.count
            let written = tabItem(tab, entry.expression, entry.context)
            var item = written.item
            if let badge = tab.modifier("badge") {
                parts.append(SwiftUIPart(path: [.key("items"), .index(index), .key("badge")], location: badge.location))
                item.badge = self.badge(badge, ofTab: index, entry.context, unknowns: &fragment.unknowns)
            }
            if let disabled = tab.modifier("disabled"), SwiftUIValues.bool(disabled.firstArgument) == true { item.isEnabled = false }
            parts.append(SwiftUIPart(path: [.key("items"), .index(index)], location: written.location))
            items.append(item)
            if shown == nil { shown = selectedContent(tab, entry.expression, entry.context) }
        }
        fragment.tabBar = SwiftUIPlacedValue(value: TabBar(items: items), location: here, parts: parts)
        if SwiftUIValues.argument("selection", in: call.arguments) != nil {
            fragment.unknowns.append(SwiftUIUnknown(location: here, what: Localized(ko: "선택된 탭의 내용", en: "the content of the selected tab"),
                                                    why: Localized(ko: "'selection:' 바인딩이 실행 중에 탭을 고릅니다", en: "a 'selection:' binding picks the tab at run time")))
        } else if let shown {
            var content = shown
            content.tabBar = nil
            fragment.append(content)
        }
        return fragment
    }

    /// A tab's item in the bar and where it is written: a `Tab`'s title and symbol (else its
    /// label's, else the search role's own), or the `.tabItem { … }` label of any other view.
    private func tabItem(_ tab: SwiftUIViewExpression, _ expression: ExprSyntax, _ context: Context) -> (item: TabBar.Item, location: SwiftUILocation) {
        var item = TabBar.Item(title: "")
        if tab.calleeName == "Tab", let call = tab.call {
            item.title = SwiftUIValues.shownText(SwiftUIValues.argument(nil, in: call.arguments), strings: context.strings)?.text ?? ""
            item.icon = Self.symbol(call)
            if item.title.isEmpty, let label = Self.closure("label", of: call) {
                let read = labelContent(label.statements, context)
                item.title = read.title?.text ?? ""
                item.icon = item.icon ?? read.icon
            }
            if item.title.isEmpty, SwiftUIValues.optionName(SwiftUIValues.argument("role", in: call.arguments)) == "search" {
                item.title = "Search" // SwiftUI's own title and symbol for the search tab
                item.icon = item.icon ?? "magnifyingglass"
            }
            return (item, location(call.calledExpression, context))
        }
        if let tabItem = tab.modifier("tabItem"), let closure = tabItem.trailingClosure ?? tabItem.firstArgument?.as(ClosureExprSyntax.self) {
            let read = labelContent(closure.statements, context)
            item.title = read.title?.text ?? ""
            item.icon = read.icon
            return (item, tabItem.location)
        }
        return (item, location(expression, context))
    }

    /// The text of a tab's `.badge(3)` or `.badge("New")`; none for `.badge(0)` or `.badge(nil)`,
    /// and an unknown for a value the code computes.
    private func badge(_ badge: SwiftUIModifier, ofTab index: Int, _ context: Context, unknowns: inout [SwiftUIUnknown]) -> String? {
        if let number = SwiftUIValues.number(badge.firstArgument), abs(number) < 1e15, number == number.rounded() {
            // `.badge(0)` shows no badge.
            return number == 0 ? nil : String(Int(number))
        }
        if let text = SwiftUIValues.text(badge.firstArgument, strings: context.strings), text.isLiteral {
            return text.text
        }
        if SwiftUIValues.number(badge.firstArgument) == nil, badge.firstArgument?.is(NilLiteralExprSyntax.self) != true {
            let written = badge.firstArgument?.trimmedDescription.prefix(40) ?? ""
            unknowns.append(SwiftUIUnknown(location: badge.location, what: Localized(ko: "\(index + 1)번 탭의 배지", en: "the badge of tab \(index + 1)"),
                                           why: Localized(ko: "실행 중에 정해지는 값('\(written)')입니다", en: "'\(written)' is a value at run time")))
        }
        return nil
    }

    /// What a tab shows when it is selected: a `Tab`'s content closure, else the view itself.
    private func selectedContent(_ tab: SwiftUIViewExpression, _ expression: ExprSyntax, _ context: Context) -> SwiftUIFragment {
        guard tab.calleeName == "Tab", let call = tab.call else { return view(expression, context) }
        return (call.trailingClosure ?? Self.closure("content", of: call)).map { builder($0.statements, context) } ?? SwiftUIFragment()
    }

    /// `.tabViewStyle(.page)`: the children side by side in a paging scroll view, and a page
    /// control unless `indexDisplayMode: .never` hides it.
    private func pages(_ tabs: Children, style: SwiftUIModifier?, _ context: Context, at here: SwiftUILocation) -> SwiftUIFragment {
        if let unknown = tabs.unknowns.first ?? (tabs.hasConditions ? SwiftUIUnknown(location: here, what: .namedByCaller,
                                                                                                    why: Localized(ko: "어떤 페이지가 있는지 'if'가 정합니다", en: "an 'if' decides which pages there are")) : nil) {
            return .unknown(unknown.location, what: Localized(ko: "페이지 뷰의 페이지", en: "the pages of the page view"), why: unknown.why, unread: false)
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
