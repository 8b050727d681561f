import HIGControls

extension Localized {
    static let scrollViewZoom = Localized(ko: "스크롤 뷰의 확대/축소 배율", en: "the scroll view's zoom")
}

/// Views that scroll their content: a scroll view keeps what it holds as its own content; a
/// collection view's items come from code.
extension InterfaceBuilderContentReader {
    mutating func scrollView(_ node: InterfaceBuilderNode, at path: ElementPath) -> ScrollView? {
        guard let minimum = record.number(node, "minimumZoomScale", default: 1, in: .zoomScale, what: .scrollViewZoom),
              let maximum = record.number(node, "maximumZoomScale", default: 1, in: .zoomScale, what: .scrollViewZoom)
        else { return nil }
        let (horizontal, vertical) = (node.flag("showsHorizontalScrollIndicator") ?? true, node.flag("showsVerticalScrollIndicator") ?? true)
        var axis = ScrollView.Axis.vertical
        if horizontal && !vertical {
            axis = .horizontal
        } else if horizontal == vertical {
            record.unknown(at: node, Localized(ko: "스크롤 뷰의 방향", en: "the scroll view's axis"),
                           Localized(ko: "콘텐츠 크기를 제약 조건이나 코드가 정하므로, 모델의 기본값인 세로로 읽습니다",
                                     en: "its content size comes from constraints or code; read as vertical, the model's default"))
        }
        record.place(path, at: node)
        for key in ["axis", "paging", "min-zoom", "max-zoom"] { record.place(path.key(key), at: node) }
        let content = elements(of: node.subviews, at: path.key("content"))
        return ScrollView(axis: axis, isPaging: node.flag("pagingEnabled") ?? false,
                          zoom: minimum == 1 && maximum == 1 ? nil : min(minimum, maximum)...max(minimum, maximum), content: content)
    }

    mutating func collection(_ node: InterfaceBuilderNode, at path: ElementPath) -> Collection {
        record.unknown(at: node, Localized(ko: "컬렉션의 항목", en: "the collection's items"),
                       Localized(ko: "컬렉션 뷰의 항목은 실행 중에 데이터 소스가 만듭니다", en: "a collection view's items come from its data source at run time"))
        record.place(path, at: node)
        return Collection(items: [])
    }
}
