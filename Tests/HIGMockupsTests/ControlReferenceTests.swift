import Foundation
@testable import HIGControls
import HIGMockups
import HIGRules
import Testing
import Yams

/// Keeps `ControlReference` (what `higsite mockup --list` and `KIND --help` print) true to the
/// model, and the list of kinds in docs/mockups.md equal to it.
@Suite struct ControlReferenceTests {
    static let marker = "Every control kind, with its keys and an example:\n\n"

    @Test func everyKindButScreenHasOneEntry() {
        let kinds = ControlReference.all.map(\.kind)
        #expect(kinds.count == Set(kinds).count)
        #expect(Set(kinds) == Set(ComponentKind.allCases).subtracting([.screen]))
    }

    @Test(arguments: ControlReference.all.map(\.kind))
    func exampleDecodesAndDrawsInEachLanguage(kind: ComponentKind) throws {
        let entry = try #require(ControlReference.entry(for: kind))
        for language in Language.allCases {
            let screen = try YAMLDecoder().decode(Screen.self, from: entry.example[language])
            #expect(screen.componentKinds.contains(kind), "the \(language) example of \(kind.rawValue) does not show one")
            #expect(!Mockup.ascii(screen, language: language, marks: []).isEmpty)
            #expect(!Mockup.svg(screen, language: language, title: kind.rawValue, marks: [], verdict: .passes).isEmpty)
        }
    }

    @Test(arguments: ControlReference.all.map(\.kind))
    func keysAreTheDecodersKeys(kind: ComponentKind) throws {
        let entry = try #require(ControlReference.entry(for: kind))
        let known = Set(Self.codingKeys(kind))
        #expect(Set(entry.keyNames) == known, "documented \(entry.keyNames.sorted()), decoded \(known.sorted())")
        #expect(entry.keyNames.count == Set(entry.keyNames).count, "a key documented twice")
    }

    @Test func docsListWhatTheCodeSays() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/mockups.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: Self.marker)).upperBound
        // The list runs to the next heading, or to the file's last line end.
        let end = text.range(of: "\n\n## ", range: start..<text.endIndex)?.lowerBound
            ?? (text.hasSuffix("\n") ? text.index(before: text.endIndex) : text.endIndex)
        let written = String(text[start..<end])
        if ProcessInfo.processInfo.environment["HIGSITE_RECORD"] == "1", written != ControlReference.markdown {
            try (String(text[..<start]) + ControlReference.markdown + String(text[end...])).write(to: url, atomically: true, encoding: .utf8)
            Issue.record("docs/mockups.md's list of control kinds rewritten from ControlReference: look at git diff docs/mockups.md")
            return
        }
        #expect(written == ControlReference.markdown, """
            docs/mockups.md's list of control kinds differs from Sources/HIGControls/Reference/ControlReference*.swift. \
            Change the code, then rewrite the list with HIGSITE_RECORD=1 swift test --filter ControlReferenceTests
            """)
    }

    static func codingKeys(_ kind: ComponentKind) -> [String] {
        switch kind {
        case .button: Button.CodingKeys.allCases.map(\.stringValue)
        case .editMenu: EditMenu.CodingKeys.allCases.map(\.stringValue)
        case .menu: Menu.CodingKeys.allCases.map(\.stringValue)
        case .alert: Alert.CodingKeys.allCases.map(\.stringValue)
        case .actionSheet: ActionSheet.CodingKeys.allCases.map(\.stringValue)
        case .sheet: Sheet.CodingKeys.allCases.map(\.stringValue)
        case .popover: Popover.CodingKeys.allCases.map(\.stringValue)
        case .label: Label.CodingKeys.allCases.map(\.stringValue)
        case .pageControl: PageControl.CodingKeys.allCases.map(\.stringValue)
        case .picker: Picker.CodingKeys.allCases.map(\.stringValue)
        case .datePicker: DatePicker.CodingKeys.allCases.map(\.stringValue)
        case .activityIndicator: ActivityIndicator.CodingKeys.allCases.map(\.stringValue)
        case .progressBar: ProgressBar.CodingKeys.allCases.map(\.stringValue)
        case .refreshControl: RefreshControl.CodingKeys.allCases.map(\.stringValue)
        case .segmentedControl: SegmentedControl.CodingKeys.allCases.map(\.stringValue)
        case .slider: Slider.CodingKeys.allCases.map(\.stringValue)
        case .stepper: Stepper.CodingKeys.allCases.map(\.stringValue)
        case .switch: Switch.CodingKeys.allCases.map(\.stringValue)
        case .textField: TextField.CodingKeys.allCases.map(\.stringValue)
        case .colorWell: ColorWell.CodingKeys.allCases.map(\.stringValue)
        case .gauge: Gauge.CodingKeys.allCases.map(\.stringValue)
        case .searchBar: SearchBar.CodingKeys.allCases.map(\.stringValue)
        case .table: Table.CodingKeys.allCases.map(\.stringValue)
        case .collection: Collection.CodingKeys.allCases.map(\.stringValue)
        case .scrollView: ScrollView.CodingKeys.allCases.map(\.stringValue)
        case .imageView: ImageView.CodingKeys.allCases.map(\.stringValue)
        case .splitView: SplitView.CodingKeys.allCases.map(\.stringValue)
        case .sidebar: Sidebar.CodingKeys.allCases.map(\.stringValue)
        case .disclosureGroup: DisclosureGroup.CodingKeys.allCases.map(\.stringValue)
        case .textView: TextView.CodingKeys.allCases.map(\.stringValue)
        case .webView: WebView.CodingKeys.allCases.map(\.stringValue)
        case .navigationBar: NavigationBar.CodingKeys.allCases.map(\.stringValue)
        case .statusBar: StatusBar.CodingKeys.allCases.map(\.stringValue)
        case .tabBar: TabBar.CodingKeys.allCases.map(\.stringValue)
        case .toolbar: Toolbar.CodingKeys.allCases.map(\.stringValue)
        case .keyboard, .networkActivityIndicator, .screen: []
        }
    }
}
