import HIGControls

/// Where segmented controls sit on a screen: in the content, in place of the navigation bar's title,
/// and as items of the navigation bar or the toolbar.
enum SegmentedControlSites {
    struct Site {
        /// The control's YAML mapping; its segments are at `path.key("segments").index(i)`.
        let path: ElementPath
        let segments: [SegmentedControl.Segment]

        func segmentPath(_ position: Int) -> ElementPath { path.key("segments").index(position) }
    }

    static func all(in screen: Screen) -> [Site] {
        var sites: [Site] = []
        if let bar = screen.navigationBar {
            let barPath = ElementPath.root.key("navigation-bar")
            if let control = bar.segmentedControl {
                sites.append(Site(path: barPath.key("segmented-control"), segments: control.segments))
            }
            sites += barItems(bar.items, at: barPath.key("items"))
        }
        for (path, element) in screen.elements {
            if case .segmentedControl(let control) = element {
                sites.append(Site(path: path, segments: control.segments))
            }
        }
        if let toolbar = screen.toolbar {
            sites += barItems(toolbar.items, at: ElementPath.root.key("toolbar").key("items"))
        }
        return sites
    }

    private static func barItems(_ items: [BarItem], at path: ElementPath) -> [Site] {
        items.enumerated().compactMap { position, item in
            item.kind == .segmentedControl ? Site(path: path.index(position), segments: item.segments.map { .init(title: $0) }) : nil
        }
    }
}
