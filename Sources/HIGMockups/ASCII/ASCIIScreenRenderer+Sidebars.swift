import Foundation
import HIGControls

/// Sidebars and split views as text: a glass sidebar in a rounded box floating at the leading
/// edge, a classic one as a plain column; on iPhone the split view collapsed to the sidebar's list.
extension ASCIIScreenRenderer {
    typealias Lines = [(text: String, paths: [ElementPath])]

    /// One line per visible row: `▸`/`▾` before a group, the symbol before an item, `●` after the
    /// selected one; `›` on iPhone, where choosing a row pushes the next column.
    func sidebarRowLines(_ sidebar: Sidebar, width: Int, path: ElementPath, chevrons: Bool) -> Lines {
        var result: Lines = []
        func visit(_ items: [Sidebar.Item], _ base: ElementPath, _ key: String, _ level: Int) {
            for (index, item) in items.enumerated() {
                let itemPath = base.key(key).index(index)
                let indent = String(repeating: "  ", count: level - 1)
                let head = item.isGroup ? (item.isExpanded ? "▾ " : "▸ ") : item.icon.map { Self.glyph($0) + " " } ?? ""
                let tail = (item.isSelected ? " ●" : "") + (chevrons && !item.isGroup ? " ›" : "")
                let text = Self.truncate(indent + head + item.title, to: max(1, width - TextMetrics.displayWidth(tail)))
                result.append((Self.spread(text, tail, width: width), [itemPath]))
                if item.isGroup, item.isExpanded { visit(item.children, itemPath, "children", level + 1) }
            }
        }
        visit(sidebar.items, path, "items", 1)
        return result
    }

    /// A standalone sidebar: in a rounded box (glass) or under a rule (classic).
    func sidebarLines(_ sidebar: Sidebar, width: Int, path: ElementPath) -> Lines {
        let rows = sidebarRowLines(sidebar, width: width - 4, path: path, chevrons: screen.device == .iPhone)
        guard style == .glass else { return rows }
        let bar = String(repeating: "─", count: max(0, width - 2))
        return [("╭" + bar + "╮", [path])] + rows.map { ("│ " + Self.pad($0.text, to: width - 4) + " │", $0.paths) } + [("╰" + bar + "╯", [path])]
    }

    /// The columns side by side on iPad: sidebar │ middle │ detail.
    func splitViewLines(_ split: SplitView, width: Int, path: ElementPath) -> Lines {
        if screen.device == .iPhone {
            // Collapsed: the sidebar's list; its first line stands for the columns' arrangement too.
            var lines = sidebarLines(split.sidebar, width: width, path: path.key("sidebar"))
            if !lines.isEmpty { lines[0].paths.append(path.key("visibility")) }
            return lines
        }
        let showsSidebar = split.visibility != .detailOnly && !(split.visibility == .doubleColumn && split.supplementary != nil)
        let showsMiddle = split.supplementary != nil && split.visibility != .detailOnly
        let sideWidth = showsSidebar ? 20 : 0
        let middleWidth = showsMiddle ? 18 : 0
        var columns: [(lines: Lines, width: Int)] = []
        if showsSidebar { columns.append((sidebarLines(split.sidebar, width: sideWidth, path: path.key("sidebar")), sideWidth)) }
        if showsMiddle, let column = split.supplementary { columns.append((middleLines(column, path: path.key("supplementary")), middleWidth)) }
        let detailWidth = width - sideWidth - middleWidth - columns.count
        columns.append((detailLines(split.detail, width: detailWidth, showsToggle: !showsSidebar, path: path), detailWidth))
        let height = max(5, columns.map(\.lines.count).max() ?? 0)
        return (0..<height).map { row in
            var text = ""
            var paths: [ElementPath] = []
            for (index, column) in columns.enumerated() {
                let cell: (text: String, paths: [ElementPath]) = row < column.lines.count ? column.lines[row] : ("", [])
                text += Self.pad(Self.truncate(cell.text, to: column.width), to: column.width)
                if index < columns.count - 1 { text += style == .glass && index == 0 && showsSidebar ? " " : "│" }
                paths += cell.paths
            }
            return (text, paths)
        }
    }

    func middleLines(_ column: SplitView.Column, path: ElementPath) -> Lines {
        var result: Lines = [(" " + (column.title ?? ""), [path])]
        for (index, row) in column.rows.enumerated() {
            result.append(((column.selected == index ? "▌" : " ") + row, [path.key("rows").index(index)]))
        }
        return result
    }

    func detailLines(_ title: String?, width: Int, showsToggle: Bool, path: ElementPath) -> Lines {
        var result: Lines = showsToggle ? [(" [▯]", [path.key("visibility")])] : []
        let detail = path.key("detail")
        guard let title else {
            return result + [("", []), (Self.center(language == .ko ? "선택한 항목 없음" : "No Selection", width: width), [detail])]
        }
        result.append((" " + title, [detail]))
        result += (0..<3).map { _ in (" " + String(repeating: "░", count: max(0, width - 2)), [detail]) }
        return result
    }
}
