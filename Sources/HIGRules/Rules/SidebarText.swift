import HIGControls

/// What the sidebar and split view rules read (no rule is defined here).
enum SidebarText {
    /// Every sidebar of the screen with its path: standalone ones and each split view's first column.
    static func sidebars(in screen: Screen) -> [(path: ElementPath, sidebar: Sidebar)] {
        screen.elements.compactMap { path, element in
            switch element {
            case .sidebar(let sidebar): (path, sidebar)
            case .splitView(let split): (path.key("sidebar"), split.sidebar)
            default: nil
            }
        }
    }

    static func splitViews(in screen: Screen) -> [(path: ElementPath, split: SplitView)] {
        screen.elements.compactMap { path, element in
            guard case .splitView(let split) = element else { return nil }
            return (path, split)
        }
    }
}
