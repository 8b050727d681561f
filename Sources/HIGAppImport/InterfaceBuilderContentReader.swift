import HIGControls

/// Reads a view hierarchy into a screen's content: each control becomes an element, plain
/// container views (`view`, `stackView`, a cell's content view) are looked through, and a scroll
/// view keeps what it holds as its own content.
///
/// Content comes in the file's order (Interface Builder writes subviews back to front).
struct InterfaceBuilderContentReader {
    let document: InterfaceBuilderDocument
    var record = InterfaceBuilderRecord()
    /// Bars met among the views (a `UIToolbar` placed in a view, a standalone tab bar).
    var toolbar: Toolbar?
    var tabBar: TabBar?
    /// Container views already followed into their embedded view controllers, against cycles.
    private var embedding: Set<String> = []

    init(document: InterfaceBuilderDocument) {
        self.document = document
    }

    /// The elements of `views`, whose content list is at `path` (`content`, `content[2].scroll-view.content`).
    mutating func elements(of views: [InterfaceBuilderNode], at path: ElementPath) -> [Element] {
        var content: [Element] = []
        read(views, into: &content, at: path)
        return content
    }

    /// Appends the elements of `views` to `content`, numbered on from what it holds.
    mutating func read(_ views: [InterfaceBuilderNode], into content: inout [Element], at path: ElementPath) {
        for view in views {
            if view.flag("hidden") == true {
                record.unknown(at: view, "whether the hidden \(view.name) appears", "it is hidden in the file; code may show it")
                continue
            }
            func next(_ kind: ComponentKind) -> ElementPath { path.index(content.count).key(kind.rawValue) }
            switch view.name {
            case "button": content.append(.button(button(view, at: next(.button))))
            case "label": content.append(.label(label(view, at: next(.label))))
            case "switch": content.append(.switch(toggle(view, at: next(.switch))))
            case "slider": if let slider = slider(view, at: next(.slider)) { content.append(.slider(slider)) }
            case "stepper": if let stepper = stepper(view, among: views, at: next(.stepper)) { content.append(.stepper(stepper)) }
            case "segmentedControl": content.append(.segmentedControl(segmentedControl(view, at: next(.segmentedControl))))
            case "textField": content.append(.textField(textField(view, at: next(.textField))))
            case "searchBar": content.append(.searchBar(searchBar(view, at: next(.searchBar))))
            case "datePicker": if let picker = datePicker(view, at: next(.datePicker)) { content.append(.datePicker(picker)) }
            case "pageControl": if let control = pageControl(view, at: next(.pageControl)) { content.append(.pageControl(control)) }
            case "activityIndicatorView": content.append(.activityIndicator(activityIndicator(view, at: next(.activityIndicator))))
            case "progressView": if let bar = progressBar(view, at: next(.progressBar)) { content.append(.progressBar(bar)) }
            case "imageView": if let image = imageView(view, at: next(.imageView)) { content.append(.imageView(image)) }
            case "pickerView":
                record.unknown(at: view, "the picker's values", "a UIPickerView's rows come from its data source at run time")
            case "tableView": readTable(view, into: &content, at: path)
            case "collectionView": content.append(.collection(collection(view, at: next(.collection))))
            case "scrollView": if let scroll = scrollView(view, at: next(.scrollView)) { content.append(.scrollView(scroll)) }
            case "toolbar": readToolbar(view)
            case "tabBar": readTabBar(view)
            case "containerView": readContainer(view, into: &content, at: path)
            default:
                let subviews = view.subviews
                if subviews.isEmpty, let custom = view["customClass"], view.name == "view" {
                    record.unknown(at: view, "what '\(custom)' shows", "a custom view class draws or adds its content in code")
                }
                read(subviews, into: &content, at: path)
            }
        }
    }

    // MARK: Controls

    private mutating func button(_ node: InterfaceBuilderNode, at path: ElementPath) -> Button {
        let configuration = node.child("buttonConfiguration", key: "configuration")
        let normal = node.children.first { $0.name == "state" && $0.key == "normal" }
        // With a configuration, Xcode still writes a leftover `<state key="normal" title="Button"/>`.
        let titleSource = configuration ?? normal
        let title = titleSource.flatMap(Self.title(of:))
        let icon = configuration?["image"] ?? normal?["image"]
        let size = record.size(of: node, what: "the button's size")
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
                      size: size, accessibilityLabel: node.accessibilityLabel)
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

    private mutating func label(_ node: InterfaceBuilderNode, at path: ElementPath) -> Label {
        let attributed = node.child("attributedString", key: "attributedText")
        let text = node["text"] ?? attributed.map(Self.attributedText) ?? ""
        if text.isEmpty {
            record.unknown(at: node, "the label's text", "the label has no text in the file; code sets it")
        }
        record.place(path, at: node)
        record.place(path.key("text"), at: node)
        let (size, source) = fontSize(of: node, attributed: attributed, at: path)
        record.place(path.key("font-size"), at: source)
        return Label(text: text, fontSize: size)
    }

    /// The label's font size and the element that sets it: the smallest font of an attributed
    /// text, else `<fontDescription>` (a point size or a text style), else UILabel's 17 pt.
    private mutating func fontSize(of node: InterfaceBuilderNode, attributed: InterfaceBuilderNode?,
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
                record.unknown(at: description, "the label's font size", "text style '\(style)' is not one higsite knows; read as 17 pt")
                return (17, description)
            }
            return (size, description)
        }
        return (record.number(description, "pointSize", default: 17, in: .fontSize, what: "the label's font size") ?? 17, description)
    }

    private mutating func toggle(_ node: InterfaceBuilderNode, at path: ElementPath) -> Switch {
        record.place(path, at: node)
        record.place(path.key("on"), at: node)
        return Switch(isOn: node.flag("on") ?? false)
    }

    private mutating func slider(_ node: InterfaceBuilderNode, at path: ElementPath) -> Slider? {
        guard let value = record.number(node, "value", default: 0, in: .controlValue, what: "the slider's value"),
              let minimum = record.number(node, "minValue", default: 0, in: .controlValue, what: "the slider's minimum"),
              let maximum = record.number(node, "maxValue", default: 1, in: .controlValue, what: "the slider's maximum")
        else { return nil }
        let purpose = accessibilityLabel(of: node)
        record.place(path, at: node)
        record.place(path.key("purpose"), at: purpose?.node)
        return Slider(value: value, minimum: minimum, maximum: maximum, purpose: purpose?.text)
    }

    /// The view's accessibility label, which names what it is for.
    private func accessibilityLabel(of node: InterfaceBuilderNode) -> (text: String, node: InterfaceBuilderNode)? {
        // Also `InterfaceBuilderNode.accessibilityLabel`, for the label alone.
        guard let accessibility = node.child("accessibility", key: "accessibilityConfiguration"),
              let label = accessibility["label"], !label.isEmpty else { return nil }
        return (label, accessibility)
    }

    /// A stepper, whose value label is a label beside it (in the same superview) that shows a number.
    private mutating func stepper(_ node: InterfaceBuilderNode, among siblings: [InterfaceBuilderNode],
                                  at path: ElementPath) -> Stepper? {
        guard let value = record.number(node, "value", default: 0, in: .controlValue, what: "the stepper's value"),
              let minimum = record.number(node, "minimumValue", default: 0, in: .controlValue, what: "the stepper's minimum"),
              let maximum = record.number(node, "maximumValue", default: 100, in: .controlValue, what: "the stepper's maximum"),
              let step = record.number(node, "stepValue", default: 1, in: .step, what: "the stepper's step")
        else { return nil }
        let valueLabel = siblings.first { sibling in
            sibling.name == "label" && sibling.flag("hidden") != true
                && sibling["text"].map { $0.first?.isNumber == true } == true
        }
        record.place(path, at: node)
        record.place(path.key("value-label"), at: valueLabel)
        return Stepper(value: value, minimum: minimum, maximum: maximum, step: step, valueLabel: valueLabel?["text"])
    }

    private mutating func segmentedControl(_ node: InterfaceBuilderNode, at path: ElementPath) -> SegmentedControl {
        let segments = node.list("segments").filter { $0.name == "segment" }
        for (position, segment) in segments.enumerated() {
            record.place(path.key("segments").index(position), at: segment)
        }
        record.place(path, at: node)
        record.place(path.key("selected"), at: node)
        let selected = node["selectedSegmentIndex"].flatMap(Int.init).flatMap { segments.indices.contains($0) ? $0 : nil }
        return SegmentedControl(segments: segments.map { segment in
            let title = segment["title"].flatMap { $0.isEmpty ? nil : $0 }
            return SegmentedControl.Segment(title: title, image: segment["image"])
        }, selected: selected)
    }

    private mutating func textField(_ node: InterfaceBuilderNode, at path: ElementPath) -> TextField {
        let traits = node.child("textInputTraits", key: "textInputTraits")
        var keyboard = TextField.Keyboard.default
        if let written = traits?["keyboardType"], let traits {
            if let known = InterfaceBuilderVocabulary.keyboards[written] {
                keyboard = known
            } else {
                record.unknown(at: traits, "the text field's keyboard",
                               "keyboardType \"\(written)\" has no counterpart in higsite's model; read as the default keyboard")
            }
        }
        record.place(path, at: node)
        for key in ["keyboard", "content", "secure"] { record.place(path.key(key), at: traits) }
        for key in ["placeholder", "text", "clear-button"] { record.place(path.key(key), at: node) }
        let clearButton = node["clearButtonMode"].map { $0 != "never" } ?? false
        return TextField(contentType: traits?["textContentType"].map(InterfaceBuilderVocabulary.contentType) ?? .text,
                         keyboard: keyboard, isSecure: traits?.flag("secureTextEntry") ?? false,
                         hasClearButton: clearButton, placeholder: node["placeholder"].flatMap { $0.isEmpty ? nil : $0 },
                         text: node["text"].flatMap { $0.isEmpty ? nil : $0 })
    }

    private mutating func searchBar(_ node: InterfaceBuilderNode, at path: ElementPath) -> SearchBar {
        let titles = node.list("scopeButtonTitles").filter { $0.name == "string" }
        var scopes: [String] = []
        if node.flag("showsScopeBar") == true {
            scopes = titles.map(\.text)
            for (position, title) in titles.enumerated() { record.place(path.key("scopes").index(position), at: title) }
        } else if !titles.isEmpty {
            record.unknown(at: node, "whether the search bar shows its scope bar",
                           "it has scope titles but showsScopeBar is off; a search controller may show them while searching")
        }
        record.place(path, at: node)
        for key in ["placeholder", "text", "prompt", "cancel-button", "clear-button"] { record.place(path.key(key), at: node) }
        func text(_ attribute: String) -> String? { node[attribute].flatMap { $0.isEmpty ? nil : $0 } }
        return SearchBar(placeholder: text("placeholder"), text: text("text"), hasClearButton: true,
                         hasCancelButton: node.flag("showsCancelButton") ?? false, scopes: scopes, prompt: text("prompt"))
    }

    private mutating func datePicker(_ node: InterfaceBuilderNode, at path: ElementPath) -> DatePicker? {
        let mode = node["datePickerMode"].flatMap { InterfaceBuilderVocabulary.datePickerModes[$0] } ?? .dateAndTime
        guard let interval = record.whole(node, "minuteInterval", default: 1, in: .minuteInterval, what: "the date picker's minute interval")
        else { return nil }
        var style: DatePicker.Style
        if let written = node["style"], let known = InterfaceBuilderVocabulary.datePickerStyles[written] {
            style = known
        } else if mode == .countdownTimer {
            style = .wheels  // a countdown timer comes only as wheels
        } else {
            style = .compact
            record.unknown(at: node, "the date picker's style",
                           "style \"\(node["style"] ?? "automatic")\" lets the system choose; read as compact, what iOS 14 and later show")
        }
        var countdown: Int?
        if mode == .countdownTimer {
            let seconds = record.number(node, "countDownDuration", default: 0, in: NumberRange(0, 99 * 3600 + 59 * 60, unit: "seconds"),
                                        what: "the countdown's duration")
            countdown = seconds.map { Int($0) / 60 }
        }
        record.place(path, at: node)
        for key in ["style", "mode", "minute-interval", "countdown"] { record.place(path.key(key), at: node) }
        return DatePicker(style: style, mode: mode, minuteInterval: interval, countdownMinutes: countdown)
    }

    private mutating func pageControl(_ node: InterfaceBuilderNode, at path: ElementPath) -> PageControl? {
        guard let pages = record.whole(node, "numberOfPages", default: 0, in: .pages, what: "the page control's pages"),
              let current = record.whole(node, "currentPage", default: 0, in: .index(among: pages, of: "pages"),
                                         what: "the page control's current page")
        else { return nil }
        record.place(path, at: node)
        record.place(path.key("pages"), at: node)
        record.place(path.key("current"), at: node)
        return PageControl(pages: pages, current: current)
    }

    private mutating func activityIndicator(_ node: InterfaceBuilderNode, at path: ElementPath) -> ActivityIndicator {
        record.place(path, at: node)
        record.place(path.key("animating"), at: node)
        record.place(path.key("hides-when-stopped"), at: node)
        return ActivityIndicator(isAnimating: node.flag("animating") ?? false, hidesWhenStopped: node.flag("hidesWhenStopped") ?? true)
    }

    private mutating func progressBar(_ node: InterfaceBuilderNode, at path: ElementPath) -> ProgressBar? {
        guard let progress = record.number(node, "progress", default: 0, in: .progress, what: "the progress view's progress") else { return nil }
        record.place(path, at: node)
        record.place(path.key("progress"), at: node)
        return ProgressBar(progress: progress)
    }

    private mutating func imageView(_ node: InterfaceBuilderNode, at path: ElementPath) -> ImageView? {
        guard let size = record.size(of: node, what: "the image view's size") else {
            record.unknown(at: node, "the image view's size", "it has no frame in the file")
            return nil
        }
        let description = accessibilityLabel(of: node)
        record.place(path, at: node)
        record.place(path.key("size"), at: node.frame)
        record.place(path.key("description"), at: description?.node)
        return ImageView(frames: [size], description: description?.text)
    }

    private mutating func collection(_ node: InterfaceBuilderNode, at path: ElementPath) -> Collection {
        record.unknown(at: node, "the collection's items", "a collection view's items come from its data source at run time")
        record.place(path, at: node)
        return Collection(items: [])
    }

    private mutating func scrollView(_ node: InterfaceBuilderNode, at path: ElementPath) -> ScrollView? {
        guard let minimum = record.number(node, "minimumZoomScale", default: 1, in: .zoomScale, what: "the scroll view's zoom"),
              let maximum = record.number(node, "maximumZoomScale", default: 1, in: .zoomScale, what: "the scroll view's zoom")
        else { return nil }
        let (horizontal, vertical) = (node.flag("showsHorizontalScrollIndicator") ?? true, node.flag("showsVerticalScrollIndicator") ?? true)
        var axis = ScrollView.Axis.vertical
        if horizontal && !vertical {
            axis = .horizontal
        } else if horizontal == vertical {
            record.unknown(at: node, "the scroll view's axis",
                           "its content size comes from constraints or code; read as vertical, the model's default")
        }
        record.place(path, at: node)
        for key in ["axis", "paging", "min-zoom", "max-zoom"] { record.place(path.key(key), at: node) }
        let content = elements(of: node.subviews, at: path.key("content"))
        return ScrollView(axis: axis, isPaging: node.flag("pagingEnabled") ?? false,
                          zoom: minimum == 1 && maximum == 1 ? nil : min(minimum, maximum)...max(minimum, maximum), content: content)
    }

    /// A container view shows the root view of the view controller its embed segue leads to.
    private mutating func readContainer(_ node: InterfaceBuilderNode, into content: inout [Element], at path: ElementPath) {
        let embed = node.child("connections")?.children.first { $0.name == "segue" && $0["kind"] == "embed" }
        guard let destination = embed?["destination"], let controller = document.controllers[destination],
              let root = controller.child(key: "view"), !embedding.contains(destination) else {
            record.unknown(at: node, "what the container view shows", "no embed segue in this file leads to a view controller")
            return
        }
        embedding.insert(destination)
        read([root], into: &content, at: path)
        embedding.remove(destination)
    }

    // MARK: Bars among the views

    private mutating func readToolbar(_ node: InterfaceBuilderNode) {
        guard toolbar == nil else { return }
        let path = ElementPath.root.key("toolbar")
        record.place(path, at: node)
        toolbar = Toolbar(items: InterfaceBuilderBarItems.read(node.list("items"), at: path.key("items"), into: &record))
    }

    private mutating func readTabBar(_ node: InterfaceBuilderNode) {
        guard tabBar == nil else { return }
        let path = ElementPath.root.key("tab-bar")
        record.place(path, at: node)
        let items = node.list("items").filter { $0.name == "tabBarItem" }
        tabBar = TabBar(items: items.enumerated().map { position, item in
            InterfaceBuilderBarItems.tabItem(item, fallbackTitle: nil, at: path.key("items").index(position), into: &record)
        }, selected: nil)
    }
}
