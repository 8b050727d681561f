import HIGControls

/// Menus drawn open in a box: a pull-down or pop-up button on the line above (`⌄` after a pull-down's
/// label, `⇅` after a pop-up's), a context menu's preview in a double box above it. A checked item
/// starts with `✓`, a destructive one with `!`, a disabled one is in parentheses, a submenu ends
/// with `›`; groups are set apart by a dotted rule carrying the group's title.
extension ASCIIScreenRenderer {
    func menuLines(_ menu: Menu, width: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        let inner = max(10, min(width - 2, 30))
        var lines: [(text: String, paths: [ElementPath])] = []
        switch menu.presentation {
        case .pullDown:
            let label = menu.button.map(buttonLine) ?? Self.glyph("ellipsis")
            lines.append((TerminalText.escaped(label) + " ⌄", [path.key("button")]))
        case .popUp:
            let checked = menu.topLevelItems.first { $0.item.isChecked }?.item.title
            let label = menu.button.map(buttonLine) ?? (checked ?? menu.topLevelItems.first?.item.title ?? "…")
            lines.append((TerminalText.escaped(label) + " ⇅", [path.key("button")]))
        case .context:
            if let preview = menu.preview {
                let box = max(8, min(inner, 24))
                lines.append(("╔" + String(repeating: "═", count: box) + "╗", [path.key("preview")]))
                lines.append(("║" + Self.pad(Self.center(Self.glyph("photo") + " " + TerminalText.escaped(preview), width: box), to: box) + "║",
                              [path.key("preview")]))
                lines.append(("╚" + String(repeating: "═", count: box) + "╝", [path.key("preview")]))
            }
        }
        return lines + menuBox(menu, inner: inner, path: path)
    }

    private func menuBox(_ menu: Menu, inner: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        func row(_ text: String, _ paths: [ElementPath]) -> (text: String, paths: [ElementPath]) {
            ("│" + Self.pad(text, to: inner) + "│", paths)
        }
        var lines: [(text: String, paths: [ElementPath])] = [("╭" + String(repeating: "─", count: inner) + "╮", menu.title == nil ? [path] : [])]
        if let title = menu.title { lines.append(row(" " + TerminalText.escaped(title), [path.key("title")])) }
        let titles = groupTitles(menu)
        var lastGroup: Int?
        for (itemPath, item, group) in MenuEntry.flatten(menu.items, at: path) {
            if group != lastGroup {
                if lastGroup != nil || menu.title != nil || titles[group] != nil {
                    let label = "┄" + Self.truncate(titles[group].map { " " + TerminalText.escaped($0) + " " } ?? "", to: inner - 2)
                    let rest = String(repeating: "┄", count: max(0, inner - TextMetrics.displayWidth(label)))
                    lines.append(("├" + label + rest + "┤", []))
                }
                lastGroup = group
            }
            lines.append(row(menuItemText(item, width: inner), [itemPath]))
        }
        lines.append(("╰" + String(repeating: "─", count: inner) + "╯", []))
        return lines
    }

    private func menuItemText(_ item: MenuItem, width: Int) -> String {
        var title = TerminalText.escaped(item.title)
        if item.isDestructive { title = "!" + title }
        if item.isDisabled { title = "(" + title + ")" }
        let left = (item.isChecked ? "✓ " : "  ") + title
        let right = [item.icon.map(Self.glyph), item.submenu == nil ? nil : "›"].compactMap { $0 }.joined(separator: " ")
        return Self.spread(left, right + " ", width: width)
    }

    /// The titles of titled groups, by the number of their group.
    private func groupTitles(_ menu: Menu) -> [Int: String] {
        var titles: [Int: String] = [:]
        for (path, _, group) in menu.topLevelItems where titles[group] == nil {
            if case .index(let index)? = path.components.dropFirst().first, case .group(let members) = menu.items[index], let title = members.title {
                titles[group] = title
            }
        }
        return titles
    }
}
