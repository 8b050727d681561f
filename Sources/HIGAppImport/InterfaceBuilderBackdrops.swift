import HIGControls

/// The colour behind each label of a file, where the file alone decides it: the nearest view
/// below the label with a background of one fixed colour, through views that draw nothing of
/// their own (a plain view, a stack view, a scroll view, a cell's content view, all clear), with
/// no earlier sibling drawn under the label (Interface Builder writes subviews back to front) and
/// no background the app's code sets. Anything else behind a label — a system colour that adapts
/// to the appearance, a cell's own background, an image, a blur — leaves it out: unknown.
enum InterfaceBuilderBackdrops {
    /// Views that draw nothing but their background colour, which is clear unless the file says otherwise.
    private static let seeThrough: Set<String> = ["view", "stackView", "scrollView", "tableViewCellContentView", "collectionViewCellContentView"]

    /// How many earlier siblings a label is compared with; past them, what lies behind is unknown
    /// (so that a view of thousands of subviews costs no more than a bounded pass over each).
    static let siblingsCompared = 64

    /// The fixed colour behind each label that has one, by the label's id.
    /// `setInCode` tells what the app's code sets on a view through its outlets, and
    /// `setOnRootView` what a view controller's code sets on its root view (`view.backgroundColor = …`).
    static func colours(in root: InterfaceBuilderNode, setInCode: (InterfaceBuilderNode) -> Set<OutletsSetInCode.Property>,
                        setOnRootView: (_ controller: InterfaceBuilderNode) -> Set<OutletsSetInCode.Property>) -> [String: Color] {
        var found: [String: Color] = [:]
        func codeSets(_ node: InterfaceBuilderNode, in parent: InterfaceBuilderNode?) -> Set<OutletsSetInCode.Property> {
            guard let parent, node.key == "view", InterfaceBuilderDocument.isController(parent) else { return setInCode(node) }
            return setInCode(node).union(setOnRootView(parent))
        }
        visit(root, behind: nil, setInCode: codeSets, into: &found)
        return found
    }

    private static func visit(_ node: InterfaceBuilderNode, in parent: InterfaceBuilderNode? = nil, behind: Color?,
                              setInCode: (InterfaceBuilderNode, InterfaceBuilderNode?) -> Set<OutletsSetInCode.Property>,
                              into found: inout [String: Color]) {
        // The colour this view shows behind what it holds.
        let inside: Color?
        switch InterfaceBuilderColor(node.child("color", key: "backgroundColor"), whenAbsent: .clear) {
        case .fixed(let color): inside = color
        case .clear: inside = seeThrough.contains(node.name) ? behind : nil
        case .unknown: inside = nil
        }
        let shown = setInCode(node, parent).contains(.backgroundColor) ? nil : inside
        for child in node.children {
            if child.name == "subviews" {
                visitSubviews(child.children, of: node, behind: shown, setInCode: setInCode, into: &found)
            } else {
                visit(child, in: node, behind: child.key == "contentView" ? shown : nil, setInCode: setInCode, into: &found)
            }
        }
    }

    private static func visitSubviews(_ views: [InterfaceBuilderNode], of parent: InterfaceBuilderNode, behind: Color?,
                                      setInCode: (InterfaceBuilderNode, InterfaceBuilderNode?) -> Set<OutletsSetInCode.Property>,
                                      into found: inout [String: Color]) {
        var drawnBelow: [Rectangle] = []
        var belowIsKnown = true
        for view in views {
            let frame = Rectangle(view.frame)
            let isCovered = !belowIsKnown || frame == nil || drawnBelow.contains { $0.overlaps(frame!) }
            let own = isCovered ? nil : behind
            if view.name == "label", let id = view.id, let own { found[id] = own }
            visit(view, in: parent, behind: own, setInCode: setInCode, into: &found)
            // A label with no background of its own draws only its text, which another label's
            // text may share a line with; any other view may cover what follows it.
            let drawsOnlyText = view.name == "label"
                && InterfaceBuilderColor(view.child("color", key: "backgroundColor"), whenAbsent: .clear) == .clear
            guard !drawsOnlyText else { continue }
            if let frame, drawnBelow.count < siblingsCompared { drawnBelow.append(frame) } else { belowIsKnown = false }
        }
    }

    /// A view's frame in its superview.
    private struct Rectangle {
        var x, y, width, height: Double

        init?(_ node: InterfaceBuilderNode?) {
            guard let node, let width = node["width"].flatMap(Double.init), let height = node["height"].flatMap(Double.init),
                  width.isFinite, height.isFinite else { return nil }
            let x = node["x"].flatMap(Double.init) ?? 0, y = node["y"].flatMap(Double.init) ?? 0
            guard x.isFinite, y.isFinite else { return nil }
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        func overlaps(_ other: Rectangle) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }
}
