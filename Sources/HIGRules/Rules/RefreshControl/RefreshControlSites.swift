import HIGControls

/// Where refresh controls sit on a screen: in the content, and attached to tables and collections.
enum RefreshControlSites {
    /// Every refresh control with the path of its YAML mapping, in element order.
    static func all(in screen: Screen) -> [(path: ElementPath, control: RefreshControl)] {
        screen.elements.compactMap { path, element in
            switch element {
            case .refreshControl(let control): (path, control)
            case .table(let table): table.refreshControl.map { (path.key("refresh-control"), $0) }
            case .collection(let collection): collection.refreshControl.map { (path.key("refresh-control"), $0) }
            default: nil
            }
        }
    }
}
