import HIGControls

/// Sheets and popovers in boxes. A sheet stands under rows of `░` (the dimmed screen; fewer rows
/// the taller its smallest detent), with `━━━` for its grabber and its top bar: buttons in `( )`, a
/// confirming one as `(*Add*)`, a titleless close as `(✕)`. A popover hangs from its control by
/// `▲` (or `▼`); on iPhone it is drawn as the sheet it becomes.
extension ASCIIScreenRenderer {
    func sheetLines(_ sheet: Sheet, width: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        let dim = String(repeating: "░", count: width)
        var backdrop = 0
        if sheet.style != .fullScreen {
            let share = screen.device == .iPad || !sheet.detentsAreKnown ? 1 : sheet.detents.map { $0.share(ofFullHeight: 520) }.min() ?? 1
            backdrop = max(1, Int((1 - share) * 8 + 0.5))
        }
        let inset = sheet.style == .form && screen.device == .iPad ? 8 : sheet.style == .page && screen.device == .iPad ? 3 : 0
        var header: [(text: String, paths: [ElementPath])] = []
        if sheet.grabber == true && sheet.style != .fullScreen { header.append(("━━━", [])) }
        if sheet.title != nil || !sheet.buttons.isEmpty {
            header.append(modalBarLine(title: sheet.title, leading: sheet.leading, trailing: sheet.trailing, width: width - 2 * inset - 2, path: path))
        }
        let box = boxLines(header: header, content: sheet.content, width: width - 2 * inset, path: path, centreHeader: sheet.grabber == true)
        let side = String(repeating: "░", count: inset)
        return Array(repeating: (dim, [ElementPath]()), count: backdrop) + box.map { (side + $0.text + side, $0.paths) }
    }

    func popoverLines(_ popover: Popover, width: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        if screen.device == .iPhone, popover.compact != .popover {
            let adapted = Sheet(style: popover.compact == .fullScreen ? .fullScreen : .page, title: popover.title, leading: popover.leading,
                                trailing: popover.trailing, content: popover.content)
            return sheetLines(adapted, width: width, path: path)
        }
        let boxWidth = min(width, max(20, Int((popover.width ?? 320) / 9)))
        var header: [(text: String, paths: [ElementPath])] = []
        if popover.title != nil || !popover.buttons.isEmpty {
            header.append(modalBarLine(title: popover.title, leading: popover.leading, trailing: popover.trailing, width: boxWidth - 2, path: path))
        }
        let box = boxLines(header: header, content: popover.content, width: boxWidth, path: path, centreHeader: false)
        let anchor = popover.anchor.map { ("  [" + TerminalText.escaped($0) + "]", [ElementPath]()) }
        let arrow = (popover.arrow == .up ? "   ▲" : "   ▼", [ElementPath]())
        return popover.arrow == .up ? [anchor].compactMap { $0 } + [arrow] + box : box + [arrow] + [anchor].compactMap { $0 }
    }

    /// A rounded box: the header rows centred or as they are, a rule, then the content's lines.
    private func boxLines(header: [(text: String, paths: [ElementPath])], content: [Element], width: Int, path: ElementPath,
                          centreHeader: Bool) -> [(text: String, paths: [ElementPath])] {
        let inner = max(8, width - 2)
        let rule = { (left: String, right: String) in left + String(repeating: "─", count: inner) + right }
        var lines: [(text: String, paths: [ElementPath])] = [(rule("╭", "╮"), [path])]
        for (index, row) in header.enumerated() {
            let text = index == 0 && centreHeader && row.text == "━━━" ? Self.center(row.text, width: inner) : row.text
            lines.append(("│" + Self.pad(text, to: inner) + "│", row.paths))
        }
        if !header.isEmpty && !content.isEmpty { lines.append((rule("├", "┤"), [])) }
        for (position, child) in content.enumerated() {
            let childPath = path.key("content").index(position).key(child.kind.rawValue)
            for line in elementLines(child, width: inner - 2, path: childPath) {
                lines.append(("│ " + Self.pad(line.text, to: inner - 2) + " │", line.paths))
            }
        }
        lines.append((rule("╰", "╯"), []))
        return lines
    }

    /// One row: the leading buttons, the title centred in the room left, the trailing buttons.
    private func modalBarLine(title: String?, leading: [ModalButton], trailing: [ModalButton], width: Int,
                              path: ElementPath) -> (text: String, paths: [ElementPath]) {
        let left = leading.map(Self.modalButtonLabel).joined(separator: " ")
        let right = trailing.map(Self.modalButtonLabel).joined(separator: " ")
        let room = max(0, width - TextMetrics.displayWidth(left) - TextMetrics.displayWidth(right) - 2)
        let middle = Self.pad(Self.center(title.map { TerminalText.escaped($0) } ?? "", width: room), to: room)
        let paths = leading.indices.map { path.key("leading").index($0) } + (title == nil ? [] : [path.key("title")])
            + trailing.indices.map { path.key("trailing").index($0) }
        return (Self.pad(left + " " + middle + " " + right, to: width), paths)
    }

    static func modalButtonLabel(_ button: ModalButton) -> String {
        let role = button.resolvedRole
        if button.title.isEmpty { return role == .confirm ? "(✓)" : role == .back ? "(‹)" : "(✕)" }
        let title = TerminalText.escaped(button.title)
        switch role {
        case .confirm: return "(*" + title + "*)"
        case .back: return "‹ " + title
        case .cancel, .close, nil: return "(" + title + ")"
        }
    }
}
