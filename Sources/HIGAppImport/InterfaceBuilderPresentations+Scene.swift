import HIGControls

/// The presented scene read into a sheet's or popover's title, top-bar buttons and content.
extension InterfaceBuilderPresentations {
    struct Presented {
        var title: String?
        var leading: [ModalButton] = []
        var trailing: [ModalButton] = []
        var buttonsAreKnown: Bool
        var content: [Element]
    }

    /// The scene's view read as the content at `path.content` (when `readsView`: see ``append``);
    /// its navigation item, when a navigation controller is presented around it (`wrapped`), as the top bar.
    func presentedScene(_ scene: InterfaceBuilderNode, wrapped: Bool, readsView: Bool, at path: ElementPath,
                        into record: inout InterfaceBuilderRecord) -> Presented {
        var reader = InterfaceBuilderContentReader(document: document)
        var content: [Element] = []
        switch (readsView, scene.child(key: "view")) {
        case (false, _): break  // read into the first sheet that shows the scene
        case (true, let view?): content = reader.elements(of: [view], at: path.key("content"))
        case (true, nil): reader.record.unknown(at: scene, "what the sheet or popover shows", "\(scene.name) has no view in the file; code makes it")
        }
        record.positions.merge(reader.record.positions) { _, presented in presented }
        record.unknowns += reader.record.unknowns
        var presented = Presented(buttonsAreKnown: wrapped, content: content)
        guard wrapped else {
            record.unknown(at: scene, "the top-bar buttons of the sheet or popover",
                           "the scene is presented without a navigation controller, so it has no navigation bar; its way out is in its view or its code")
            return presented
        }
        let item = scene.child(key: "navigationItem")
        presented.title = [item?["title"], scene["title"]].compactMap { $0 }.first { !$0.isEmpty }
        record.place(path.key("title"), at: item)
        if presented.title == nil, !document.setInCode.leavesUntitled(controllerClass: scene["customClass"]) {
            record.unknown(at: item ?? scene, "the title of the sheet or popover", "the storyboard gives none; the view controller may set it in code")
        }
        if !document.setInCode.barItemsAreFixed(controllerClass: scene["customClass"]) {
            presented.buttonsAreKnown = false
            record.unknown(at: item ?? scene, "the top-bar buttons of the sheet or popover",
                           "the class \(scene["customClass"] ?? "") may set its navigation item's bar button items in code")
        }
        guard let item else { return presented }
        let left = item.child(key: "leftBarButtonItem").map { [$0] } ?? item.list("leftBarButtonItems")
        let right = item.child(key: "rightBarButtonItem").map { [$0] } ?? item.list("rightBarButtonItems")
        for (isLeading, nodes) in [(true, left), (false, right)] {
            for node in nodes where node.name == "barButtonItem" {
                guard let button = modalButton(node, into: &record, known: &presented.buttonsAreKnown) else { continue }
                let side = isLeading ? "leading" : "trailing"
                record.place(path.key(side).index(isLeading ? presented.leading.count : presented.trailing.count), at: node)
                if isLeading { presented.leading.append(button) } else { presented.trailing.append(button) }
            }
        }
        return presented
    }

    /// A bar button item as a top-bar button: UIKit's Cancel, Done and Close items with their
    /// roles, a titled item by its title; nil for a space. An item showing only an image or a
    /// custom view does not say whether it closes the sheet: the buttons are then unknown.
    private func modalButton(_ node: InterfaceBuilderNode, into record: inout InterfaceBuilderRecord, known: inout Bool) -> ModalButton? {
        if let system = node["systemItem"] {
            switch system {
            case "flexibleSpace", "fixedSpace": return nil
            case "cancel": return ModalButton(title: "Cancel", role: .cancel)
            case "done": return ModalButton(title: "Done", role: .confirm)
            case "close": return ModalButton(title: "", role: .close)
            default:
                if let title = InterfaceBuilderVocabulary.systemBarItems[system]?.title { return ModalButton(title: title) }
            }
        } else if node.child(key: "customView") == nil, let title = node["title"], !title.isEmpty {
            return ModalButton(title: title)
        }
        known = false
        record.unknown(at: node, "what the top-bar button of the sheet or popover does",
                       "it shows an image or a custom view; whether it closes the sheet is not written")
        return ModalButton(title: node.accessibilityLabel ?? "")
    }

    /// The sheet or popover, with what UIKit leaves to code recorded as unknown.
    func element(_ kind: Sheet.Style?, _ presented: Presented, segue: InterfaceBuilderNode, owner: InterfaceBuilderNode,
                 into record: inout InterfaceBuilderRecord) -> Element {
        guard let style = kind else {
            record.unknown(at: segue, "what the popover becomes in a compact width",
                           "the presentation controller's delegate decides it in code; by default UIKit shows it as a sheet")
            record.unknown(at: segue, "whether a tap outside closes the popover", "code decides it (isModalInPresentation, the presentation controller's delegate)")
            let arrows = segue.child("popoverArrowDirection", key: "popoverArrowDirection")
            let downOnly = arrows?.flag("down") == true && arrows?.flag("up") != true
            let anchor = owner["title"] ?? owner.child("state", key: "normal")?["title"]
            return .popover(Popover(title: presented.title, anchor: anchor, arrow: downOnly ? .down : .up, leading: presented.leading,
                                    trailing: presented.trailing, buttonsAreKnown: presented.buttonsAreKnown, tapOutsideDismisses: nil,
                                    compact: .unknown, content: presented.content))
        }
        if style != .fullScreen {
            record.unknown(at: segue, "the sheet's detents and grabber", "UIKit sets them on the sheet presentation controller in code; a storyboard holds neither")
            record.unknown(at: segue, "whether people can swipe the sheet down to close it", "code decides it (isModalInPresentation, the presentation controller's delegate)")
        }
        return .sheet(Sheet(style: style, detents: [.large], detentsAreKnown: false, grabber: nil, swipeToDismiss: nil, title: presented.title,
                            leading: presented.leading, trailing: presented.trailing, buttonsAreKnown: presented.buttonsAreKnown,
                            content: presented.content))
    }
}
