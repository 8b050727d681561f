import HIGControls

/// Tables: a static table's cells are its rows; a table of prototypes gets its rows from code.
extension InterfaceBuilderContentReader {
    /// Appends what the table's header view holds (a search bar, a label), the table, the
    /// controls its static cells hold besides a row's title, detail and switch (the text fields
    /// of a form built as a static table), which stay on the screen, and its footer view's.
    mutating func readTable(_ node: InterfaceBuilderNode, into content: inout [Element], at path: ElementPath) {
        if let header = node.child(key: "tableHeaderView") { read([header], into: &content, at: path) }
        let tablePath = path.index(content.count).key(ComponentKind.table.rawValue)
        let style = node["style"].flatMap { InterfaceBuilderVocabulary.tableStyles[$0] } ?? .plain
        record.place(tablePath, at: node)
        record.place(tablePath.key("style"), at: node)
        var rows: [Table.Row] = []
        var controls: [InterfaceBuilderNode] = []
        if node["dataMode"] == "static" {
            let cells = node.list("sections").flatMap { $0.list("cells") }.filter { $0.name == "tableViewCell" }
            for cell in cells {
                if cell.flag("hidden") == true {
                    record.unknown(at: cell, Localized(ko: "숨긴 셀이 보이는지", en: "whether the hidden cell appears"), .hiddenInTheFile)
                    continue
                }
                let (row, rest) = self.row(cell, at: tablePath.key("rows").index(rows.count))
                rows.append(row)
                controls += rest
            }
        } else {
            record.unknown(at: node, Localized(ko: "테이블 행", en: "the table's rows"),
                           Localized(ko: "셀이 프로토타입이어서, 실행 중에 데이터 소스가 행을 만듭니다",
                                     en: "its cells are prototypes: the data source makes the rows at run time"))
        }
        var refresh: RefreshControl?
        if let control = document.refreshControls[node.id ?? ""] {
            let title = control.child("attributedString", key: "attributedTitle").map(Self.attributedText)
            refresh = RefreshControl(title: title?.isEmpty == false ? title : nil)
            record.place(tablePath.key("refresh-control"), at: control)
        }
        content.append(.table(Table(style: style, rows: rows, refreshControl: refresh)))
        read(controls, into: &content, at: path)
        if let footer = node.child(key: "tableFooterView") { read([footer], into: &content, at: path) }
    }

    /// A cell as a row: title and detail from its style's labels (or, in a custom cell, its first
    /// two labels), its accessory, a switch in it as a switch accessory; and the views left over.
    mutating func row(_ cell: InterfaceBuilderNode, at path: ElementPath) -> (Table.Row, [InterfaceBuilderNode]) {
        var views = leaves(of: cell.subviews)
        func take(id: String?) -> InterfaceBuilderNode? {
            guard let id, let index = views.firstIndex(where: { $0.id == id && $0.name == "label" }) else { return nil }
            return views.remove(at: index)
        }
        func takeFirst(_ name: String) -> InterfaceBuilderNode? {
            guard let index = views.firstIndex(where: { $0.name == name }) else { return nil }
            return views.remove(at: index)
        }
        let style = cell["style"].flatMap { InterfaceBuilderVocabulary.cellStyles[$0] }
        let title = style == nil ? takeFirst("label") : take(id: cell["textLabel"])
        let detail = style == nil ? takeFirst("label") : take(id: cell["detailTextLabel"])
        let toggle = takeFirst("switch")
        var accessory = cell["accessoryType"].flatMap { InterfaceBuilderVocabulary.accessories[$0] } ?? .none
        if toggle != nil { accessory = .switch }
        record.place(path, at: cell)
        record.place(path.key("style"), at: cell)
        record.place(path.key("title"), at: title)
        record.place(path.key("detail"), at: detail)
        record.place(path.key("accessory"), at: toggle ?? cell)
        record.place(path.key("on"), at: toggle)
        func text(_ label: InterfaceBuilderNode?) -> String? {
            label.flatMap { $0["text"] ?? $0.child("attributedString", key: "attributedText").map(Self.attributedText) }
        }
        let row = Table.Row(title: text(title) ?? "", detail: text(detail).flatMap { $0.isEmpty ? nil : $0 },
                            style: style ?? .basic, accessory: accessory, isOn: toggle?.flag("on") ?? false)
        return (row, views)
    }

    /// The views inside container views, containers looked through; hidden ones dropped here
    /// too, so a hidden label is not taken for a title.
    private func leaves(of views: [InterfaceBuilderNode]) -> [InterfaceBuilderNode] {
        views.flatMap { view -> [InterfaceBuilderNode] in
            if view.flag("hidden") == true { return [] }
            let subviews = view.subviews
            return (view.name == "view" || view.name == "stackView") && !subviews.isEmpty ? leaves(of: subviews) : [view]
        }
    }
}
