import HIGControls

extension Localized {
    static let labelFontSize = Localized(ko: "레이블의 글자 크기", en: "the label's font size")
    static let imageViewSize = Localized(ko: "이미지 뷰의 크기", en: "the image view's size")
}

/// Text as the file writes it: labels and their font sizes, titles and attributed strings,
/// accessibility labels; and image views, described by theirs.
extension InterfaceBuilderContentReader {
    mutating func label(_ node: InterfaceBuilderNode, at path: ElementPath) -> Label {
        let attributed = node.child("attributedString", key: "attributedText")
        let text = node["text"] ?? attributed.map(Self.attributedText) ?? ""
        if text.isEmpty {
            record.unknown(at: node, Localized(ko: "레이블의 텍스트", en: "the label's text"),
                           Localized(ko: "파일에는 레이블의 텍스트가 없고, 코드가 정합니다", en: "the label has no text in the file; code sets it"))
        }
        record.place(path, at: node)
        record.place(path.key("text"), at: node)
        let (size, source) = fontSize(of: node, attributed: attributed, at: path)
        record.place(path.key("font-size"), at: source)
        // A font the file gives in points, not as a text style, stays at that size whatever text
        // size people choose (`adjustsFontForContentSizeCategory` needs a text style to scale).
        // A font the app's code sets through an outlet (`label.font = …`) is not the file's.
        let isFixed = source?.name == "fontDescription" && source?["style"] == nil && source?["pointSize"] != nil
            && !document.setInCode(node).contains(.font)
        let (color, background) = colours(of: node, attributed: attributed != nil)
        if color != nil {
            record.place(path.key("color"), at: node.child("color", key: "textColor"))
            record.place(path.key("background"), at: node.child("color", key: "backgroundColor") ?? node)
        }
        return Label(text: text, fontSize: size, sizing: isFixed ? .fixed : nil, color: color, background: background)
    }

    /// The label's text colour and the colour behind it, both or neither: only a pair of fixed
    /// colours the file decides is judged. A system colour adapts to the appearance, and an app
    /// may keep one appearance (`UIUserInterfaceStyle`), so a fixed colour on a system one is not
    /// judged either; colours of an attributed text, a disabled label's dimming and colours the
    /// app's code sets are unknown.
    private func colours(of node: InterfaceBuilderNode, attributed: Bool) -> (Color?, Color?) {
        let code = document.setInCode(node)
        guard !attributed, node.flag("enabled") != false, !document.setInCode.stylesLabelsByAppearance,
              !code.contains(.textColor), !code.contains(.backgroundColor),
              case .fixed(let text) = InterfaceBuilderColor(node.child("color", key: "textColor"), whenAbsent: .unknown) else { return (nil, nil) }
        switch InterfaceBuilderColor(node.child("color", key: "backgroundColor"), whenAbsent: .clear) {
        case .fixed(let background): return (text, background)
        case .clear: return node.id.flatMap { document.backdrops[$0] }.map { (text, $0) } ?? (nil, nil)
        case .unknown: return (nil, nil)
        }
    }

    /// The label's font size and the element that sets it: the smallest font of an attributed
    /// text, else `<fontDescription>` (a point size or a text style), else UILabel's 17 pt.
    mutating func fontSize(of node: InterfaceBuilderNode, attributed: InterfaceBuilderNode?,
                                   at path: ElementPath) -> (Double, InterfaceBuilderNode?) {
        var smallest: (Double, InterfaceBuilderNode)?
        attributed?.forEachDescendant { font in
            guard font.name == "font", font.key == "NSFont", let size = font["size"].flatMap(Double.init),
                  NumberRange.fontSize.contains(size), size < (smallest?.0 ?? .infinity) else { return }
            smallest = (size, font)
        }
        if let smallest { return smallest }
        guard let description = node.child("fontDescription", key: "fontDescription") else { return (17, nil) }
        if let style = description["style"] {
            guard let size = InterfaceBuilderVocabulary.size(ofTextStyle: style) else {
                record.unknown(at: description, .labelFontSize,
                               Localized(ko: "higsite가 모르는 텍스트 스타일('\(style)')이어서 17pt로 읽습니다",
                                         en: "text style '\(style)' is not one higsite knows; read as 17 pt"))
                return (17, description)
            }
            return (size, description)
        }
        return (record.number(description, "pointSize", default: 17, in: .fontSize, what: .labelFontSize) ?? 17, description)
    }

    /// A title written as an attribute or as an attributed string; nil when empty.
    static func title(of node: InterfaceBuilderNode) -> String? {
        let title = node["title"] ?? node.child("attributedString", key: "attributedTitle").map(attributedText)
        return title?.isEmpty == false ? title : nil
    }

    /// The text of an `<attributedString>`: its fragments' content in order.
    static func attributedText(_ node: InterfaceBuilderNode) -> String {
        node.children.filter { $0.name == "fragment" }
            .map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }
            .joined()
    }

    /// The view's accessibility label, which names what it is for.
    func accessibilityLabel(of node: InterfaceBuilderNode) -> (text: String, node: InterfaceBuilderNode)? {
        // Also `InterfaceBuilderNode.accessibilityLabel`, for the label alone.
        guard let accessibility = node.child("accessibility", key: "accessibilityConfiguration"),
              let label = accessibility["label"], !label.isEmpty else { return nil }
        return (label, accessibility)
    }

    mutating func imageView(_ node: InterfaceBuilderNode, at path: ElementPath) -> ImageView? {
        guard let size = record.size(of: node, what: .imageViewSize) else {
            record.unknown(at: node, .imageViewSize, Localized(ko: "파일에 frame이 없습니다", en: "it has no frame in the file"))
            return nil
        }
        let description = accessibilityLabel(of: node)
        record.place(path, at: node)
        record.place(path.key("size"), at: node.frame)
        record.place(path.key("description"), at: description?.node)
        return ImageView(frames: [size], description: description?.text)
    }
}
