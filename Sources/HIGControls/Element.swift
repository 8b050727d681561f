/// One element of a screen's content, written in YAML as a one-key mapping: `- switch: {on: true}`.
public indirect enum Element: Hashable, Sendable {
    case button(Button)
    case editMenu(EditMenu)
    case menu(Menu)
    case alert(Alert)
    case actionSheet(ActionSheet)
    case sheet(Sheet)
    case popover(Popover)
    case label(Label)
    case pageControl(PageControl)
    case picker(Picker)
    case datePicker(DatePicker)
    case activityIndicator(ActivityIndicator)
    case progressBar(ProgressBar)
    case refreshControl(RefreshControl)
    case segmentedControl(SegmentedControl)
    case slider(Slider)
    case stepper(Stepper)
    case `switch`(Switch)
    case textField(TextField)
    case colorWell(ColorWell)
    case gauge(Gauge)
    case searchBar(SearchBar)
    case table(Table)
    case collection(Collection)
    case scrollView(ScrollView)
    case imageView(ImageView)
    case splitView(SplitView)
    case sidebar(Sidebar)
    case disclosureGroup(DisclosureGroup)
    case textView(TextView)
    case webView(WebView)

    public var kind: ComponentKind {
        switch self {
        case .button: .button
        case .editMenu: .editMenu
        case .menu: .menu
        case .alert: .alert
        case .actionSheet: .actionSheet
        case .sheet: .sheet
        case .popover: .popover
        case .label: .label
        case .pageControl: .pageControl
        case .picker: .picker
        case .datePicker: .datePicker
        case .activityIndicator: .activityIndicator
        case .progressBar: .progressBar
        case .refreshControl: .refreshControl
        case .segmentedControl: .segmentedControl
        case .slider: .slider
        case .stepper: .stepper
        case .switch: .switch
        case .textField: .textField
        case .colorWell: .colorWell
        case .gauge: .gauge
        case .searchBar: .searchBar
        case .table: .table
        case .collection: .collection
        case .scrollView: .scrollView
        case .imageView: .imageView
        case .splitView: .splitView
        case .sidebar: .sidebar
        case .disclosureGroup: .disclosureGroup
        case .textView: .textView
        case .webView: .webView
        }
    }

    /// The kinds that can stand in a screen's content (bars have their own places).
    public static let contentKinds: [ComponentKind] = [
        .button, .editMenu, .menu, .alert, .actionSheet, .sheet, .popover, .label, .pageControl, .picker, .datePicker, .activityIndicator, .progressBar,
        .refreshControl, .segmentedControl, .slider, .stepper, .switch, .textField, .colorWell, .gauge, .searchBar, .table, .collection, .scrollView,
        .imageView, .splitView, .sidebar, .disclosureGroup, .textView, .webView,
    ]

    /// Decodes the body of a `kind:` entry.
    static func decode(_ kind: ComponentKind, from container: KeyedDecodingContainer<AnyCodingKey>, key: AnyCodingKey) throws -> Element? {
        switch kind {
        case .button: .button(try container.decode(Button.self, forKey: key))
        case .editMenu: .editMenu(try container.decode(EditMenu.self, forKey: key))
        case .menu: .menu(try container.decode(Menu.self, forKey: key))
        case .alert: .alert(try container.decode(Alert.self, forKey: key))
        case .actionSheet: .actionSheet(try container.decode(ActionSheet.self, forKey: key))
        case .sheet: .sheet(try container.decode(Sheet.self, forKey: key))
        case .popover: .popover(try container.decode(Popover.self, forKey: key))
        case .label: .label(try container.decode(Label.self, forKey: key))
        case .pageControl: .pageControl(try container.decode(PageControl.self, forKey: key))
        case .picker: .picker(try container.decode(Picker.self, forKey: key))
        case .datePicker: .datePicker(try container.decode(DatePicker.self, forKey: key))
        case .activityIndicator: .activityIndicator(try container.decode(ActivityIndicator.self, forKey: key))
        case .progressBar: .progressBar(try container.decode(ProgressBar.self, forKey: key))
        case .refreshControl: .refreshControl(try container.decode(RefreshControl.self, forKey: key))
        case .segmentedControl: .segmentedControl(try container.decode(SegmentedControl.self, forKey: key))
        case .slider: .slider(try container.decode(Slider.self, forKey: key))
        case .stepper: .stepper(try container.decode(Stepper.self, forKey: key))
        case .switch: .switch(try container.decode(Switch.self, forKey: key))
        case .textField: .textField(try container.decode(TextField.self, forKey: key))
        case .colorWell: .colorWell(try container.decode(ColorWell.self, forKey: key))
        case .gauge: .gauge(try container.decode(Gauge.self, forKey: key))
        case .searchBar: .searchBar(try container.decode(SearchBar.self, forKey: key))
        case .table: .table(try container.decode(Table.self, forKey: key))
        case .collection: .collection(try container.decode(Collection.self, forKey: key))
        case .scrollView: .scrollView(try container.decode(ScrollView.self, forKey: key))
        case .imageView: .imageView(try container.decode(ImageView.self, forKey: key))
        case .splitView: .splitView(try container.decode(SplitView.self, forKey: key))
        case .sidebar: .sidebar(try container.decode(Sidebar.self, forKey: key))
        case .disclosureGroup: .disclosureGroup(try container.decode(DisclosureGroup.self, forKey: key))
        case .textView: .textView(try container.decode(TextView.self, forKey: key))
        case .webView: .webView(try container.decode(WebView.self, forKey: key))
        case .keyboard, .navigationBar, .statusBar, .tabBar, .toolbar, .networkActivityIndicator, .screen: nil
        }
    }
}

extension Element: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = container.allKeys
        guard keys.count == 1, let key = keys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "an element is one control, written as 'kind: settings' (e.g. '- switch: {label: Wi-Fi}')"))
        }
        guard let kind = ComponentKind(rawValue: key.stringValue), Self.contentKinds.contains(kind),
              let element = try Self.decode(kind, from: container, key: key) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [key],
                                                    debugDescription: Self.unknownKindMessage(key.stringValue),
                                                    underlyingError: UnknownName(name: key.stringValue, known: Self.contentKinds.map(\.rawValue))))
        }
        self = element
    }

    static func unknownKindMessage(_ name: String) -> String {
        let known = contentKinds.map(\.rawValue)
        let nearest = EditDistance.nearest(to: name, in: known, limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
        return "unknown control '\(name)'\(nearest)"
    }
}

extension Element: Encodable {
    /// A one-key mapping, the control's kind to its settings: `{"switch": {"label": "Wi-Fi"}}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: AnyCodingKey.self)
        try c.encode(control, forKey: AnyCodingKey(stringValue: kind.rawValue))
    }

    /// The control itself, without its kind.
    private var control: any Encodable {
        switch self {
        case .button(let control): control
        case .editMenu(let control): control
        case .menu(let control): control
        case .alert(let control): control
        case .actionSheet(let control): control
        case .sheet(let control): control
        case .popover(let control): control
        case .label(let control): control
        case .pageControl(let control): control
        case .picker(let control): control
        case .datePicker(let control): control
        case .activityIndicator(let control): control
        case .progressBar(let control): control
        case .refreshControl(let control): control
        case .segmentedControl(let control): control
        case .slider(let control): control
        case .stepper(let control): control
        case .switch(let control): control
        case .textField(let control): control
        case .colorWell(let control): control
        case .gauge(let control): control
        case .searchBar(let control): control
        case .table(let control): control
        case .collection(let control): control
        case .scrollView(let control): control
        case .imageView(let control): control
        case .splitView(let control): control
        case .sidebar(let control): control
        case .disclosureGroup(let control): control
        case .textView(let control): control
        case .webView(let control): control
        }
    }
}
