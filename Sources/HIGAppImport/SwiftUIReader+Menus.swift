import HIGControls
import SwiftSyntax

/// Menus: `Menu` (a pull-down button), `.contextMenu` (with or without a preview) and a `Picker`
/// in the menu style (a pop-up button). The button a `Menu` shows stays a button of the content, as
/// before; the menu it opens is read as content the view presents, like an alert, so the menu rules
/// judge it where it is written. Only literal items are read: a `ForEach` over data, an `if`, a view
/// the importer does not know leave the list unknown (`items-known: false`), never guessed.
extension SwiftUIReader {
    /// What a menu's content closure holds: its entries, where each item is written, and whether
    /// the entries are all it shows.
    struct MenuRead {
        var entries: [MenuEntry] = []
        var parts: [SwiftUIPart] = []
        var isComplete = true
    }

    /// `Menu("Sort") { … }`, `Menu { … } label: { … }`: its button, and the menu it opens.
    func menuView(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        var fragment = button("Menu", call, view, context)
        guard case .button(let button)? = fragment.items.first?.element else { return fragment }
        let content = Self.contentClosure(call)
        let read = content.map { menuContent($0.statements, context, base: []) } ?? MenuRead(isComplete: false)
        // `primaryAction:` gives the button an action of its own: the menu opens on touch and hold.
        let hasPrimaryAction = Self.closure("primaryAction", of: call) != nil || SwiftUIValues.argument("primaryAction", in: call.arguments) != nil
        let menu = Menu(presentation: .pullDown, button: button, items: read.entries, hasPrimaryAction: hasPrimaryAction,
                        itemsAreKnown: read.isComplete)
        fragment.presented.append(SwiftUIPlaced(element: .menu(menu), location: location(call, context),
                                                parts: read.parts + [SwiftUIPart(path: [.key("button")], location: location(call, context))]))
        return fragment
    }

    /// `.contextMenu { … }`, `.contextMenu { … } preview: { … }`, `.contextMenu(forSelectionType:menu:)`.
    func requestContextMenu(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment, _ context: Context) {
        let bySelection = SwiftUIValues.argument("forSelectionType", in: modifier.arguments) != nil
        guard let closure = modifier.closure(bySelection ? "menu" : "menuItems") ?? modifier.trailingClosure else {
            fragment.unknowns.append(SwiftUIUnknown(location: modifier.location, what: Localized(ko: "컨텍스트 메뉴의 항목", en: "the items of the context menu"),
                                                    why: Localized(ko: "항목이 higsite가 읽는 클로저에 쓰여 있지 않습니다(ContextMenu(…) 값은 읽지 않습니다)",
                                                                   en: "they are not written in a closure higsite reads (ContextMenu(…) values are not read)")))
            return
        }
        var read = menuContent(closure.statements, context, base: [])
        // A menu for the selection changes with what is selected (and may be empty).
        read.isComplete = read.isComplete && !bySelection
        let preview = modifier.closure("preview") == nil ? nil : SwiftUIText.placeholder
        let menu = Menu(presentation: .context, preview: preview, items: read.entries, itemsAreKnown: read.isComplete)
        fragment.presented.append(SwiftUIPlaced(element: .menu(menu), location: modifier.location, parts: read.parts))
    }

    /// A `Picker` in the menu style as the pop-up button it is: its options, none known to be
    /// checked (the selection is the app's value), after the row or button it shows.
    func popUpMenu(_ call: FunctionCallExprSyntax, _ context: Context) -> SwiftUIPlaced {
        let here = location(call, context)
        let options = Self.contentClosure(call).map { self.options($0.statements, context) }
        let values = options?.unknown == nil ? options?.values ?? [] : []
        let items = values.map { MenuEntry.item(MenuItem(title: $0.title ?? SwiftUIText.placeholder, icon: $0.image)) }
        let parts = values.enumerated().map { SwiftUIPart(path: [.key("items"), .index($0.offset)], location: $0.element.location) }
        let menu = Menu(presentation: .popUp, items: items, itemsAreKnown: options != nil && options?.unknown == nil, selectionIsKnown: false)
        return SwiftUIPlaced(element: .menu(menu), location: here, parts: parts)
    }

    /// The entries of a menu's content: buttons and toggles as items, `Menu` as a submenu, `Section`
    /// and `Divider` as groups; `base` is the path of the list being read (`[]`, or a submenu's).
    func menuContent(_ statements: CodeBlockItemListSyntax, _ context: Context, base: [ElementPath.Component]) -> MenuRead {
        let children = children(statements, context, flattening: ["Group"])
        var read = MenuRead(isComplete: children.unknowns.isEmpty && !children.hasConditions && children.templates.isEmpty)
        var run: [(item: MenuItem, parts: [SwiftUIPart])] = []
        var grouped = false
        func flush() {
            guard !run.isEmpty else { return }
            let index = read.entries.count
            if grouped {
                read.entries.append(.group(MenuGroup(items: run.map(\.item))))
                for (position, member) in run.enumerated() {
                    read.parts += member.parts.map { SwiftUIPart(path: base + [.key("items"), .index(index), .key("group"), .index(position)] + $0.path,
                                                                 location: $0.location) }
                }
            } else {
                for (offset, member) in run.enumerated() {
                    read.entries.append(.item(member.item))
                    read.parts += member.parts.map { SwiftUIPart(path: base + [.key("items"), .index(index + offset)] + $0.path, location: $0.location) }
                }
            }
            run = []
        }
        for entry in children.entries {
            let view = SwiftUIViewExpression(entry.expression) { self.location($0, entry.context) }
            switch view.calleeName {
            case "Divider":
                grouped = true
                flush()
            case "Section":
                grouped = true
                flush()
                guard let call = view.call, let content = Self.contentClosure(call) else { read.isComplete = false; continue }
                let title = SwiftUIValues.text(SwiftUIValues.argument(nil, in: call.arguments), strings: entry.context.strings)?.text
                let inner = menuContent(content.statements, entry.context, base: [])
                read.isComplete = read.isComplete && inner.isComplete
                let items = inner.entries.flatMap { entry -> [MenuItem] in
                    switch entry {
                    case .item(let item): [item]
                    case .group(let group): group.items
                    }
                }
                let index = read.entries.count
                read.entries.append(.group(MenuGroup(title: title, items: items)))
                read.parts += inner.parts.compactMap { part in
                    // A nested group's items are counted in order, as the section shows them.
                    guard case .index(let position)? = part.path.dropFirst().first else { return nil }
                    return SwiftUIPart(path: base + [.key("items"), .index(index), .key("group"), .index(position)] + part.path.dropFirst(2),
                                       location: part.location)
                }
            default:
                if let item = menuItem(view, entry.context) { run.append(item) } else { read.isComplete = false }
            }
        }
        flush()
        return read
    }

    /// One item: a button, toggle, link or share link, or a nested `Menu` as a submenu; nil for a
    /// view that is no item the importer reads (a `Picker`, a `ControlGroup`, the app's own view).
    private func menuItem(_ view: SwiftUIViewExpression, _ context: Context) -> (item: MenuItem, parts: [SwiftUIPart])? {
        guard let call = view.call, let name = view.calleeName else { return nil }
        let here = location(call, context)
        switch name {
        case "Button", "Toggle", "Link", "ShareLink", "RenameButton", "PasteButton", "EditButton":
            let read = name == "Toggle" ? toggleTitle(call, context) : self.button(name, call, view, context).items.first?.element
            guard case .button(let button)? = read else { return nil }
            let role: MenuItem.Role? = switch Self.role(of: call) {
            case .literal(.some(.destructive)): .destructive
            case .literal: nil
            case .computed: .unknown
            }
            let title = button.title ?? (button.icon == nil ? SwiftUIText.placeholder : button.accessibilityLabel ?? SwiftUIText.placeholder)
            let disabled = view.modifier("disabled").map { SwiftUIValues.bool($0.firstArgument) == true } ?? false
            return (MenuItem(title: title, icon: button.icon, role: role, disabled: disabled), [SwiftUIPart(path: [], location: here)])
        case "Menu":
            let label = self.button(name, call, view, context).items.first?.element
            guard case .button(let button)? = label, let content = Self.contentClosure(call) else { return nil }
            let inner = menuContent(content.statements, context, base: [])
            guard inner.isComplete else { return nil }
            return (MenuItem(title: button.title ?? SwiftUIText.placeholder, icon: button.icon, submenu: inner.entries),
                    [SwiftUIPart(path: [], location: here)] + inner.parts)
        default:
            return nil
        }
    }

    /// A toggle in a menu reads as an item with its label (its state is the app's value).
    private func toggleTitle(_ call: FunctionCallExprSyntax, _ context: Context) -> Element? {
        let label = SwiftUIValues.shownText(SwiftUIValues.argument(nil, in: call.arguments), strings: context.strings)
            ?? (call.trailingClosure ?? Self.closure("label", of: call)).flatMap { labelContent($0.statements, context).title }
        return .button(Button(title: label?.text ?? SwiftUIText.placeholder, icon: Self.symbol(call)))
    }
}
