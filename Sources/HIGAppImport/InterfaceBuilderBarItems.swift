import HIGControls

/// Bar button items (navigation bars, toolbars) and tab bar items.
enum InterfaceBuilderBarItems {
    /// The `barButtonItem`s among `nodes`, in order, each placed at `path[i]`.
    static func read(_ nodes: [InterfaceBuilderNode], at path: ElementPath, into record: inout InterfaceBuilderRecord) -> [BarItem] {
        nodes.filter { $0.name == "barButtonItem" }.enumerated().map { position, node in
            item(node, at: path.index(position), into: &record)
        }
    }

    static func item(_ node: InterfaceBuilderNode, at path: ElementPath, into record: inout InterfaceBuilderRecord) -> BarItem {
        record.place(path, at: node)
        // `bordered` (deprecated in iOS 8) has drawn exactly as `plain` since iOS 7: no border.
        let style: BarItem.Style = node["style"] == "done" ? .done : .plain
        if let custom = node.child(key: "customView") {
            return customItem(custom, style: style, at: path, into: &record)
        }
        if let system = node["systemItem"] {
            if system == "flexibleSpace" || system == "fixedSpace" { return BarItem(kind: .flexibleSpace) }
            if let known = InterfaceBuilderVocabulary.systemBarItems[system] {
                // UIKit gives a system item its own accessibility label ("Add", "Compose").
                return BarItem(title: known.title, icon: known.icon, style: system == "done" ? .done : style,
                               accessibilityLabel: node.accessibilityLabel ?? known.title ?? system)
            }
            record.unknown(at: node, Localized(ko: "바 버튼 항목의 모양", en: "what the bar button item shows"),
                           Localized(ko: "higsite가 모르는 systemItem(\"\(system)\")입니다", en: "systemItem \"\(system)\" is not one higsite knows"))
        }
        let title = node["title"].flatMap { $0.isEmpty ? nil : $0 }
        var spoken = node.accessibilityLabel
        if spoken == nil, let property = node.textSetByOwnProperty {
            spoken = "…"
            record.unknown(at: node, Localized(ko: "바 버튼 항목의 손쉬운 사용 레이블", en: "the bar button item's accessibility label"),
                           .ownPropertySetsText(property))
        }
        return BarItem(title: title, icon: node["image"], style: style, accessibilityLabel: spoken)
    }

    /// An item whose custom view is a control: a segmented control or a switch are items of their
    /// own kinds, a button keeps its frame as the item's size.
    private static func customItem(_ view: InterfaceBuilderNode, style: BarItem.Style, at path: ElementPath,
                                   into record: inout InterfaceBuilderRecord) -> BarItem {
        switch view.name {
        case "segmentedControl":
            let segments = view.list("segments").filter { $0.name == "segment" }
            for (position, segment) in segments.enumerated() { record.place(path.key("segments").index(position), at: segment) }
            return BarItem(kind: .segmentedControl, style: style, segments: segments.map { $0["title"] ?? "" })
        case "switch":
            return BarItem(kind: .switch, style: style)
        case "button":
            let size = record.size(of: view, what: Localized(ko: "바 항목의 크기", en: "the bar item's size"))
            if size != nil { record.place(path.key("size"), at: view.frame) }
            let configuration = view.child("buttonConfiguration", key: "configuration")
            let source = configuration ?? view.children.first { $0.name == "state" && $0.key == "normal" }
            // A configuration with a background (filled, tinted, gray…) draws a bordered item.
            let hasBackground = configuration?["style"].map(InterfaceBuilderVocabulary.borderedButtonStyles.contains) ?? false
            return BarItem(title: source.flatMap(InterfaceBuilderContentReader.title(of:)), icon: source?["image"],
                           style: style == .plain && hasBackground ? .bordered : style, size: size,
                           accessibilityLabel: view.accessibilityLabel)
        default:
            record.unknown(at: view, Localized(ko: "바 버튼 항목의 모양", en: "what the bar button item shows"),
                           Localized(ko: "사용자 지정 뷰가 \(view.name)입니다", en: "its custom view is a \(view.name)"))
            return BarItem(style: style)
        }
    }

    /// A tab bar item: its title (else the view controller's), its image, its badge.
    static func tabItem(_ node: InterfaceBuilderNode?, fallbackTitle: String?, at path: ElementPath,
                        into record: inout InterfaceBuilderRecord) -> TabBar.Item {
        guard let node else { return TabBar.Item(title: fallbackTitle ?? "") }
        record.place(path, at: node)
        for key in ["title", "icon", "badge", "enabled"] { record.place(path.key(key), at: node) }
        let badge = node["badgeValue"].flatMap { $0.isEmpty ? nil : $0 }
        let enabled = node.flag("enabled") ?? true
        if let system = node["systemItem"], let known = InterfaceBuilderVocabulary.systemTabItems[system] {
            return TabBar.Item(title: known.title, icon: known.icon, badge: badge, isEnabled: enabled)
        }
        let title = node["title"].flatMap { $0.isEmpty ? nil : $0 } ?? fallbackTitle ?? ""
        return TabBar.Item(title: title, icon: node["image"].flatMap { $0.isEmpty ? nil : $0 }, badge: badge, isEnabled: enabled)
    }
}
