import Foundation
import HIGControls

/// Disclosure groups, text views and web views as text.
extension ASCIIScreenRenderer {
    /// `▸ Title` collapsed, `▾ Title` and its rows indented under it when expanded.
    func disclosureLines(_ group: DisclosureGroup, width: Int, path: ElementPath, level: Int = 0) -> Lines {
        let indent = String(repeating: "  ", count: level)
        var result: Lines = [(Self.truncate(indent + (group.isExpanded ? "▾ " : "▸ ") + (group.title ?? ""), to: width), [path.key("title")])]
        guard group.isExpanded else { return result }
        for (index, row) in group.rows.enumerated() {
            let rowPath = path.key("rows").index(index)
            switch row {
            case .text(let text): result.append((Self.truncate(indent + "    " + text, to: width), [rowPath]))
            case .group(let inner): result += disclosureLines(inner, width: width, path: rowPath, level: level + 1)
            }
        }
        return result
    }

    /// A box around the text, a caret `▏` when editable; `[link]` text underlined with `‾` is not
    /// drawn: a read-only view with data detectors says so in its top rule.
    func textViewLines(_ view: TextView, width: Int, path: ElementPath) -> Lines {
        let inner = max(4, width - 4)
        let limit = max(1, min(12, Int(view.height / 22)))
        var texts = TextWrap.lines(view.text, width: Double(inner), limit: limit,
                                   measure: { TextMetrics.isWide($0) ? 2 : 1 }, cut: { Self.truncate($0, to: inner) })
        if texts.isEmpty { texts = [""] }
        if view.isEditable != false { texts[texts.count - 1] += "▏" }
        let detects = view.isEditable == false && !(view.dataDetectors ?? []).isEmpty
        let label = detects ? (language == .ko ? " 링크 감지 " : " detects links ") : ""
        let top = "┌" + label + String(repeating: "─", count: max(0, width - 2 - TextMetrics.displayWidth(label))) + "┐"
        let bottom = "└" + String(repeating: "─", count: max(0, width - 2)) + "┘"
        let sizePath = path.key(view.sizing == .fixed ? "font-size" : "text")
        return [(top, [path, path.key("data-detectors")])] + texts.map { ("│ " + Self.pad($0, to: inner) + " │", [path, sizePath]) } + [(bottom, [path])]
    }

    /// A page in a box: the address, lines of content, and `‹ ›` when it can go back and forward.
    func webViewLines(_ view: WebView, width: Int, path: ElementPath) -> Lines {
        let inner = max(4, width - 4)
        var rows = ["◍ " + view.title] + (0..<3).map { _ in String(repeating: "░", count: inner) }
        if view.hasBackForward == true { rows.append("‹  ›") }
        let bar = String(repeating: "─", count: max(0, width - 2))
        return [("┌" + bar + "┐", [path])] + rows.map { ("│ " + Self.pad(Self.truncate($0, to: inner), to: inner) + " │", [path]) } + [("└" + bar + "┘", [path])]
    }
}
