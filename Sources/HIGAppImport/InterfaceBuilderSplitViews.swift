import HIGControls

/// A storyboard's split view controller as a split view: the sidebar from its master (primary)
/// column's static table, a middle column when it has a supplementary one, the detail's title,
/// and which columns show from `preferredDisplayMode` where the written value is unambiguous.
///
/// The split view is a screen of its own (the split view controller's scene). The column scenes
/// keep their own screens, as before: their bars and content are judged there, and the sidebar
/// rules only here, so nothing a column holds is reported twice.
struct InterfaceBuilderSplitViews {
    let document: InterfaceBuilderDocument

    /// `read`: the column scenes whose cells an earlier split view of the file has read. A scene is
    /// the column of one split view in any storyboard Xcode writes; a file that makes one scene the
    /// column of thousands would otherwise have it read thousands of times (0.8 MB took a minute).
    /// Its items are judged at the first split view; the others leave them unsaid (not known here).
    func screen(of controller: InterfaceBuilderNode, in scene: InterfaceBuilderNode, read: inout Set<String>) -> ImportedScreen {
        var record = InterfaceBuilderRecord()
        let path = ElementPath.root.key("content").index(0).key(ComponentKind.splitView.rawValue)
        record.place(path, at: controller)
        let primary = column(of: controller, "masterViewController", what: Localized(ko: "사이드바", en: "the sidebar"), into: &record)
        /// Whether an earlier split view of the file read this column's cells (marking it read).
        func readBefore(_ column: InterfaceBuilderNode?) -> Bool {
            column?.id.map { !read.insert($0).inserted } ?? false
        }
        let sidebar = readBefore(primary.controller)
            ? Sidebar(items: [], itemsAreKnown: false, selectionIsKnown: false)
            : InterfaceBuilderSidebar.read(primary.controller, at: path.key("sidebar"), into: &record, placeholderAt: primary.segue ?? controller)
        var middle: SplitView.Column?
        let supplementary = column(of: controller, "supplementaryViewController", what: Localized(ko: "가운데 열", en: "the middle column"), into: &record)
        if supplementary.segue != nil {
            let rows = readBefore(supplementary.controller) ? [] : supplementary.controller.map(InterfaceBuilderSidebar.staticTitles) ?? []
            middle = SplitView.Column(title: supplementary.controller.flatMap(Self.title), rows: rows, selectionIsKnown: false)
            record.place(path.key("supplementary"), at: supplementary.segue)
        }
        let detail = column(of: controller, "detailViewController", what: Localized(ko: "세부 열", en: "the detail"), into: &record)
        record.place(path.key("detail"), at: detail.segue)
        let visibility = visibility(of: controller, columns: middle == nil ? 2 : 3, at: path.key("visibility"), into: &record)
        let split = SplitView(sidebar: sidebar, supplementary: middle, detail: detail.controller.flatMap(Self.title), visibility: visibility)
        let screen = Screen(device: document.device, orientation: document.orientation, content: [.splitView(split)])
        return ImportedScreen(name: InterfaceBuilderStoryboard.name(of: controller), screen: screen, position: scene.position,
                              positions: record.positions, unknowns: record.unknowns)
    }

    /// The scene a relationship leads to, through a navigation controller to its root; nil (with an
    /// unknown) when the relationship names an id this file does not hold.
    private func column(of controller: InterfaceBuilderNode, _ relationship: String, what: Localized,
                        into record: inout InterfaceBuilderRecord) -> (segue: InterfaceBuilderNode?, controller: InterfaceBuilderNode?) {
        guard let (segue, destination) = document.segues(of: controller, kind: "relationship", relationship: relationship).first else {
            return (nil, nil)
        }
        guard var destination else {
            record.unknown(at: segue, what, .notInThisFile(segue["destination"]))
            return (segue, nil)
        }
        if destination.name == "navigationController" {
            guard let root = document.segues(of: destination, kind: "relationship", relationship: "rootViewController").first?.destination else {
                record.unknown(at: segue, what, Localized(ko: "내비게이션 컨트롤러의 루트 뷰 컨트롤러가 이 파일에 없습니다",
                                                          en: "its navigation controller has no root view controller in this file"))
                return (segue, nil)
            }
            destination = root
        }
        return (segue, destination)
    }

    /// The column's title as its scene writes it (the controller's, else its navigation item's).
    static func title(of controller: InterfaceBuilderNode) -> String? {
        [controller["title"], controller.child(key: "navigationItem")?["title"]].compactMap { $0 }.first { !$0.isEmpty }
    }

    /// `preferredDisplayMode`. Absent: UIKit's default, automatic. Of the values Interface Builder
    /// writes, only "beside" is confirmed (NetNewsWire's storyboard); it says a column beside the
    /// detail, which in two columns is every column, but in three does not say whether one or two
    /// columns are beside it. Anything else is left unknown.
    private func visibility(of controller: InterfaceBuilderNode, columns: Int, at path: ElementPath,
                            into record: inout InterfaceBuilderRecord) -> SplitView.Visibility {
        guard let mode = controller["preferredDisplayMode"] else { return .automatic }
        if mode == "beside", columns == 2 {
            record.place(path, at: controller)
            return .all
        }
        record.unknown(at: controller, Localized(ko: "분할 화면이 처음에 보여 주는 열", en: "which columns the split view shows first"),
                       Localized(ko: "열 \(columns)개에서 preferredDisplayMode=\"\(mode)\": higsite가 표시 모드로 옮길 수 있는 값이 아닙니다",
                                 en: "preferredDisplayMode=\"\(mode)\" in \(columns) columns is not a value higsite can map to a display mode"))
        return .automatic
    }
}
