import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// The fixture app (Fixtures/SwiftUIApp): every violation the rules find, at the line and
/// column of the code that causes it, and the screens that should be clean.
@Suite struct SwiftUIImporterTests {
    let files: [ImportedFile]

    init() throws {
        files = SwiftUIImporter.read(try SwiftUITestSupport.app())
    }

    func violations(_ name: String) -> [String]? {
        SwiftUITestSupport.screen(name, in: files).map(SwiftUITestSupport.violations)
    }

    @Test func everyFileIsReadWithoutProblems() {
        #expect(files.map(\.path) == ["SwiftUIApp/GroceryApp.swift", "SwiftUIApp/ReminderView.swift",
                                      "SwiftUIApp/SettingsView.swift", "SwiftUIApp/SignUpView.swift"])
        #expect(files.allSatisfy { $0.problems.isEmpty && $0.kind == .swiftUI })
        // HomeView is no screen of its own: MainTabView shows it, and judges it there. Previews
        // are no screens; a view only a preview shows is one, with its container unknown.
        #expect(files.map { $0.screens.map(\.name) } == [
            ["MainTabView", "CompactTabView", "StoreTabView"],
            ["ReminderView"],
            ["SettingsView", "GeneralView"],
            ["SignUpView"],
        ])
        #expect(files.flatMap(\.screens).filter { !$0.containerIsKnown }.map(\.name) == ["ReminderView", "SignUpView"])
        // A screen starts at its struct's name.
        #expect(SwiftUITestSupport.screen("MainTabView", in: files)?.position == SourcePosition(line: 13, column: 8))
    }

    @Test func sixTabsAndAWordyBadge() {
        // `.badge("New")` is not a number; the sixth tab is one too many on iPhone (its `.tabItem`).
        #expect(violations("MainTabView") == ["tab-bar.badge-content 20:18", "tab-bar.tab-count 32:18"])
        let screen = SwiftUITestSupport.screen("MainTabView", in: files)
        #expect(screen?.screen.tabBar?.items.map(\.title) == ["홈", "Deals", "Cart", "Orders", "설정", "Help"])
        #expect(screen?.screen.tabBar?.items.map(\.badge) == [nil, "New", "3", nil, nil, nil])
        #expect(screen?.screen.tabBar?.items[2].icon == "cart")
        // The first tab is what shows: HomeView's stack, title and list.
        #expect(screen?.screen.navigationBar?.title == "홈")
        #expect(screen?.position(of: ElementPath.root.key("tab-bar")) == SourcePosition(line: 15, column: 9))
    }

    @Test func cleanScreensAreClean() {
        #expect(violations("CompactTabView") == [])
        let tabs = SwiftUITestSupport.screen("CompactTabView", in: files)?.screen.tabBar
        #expect(tabs?.items.map(\.title) == ["Home", "Lists", "Cart", "Search"])
        #expect(tabs?.items.map(\.icon) == ["house", "list.bullet", "cart", "magnifyingglass"])
    }

    @Test func tabsFromForEachAreUnknown() throws {
        let screen = try #require(SwiftUITestSupport.screen("StoreTabView", in: files))
        #expect(screen.screen.tabBar == nil)
        #expect(screen.unknowns.map(\.what.en) == ["the tabs of the tab bar"])
        #expect(screen.unknowns.first?.position == SourcePosition(line: 64, column: 13))
        #expect(screen.unknowns.first?.why.en == "ForEach over 'stores' builds them at run time")
    }

    /// HomeView's search field and list, on the first tab of MainTabView, which shows it.
    @Test func searchAndRefreshOnTheList() throws {
        let screen = try #require(SwiftUITestSupport.screen("MainTabView", in: files))
        guard case .searchBar(let search) = screen.screen.content.first, case .table(let table) = screen.screen.content.last else {
            Issue.record("expected a search bar and a table, got \(screen.screen.content)")
            return
        }
        #expect(search.placeholder == "상품 검색")
        #expect(table.rows.map(\.title) == ["사과", "바나나"])
        #expect(table.refreshControl != nil)
        #expect(screen.screen.navigationBar?.largeTitle == true)
        let path = ElementPath.root.key("content").index(1).key("table")
        #expect(screen.position(of: path) == SourcePosition(line: 77, column: 13))
        #expect(screen.position(of: path.key("rows").index(1)) == SourcePosition(line: 80, column: 21))
        #expect(screen.position(of: path.key("refresh-control")) == SourcePosition(line: 85, column: 14))
        #expect(screen.position(of: ElementPath.root.key("navigation-bar")) == SourcePosition(line: 83, column: 14))
    }

    @Test func settingsList() throws {
        // A switch whose label only says "켬"; a second control beside Edit in the bar, an icon
        // with no accessibility label.
        #expect(violations("SettingsView") == ["switch.no-state-label 19:21", "navigation-bar.accessibility-label 30:21",
                                               "navigation-bar.item-count 30:21"])
        let screen = try #require(SwiftUITestSupport.screen("SettingsView", in: files))
        guard case .table(let table) = screen.screen.content.first else {
            Issue.record("expected a table, got \(screen.screen.content)")
            return
        }
        #expect(table.style == .insetGrouped)
        #expect(table.rows.map(\.title) == ["Wi-Fi", "Bluetooth", "일반", "켬", "버전"])
        #expect(table.rows.map(\.accessory) == [.switch, .switch, .disclosureIndicator, .switch, .none])
        #expect(table.rows[4].detail == "2.4.1" && table.rows[4].style == .rightDetail)
        #expect(screen.screen.navigationBar?.items.map(\.title) == ["Edit", nil])
    }

    @Test func aPushedViewWithASwitchAndSmallText() {
        // The toggle is not in a list; 9 pt is too small (caption2's 11 pt is fine), and fixed.
        #expect(violations("GeneralView") == ["switch.in-table-rows 46:13", "label.dynamic-type 50:18", "label.legible-size 50:18"])
        let bar = SwiftUITestSupport.screen("GeneralView", in: files)?.screen.navigationBar
        #expect(bar?.title == "일반" && bar?.largeTitle == false)
    }

    @Test func signUpForm() {
        // An email field without `.keyboardType` is reported at the field; a password in a plain
        // TextField at the TextField; the tiny close button at its `.frame`, and at the button for
        // having no accessibility label.
        let expected = [
            "button.accessibility-label 15:21",
            "button.hit-target 19:22",
            "text-field.clear-button 22:21",
            "text-field.clear-button 24:21",
            "text-field.keyboard-type 24:21",
            "text-field.clear-button 26:21",
            "text-field.secure-entry 26:21",
            "segmented-control.consistent-label-length 33:25",
            "segmented-control.short-labels 33:25",
        ]
        #expect(violations("SignUpView") == expected)
    }

    @Test func pickersSteppersAndSliders() {
        // "인원" shows no value and takes 99 taps; the slider sets a volume.
        let expected = ["stepper.shows-value 18:17", "stepper.small-range 18:17", "slider.not-for-volume 20:17"]
        #expect(violations("ReminderView") == expected)
        guard case .scrollView(let scroll) = SwiftUITestSupport.screen("ReminderView", in: files)?.screen.content.first else {
            Issue.record("expected a scroll view")
            return
        }
        let pickers = scroll.content.compactMap { element -> DatePicker? in
            if case .datePicker(let picker) = element { picker } else { nil }
        }
        #expect(pickers.map(\.style) == [.inline, .wheels, .compact])
        #expect(pickers.map(\.mode) == [.date, .time, .dateAndTime])
    }
}
