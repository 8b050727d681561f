import Foundation
import HIGControls

/// Tables as lines: rows with their accessories and details, grouped ones boxed, revealed swipe
/// actions under their row, a section index at the trailing edge.
extension ASCIIScreenRenderer {
    func tableLines(_ table: Table, width: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        var result: [(String, [ElementPath])] = []
        let indexWidth = table.index.isEmpty ? 0 : 2
        let inner = width - indexWidth
        if let refresh = table.refreshControl {
            result.append((Self.center("↻" + (refresh.title.map { " " + $0 } ?? ""), width: width), [path.key("refresh-control")]))
        }
        let grouped = table.style != .plain
        if grouped { result.append(("╭" + String(repeating: "─", count: max(0, inner - 2)) + "╮", [path])) }
        for (position, row) in table.rows.enumerated() {
            let accessory: String = switch row.accessory {
            case .none: ""
            case .disclosureIndicator: "›"
            case .detailDisclosureButton: "ⓘ"
            case .checkmark: "✓"
            case .switch: row.isOn ? "[━●]" : "[●━]"
            }
            let rowPath = path.key("rows").index(position)
            let content = grouped ? inner - 4 : inner
            var text: String
            switch row.style {
            case .basic, .subtitle: text = Self.spread(row.title, accessory, width: content)
            case .rightDetail: text = Self.spread(row.title, [row.detail, accessory].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " "), width: content)
            case .leftDetail: text = Self.spread((row.title) + "  " + (row.detail ?? ""), accessory, width: content)
            }
            if grouped { text = "│ " + Self.pad(text, to: content) + " │" }
            let indexLetter = table.index.indices.contains(position) ? " " + table.index[position] : (indexWidth > 0 ? "  " : "")
            result.append((Self.pad(text, to: inner) + indexLetter, [rowPath] + (row.accessory == .switch ? [rowPath.key("accessory")] : [])
                           + (indexWidth > 0 ? [path.key("index")] : [])))
            if row.style == .subtitle, let detail = row.detail {
                result.append(((grouped ? "│ " + Self.pad(detail, to: content) + " │" : detail), [rowPath]))
            }
            if !row.swipeActions.isEmpty {
                // Revealed actions under the row, each edge's outermost at its end: `[읽음] ▸ … ◂ [보관] [삭제]`.
                func names(_ edge: SwipeAction.Edge) -> [String] {
                    row.swipeActions(at: edge).map { "[" + ($0.action.title ?? $0.action.icon.map(Self.glyph) ?? "") + ($0.action.role == .destructive ? "!" : "") + "]" }
                }
                let leading = names(.leading), trailing = Array(names(.trailing).reversed())
                var line = Self.spread(leading.isEmpty ? "" : leading.joined(separator: " ") + " ▸",
                                       trailing.isEmpty ? "" : "◂ " + trailing.joined(separator: " "), width: content)
                if grouped { line = "│ " + Self.pad(line, to: content) + " │" }
                result.append((line, [rowPath] + row.swipeActions.indices.map { rowPath.key("swipe-actions").index($0) }))
            }
        }
        if grouped { result.append(("╰" + String(repeating: "─", count: max(0, inner - 2)) + "╯", [path])) }
        return result
    }
}
