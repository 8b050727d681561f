import HIGControls

/// Reads a view hierarchy into a screen's content: each control becomes an element, plain
/// container views (`view`, `stackView`, a cell's content view) are looked through, and a scroll
/// view keeps what it holds as its own content.
///
/// Content comes in the file's order (Interface Builder writes subviews back to front).
/// Each kind of view is read in the file of its family (InterfaceBuilderContentReader+Buttons, +Values, …).
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
                record.unknown(at: view, Localized(ko: "숨긴 뷰(\(view.name))가 보이는지", en: "whether the hidden \(view.name) appears"), .hiddenInTheFile)
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
            case "textView": content.append(.textView(textView(view, at: next(.textView))))
            case "pickerView":
                record.unknown(at: view, Localized(ko: "피커의 값", en: "the picker's values"),
                               Localized(ko: "UIPickerView의 행은 실행 중에 데이터 소스가 만듭니다", en: "a UIPickerView's rows come from its data source at run time"))
            case "tableView": readTable(view, into: &content, at: path)
            case "collectionView": content.append(.collection(collection(view, at: next(.collection))))
            case "scrollView": if let scroll = scrollView(view, at: next(.scrollView)) { content.append(.scrollView(scroll)) }
            case "toolbar": readToolbar(view)
            case "tabBar": readTabBar(view)
            case "containerView": readContainer(view, into: &content, at: path)
            default:
                let subviews = view.subviews
                if subviews.isEmpty, let custom = view["customClass"], view.name == "view" {
                    record.unknown(at: view, .whatShows(custom),
                                   Localized(ko: "사용자 지정 뷰 클래스가 코드에서 내용을 그리거나 더합니다", en: "a custom view class draws or adds its content in code"))
                }
                read(subviews, into: &content, at: path)
            }
        }
    }

    /// A container view shows the root view of the view controller its embed segue leads to.
    private mutating func readContainer(_ node: InterfaceBuilderNode, into content: inout [Element], at path: ElementPath) {
        let embed = node.child("connections")?.children.first { $0.name == "segue" && $0["kind"] == "embed" }
        guard let destination = embed?["destination"], let controller = document.controllers[destination],
              let root = controller.child(key: "view"), !embedding.contains(destination) else {
            record.unknown(at: node, Localized(ko: "컨테이너 뷰의 내용", en: "what the container view shows"),
                           Localized(ko: "이 파일에는 뷰 컨트롤러로 이어지는 embed segue가 없습니다", en: "no embed segue in this file leads to a view controller"))
            return
        }
        embedding.insert(destination)
        read([root], into: &content, at: path)
        embedding.remove(destination)
    }
}
