import HIGControls

/// A split view's sidebar from its primary column's scene: a table view controller's static
/// cells are its items (a section with a header is a group of its cells; a cell's image is its
/// icon). Anything built from data (prototype cells, a collection view, a plain view
/// controller) leaves the items unknown. A storyboard holds no selection: code decides it.
enum InterfaceBuilderSidebar {
    static func read(_ controller: InterfaceBuilderNode?, at path: ElementPath, into record: inout InterfaceBuilderRecord,
                     placeholderAt fallback: InterfaceBuilderNode) -> Sidebar {
        guard let controller else {
            return Sidebar(items: [], itemsAreKnown: false, selectionIsKnown: false)
        }
        guard let table = staticTable(of: controller) else {
            record.place(path, at: controller.child(key: "view") ?? controller)
            record.unknown(at: controller.child(key: "view") ?? controller, Localized(ko: "사이드바의 항목", en: "the sidebar's items"),
                           Localized(ko: "주 열이 정적 셀이 아닌 행을 가진 뷰 컨트롤러(\(controller.name))여서, 앱이 실행 중에 행을 만듭니다",
                                     en: "the primary column is a \(controller.name) whose rows are not static cells: the app makes them at run time"))
            return Sidebar(items: [], itemsAreKnown: false, selectionIsKnown: false)
        }
        record.place(path, at: table)
        var items: [Sidebar.Item] = []
        for section in table.list("sections") where section.name == "tableViewSection" {
            let cells = visibleCells(section, into: &record)
            if let header = section["headerTitle"], !header.isEmpty {
                let itemPath = path.key("items").index(items.count)
                record.place(itemPath, at: section)
                record.place(itemPath.key("title"), at: section)
                let children = cells.enumerated().map { index, cell in item(cell, at: itemPath.key("children").index(index), into: &record) }
                items.append(Sidebar.Item(title: header, children: children))
            } else {
                for cell in cells { items.append(item(cell, at: path.key("items").index(items.count), into: &record)) }
            }
        }
        return Sidebar(items: items, itemsAreKnown: true, selectionIsKnown: false)
    }

    /// The titles of a static table's cells (a supplementary column's rows); none otherwise.
    static func staticTitles(_ controller: InterfaceBuilderNode) -> [String] {
        guard let table = staticTable(of: controller) else { return [] }
        var ignored = InterfaceBuilderRecord()
        return table.list("sections").flatMap { visibleCells($0, into: &ignored) }.map { title(of: $0).text ?? "…" }
    }

    /// A table view controller's table, when its cells are static.
    private static func staticTable(of controller: InterfaceBuilderNode) -> InterfaceBuilderNode? {
        guard controller.name == "tableViewController", let table = controller.child(key: "view"),
              table.name == "tableView", table["dataMode"] == "static" else { return nil }
        return table
    }

    private static func visibleCells(_ section: InterfaceBuilderNode, into record: inout InterfaceBuilderRecord) -> [InterfaceBuilderNode] {
        section.list("cells").filter { cell in
            guard cell.name == "tableViewCell" else { return false }
            if cell.flag("hidden") == true {
                record.unknown(at: cell, Localized(ko: "숨긴 셀이 사이드바에 보이는지", en: "whether the hidden cell appears in the sidebar"), .hiddenInTheFile)
                return false
            }
            return true
        }
    }

    private static func item(_ cell: InterfaceBuilderNode, at path: ElementPath, into record: inout InterfaceBuilderRecord) -> Sidebar.Item {
        let (text, label) = title(of: cell)
        let image = icon(of: cell)
        record.place(path, at: cell)
        record.place(path.key("title"), at: label ?? cell)
        record.place(path.key("icon"), at: image)
        if text == nil {
            record.unknown(at: cell, Localized(ko: "사이드바 항목의 제목", en: "a sidebar item's title"),
                           Localized(ko: "파일에는 셀 레이블의 텍스트가 없고, 코드가 정합니다", en: "the cell's label has no text in the file; code sets it"))
        }
        return Sidebar.Item(title: text ?? "…", icon: image?["image"])
    }

    /// The text of the cell's title label: the style's `textLabel`, else its first label.
    private static func title(of cell: InterfaceBuilderNode) -> (text: String?, label: InterfaceBuilderNode?) {
        var labels: [InterfaceBuilderNode] = []
        cell.forEachDescendant { if $0.name == "label", $0.flag("hidden") != true { labels.append($0) } }
        let label = labels.first { $0.id != nil && $0.id == cell["textLabel"] } ?? labels.first
        let text = label.flatMap { $0["text"] ?? $0.child("attributedString", key: "attributedText")
            .map(InterfaceBuilderContentReader.attributedText) }
        return (text.flatMap { $0.isEmpty ? nil : $0 }, label)
    }

    /// The cell's image view with an image: the style's `imageView`, else the first one.
    private static func icon(of cell: InterfaceBuilderNode) -> InterfaceBuilderNode? {
        var images: [InterfaceBuilderNode] = []
        cell.forEachDescendant { if $0.name == "imageView", $0["image"] != nil, $0.flag("hidden") != true { images.append($0) } }
        return images.first { $0.id != nil && $0.id == cell["imageView"] } ?? images.first
    }
}
