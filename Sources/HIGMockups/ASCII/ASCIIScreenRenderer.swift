import HIGControls

/// Draws a screen with box-drawing characters for a terminal. Every line is padded by display
/// width, so Hangul (two columns) lines up with Latin text; marked elements get their number in
/// the right margin.
struct ASCIIScreenRenderer {
    let screen: Screen
    let language: Language
    let marks: [MockupMark]
    let style: BarStyle
    private var lines: [(text: String, paths: [ElementPath])] = []

    init(screen: Screen, language: Language, marks: [MockupMark], style: BarStyle = .glass) {
        self.screen = screen
        self.language = language
        self.marks = marks
        self.style = style
    }

    var width: Int { screen.device == .iPhone ? 38 : 64 }
    var isSingleControl: Bool {
        screen.statusBar == nil && screen.navigationBar == nil && screen.tabBar == nil && screen.toolbar == nil && screen.content.count == 1
    }

    func render() -> String {
        var renderer = self
        return renderer.draw()
    }

    private mutating func draw() -> String {
        if isSingleControl, let element = screen.content.first {
            let path = ElementPath.root.key("content").index(0).key(element.kind.rawValue)
            for line in elementLines(element, width: width, path: path) { lines.append(line) }
            return finish(framed: false)
        }
        if let bar = screen.statusBar { add(statusBarLine(bar), ElementPath.root.key("status-bar")); separator() }
        // In today's design an iPad's tab bar floats at the top: its titles on one capsule.
        let tabBarOnTop = style.putsTabBarOnTop(of: screen)
        if let tabBar = screen.tabBar, tabBarOnTop {
            let titles = tabBarTitles(tabBar, slots: tabBar.items.indices.map(TabBar.Slot.tab), items: tabBar.items).joined(separator: "  ")
            lines.append((Self.center(Self.truncate("(" + titles + ")", to: width), width: width), [ElementPath.root.key("tab-bar")]
                          + tabBar.items.indices.map { ElementPath.root.key("tab-bar").key("items").index($0) }))
        }
        // Classic bars are set off from the content by a rule; glass bars float over it.
        if let bar = screen.navigationBar {
            addNavigationBar(bar)
            if style == .classic { separator() }
        }
        for (position, element) in screen.content.enumerated() {
            let path = ElementPath.root.key("content").index(position).key(element.kind.rawValue)
            for line in elementLines(element, width: width - 2, path: path) {
                lines.append((" " + line.text, line.paths))
            }
        }
        if screen.content.isEmpty { add("", ElementPath.root.key("content")) }
        if let toolbar = screen.toolbar {
            if style == .classic { separator() }
            addToolbar(toolbar)
        }
        if let tabBar = screen.tabBar, !tabBarOnTop {
            if style == .classic { separator() }
            addTabBar(tabBar)
        }
        return finish(framed: true)
    }

    // MARK: - Lines

    private mutating func add(_ text: String, _ path: ElementPath) {
        lines.append((text, [path]))
    }

    private mutating func separator() {
        lines.append(("\u{0}", []))
    }

    private func finish(framed: Bool) -> String {
        var output: [String] = []
        if framed { output.append("╭" + String(repeating: "─", count: width) + "╮") }
        for line in lines {
            let numbers = marks.filter { mark in line.paths.contains { Self.path($0, covers: mark.element) } }.map(\.number)
            let margin = numbers.isEmpty ? "" : " ◀ " + numbers.map(String.init).joined(separator: ",")
            // A line holds titles and labels from the user's screen: a control character there
            // must neither break the frame nor reach the terminal (TerminalText).
            if line.text == "\u{0}" {
                output.append("├" + String(repeating: "─", count: width) + "┤")
            } else if framed {
                output.append("│" + Self.pad(TerminalText.escaped(line.text), to: width) + "│" + margin)
            } else {
                output.append(Self.trimTrailing(Self.pad(TerminalText.escaped(line.text), to: width)) + margin)
            }
        }
        if framed { output.append("╰" + String(repeating: "─", count: width) + "╯") }
        return output.joined(separator: "\n") + "\n"
    }

    /// Whether a line drawn for `drawn` shows the element a mark names: the mark's path or its
    /// nearest drawn ancestor.
    static func path(_ drawn: ElementPath, covers marked: ElementPath) -> Bool {
        marked.components.starts(with: drawn.components) || drawn.components.starts(with: marked.components)
    }

    // MARK: - Text helpers

    static func pad(_ text: String, to width: Int) -> String {
        let cut = truncate(text, to: width)
        return cut + String(repeating: " ", count: max(0, width - TextMetrics.displayWidth(cut)))
    }

    static func truncate(_ text: String, to width: Int) -> String {
        guard TextMetrics.displayWidth(text) > width else { return text }
        var result = ""
        for character in text {
            if TextMetrics.displayWidth(result + String(character)) + 1 > width { break }
            result.append(character)
        }
        return result + "…"
    }

    static func trimTrailing(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    /// `left` at the start and `right` at the end of a line of `width` columns.
    static func spread(_ left: String, _ right: String, width: Int) -> String {
        let space = width - TextMetrics.displayWidth(left) - TextMetrics.displayWidth(right)
        guard space >= 1 else { return truncate(left + " " + right, to: width) }
        return left + String(repeating: " ", count: space) + right
    }

    /// `left`, `middle` centred on the line, `right`: the middle moves aside when the sides are long.
    static func threePart(_ left: String, _ middle: String, _ right: String, width: Int) -> String {
        let (l, m, r) = (TextMetrics.displayWidth(left), TextMetrics.displayWidth(middle), TextMetrics.displayWidth(right))
        var start = (width - m) / 2
        if start < l + 1 { start = l + 1 }
        guard start + m + 1 + r <= width else { return spread(left + " " + middle, right, width: width) }
        let gap = width - start - m - r
        return left + String(repeating: " ", count: start - l) + middle + String(repeating: " ", count: gap) + right
    }

    static func center(_ text: String, width: Int) -> String {
        let cut = truncate(text, to: width)
        let space = max(0, width - TextMetrics.displayWidth(cut))
        return String(repeating: " ", count: space / 2) + cut
    }

    /// Items spread evenly across `width`.
    static func columns(_ items: [String], width: Int) -> String {
        guard !items.isEmpty else { return "" }
        let slot = width / items.count
        return items.map { item in
            let cut = truncate(item, to: max(1, slot - 1))
            let space = max(0, slot - TextMetrics.displayWidth(cut))
            return String(repeating: " ", count: space / 2) + cut + String(repeating: " ", count: space - space / 2)
        }.joined()
    }

    // MARK: - Bars

    private func statusBarLine(_ bar: StatusBar) -> String {
        guard bar.visibility == .visible else { return "" }
        let activity = bar.networkActivity == nil ? "" : " ⟳"
        return Self.spread(" 9:41" + activity, "▂▄▆ ▭ ", width: width)
    }

    private mutating func addNavigationBar(_ bar: NavigationBar) {
        let path = ElementPath.root.key("navigation-bar")
        var back = bar.backButton.map { back in "‹ " + (back.segments > 1 ? Array(repeating: back.title, count: back.drawnSegments).joined(separator: " › ") : back.title) } ?? ""
        var items = bar.items.map { $0.title ?? "□" }.joined(separator: "  ")
        if style == .glass {
            // Each on its capsule of glass: the back button, and the items together.
            if !back.isEmpty { back = "(" + back + ")" }
            if !items.isEmpty { items = "(" + items + ")" }
        }
        let middle: String
        if let control = bar.segmentedControl {
            middle = segmentedLine(control)
        } else {
            middle = bar.largeTitle ? "" : (bar.title ?? "")
        }
        add(Self.threePart(" " + back, middle, items + " ", width: width), path)
        if bar.largeTitle, let title = bar.title {
            add(" " + title, path.key("title"))
        }
    }

    private mutating func addToolbar(_ toolbar: Toolbar) {
        let path = ElementPath.root.key("toolbar")
        let visible = toolbar.items.enumerated().filter { $0.element.kind != .flexibleSpace }
        var texts = visible.map { entry -> String in
            let item = entry.element
            switch item.kind {
            case .segmentedControl: return "(" + item.segments.joined(separator: "|") + ")"
            case .switch: return "[━●]"
            default:
                let text = item.title ?? Self.glyph(item.icon ?? "")
                return item.style == .bordered ? "[" + text + "]" : text
            }
        }
        if style == .glass { texts = toolbar.glassGroups.map { "(" + $0.map { texts[$0] }.joined(separator: "  ") + ")" } }
        // Glass groups sit at the bar's two ends when there are two.
        let line = style == .glass && texts.count == 2 ? Self.spread(texts[0], texts[1], width: width - 2) : Self.columns(texts, width: width - 2)
        lines.append((" " + line, [path] + visible.map { path.key("items").index($0.offset) }))
    }

    private mutating func addTabBar(_ tabBar: TabBar) {
        let path = ElementPath.root.key("tab-bar")
        // iPhone shows at most five places: four tabs and More when there are more.
        let slots = tabBar.visibleItems(on: screen.device)
        let items = slots.map { tabBar.item(in: $0, language: language) }
        // A tab with no image shows its title alone, as UIKit draws it: nothing above the title.
        let icons = items.map { item in item.icon.flatMap { $0.isEmpty ? nil : Self.glyph($0) } ?? "" }
        let titles = tabBarTitles(tabBar, slots: slots, items: items)
        let itemPaths = tabBar.items.indices.map { path.key("items").index($0) }
        guard style == .glass else {
            lines.append((Self.columns(icons, width: width), [path] + itemPaths))
            lines.append((Self.columns(titles, width: width), [path] + itemPaths))
            return
        }
        // A capsule inset from the edges of the screen.
        let inner = width - 4
        lines.append((" ╭" + String(repeating: "─", count: inner) + "╮", [path]))
        lines.append((" │" + Self.pad(Self.columns(icons, width: inner), to: inner) + "│", [path] + itemPaths))
        lines.append((" │" + Self.pad(Self.columns(titles, width: inner), to: inner) + "│", [path] + itemPaths))
        lines.append((" ╰" + String(repeating: "─", count: inner) + "╯", [path]))
    }

    /// Each tab's title as the terminal shows it: `▸` selected (More when the selected tab is one
    /// it holds, as UIKit shows it), `(…)` disabled, `⁽2⁾` a badge.
    /// Escaped here, before the titles are laid out in columns, so that a control character's
    /// escape (`\n`, two columns) is measured and the frame stays straight.
    private func tabBarTitles(_ tabBar: TabBar, slots: [TabBar.Slot], items: [TabBar.Item]) -> [String] {
        items.enumerated().map { index, item -> String in
            var text = TerminalText.escaped(item.title)
            if !item.isEnabled { text = "(" + text + ")" }
            if let selected = tabBar.selected, slots[index].itemIndexes.contains(selected) { text = "▸" + text }
            if let badge = item.badge { text += "⁽" + TerminalText.escaped(badge) + "⁾" }
            return text
        }
    }

    static func glyph(_ name: String) -> String {
        switch name {
        case "house", "house.fill": "⌂"
        case "magnifyingglass": "⌕"
        case "gear", "gearshape": "◎"
        case "plus", "square.and.pencil": "+"
        case "trash": "×"
        case "square.and.arrow.up": "↑"
        case "ellipsis": "…"
        case "person", "person.fill": "☺"
        case "photo", "photo.on.rectangle": "▧"
        case "folder": "▭"
        case "arrow.up.arrow.down": "⇅"
        case "document.on.document", "doc.on.doc", "plus.square.on.square": "⧉"
        case "heart", "heart.fill": "♡"
        case "pencil": "✎"
        default: "□"
        }
    }

    func segmentedLine(_ control: SegmentedControl) -> String {
        let parts = control.segments.enumerated().map { index, segment -> String in
            let text = [segment.image.map(Self.glyph), segment.title].compactMap { $0 }.joined(separator: " ")
            return index == control.selected ? "▌" + text + "▐" : " " + text + " "
        }
        return "(" + parts.joined(separator: "│") + ")"
    }
}
