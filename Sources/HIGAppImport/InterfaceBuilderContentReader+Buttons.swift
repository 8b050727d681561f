import HIGControls

/// Controls tapped to act or to choose: buttons, switches and segmented controls.
extension InterfaceBuilderContentReader {
    mutating func button(_ node: InterfaceBuilderNode, at path: ElementPath) -> Button {
        let configuration = node.child("buttonConfiguration", key: "configuration")
        let normal = node.children.first { $0.name == "state" && $0.key == "normal" }
        // With a configuration, Xcode still writes a leftover `<state key="normal" title="Button"/>`.
        let titleSource = configuration ?? normal
        var title = titleSource.flatMap(Self.title(of:))
        let icon = configuration?["image"] ?? normal?["image"]
        // The view controller's code may set what the file only sketches (`button.setTitle(…)`).
        let inCode = document.setInCode(node)
        if inCode.contains(.title) {
            title = "…"
            record.unknown(at: node, Localized(ko: "버튼의 제목", en: "the button's title"), .setThroughAnOutlet)
        }
        var spoken = node.accessibilityLabel
        if inCode.contains(.accessibilityLabel), spoken == nil {
            spoken = "…"
            record.unknown(at: node, Localized(ko: "버튼의 손쉬운 사용 레이블", en: "the button's accessibility label"), .setThroughAnOutlet)
        } else if spoken == nil, let property = node.textSetByOwnProperty {
            spoken = "…"
            record.unknown(at: node, Localized(ko: "버튼의 손쉬운 사용 레이블", en: "the button's accessibility label"), .ownPropertySetsText(property))
        }
        let size = record.size(of: node, what: Localized(ko: "버튼의 크기", en: "the button's size"))
        record.place(path, at: node)
        record.place(path.key("title"), at: titleSource)
        record.place(path.key("icon"), at: titleSource)
        record.place(path.key("bordered"), at: configuration)
        if size != nil { record.place(path.key("size"), at: node.frame) }
        // A configuration's filled, tinted, gray or plain style is the model's; the other styles
        // with a background (bordered…) are a background of no style the model names.
        let configured = configuration?["style"]
        return Button(kind: node["buttonType"].flatMap { InterfaceBuilderVocabulary.buttonKinds[$0] } ?? .system,
                      title: title, icon: icon,
                      bordered: configured.map(InterfaceBuilderVocabulary.borderedButtonStyles.contains) ?? false,
                      style: configured.flatMap(Button.Style.init(rawValue:)),
                      size: size, accessibilityLabel: spoken)
    }

    mutating func toggle(_ node: InterfaceBuilderNode, at path: ElementPath) -> Switch {
        record.place(path, at: node)
        record.place(path.key("on"), at: node)
        return Switch(isOn: node.flag("on") ?? false)
    }

    mutating func segmentedControl(_ node: InterfaceBuilderNode, at path: ElementPath) -> SegmentedControl {
        let segments = node.list("segments").filter { $0.name == "segment" }
        for (position, segment) in segments.enumerated() {
            record.place(path.key("segments").index(position), at: segment)
        }
        record.place(path, at: node)
        record.place(path.key("selected"), at: node)
        let selected = node["selectedSegmentIndex"].flatMap(Int.init).flatMap { segments.indices.contains($0) ? $0 : nil }
        // The frame is the standard size unless the control's own constraints fix one.
        let chosen = chosenDimensions(of: node)
        let size = chosen.width.flatMap { width in chosen.height.map { Size(width: width, height: $0) } }
        if size != nil || chosen.width != nil { record.place(path.key(size != nil ? "size" : "width"), at: node.child("constraints") ?? node) }
        return SegmentedControl(segments: segments.map { segment in
            let title = segment["title"].flatMap { $0.isEmpty ? nil : $0 }
            return SegmentedControl.Segment(title: title, image: segment["image"])
        }, selected: selected, size: size, width: chosen.width)
    }
}
