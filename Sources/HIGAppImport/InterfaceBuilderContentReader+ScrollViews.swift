import HIGControls

/// Views that scroll their content: a scroll view keeps what it holds as its own content; a
/// collection view's items come from code.
extension InterfaceBuilderContentReader {
    mutating func scrollView(_ node: InterfaceBuilderNode, at path: ElementPath) -> ScrollView? {
        guard let minimum = record.number(node, "minimumZoomScale", default: 1, in: .zoomScale, what: "the scroll view's zoom"),
              let maximum = record.number(node, "maximumZoomScale", default: 1, in: .zoomScale, what: "the scroll view's zoom")
        else { return nil }
        let (horizontal, vertical) = (node.flag("showsHorizontalScrollIndicator") ?? true, node.flag("showsVerticalScrollIndicator") ?? true)
        var axis = ScrollView.Axis.vertical
        if horizontal && !vertical {
            axis = .horizontal
        } else if horizontal == vertical {
            record.unknown(at: node, "the scroll view's axis",
                           "its content size comes from constraints or code; read as vertical, the model's default")
        }
        record.place(path, at: node)
        for key in ["axis", "paging", "min-zoom", "max-zoom"] { record.place(path.key(key), at: node) }
        let content = elements(of: node.subviews, at: path.key("content"))
        return ScrollView(axis: axis, isPaging: node.flag("pagingEnabled") ?? false,
                          zoom: minimum == 1 && maximum == 1 ? nil : min(minimum, maximum)...max(minimum, maximum), content: content)
    }

    mutating func collection(_ node: InterfaceBuilderNode, at path: ElementPath) -> Collection {
        record.unknown(at: node, "the collection's items", "a collection view's items come from its data source at run time")
        record.place(path, at: node)
        return Collection(items: [])
    }
}
