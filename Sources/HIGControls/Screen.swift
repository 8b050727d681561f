/// A screen as the rules and the mockups see it: the device, the bars, and the content.
///
/// In YAML a screen is a mapping of its parts. A single control may stand at the top level as
/// a shorthand for a screen with just that content (`switch: {label: Wi-Fi}`).
public struct Screen: Hashable, Sendable {
    public enum Device: String, KebabCaseEnum {
        case iPhone = "iphone"
        case iPad = "ipad"
    }

    public enum Orientation: String, KebabCaseEnum {
        case portrait, landscape
    }

    public var device: Device
    public var orientation: Orientation
    public var statusBar: StatusBar?
    public var navigationBar: NavigationBar?
    public var content: [Element]
    public var tabBar: TabBar?
    public var toolbar: Toolbar?

    public init(device: Device = .iPhone, orientation: Orientation = .portrait, statusBar: StatusBar? = nil,
                navigationBar: NavigationBar? = nil, content: [Element] = [], tabBar: TabBar? = nil, toolbar: Toolbar? = nil) {
        self.device = device
        self.orientation = orientation
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.content = content
        self.tabBar = tabBar
        self.toolbar = toolbar
    }

    /// The screen's width in points (iPhone 15-class and 11-inch iPad).
    public var width: Double {
        switch (device, orientation) {
        case (.iPhone, .portrait): 393
        case (.iPhone, .landscape): 852
        case (.iPad, .portrait): 834
        case (.iPad, .landscape): 1194
        }
    }

    /// Every content element with its path, nested ones (in scroll views, sheets and popovers) included, in order.
    public var elements: [(path: ElementPath, element: Element)] {
        var result: [(ElementPath, Element)] = []
        func visit(_ elements: [Element], at path: ElementPath) {
            for (position, element) in elements.enumerated() {
                let elementPath = path.index(position).key(element.kind.rawValue)
                result.append((elementPath, element))
                switch element {
                case .scrollView(let scrollView): visit(scrollView.content, at: elementPath.key("content"))
                case .sheet(let sheet): visit(sheet.content, at: elementPath.key("content"))
                case .popover(let popover): visit(popover.content, at: elementPath.key("content"))
                default: break
                }
            }
        }
        visit(content, at: ElementPath.root.key("content"))
        return result
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case device, orientation
        case statusBar = "status-bar"
        case navigationBar = "navigation-bar"
        case content
        case tabBar = "tab-bar"
        case toolbar
    }
}

extension Screen: Decodable {
    public init(from decoder: any Decoder) throws {
        let all = try decoder.container(keyedBy: AnyCodingKey.self)
        let screenKeys = CodingKeys.allCases.map(\.stringValue)
        var shorthand: [Element] = []
        for key in all.allKeys where !screenKeys.contains(key.stringValue) {
            if let kind = ComponentKind(rawValue: key.stringValue), Element.contentKinds.contains(kind),
               let element = try Element.decode(kind, from: all, key: key) {
                shorthand.append(element)
            } else {
                let known = screenKeys + Element.contentKinds.map(\.rawValue)
                let nearest = EditDistance.nearest(to: key.stringValue, in: known, limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [key],
                                                        debugDescription: "unknown key '\(key.stringValue)'\(nearest)",
                                                        underlyingError: UnknownName(name: key.stringValue, known: known)))
            }
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(device: try c.decode(.device, default: .iPhone), orientation: try c.decode(.orientation, default: .portrait),
                  statusBar: try c.decodeIfPresent(StatusBar.self, forKey: .statusBar),
                  navigationBar: try c.decodeIfPresent(NavigationBar.self, forKey: .navigationBar),
                  content: try c.decode(.content, default: []) + shorthand,
                  tabBar: try c.decodeIfPresent(TabBar.self, forKey: .tabBar), toolbar: try c.decodeIfPresent(Toolbar.self, forKey: .toolbar))
    }
}

extension Screen: Encodable {
    /// The full form: every element under `content`, never as a top-level shorthand.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(device, forKey: .device, unless: .iPhone)
        try c.encode(orientation, forKey: .orientation, unless: .portrait)
        try c.encodeIfPresent(statusBar, forKey: .statusBar)
        try c.encodeIfPresent(navigationBar, forKey: .navigationBar)
        try c.encodeUnlessEmpty(content, forKey: .content)
        try c.encodeIfPresent(tabBar, forKey: .tabBar)
        try c.encodeIfPresent(toolbar, forKey: .toolbar)
    }
}

extension Screen {
    /// Every kind of component that appears on the screen, nested ones included: which rules apply.
    public var componentKinds: Set<ComponentKind> {
        var kinds = Set<ComponentKind>()
        if let statusBar {
            kinds.insert(.statusBar)
            if statusBar.networkActivity != nil { kinds.insert(.networkActivityIndicator) }
        }
        if let navigationBar {
            kinds.insert(.navigationBar)
            if navigationBar.segmentedControl != nil { kinds.insert(.segmentedControl) }
        }
        if tabBar != nil { kinds.insert(.tabBar) }
        if let toolbar {
            kinds.insert(.toolbar)
            if toolbar.items.contains(where: { $0.kind == .segmentedControl }) { kinds.insert(.segmentedControl) }
        }
        for (_, element) in elements {
            kinds.insert(element.kind)
            switch element {
            case .textField: kinds.insert(.keyboard)
            case .table(let table):
                if table.rows.contains(where: { $0.accessory == .switch }) { kinds.insert(.switch) }
                if table.refreshControl != nil { kinds.insert(.refreshControl) }
            case .collection(let collection):
                if collection.refreshControl != nil { kinds.insert(.refreshControl) }
            case .splitView: kinds.insert(.sidebar)
            default: break
            }
        }
        return kinds
    }
}
