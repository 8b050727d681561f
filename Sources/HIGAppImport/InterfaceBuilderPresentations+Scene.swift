import HIGControls

extension Localized {
    static let topBarButtons = Localized(ko: "시트나 팝오버의 상단 바 버튼", en: "the top-bar buttons of the sheet or popover")
    static let codeDecidesDismissal = Localized(ko: "코드가 정합니다(isModalInPresentation, 프레젠테이션 컨트롤러의 delegate)",
                                                en: "code decides it (isModalInPresentation, the presentation controller's delegate)")

    /// `UITableViewController has no view in the file; code makes it`.
    static func noViewInTheFile(_ controller: String) -> Localized {
        Localized(ko: "파일에 \(controller)의 뷰가 없고, 코드가 만듭니다", en: "\(controller) has no view in the file; code makes it")
    }
}

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
        case (true, nil): reader.record.unknown(at: scene, Localized(ko: "시트나 팝오버의 내용", en: "what the sheet or popover shows"), .noViewInTheFile(scene.name))
        }
        record.positions.merge(reader.record.positions) { _, presented in presented }
        record.unknowns += reader.record.unknowns
        var presented = Presented(buttonsAreKnown: wrapped, content: content)
        guard wrapped else {
            record.unknown(at: scene, .topBarButtons,
                           Localized(ko: "씬을 내비게이션 컨트롤러 없이 띄우므로 내비게이션 바가 없습니다. 닫는 방법은 씬의 뷰나 코드에 있습니다",
                                     en: "the scene is presented without a navigation controller, so it has no navigation bar; its way out is in its view or its code"))
            return presented
        }
        let item = scene.child(key: "navigationItem")
        presented.title = [item?["title"], scene["title"]].compactMap { $0 }.first { !$0.isEmpty }
        record.place(path.key("title"), at: item)
        if presented.title == nil, !document.setInCode.leavesUntitled(controllerClass: scene["customClass"]) {
            record.unknown(at: item ?? scene, Localized(ko: "시트나 팝오버의 제목", en: "the title of the sheet or popover"),
                           Localized(ko: "스토리보드에 없고, 뷰 컨트롤러가 코드에서 정할 수 있습니다", en: "the storyboard gives none; the view controller may set it in code"))
        }
        if !document.setInCode.barItemsAreFixed(controllerClass: scene["customClass"]) {
            presented.buttonsAreKnown = false
            record.unknown(at: item ?? scene, .topBarButtons,
                           Localized(ko: "클래스 \(scene["customClass"] ?? "")의 코드가 내비게이션 항목의 바 버튼 항목을 정할 수 있습니다",
                                     en: "the class \(scene["customClass"] ?? "") may set its navigation item's bar button items in code"))
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
        record.unknown(at: node, Localized(ko: "시트나 팝오버의 상단 바 버튼이 하는 일", en: "what the top-bar button of the sheet or popover does"),
                       Localized(ko: "이미지나 사용자 지정 뷰를 보여 주는 버튼이어서, 시트를 닫는지는 쓰여 있지 않습니다",
                                 en: "it shows an image or a custom view; whether it closes the sheet is not written"))
        return ModalButton(title: node.accessibilityLabel ?? "")
    }

    /// The sheet or popover, with what UIKit leaves to code recorded as unknown.
    func element(_ kind: Sheet.Style?, _ presented: Presented, segue: InterfaceBuilderNode, owner: InterfaceBuilderNode,
                 into record: inout InterfaceBuilderRecord) -> Element {
        guard let style = kind else {
            record.unknown(at: segue, Localized(ko: "좁은 너비에서 팝오버가 바뀌는 모습", en: "what the popover becomes in a compact width"),
                           Localized(ko: "프레젠테이션 컨트롤러의 delegate가 코드에서 정합니다. 기본으로는 UIKit이 시트로 보여 줍니다",
                                     en: "the presentation controller's delegate decides it in code; by default UIKit shows it as a sheet"))
            record.unknown(at: segue, Localized(ko: "바깥을 탭하면 팝오버가 닫히는지", en: "whether a tap outside closes the popover"), .codeDecidesDismissal)
            let arrows = segue.child("popoverArrowDirection", key: "popoverArrowDirection")
            let downOnly = arrows?.flag("down") == true && arrows?.flag("up") != true
            let anchor = owner["title"] ?? owner.child("state", key: "normal")?["title"]
            return .popover(Popover(title: presented.title, anchor: anchor, arrow: downOnly ? .down : .up, leading: presented.leading,
                                    trailing: presented.trailing, buttonsAreKnown: presented.buttonsAreKnown, tapOutsideDismisses: nil,
                                    compact: .unknown, content: presented.content))
        }
        if style != .fullScreen {
            record.unknown(at: segue, Localized(ko: "시트의 디텐트와 그래버", en: "the sheet's detents and grabber"),
                           Localized(ko: "UIKit에서는 코드로 시트 프레젠테이션 컨트롤러에 정하며, 스토리보드에는 둘 다 없습니다",
                                     en: "UIKit sets them on the sheet presentation controller in code; a storyboard holds neither"))
            record.unknown(at: segue, Localized(ko: "시트를 아래로 쓸어내려 닫을 수 있는지", en: "whether people can swipe the sheet down to close it"),
                           .codeDecidesDismissal)
        }
        return .sheet(Sheet(style: style, detents: [.large], detentsAreKnown: false, grabber: nil, swipeToDismiss: nil, title: presented.title,
                            leading: presented.leading, trailing: presented.trailing, buttonsAreKnown: presented.buttonsAreKnown,
                            content: presented.content))
    }
}
