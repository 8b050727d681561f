import HIGControls

/// How the storyboard shows each view controller: in which tab of which tab bar controller, in
/// which navigation controller and how deep, worked out from the relationship and show segues.
struct InterfaceBuilderContainers {
    struct Tab {
        let tabBarController: InterfaceBuilderNode
        let index: Int
    }

    struct Navigation {
        let navigationController: InterfaceBuilderNode
        /// The view controller below this one in the stack; nil for the root.
        let previous: InterfaceBuilderNode?
        let depth: Int
        /// Pushed from more than one view controller, so the back button's title is not fixed.
        var hasSeveralPrevious = false
    }

    private(set) var tabs: [String: Tab] = [:]
    private(set) var navigations: [String: Navigation] = [:]

    init(document: InterfaceBuilderDocument) {
        let scenes = document.scenes
        for (_, controller) in scenes where controller.name == "tabBarController" {
            for (index, child) in document.segues(of: controller, kind: "relationship", relationship: "viewControllers").enumerated() {
                guard let id = child.destination?.id, tabs[id] == nil else { continue }
                tabs[id] = Tab(tabBarController: controller, index: index)
            }
        }
        var queue: [InterfaceBuilderNode] = []
        for (_, controller) in scenes where controller.name == "navigationController" {
            guard let root = document.segues(of: controller, kind: "relationship", relationship: "rootViewController").first?.destination,
                  let id = root.id, navigations[id] == nil else { continue }
            navigations[id] = Navigation(navigationController: controller, previous: nil, depth: 0)
            if let controllerID = controller.id, let tab = tabs[controllerID], tabs[id] == nil { tabs[id] = tab }
            queue.append(root)
        }
        // Breadth first, so a view controller takes its place from the shortest way to it.
        var next = 0
        while next < queue.count {
            let controller = queue[next]
            next += 1
            guard let id = controller.id, let navigation = navigations[id] else { continue }
            for destination in document.pushes(from: controller) where destination.name != "navigationController" {
                guard let destinationID = destination.id else { continue }
                if var known = navigations[destinationID] {
                    if known.previous?.id != id && known.depth > 0 {
                        known.hasSeveralPrevious = true
                        navigations[destinationID] = known
                    }
                    continue
                }
                navigations[destinationID] = Navigation(navigationController: navigation.navigationController, previous: controller,
                                                        depth: navigation.depth + 1)
                if let tab = tabs[id], destination.flag("hidesBottomBarWhenPushed") != true, tabs[destinationID] == nil {
                    tabs[destinationID] = tab
                }
                queue.append(destination)
            }
        }
    }

    /// Whether the navigation bar of `controller` shows a large title: the navigation bar must
    /// prefer large titles, and the item's `largeTitleDisplayMode` (automatic unless written)
    /// decides, automatic taking after the item below it in the stack.
    func showsLargeTitle(_ controller: InterfaceBuilderNode) -> Bool {
        guard let id = controller.id, let navigation = navigations[id],
              navigation.navigationController.child(key: "navigationBar")?.flag("largeTitles") == true else { return false }
        switch controller.child(key: "navigationItem")?["largeTitleDisplayMode"] {
        case "never": return false
        case "always": return true
        default: return navigation.previous.map(showsLargeTitle) ?? true
        }
    }
}
