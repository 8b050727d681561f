import Foundation
import HIGControls

/// Views that scroll their content: a scroll view's content indented under its axis, a
/// collection's items in rows.
extension ASCIIScreenRenderer {
    /// `┆↕` and the axis, then each element of the content, indented by `┆ `.
    func scrollViewLines(_ scrollView: ScrollView, width: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        let ko = language == .ko
        var result: [(String, [ElementPath])] = []
        let axis = scrollView.axis == .vertical ? "↕" : scrollView.axis == .horizontal ? "↔" : "✥"
        result.append(("┆" + axis + (scrollView.isPaging ? (ko ? " 페이지 넘김" : " paging") : ""), [path]))
        for (position, child) in scrollView.content.enumerated() {
            let childPath = path.key("content").index(position).key(child.kind.rawValue)
            for line in elementLines(child, width: width - 2, path: childPath) {
                result.append(("┆ " + line.text, line.paths))
            }
        }
        return result
    }

    /// `[▧] [▧] [▧]`: as many items to a line as fit, each line tagged with its items.
    func collectionLines(_ collection: Collection, width: Int, path: ElementPath) -> [(text: String, paths: [ElementPath])] {
        let perRow = max(1, width / 5)
        var result: [(String, [ElementPath])] = []
        for start in stride(from: 0, to: collection.items.count, by: perRow) {
            let slice = collection.items.indices[start..<min(start + perRow, collection.items.count)]
            result.append((slice.map { _ in "[▧] " }.joined(), [path] + slice.map { path.key("items").index($0) }))
        }
        return result
    }
}
