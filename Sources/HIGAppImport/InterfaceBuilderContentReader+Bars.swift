import HIGControls

/// Bars met among the views: a `UIToolbar` placed in a view, a standalone tab bar. The first of
/// each is the screen's.
extension InterfaceBuilderContentReader {
    mutating func readToolbar(_ node: InterfaceBuilderNode) {
        guard toolbar == nil else { return }
        let path = ElementPath.root.key("toolbar")
        record.place(path, at: node)
        toolbar = Toolbar(items: InterfaceBuilderBarItems.read(node.list("items"), at: path.key("items"), into: &record))
    }

    mutating func readTabBar(_ node: InterfaceBuilderNode) {
        guard tabBar == nil else { return }
        let path = ElementPath.root.key("tab-bar")
        record.place(path, at: node)
        let items = node.list("items").filter { $0.name == "tabBarItem" }
        tabBar = TabBar(items: items.enumerated().map { position, item in
            InterfaceBuilderBarItems.tabItem(item, fallbackTitle: nil, at: path.key("items").index(position), into: &record)
        }, selected: nil)
    }
}
