import HIGControls

/// An Interface Builder document read into nodes, with the look-ups the screens need: view
/// controllers by id (segues name their destination by id, across scenes), and the device the
/// file is laid out for.
struct InterfaceBuilderDocument {
    let root: InterfaceBuilderNode
    /// Every view controller (and storyboard reference) by its id.
    let controllers: [String: InterfaceBuilderNode]
    /// A table view controller's refresh control, by the id of its table view.
    let refreshControls: [String: InterfaceBuilderNode]
    let device: Screen.Device
    let orientation: Screen.Orientation
    /// The `<device>` element, when the file names one.
    let deviceNode: InterfaceBuilderNode?
    /// The outlets of each element, by its id (`<outlet property="skipButton" destination="…">`),
    /// with the custom class of the object they belong to.
    let outlets: [String: [(name: String, owner: String?)]]
    let setInCode: OutletsSetInCode
    /// The colour behind each label whose backdrop the file fixes, by the label's id (InterfaceBuilderBackdrops).
    private(set) var backdrops: [String: Color] = [:]

    init(root: InterfaceBuilderNode, setInCode: OutletsSetInCode = OutletsSetInCode()) {
        self.root = root
        self.setInCode = setInCode
        var outlets: [String: [(name: String, owner: String?)]] = [:]
        root.forEachDescendant { node in
            for outlet in node.list("connections") where outlet.name == "outlet" {
                guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
                outlets[destination, default: []].append((property, node["customClass"]))
            }
        }
        self.outlets = outlets
        var controllers: [String: InterfaceBuilderNode] = [:]
        var refreshControls: [String: InterfaceBuilderNode] = [:]
        for scene in root.list("scenes") where scene.name == "scene" {
            for object in scene.list("objects") where Self.isController(object) {
                if let id = object.id { controllers[id] = object }
                if let table = object.child(key: "view"), let tableID = table.id, let refresh = object.child(key: "refreshControl") {
                    refreshControls[tableID] = refresh
                }
            }
        }
        self.controllers = controllers
        self.refreshControls = refreshControls
        deviceNode = root.child("device")
        device = deviceNode?["id"]?.lowercased().hasPrefix("ipad") == true ? .iPad : .iPhone
        orientation = deviceNode?["orientation"] == "landscape" ? .landscape : .portrait
        let backdrops = InterfaceBuilderBackdrops.colours(in: root, setInCode: { self.setInCode($0) }, setOnRootView: { controller in
            setInCode.properties(ofOutlet: "view", owner: controller["customClass"])
        })
        self.backdrops = backdrops
    }

    /// What the app's code sets on an element through the outlets that hold it.
    func setInCode(_ node: InterfaceBuilderNode) -> Set<OutletsSetInCode.Property> {
        guard let id = node.id, let names = outlets[id] else { return [] }
        return names.reduce(into: []) { $0.formUnion(setInCode.properties(ofOutlet: $1.name, owner: $1.owner)) }
    }

    /// `viewController`, `tableViewController`, `navigationController`, a storyboard reference…
    static func isController(_ node: InterfaceBuilderNode) -> Bool {
        node.name.hasSuffix("Controller") || node.name == "viewControllerPlaceholder"
    }

    /// The scenes in the file's order: each `<scene>` with its view controller.
    var scenes: [(scene: InterfaceBuilderNode, controller: InterfaceBuilderNode)] {
        root.list("scenes").compactMap { scene in
            guard scene.name == "scene", let controller = scene.list("objects").first(where: Self.isController) else { return nil }
            return (scene, controller)
        }
    }

    /// The destinations of a controller's segues of `kind` (and `relationship`), in order, with
    /// the segue elements, resolved by id; segues to ids not in the file come back without a node.
    func segues(of controller: InterfaceBuilderNode, kind: String,
                relationship: String? = nil) -> [(segue: InterfaceBuilderNode, destination: InterfaceBuilderNode?)] {
        controller.list("connections").compactMap { segue in
            guard segue.name == "segue", segue["kind"] == kind, relationship == nil || segue["relationship"] == relationship else { return nil }
            return (segue, segue["destination"].flatMap { controllers[$0] })
        }
    }

    /// The destinations of the show (push) segues anywhere in a controller: its buttons, cells, items.
    func pushes(from controller: InterfaceBuilderNode) -> [InterfaceBuilderNode] {
        var destinations: [InterfaceBuilderNode] = []
        controller.forEachDescendant { node in
            guard node.name == "segue", node["kind"] == "show" || node["kind"] == "push",
                  let destination = node["destination"].flatMap({ controllers[$0] }) else { return }
            destinations.append(destination)
        }
        return destinations
    }
}
