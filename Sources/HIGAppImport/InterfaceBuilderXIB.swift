import HIGControls

/// The screens of a XIB: one per top-level view (File's Owner and First Responder are
/// placeholders, not views). A table or collection cell stands as a table of one row or a
/// collection of one item, so the rules about rows and items apply to it.
struct InterfaceBuilderXIB {
    let document: InterfaceBuilderDocument

    var screens: [ImportedScreen] {
        let objects = document.root.list("objects")
        let owner = objects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        let views = objects.filter { $0.name != "placeholder" && !InterfaceBuilderDocument.isController($0) && $0.child(key: "view") == nil
            && ($0.frame != nil || !$0.subviews.isEmpty) }
        return views.enumerated().map { position, view in
            // The owner's class names the first view it owns; the others go by their own class or id.
            let name = view["customClass"] ?? (position == 0 ? owner?["customClass"] : nil) ?? view.id ?? view.name
            return screen(of: view, named: "\(view.name) \"\(name)\"")
        }
    }

    private func screen(of view: InterfaceBuilderNode, named name: String) -> ImportedScreen {
        var reader = InterfaceBuilderContentReader(document: document)
        var screen = Screen(device: document.device, orientation: document.orientation)
        let content = ElementPath.root.key("content")
        switch view.name {
        case "tableViewCell":
            let tablePath = content.index(0).key(ComponentKind.table.rawValue)
            reader.record.place(tablePath, at: view)
            let (row, rest) = reader.row(view, at: tablePath.key("rows").index(0))
            screen.content = [.table(Table(rows: [row]))]
            reader.read(rest, into: &screen.content, at: content)
        case "collectionViewCell", "collectionReusableView":
            let collectionPath = content.index(0).key(ComponentKind.collection.rawValue)
            let itemPath = collectionPath.key("items").index(0)
            reader.record.place(collectionPath, at: view)
            reader.record.place(itemPath, at: view)
            let title = view.subviews.first { $0.name == "label" }?["text"]
            var items: [Collection.Item] = []
            if let size = reader.record.size(of: view, what: Localized(ko: "셀의 크기", en: "the cell's size")) {
                reader.record.place(itemPath.key("size"), at: view.frame)
                items = [Collection.Item(title: title, size: size)]
            }
            screen.content = [.collection(Collection(items: items))]
            reader.read(view.subviews, into: &screen.content, at: content)
        default:
            screen.content = reader.elements(of: [view], at: content)
        }
        screen.toolbar = reader.toolbar
        screen.tabBar = reader.tabBar
        var record = reader.record
        if document.deviceNode == nil {
            record.unknown(at: document.root, .device, .noDevice)
        }
        return ImportedScreen(name: name, screen: screen, position: view.position, positions: record.positions, unknowns: record.unknowns)
    }
}
