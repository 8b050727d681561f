import HIGControls

/// Alerts and action sheets in boxes: a destructive button is marked `!`, the preferred one
/// `*…*`; an action sheet's Cancel sits in a box of its own below the choices.
extension ASCIIScreenRenderer {
    func alertLines(_ alert: Alert, width: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        let inner = max(8, min(width - 4, 30))
        let pad = String(repeating: " ", count: max(0, (width - inner - 2) / 2))
        func row(_ text: String, _ paths: [ElementPath]) -> (text: String, paths: [ElementPath]) {
            (pad + "│" + Self.pad(Self.center(Self.truncate(text, to: inner), width: inner), to: inner) + "│", paths)
        }
        // Frames and rules carry no path, so a mark lands beside the title or the button it names.
        // (An alert without a title carries its own path on its top edge, for a mark on the alert.)
        var lines: [(text: String, paths: [ElementPath])] = [(pad + "╭" + String(repeating: "─", count: inner) + "╮", alert.title == nil ? [path] : [])]
        for line in alert.title.map({ Self.wrap(TerminalText.escaped($0), to: inner, lines: 2) }) ?? [] { lines.append(row(line, [path.key("title")])) }
        for line in alert.message.map({ Self.wrap(TerminalText.escaped($0), to: inner, lines: 3) }) ?? [] { lines.append(row(line, [])) }
        for (index, placeholder) in alert.textFields.enumerated() {
            lines.append(row("[" + Self.pad(Self.truncate(TerminalText.escaped(placeholder), to: inner - 4), to: inner - 4) + "]",
                             [path.key("text-fields").index(index)]))
        }
        let titles = alert.buttons.enumerated().map { Self.dialogTitle($1, preferred: $0 == alert.preferred) }
        let paths = alert.buttons.indices.map { path.key("buttons").index($0) }
        if titles.count == 2 {
            let half = (inner - 1) / 2
            let second = inner - 1 - half
            lines.append((pad + "├" + String(repeating: "─", count: half) + "┬" + String(repeating: "─", count: second) + "┤", []))
            lines.append((pad + "│" + Self.pad(Self.center(Self.truncate(titles[0], to: half), width: half), to: half) + "│"
                          + Self.pad(Self.center(Self.truncate(titles[1], to: second), width: second), to: second) + "│", paths))
            lines.append((pad + "╰" + String(repeating: "─", count: half) + "┴" + String(repeating: "─", count: second) + "╯", []))
            return lines
        }
        for (title, buttonPath) in zip(titles, paths) {
            lines.append((pad + "├" + String(repeating: "─", count: inner) + "┤", []))
            lines.append(row(title, [buttonPath]))
        }
        lines.append((pad + "╰" + String(repeating: "─", count: inner) + "╯", []))
        return lines
    }

    func actionSheetLines(_ sheet: ActionSheet, width: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        let inner = max(8, width - 2)
        func row(_ text: String, _ paths: [ElementPath]) -> (text: String, paths: [ElementPath]) {
            ("│" + Self.pad(Self.center(Self.truncate(text, to: inner), width: inner), to: inner) + "│", paths)
        }
        let rule = { (left: String, right: String) in (left + String(repeating: "─", count: inner) + right, [ElementPath]()) }
        var lines: [(text: String, paths: [ElementPath])] = []
        var group: [(text: String, paths: [ElementPath])] = []
        for line in sheet.title.map({ Self.wrap(TerminalText.escaped($0), to: inner, lines: 2) }) ?? [] { group.append(row(line, [path.key("title")])) }
        for line in sheet.message.map({ Self.wrap(TerminalText.escaped($0), to: inner, lines: 3) }) ?? [] { group.append(row(line, [])) }
        for (index, button) in sheet.buttons.enumerated() where !button.isCancel {
            if !group.isEmpty { group.append(rule("├", "┤")) }
            group.append(row(Self.dialogTitle(button, preferred: false), [path.key("buttons").index(index)]))
        }
        if !group.isEmpty { lines = [rule("╭", "╮")] + group + [rule("╰", "╯")] }
        for (index, button) in sheet.buttons.enumerated() where button.isCancel {
            lines += [rule("╭", "╮"), row(Self.dialogTitle(button, preferred: true), [path.key("buttons").index(index)]), rule("╰", "╯")]
        }
        return lines
    }

    /// A text in lines of `width` columns (Hangul taking two), at most `limit` of them.
    static func wrap(_ text: String, to width: Int, lines limit: Int) -> [String] {
        TextWrap.lines(text, width: Double(width), limit: limit, measure: { Double(TextMetrics.displayWidth(String($0))) },
                       cut: { truncate($0 + "…", to: width) })
    }

    static func dialogTitle(_ button: DialogButton, preferred: Bool) -> String {
        let title = (button.isDestructive ? "!" : "") + TerminalText.escaped(button.title)
        return preferred ? "*" + title + "*" : title
    }
}
