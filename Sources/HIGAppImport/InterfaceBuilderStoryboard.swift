import HIGControls

/// The screens of a storyboard: one per scene, with the bars its containers give it.
///
/// A navigation controller's scene has no screen of its own (its bar is drawn on the screens of
/// its stack); a tab bar controller's scene is a screen with just its tab bar, and the same tab
/// bar is on the screens of its tabs, so the rules about combinations of bars see it there.
struct InterfaceBuilderStoryboard {
    let document: InterfaceBuilderDocument
    let containers: InterfaceBuilderContainers
    /// The sheets and popovers the presentation segues show (InterfaceBuilderPresentations).
    let presentations: InterfaceBuilderPresentations

    /// Each tab bar controller's tab bar, with where its parts are written and what it leaves
    /// open, by the controller's id: read once, shown on many screens.
    private let tabBars: [String: (bar: TabBar?, record: InterfaceBuilderRecord)]

    init(document: InterfaceBuilderDocument) {
        self.document = document
        containers = InterfaceBuilderContainers(document: document)
        presentations = InterfaceBuilderPresentations(document: document, containers: containers)
        var tabBars: [String: (bar: TabBar?, record: InterfaceBuilderRecord)] = [:]
        for (_, controller) in document.scenes where controller.name == "tabBarController" {
            guard let id = controller.id else { continue }
            var record = InterfaceBuilderRecord()
            let bar = Self.tabBar(of: controller, in: document, into: &record)
            tabBars[id] = (bar, record)
        }
        self.tabBars = tabBars
    }

    var screens: [ImportedScreen] {
        // The presented scenes whose views have been read into a sheet, in the file's order.
        var drawn: Set<String> = []
        // The column scenes whose cells a split view has read (InterfaceBuilderSplitViews).
        var columnsRead: Set<String> = []
        return document.scenes.compactMap { scene, controller in
            switch controller.name {
            case "navigationController", "viewControllerPlaceholder": nil
            case "splitViewController": InterfaceBuilderSplitViews(document: document).screen(of: controller, in: scene, read: &columnsRead)
            // Drawn inside the sheet or popover of the scene presenting it.
            case _ where presentations.presentedOnly.contains(controller.id ?? ""): nil
            default: screen(of: controller, in: scene, drawn: &drawn)
            }
        }
    }

    /// `scene "Settings"`: what a person knows the scene by, as Xcode's outline names it — its
    /// title, storyboard identifier, label in the outline or class, else its kind
    /// (`scene "Tab Bar Controller"`); never the generated id, which means nothing to anyone.
    static func name(of controller: InterfaceBuilderNode) -> String {
        let given = [controller["title"], controller.child(key: "navigationItem")?["title"], controller["storyboardIdentifier"],
                     controller["userLabel"], controller["customClass"]].compactMap { $0 }.first { !$0.isEmpty }
        return "scene \"\(given ?? kindName(controller.name))\""
    }

    /// `tabBarController` → `Tab Bar Controller`.
    static func kindName(_ element: String) -> String {
        var words = ""
        for character in element {
            if character.isUppercase { words.append(" ") }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }

    private func screen(of controller: InterfaceBuilderNode, in scene: InterfaceBuilderNode, drawn: inout Set<String>) -> ImportedScreen {
        var reader = InterfaceBuilderContentReader(document: document)
        var screen = Screen(device: document.device, orientation: document.orientation)
        if let root = controller.child(key: "view") {
            screen.content = reader.elements(of: [root], at: ElementPath.root.key("content"))
        } else if controller.name != "tabBarController" {
            reader.record.unknown(at: controller, Localized(ko: "씬의 내용", en: "the scene's content"), .noViewInTheFile(controller.name))
        }
        var record = reader.record
        var budget = InterfaceBuilderPresentations.maxPerScreen
        presentations.append(from: controller, to: &screen.content, at: ElementPath.root.key("content"), budget: &budget,
                             drawn: &drawn, into: &record)
        screen.navigationBar = navigationBar(of: controller, into: &record)
        screen.toolbar = toolbar(of: controller, into: &record) ?? reader.toolbar
        if let tab = controller.id.flatMap({ containers.tabs[$0] }), let shared = tab.tabBarController.id.flatMap({ tabBars[$0] }) {
            // What the tab bar leaves open is told once, on the tab bar controller's own screen.
            screen.tabBar = shared.bar.map { TabBar(items: $0.items, selected: $0.items.indices.contains(tab.index) ? tab.index : nil) }
            record.positions.merge(shared.record.positions) { _, shared in shared }
        } else if let shared = controller.id.flatMap({ tabBars[$0] }) {
            screen.tabBar = shared.bar
            record.positions.merge(shared.record.positions) { _, shared in shared }
            record.unknowns += shared.record.unknowns
        } else {
            screen.tabBar = reader.tabBar
        }
        if document.deviceNode == nil {
            record.unknown(at: document.root, .device, .noDevice)
        }
        return ImportedScreen(name: Self.name(of: controller), screen: screen, position: scene.position,
                              positions: record.positions, unknowns: record.unknowns)
    }

    // MARK: Bars from containers

    private func navigationBar(of controller: InterfaceBuilderNode, into record: inout InterfaceBuilderRecord) -> NavigationBar? {
        let item = controller.child(key: "navigationItem")
        guard let id = controller.id, let navigation = containers.navigations[id] else {
            if let item {
                record.unknown(at: item, Localized(ko: "씬에 내비게이션 바가 보이는지", en: "whether the scene shows a navigation bar"),
                               Localized(ko: "내비게이션 항목은 있지만, 이 파일에는 이 씬으로 이어지는 내비게이션 컨트롤러가 없습니다",
                                         en: "it has a navigation item, but no navigation controller in this file leads to it"))
            }
            return nil
        }
        let path = ElementPath.root.key("navigation-bar")
        let navigationBarNode = navigation.navigationController.child(key: "navigationBar")
        record.place(path, at: item ?? navigationBarNode)
        var bar = NavigationBar(title: [item?["title"], controller["title"]].compactMap { $0 }.first { !$0.isEmpty },
                                largeTitle: containers.showsLargeTitle(controller))
        if bar.title == nil, !document.setInCode.leavesUntitled(controllerClass: controller["customClass"]) {
            // A view controller that leaves its title out of the storyboard sets it in code
            // (`title = …`): there is a title, only not known here — unless the app's code,
            // read whole, sets no title anywhere and the class is UIKit's or inherits from it directly.
            bar.title = "…"
            record.unknown(at: item ?? controller, Localized(ko: "내비게이션 바의 제목", en: "the navigation bar's title"),
                           Localized(ko: "스토리보드에 없고, 뷰 컨트롤러가 코드에서 정합니다", en: "the storyboard gives none; the view controller sets it in code"))
        }
        record.place(path.key("title"), at: item)
        record.place(path.key("large-title"), at: item?["largeTitleDisplayMode"] != nil ? item : navigationBarNode ?? item)
        let left = item.map(Self.leftItems) ?? []
        let right = item.map(Self.rightItems) ?? []
        bar.items = InterfaceBuilderBarItems.read(left + right, at: path.key("items"), into: &record)
        if let previous = navigation.previous, item?.flag("hidesBackButton") != true,
           left.isEmpty || item?.flag("leftItemsSupplementBackButton") == true {
            if navigation.hasSeveralPrevious {
                record.unknown(at: item ?? controller, Localized(ko: "뒤로 버튼의 제목", en: "the back button's title"),
                               Localized(ko: "여러 씬이 이 씬을 보여 주고, 씬마다 뒤로 버튼의 제목이 다릅니다",
                                         en: "several scenes show this one, each with its own title for the back button"))
            } else {
                let previousItem = previous.child(key: "navigationItem")
                let title = [previousItem?["backButtonTitle"], previousItem?["title"], previous["title"]].compactMap { $0 }
                    .first { !$0.isEmpty } ?? "Back"
                bar.backButton = NavigationBar.BackButton(title: title)
                record.place(path.key("back"), at: previousItem ?? item)
            }
        }
        if let titleView = item?.child(key: "titleView"), titleView.name == "segmentedControl" {
            let segments = titleView.list("segments").filter { $0.name == "segment" }
            let controlPath = path.key("segmented-control")
            record.place(controlPath, at: titleView)
            for (position, segment) in segments.enumerated() { record.place(controlPath.key("segments").index(position), at: segment) }
            bar.segmentedControl = SegmentedControl(
                segments: segments.map { SegmentedControl.Segment(title: $0["title"].flatMap { $0.isEmpty ? nil : $0 }, image: $0["image"]) },
                selected: titleView["selectedSegmentIndex"].flatMap(Int.init).flatMap { segments.indices.contains($0) ? $0 : nil })
        }
        return bar
    }

    /// `leftBarButtonItem`, or the list `leftBarButtonItems`.
    private static func leftItems(_ item: InterfaceBuilderNode) -> [InterfaceBuilderNode] {
        item.child(key: "leftBarButtonItem").map { [$0] } ?? item.list("leftBarButtonItems")
    }

    private static func rightItems(_ item: InterfaceBuilderNode) -> [InterfaceBuilderNode] {
        item.child(key: "rightBarButtonItem").map { [$0] } ?? item.list("rightBarButtonItems")
    }

    /// The view controller's `toolbarItems`, shown when its navigation controller shows its toolbar.
    private func toolbar(of controller: InterfaceBuilderNode, into record: inout InterfaceBuilderRecord) -> Toolbar? {
        guard let list = controller.child("toolbarItems") else { return nil }
        let navigation = controller.id.flatMap { containers.navigations[$0] }
        let shownInFile = navigation?.navigationController["toolbarHidden"] == "NO"
        let shownInCode = controller["customClass"].map(document.setInCode.showsToolbar(owner:)) ?? false
        guard shownInFile || shownInCode else {
            record.unknown(at: list, Localized(ko: "툴바가 보이는지", en: "whether the toolbar shows"),
                           Localized(ko: "씬에 툴바 항목은 있지만, 이 파일의 내비게이션 컨트롤러도 씬의 클래스(isToolbarHidden = false)도 "
                                         + "툴바를 보여 주지 않습니다",
                                     en: "the scene has toolbar items, but neither a navigation controller in this file nor the "
                                         + "scene's class (isToolbarHidden = false) shows its toolbar"))
            return nil
        }
        let path = ElementPath.root.key("toolbar")
        record.place(path, at: list)
        return Toolbar(items: InterfaceBuilderBarItems.read(list.children, at: path.key("items"), into: &record))
    }

    /// A tab bar controller's tabs: one per `viewControllers` relationship, each with the tab bar
    /// item of the view controller (or navigation controller) it leads to.
    private static func tabBar(of controller: InterfaceBuilderNode, in document: InterfaceBuilderDocument,
                               into record: inout InterfaceBuilderRecord) -> TabBar? {
        let children = document.segues(of: controller, kind: "relationship", relationship: "viewControllers")
        guard !children.isEmpty else {
            record.unknown(at: controller, Localized(ko: "탭 바의 탭", en: "the tab bar's tabs"),
                           Localized(ko: "파일에는 탭 바 컨트롤러의 뷰 컨트롤러가 없고, 코드가 정합니다",
                                     en: "the tab bar controller has no view controllers in the file; code sets them"))
            return nil
        }
        let path = ElementPath.root.key("tab-bar")
        record.place(path, at: controller.child(key: "tabBar") ?? controller)
        var items: [TabBar.Item] = []
        for (segue, destination) in children {
            let itemPath = path.key("items").index(items.count)
            guard let destination else {
                record.unknown(at: segue, Localized(ko: "탭 하나", en: "a tab"), .notInThisFile(segue["destination"]))
                continue
            }
            let item = destination.child(key: "tabBarItem")
            if item == nil {
                record.unknown(at: segue, Localized(ko: "탭의 제목과 아이콘", en: "the tab's title and icon"),
                               Localized(ko: "이 파일에는 \(destination.name)의 탭 바 항목이 없습니다", en: "\(destination.name) has no tab bar item in this file"))
                record.place(itemPath, at: segue)
            }
            let fallback = destination["title"].flatMap { $0.isEmpty ? nil : $0 }
            items.append(InterfaceBuilderBarItems.tabItem(item, fallbackTitle: fallback, at: itemPath, into: &record))
        }
        return TabBar(items: items, selected: items.isEmpty ? nil : 0)
    }
}
