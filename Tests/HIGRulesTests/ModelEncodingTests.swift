import Foundation
import HIGControls
import HIGRules
import Testing
import Yams

/// The model encodes in the schema it decodes from: `higsite lint --show --format json` prints it,
/// and a user pastes it back as a screen. Decoding the output must give the same screen.
@Suite("Model encoding")
struct ModelEncodingTests {
    /// The three ways a screen travels: JSON both ways, YAML both ways, and ModelJSON's text read
    /// back as `higsite lint` reads a file (Yams, JSON being YAML).
    static func expectRoundTrips(_ screen: Screen, _ comment: Comment? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let json = try JSONDecoder().decode(Screen.self, from: JSONEncoder().encode(screen))
        #expect(json == screen, "JSON \(comment ?? "")", sourceLocation: sourceLocation)
        let yamlText = try YAMLEncoder().encode(screen)
        let yaml = try YAMLDecoder().decode(Screen.self, from: yamlText)
        #expect(yaml == screen, "YAML \(comment ?? ""):\n\(yamlText)", sourceLocation: sourceLocation)
        let text = ModelJSON.string(screen)
        let pasted = try YAMLDecoder().decode(Screen.self, from: text)
        #expect(pasted == screen, "ModelJSON read as YAML \(comment ?? ""): \(text)", sourceLocation: sourceLocation)
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every screen of a screen file, as `higsite lint` reads them: one screen, a list, `screens:`,
    /// several documents; `name` is the file's, not the model's.
    static func screens(inFile url: URL) throws -> [Screen] {
        let documents = try Yams.compose_all(yaml: String(contentsOf: url, encoding: .utf8)).map { $0 }
        var nodes: [Node] = []
        for document in documents {
            if let list = document.sequence ?? document.mapping?["screens"]?.sequence {
                nodes += list
            } else {
                nodes.append(document)
            }
        }
        return try nodes.map { node in
            var mapping = try #require(node.mapping, "\(url.lastPathComponent): a screen is a mapping")
            mapping["name"] = nil
            return try YAMLDecoder().decode(Screen.self, from: Node.mapping(mapping))
        }
    }

    static func yamlFiles(in folder: String) -> [String] {
        let url = repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
    }

    // MARK: Round trips

    @Test(arguments: ExampleCase.all)
    func everyRuleExampleRoundTrips(_ example: ExampleCase) throws {
        let rule = try #require(RuleRegistry.rule(example.ruleID))
        try Self.expectRoundTrips(rule.examples[example.index].screen)
    }

    @Test(arguments: yamlFiles(in: "examples/screens") + yamlFiles(in: "Tests/HIGMockupsTests/Fixtures"))
    func everyScreenFileRoundTrips(_ path: String) throws {
        let screens = try Self.screens(inFile: Self.repository.appendingPathComponent(path))
        #expect(!screens.isEmpty)
        for screen in screens {
            try Self.expectRoundTrips(screen, "\(path)")
        }
    }

    @Test func theFilesAreFound() {
        #expect(Self.yamlFiles(in: "examples/screens").count >= 3)
        #expect(Self.yamlFiles(in: "Tests/HIGMockupsTests/Fixtures").count >= 20)
    }

    /// Every key at a value other than its default, and the values whose default depends on
    /// another key (a row's style after its detail, a text field's keyboard after its content).
    static let everyKeySet: [Screen] = [
        Screen(device: .iPad, orientation: .landscape,
               statusBar: StatusBar(style: .lightContent, visibility: .hiddenTemporarily, background: Color(hex: "#1C1C1E"),
                                    networkActivity: NetworkActivityIndicator(seconds: 2.5)),
               navigationBar: NavigationBar(title: "Notes", largeTitle: true, backButton: .init(title: "Folders", segments: 3),
                                            items: [BarItem(title: "Edit", style: .done), BarItem(icon: "plus", size: Size(width: 44, height: 44), accessibilityLabel: "Add"),
                                                    BarItem(segments: ["A", "B"]), BarItem(kind: .button, segments: ["C"]),
                                                    BarItem(kind: .segmentedControl), BarItem(kind: .flexibleSpace), BarItem(kind: .switch, title: "On")],
                                            segmentedControl: SegmentedControl(segments: [.init(title: "Map"), .init(image: "bus"), .init()], selected: 2,
                                                                               size: Size(width: 180, height: 32))),
               content: [
                   .button(Button(kind: .detailDisclosure, title: "More", icon: "info", bordered: true, size: Size(width: 30.5, height: 0))),
                   .button(Button(title: "Delete", style: .tinted, role: .destructive)),
                   .button(Button(title: "Cancel", style: .gray, role: .cancel)),
                   .button(Button(title: "Buy", style: .filled)),
                   .button(Button(title: "Plain", bordered: true, style: .plain)),
                   .editMenu(EditMenu(commands: [.init(title: "Copy"), .init(title: "Copy", isSystem: false), .init(title: "Translate"),
                                                 .init(title: "Translate", isSystem: true)], hasSelection: false)),
                   .label(Label(text: "Coloured", color: Color(hex: "#8E8E93"), background: Color(red: 0.5, green: 0.25, blue: 1))),
                   .label(Label(text: "Text colour only", color: .white)),
                   .label(Label(text: "Background only", background: .black)),
                   .button(Button(kind: .detailDisclosure, title: "More", icon: "info", bordered: true, size: Size(width: 30.5, height: 0),
                                  accessibilityLabel: "More Info")),
                   .button(Button(icon: "xmark", accessibilityLabel: "")),
                   .editMenu(EditMenu(commands: [.init(title: "Copy"), .init(title: "Copy", isSystem: false), .init(title: "Translate"),
                                                 .init(title: "Translate", isSystem: true)], hasSelection: false)),
                   .label(Label(text: "Small", fontSize: 11.5, sizing: .fixed)),
                   .label(Label(text: "Fixed at body size", fontSize: 17, sizing: .fixed)),
                   .label(Label(text: "Footnote", textStyle: .footnote)),
                   .label(Label(text: "Body at 17", textStyle: .body)),
                   .label(Label(text: "Custom, scaling with Title 2", textStyle: .title2, fontSize: 17)),
                   .label(Label(text: "Large title", textStyle: .largeTitle, fontSize: 34)),
                   .pageControl(PageControl(pages: 5, current: 4)),
                   .pageControl(PageControl(pages: 3, size: Size(width: 120, height: 10))),
                   .picker(Picker(components: [["a", "b"], ["c"]], orderIsNatural: true)),
                   .picker(Picker(components: [["Mon", "Tue"]])),
                   .picker(Picker(components: [])),
                   .datePicker(DatePicker(style: .compact, mode: .time, minuteInterval: 15, countdownMinutes: 90)),
                   .datePicker(DatePicker(style: .inline, mode: .countdownTimer, minuteInterval: 45)),
                   .datePicker(DatePicker(countdownMinutes: 99 * 60 + 59)),
                   .datePicker(DatePicker(mode: .dateAndTime, countdownMinutes: 5)),
                   .activityIndicator(ActivityIndicator(label: "Loading", isAnimating: false, hidesWhenStopped: false, workIsMeasurable: true)),
                   .progressBar(ProgressBar(progress: 60, label: "60 %")),
                   .progressBar(ProgressBar(progress: 0.1)),
                   .refreshControl(RefreshControl()),
                   .refreshControl(RefreshControl(title: "Updated 9:41")),
                   .segmentedControl(SegmentedControl(segments: [.init(title: "One")])),
                   .segmentedControl(SegmentedControl(segments: [.init(title: "One"), .init(title: "Two")], selected: nil, size: Size(width: 88, height: 44))),
                   .slider(Slider(value: -3, minimum: -10, maximum: 1e9, purpose: "volume")),
                   .stepper(Stepper(value: 0.25, minimum: -1, maximum: 1, step: 0.25, valueLabel: "0.25")),
                   .stepper(Stepper(size: Size(width: 60, height: 24))),
                   .switch(Switch(isOn: false, label: "Wi-Fi", stateLabel: "Off")),
                   .textField(TextField(contentType: .password, keyboard: .ascii, isSecure: false, hasClearButton: false,
                                        placeholder: "8+", label: "Password", text: "hunter2")),
                   .textField(TextField(contentType: .email, keyboard: .default)),
                   .textField(TextField(contentType: .phone, keyboard: .phonePad, isSecure: true)),
                   .textField(TextField(contentType: .search)),
                   .searchBar(SearchBar(placeholder: "Search", text: "q", hasClearButton: false, hasCancelButton: true,
                                        scopes: ["All", "Songs"], prompt: "Find music")),
                   .table(Table(style: .grouped, rows: [
                       .init(title: "Plain"),
                       .init(title: "Basic with detail", detail: "d", style: .basic),
                       .init(title: "Subtitle", detail: "d"),
                       .init(title: "Subtitle without detail", style: .subtitle),
                       .init(title: "Left", detail: "d", style: .leftDetail, accessory: .detailDisclosureButton),
                       .init(title: "Off", accessory: .switch, isOn: false),
                       .init(title: "Off, no switch", isOn: false),
                       .init(title: "Swipe", swipeActions: [.init(title: "Read", icon: "envelope.open", edge: .leading),
                                                            .init(title: "Delete", role: .destructive), .init(icon: "flag"),
                                                            .init(title: "Keep", role: .cancel), .init()]),
                   ], index: ["A", "B"], refreshControl: RefreshControl())),
                   .collection(Collection(items: [.init(title: "Item"), .init(size: Size(width: 180, height: 120)), .init()],
                                          refreshControl: RefreshControl(title: "Pull"))),
                   .collection(Collection(items: [])),
                   .scrollView(ScrollView(axis: .both, isPaging: true, zoom: 0.5...4, content: [
                       .imageView(ImageView(frames: [Size(width: 300, height: 160)], description: "Map")),
                       .scrollView(ScrollView(zoom: 1...1, content: [.label(Label(text: "Nested"))])),
                   ])),
                   .scrollView(ScrollView(zoom: 1...3)),
                   .scrollView(ScrollView(zoom: 0.25...1)),
                   .imageView(ImageView(frames: [Size(width: 40, height: 40), Size(width: 40, height: 41)])),
                   .imageView(ImageView(frames: [])),
                   .imageView(ImageView(frames: [Size(width: 120, height: 80)])),
               ],
               tabBar: TabBar(items: [.init(title: "Home", icon: "house", badge: "3", isEnabled: false, role: .action, accessibilityLabel: "Home, 3 new"),
                                      .init(title: "New", badge: "New"), .init(title: "true"), .init(title: "12"), .init(title: "", icon: "bell")], selected: 3),
               toolbar: Toolbar(items: [BarItem(icon: "trash", accessibilityLabel: "Delete"), BarItem(kind: .flexibleSpace)])),
        // The values no shorthand or default can write: no selection, and a colour between hex codes.
        Screen(statusBar: StatusBar(background: Color(red: 0.5, green: 0.1, blue: 0.95686)),
               navigationBar: NavigationBar(segmentedControl: SegmentedControl(segments: [.init(title: "A")], selected: nil)),
               tabBar: TabBar(items: [.init(title: "A"), .init(title: "B")], selected: nil)),
        Screen(tabBar: TabBar(items: [], selected: 0), toolbar: Toolbar(items: [])),
        Screen(),
    ]

    @Test(arguments: everyKeySet.indices)
    func everyKeyRoundTrips(_ index: Int) throws {
        try Self.expectRoundTrips(Self.everyKeySet[index])
    }

    /// JSON writes a number with as many digits as it takes to read it back; Yams 6.2.2 on Linux
    /// writes 15 significant digits, so a YAML round trip can move a storyboard colour's channel
    /// (`0.95686274509803915`) by a last digit. `higsite lint` prints JSON, which keeps it.
    @Test func aNumberOfSeventeenDigitsKeepsThemInJSON() throws {
        let screen = Screen(statusBar: StatusBar(background: Color(red: 1.0 / 3, green: 0.95686274509803915, blue: 0.1)))
        #expect(try JSONDecoder().decode(Screen.self, from: JSONEncoder().encode(screen)) == screen)
        #expect(try YAMLDecoder().decode(Screen.self, from: ModelJSON.string(screen)) == screen)
        #expect(ModelJSON.string(screen) == #"{"status-bar":{"background":{"blue":0.1,"green":0.9568627450980391,"red":0.3333333333333333}}}"#)
        let yaml = try YAMLDecoder().decode(Screen.self, from: YAMLEncoder().encode(screen))
        withKnownIssue("Yams writes a Double with 15 significant digits") {
            #expect(yaml == screen)
        }
    }

    /// Strings that YAML would read as something else (a number, a boolean, null) stay strings.
    @Test func textThatLooksLikeAnotherTypeRoundTrips() throws {
        for text in ["3", "03", "1e3", "0x1F", "true", "no", "null", "~", "", " ", ".nan", "- a", "a: b", "#tag", "\"quoted\"", "line\nbreak",
                     "tab\there", "cr\r\nlf", "back\\slash", "a/b", "\u{7}", "\u{85}", "\u{2028}", "\u{2029}", "\u{7F}", "\u{9F}", "\u{FFFF}", "a\u{FEFF}b", "😀", "한글 "] {
            try Self.expectRoundTrips(Screen(content: [.label(Label(text: text))],
                                             tabBar: TabBar(items: [.init(title: text, badge: text)])), "\(text.debugDescription)")
        }
    }

    /// Line breaks other than `\n` and characters outside YAML's printable set are escaped, so
    /// that YAML reads the JSON as JSON does.
    @Test func charactersYAMLReadsOtherwiseAreEscaped() {
        let screen = Screen(content: [.label(Label(text: "a\u{85}b\u{2028}c\u{2029}d\u{7F}e\u{FFFF}f\u{10FFFF}g"))])
        #expect(ModelJSON.string(screen) == #"{"content":[{"label":{"text":"a\u0085b\u2028c\u2029d\u007Fe\uFFFFf\#u{10FFFF}g"}}]}"#)
    }

    /// Yams 6.2.2 drops a byte-order mark that begins a string, written or escaped; JSONDecoder
    /// keeps it. A title cannot show one, so higsite leaves it to Yams.
    @Test func aLeadingByteOrderMarkIsLostOnlyToYams() throws {
        let screen = Screen(content: [.label(Label(text: "\u{FEFF}a"))])
        #expect(try JSONDecoder().decode(Screen.self, from: Data(ModelJSON.string(screen).utf8)) == screen)
        let pasted = try YAMLDecoder().decode(Screen.self, from: ModelJSON.string(screen))
        withKnownIssue("Yams drops a leading U+FEFF of a scalar") {
            #expect(pasted == screen)
        }
    }

    // MARK: Minimal output

    private func json(_ screen: Screen) -> String { ModelJSON.string(screen) }

    @Test func aTabBarScreenWritesOnlyWhatDiffersFromTheDefaults() {
        let screen = Screen(tabBar: TabBar(items: [
            .init(title: "Home", icon: "house"),
            .init(title: "Inbox", icon: "tray", badge: "3"),
            .init(title: "Compose", icon: "square.and.pencil", role: .action),
            .init(title: "Settings"),
        ], selected: 1))
        #expect(json(screen) == #"{"tab-bar":{"items":[{"icon":"house","title":"Home"},{"badge":"3","icon":"tray","title":"Inbox"},"#
            + #"{"icon":"square.and.pencil","role":"action","title":"Compose"},{"title":"Settings"}],"selected":1}}"#)
        #expect(json(Screen(tabBar: TabBar(items: [.init(title: "A")]))) == #"{"tab-bar":{"items":[{"title":"A"}]}}"#)
        #expect(json(Screen(tabBar: TabBar(items: [.init(title: "A")], selected: nil))) == #"{"tab-bar":{"items":[{"title":"A"}],"selected":null}}"#)
    }

    @Test func aTableWritesRowsAsMappingsWithTheirAccessories() {
        let screen = Screen(navigationBar: NavigationBar(title: "Settings", largeTitle: true), content: [
            .table(Table(style: .insetGrouped, rows: [
                .init(title: "Airplane Mode", accessory: .switch, isOn: false),
                .init(title: "Wi-Fi", detail: "Home/Office", style: .rightDetail, accessory: .disclosureIndicator),
                .init(title: "Notes", detail: "Synced", style: .subtitle),
                .init(title: "Done", accessory: .checkmark),
            ])),
        ])
        #expect(json(screen) == #"{"content":[{"table":{"rows":[{"accessory":"switch","on":false,"title":"Airplane Mode"},"#
            + #"{"accessory":"disclosure-indicator","detail":"Home/Office","style":"right-detail","title":"Wi-Fi"},"#
            + #"{"detail":"Synced","title":"Notes"},{"accessory":"checkmark","title":"Done"}],"style":"inset-grouped"}}],"#
            + #""navigation-bar":{"large-title":true,"title":"Settings"}}"#)
    }

    @Test func aTextFieldWritesItsKeyboardOnlyWhereTheContentDoesNotImplyIt() {
        let screen = Screen(device: .iPad, orientation: .landscape, content: [
            .textField(TextField(contentType: .email, keyboard: .email, placeholder: "name@example.com", label: "Email")),
            .textField(TextField(contentType: .password, isSecure: true, label: "Password")),
            .textField(TextField(contentType: .number, keyboard: .default, isSecure: true)),
        ])
        #expect(json(screen) == #"{"content":[{"text-field":{"content":"email","label":"Email","placeholder":"name@example.com"}},"#
            + #"{"text-field":{"content":"password","label":"Password"}},"#
            + #"{"text-field":{"content":"number","keyboard":"default","secure":true}}],"device":"ipad","orientation":"landscape"}"#)
    }

    @Test func sizesCountdownsAndColoursUseTheirWrittenForms() {
        let screen = Screen(statusBar: StatusBar(background: Color(hex: "#1C1C1E")), content: [
            .button(Button(title: "OK", size: Size(width: 44, height: 30.5))),
            .datePicker(DatePicker(mode: .countdownTimer, countdownMinutes: 65)),
            .imageView(ImageView(frames: [Size(width: 40, height: 40), Size(width: 40, height: 40)])),
            .picker(Picker(components: [["a", "b"]])),
            .scrollView(ScrollView(zoom: 1...1)),
        ])
        #expect(json(screen) == #"{"content":[{"button":{"size":"44x30.5","title":"OK"}},{"date-picker":{"countdown":"1:05"}},"#
            + #"{"image-view":{"frames":["40x40","40x40"]}},{"picker":{"values":["a","b"]}},{"scroll-view":{"min-zoom":1}}],"#
            + ##""status-bar":{"background":"#1C1C1E"}}"##)
        #expect(json(Screen(statusBar: StatusBar(background: Color(red: 0.5, green: 0, blue: 1))))
            == #"{"status-bar":{"background":{"blue":1,"green":0,"red":0.5}}}"#)
    }

    /// Decoding `{}` gives every default, and encoding every default gives `{}` back: the two
    /// sides agree on the defaults of every control that has no required key.
    @Test(arguments: ["activity-indicator", "button", "date-picker", "image-view", "refresh-control", "scroll-view", "search-bar",
                      "slider", "stepper", "switch", "text-field"])
    func aControlWithEveryDefaultIsAnEmptyMapping(_ kind: String) throws {
        let screen = try YAMLDecoder().decode(Screen.self, from: "content: [{\(kind): {}}]")
        #expect(json(screen) == #"{"content":[{"\#(kind)":{}}]}"#)
    }

    /// `bordered: true` is a background of unknown style and stays one; a known style is written
    /// as `style`, and the two keys may not contradict each other.
    @Test func aButtonWritesItsStyleAndRole() throws {
        #expect(json(Screen(content: [.button(Button(title: "A", bordered: true))])) == #"{"content":[{"button":{"bordered":true,"title":"A"}}]}"#)
        #expect(json(Screen(content: [.button(Button(title: "A", style: .filled, role: .destructive))]))
            == #"{"content":[{"button":{"role":"destructive","style":"filled","title":"A"}}]}"#)
        #expect(json(Screen(content: [.button(Button(title: "A", style: .plain))])) == #"{"content":[{"button":{"title":"A"}}]}"#)
        let decoded = try YAMLDecoder().decode(Screen.self, from: "content: [{button: {bordered: true}}, {button: {bordered: true, style: tinted}}, {button: {style: gray}}]")
        #expect(decoded.content == [.button(Button(bordered: true)), .button(Button(style: .tinted)), .button(Button(style: .gray))])
        #expect(decoded.content.map { if case .button(let button) = $0 { button.bordered } else { false } } == [true, true, true])
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: "button: {bordered: false, style: filled}") }
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: "button: {bordered: true, style: plain}") }
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: "button: {style: prominent}") }
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: "button: {role: delete}") }
    }

    @Test func aLabelWritesItsColoursAndARowItsSwipeActions() throws {
        let screen = Screen(content: [
            .label(Label(text: "A", color: Color(hex: "#8E8E93"), background: .white)),
            .table(Table(rows: [.init(title: "Row", swipeActions: [.init(title: "Delete", role: .destructive), .init(title: "Read", edge: .leading)])])),
        ])
        #expect(json(screen) == ##"{"content":[{"label":{"background":"#FFFFFF","color":"#8E8E93","text":"A"}},"##
            + #"{"table":{"rows":[{"swipe-actions":[{"role":"destructive","title":"Delete"},{"edge":"leading","title":"Read"}],"title":"Row"}]}}]}"#)
        let shorthand = try YAMLDecoder().decode(Screen.self, from: "table: {rows: [{title: Row, swipe-actions: [Flag, {icon: trash, role: destructive}]}]}")
        #expect(shorthand.content == [.table(Table(rows: [.init(title: "Row", swipeActions: [.init(title: "Flag"), .init(icon: "trash", role: .destructive)])]))])
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: "table: {rows: [{title: Row, swipe-actions: [{title: A, edge: left}]}]}") }
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: "table: {rows: [{title: Row, swipe-actions: [{title: A, style: red}]}]}") }
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: "label: {text: A, color: red}") }
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: "label: {text: A, background: {red: 1.5, green: 0, blue: 0}}") }
    }

    @Test func barsWithEveryDefaultAreEmptyMappings() throws {
        let screen = try YAMLDecoder().decode(Screen.self, from: "{status-bar: {}, navigation-bar: {}, device: iphone, orientation: portrait}")
        #expect(json(screen) == #"{"navigation-bar":{},"status-bar":{}}"#)
        #expect(json(Screen()) == "{}")
    }

    // MARK: Accessibility keys

    @Test func accessibilityLabelsAndSizesAreWrittenWhereGiven() {
        let screen = Screen(navigationBar: NavigationBar(items: [BarItem(icon: "plus", accessibilityLabel: "Add")]),
                            content: [.button(Button(icon: "xmark", accessibilityLabel: "Close")),
                                      .stepper(Stepper(size: Size(width: 96, height: 44))),
                                      .segmentedControl(SegmentedControl(segments: [.init(title: "A")], size: Size(width: 44, height: 44))),
                                      .pageControl(PageControl(pages: 2, size: Size(width: 100, height: 44)))],
                            tabBar: TabBar(items: [.init(title: "Home", icon: "house", accessibilityLabel: "Home")]))
        #expect(json(screen) == #"{"content":[{"button":{"accessibility-label":"Close","icon":"xmark"}},{"stepper":{"size":"96x44"}},"#
            + #"{"segmented-control":{"segments":[{"title":"A"}],"size":"44x44"}},{"page-control":{"pages":2,"size":"100x44"}}],"#
            + #""navigation-bar":{"items":[{"accessibility-label":"Add","icon":"plus"}]},"#
            + #""tab-bar":{"items":[{"accessibility-label":"Home","icon":"house","title":"Home"}]}}"#)
    }

    /// `text-style` alone takes the style's default size; `font-size` alone is fixed; both are a
    /// custom size that scales with the style; neither leaves the scaling unstated.
    @Test func aLabelsTextStyleAndFontSizeCombine() throws {
        func label(_ yaml: String) throws -> Label? {
            guard case .label(let label) = try YAMLDecoder().decode(Screen.self, from: "label: \(yaml)").content.first else { return nil }
            return label
        }
        #expect(try label("{text: a, text-style: caption2}") == Label(text: "a", fontSize: 11, sizing: .textStyle(.caption2)))
        #expect(try label("{text: a, text-style: large-title}")?.fontSize == 34)
        #expect(try label("{text: a, font-size: 13}") == Label(text: "a", fontSize: 13, sizing: .fixed))
        #expect(try label("{text: a, font-size: 17}")?.sizing == .fixed)
        #expect(try label("{text: a, text-style: body, font-size: 19}") == Label(text: "a", textStyle: .body, fontSize: 19))
        #expect(try label("{text: a}") == Label(text: "a"))
        #expect(try label("a")?.sizing == nil)
        #expect(throws: DecodingError.self) { try label("{text: a, text-style: caption3}") }
        #expect(throws: DecodingError.self) { try label("{text: a, text-style: body, font-size: 0}") }
        #expect(json(Screen(content: [.label(Label(text: "a", textStyle: .footnote))])) == #"{"content":[{"label":{"text":"a","text-style":"footnote"}}]}"#)
        #expect(json(Screen(content: [.label(Label(text: "a", fontSize: 17, sizing: .fixed))])) == #"{"content":[{"label":{"font-size":17,"text":"a"}}]}"#)
        #expect(json(Screen(content: [.label(Label(text: "a", textStyle: .body, fontSize: 19))]))
            == #"{"content":[{"label":{"font-size":19,"text":"a","text-style":"body"}}]}"#)
    }

    /// What app code gives (a size, scaling unknown) has no form of its own: it is written as
    /// its `font-size`, which reads back as a fixed size.
    @Test func aLabelOfUnknownScalingReadsBackAsFixed() throws {
        let imported = Screen(content: [.label(Label(text: "a", fontSize: 9))])
        #expect(json(imported) == #"{"content":[{"label":{"font-size":9,"text":"a"}}]}"#)
        let pasted = try YAMLDecoder().decode(Screen.self, from: json(imported))
        #expect(pasted == Screen(content: [.label(Label(text: "a", fontSize: 9, sizing: .fixed))]))
    }

    /// A tab without a title decodes, so the tab-title rule can explain why it needs one.
    @Test func aTabWithoutATitleReadsAsAnEmptyTitle() throws {
        let screen = try YAMLDecoder().decode(Screen.self, from: "tab-bar: {items: [{icon: house}, {title: Search, icon: magnifyingglass}]}")
        #expect(screen.tabBar?.items.first == TabBar.Item(title: "", icon: "house"))
        #expect(json(screen) == #"{"tab-bar":{"items":[{"icon":"house","title":""},{"icon":"magnifyingglass","title":"Search"}]}}"#)
    }

    // MARK: Text

    @Test func hangulIsWrittenAsItIs() {
        let screen = Screen(navigationBar: NavigationBar(title: "설정", backButton: .init(title: "뒤로")),
                            content: [.switch(Switch(label: "비행기 모드", stateLabel: "켬"))],
                            tabBar: TabBar(items: [.init(title: "홈"), .init(title: "검색")]))
        let text = ModelJSON.string(screen)
        #expect(text == #"{"content":[{"switch":{"label":"비행기 모드","state-label":"켬"}}],"#
            + #""navigation-bar":{"back":{"title":"뒤로"},"title":"설정"},"tab-bar":{"items":[{"title":"홈"},{"title":"검색"}]}}"#)
        #expect(!text.contains("\\u"))
    }

    // MARK: Values the decoder refuses

    /// A model built in Swift may hold what no screen description may: it is printed as it is,
    /// and reading it back fails with that key's range, as for a hand-written screen.
    @Test func valuesOutsideTheirRangesArePrintedAndRefusedOnReading() throws {
        let screen = Screen(content: [.label(Label(text: "a", fontSize: .nan))], tabBar: TabBar(items: [.init(title: "A")], selected: 4))
        let text = ModelJSON.string(screen)
        #expect(text == #"{"content":[{"label":{"font-size":".nan","text":"a"}}],"tab-bar":{"items":[{"title":"A"}],"selected":4}}"#)
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: text) }
        #expect(ModelJSON.string(Screen(content: [.button(Button(size: Size(width: .infinity, height: -1)))]))
            == #"{"content":[{"button":{"size":"infx-1"}}]}"#)
        #expect(ModelJSON.string(Screen(content: [.datePicker(DatePicker(mode: .countdownTimer, countdownMinutes: -90))]))
            == #"{"content":[{"date-picker":{"countdown":"-1:30"}}]}"#)
    }

    @Test func aColourIsReadAsChannelsInTheirRange() throws {
        let screen = try YAMLDecoder().decode(Screen.self, from: "status-bar: {background: {red: 0.5, green: 0, blue: 1}}")
        #expect(screen.statusBar?.background == Color(red: 0.5, green: 0, blue: 1))
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: "status-bar: {background: {red: 2, green: 0, blue: 0}}") }
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: "status-bar: {background: {red: 0, green: 0}}") }
        #expect(throws: DecodingError.self) { try YAMLDecoder().decode(Screen.self, from: "status-bar: {background: {red: 0, green: 0, blue: 0, alpha: 1}}") }
    }

    @Test func aNullSelectionMeansNoneSelected() throws {
        let screen = try YAMLDecoder().decode(Screen.self, from: "tab-bar: {items: [a, b], selected: null}\nsegmented-control: {segments: [x], selected: ~}")
        #expect(screen.tabBar?.selected == nil)
        #expect(screen.content == [.segmentedControl(SegmentedControl(segments: [.init(title: "x")], selected: nil))])
        #expect(try YAMLDecoder().decode(Screen.self, from: "tab-bar: {items: [a, b]}").tabBar?.selected == 0)
    }
}
