import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// What the importer does with code at the edges: bad input, views across files, recursion,
/// size, and what it leaves unknown.
@Suite struct SwiftUIImporterEdgeTests {
    typealias Support = SwiftUITestSupport

    func read(_ sources: String...) -> [ImportedFile] {
        SwiftUIImporter.read(sources.enumerated().map { Support.source($0.element, path: "File\($0.offset).swift") })
    }

    @Test func aLocalizationKeyIsNotTakenForTheWordsOnScreen() throws {
        let files = SwiftUIImporter.read([SwiftUITestSupport.source("""
            import SwiftUI

            struct ComposeView: View {
                var body: some View {
                    VStack {
                        Button("status.action.translate") { }
                        Button("see-more") { }
                        Button("status.summary.n-boosts \\(count)") { }
                        Button("load more", systemImage: "list.bullet") { }
                    }
                }
            }
            """)])
        let screen = try #require(SwiftUITestSupport.screen("ComposeView", in: files))
        let buttons = screen.screen.content.compactMap { element -> Button? in
            if case .button(let button) = element { button } else { nil }
        }
        // The catalog's words are unknown; words and symbol names are read as written.
        #expect(buttons.map(\.title) == ["…", "…", "…", "load more"])
        #expect(buttons.map(\.icon) == [nil, nil, nil, "list.bullet"])
        #expect(SwiftUITestSupport.violations(screen) == ["button.title-case 9:13"])
    }

    @Test func whatVoiceOverSpeaksAndTitlesInVariablesCount() throws {
        let files = SwiftUIImporter.read([SwiftUITestSupport.source("""
            import SwiftUI

            struct TabsView: View {
                let name: String
                var body: some View {
                    TabView {
                        VStack {
                            Button { } label: { Image(systemName: "xmark") }.accessibilityLabel("닫기")
                            Button { } label: { Image(systemName: "gear") }.accessibilityLabel(settingsTitle)
                            Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }.labelStyle(.iconOnly)
                            Button { } label: { Image(systemName: "trash") }
                        }
                        .tabItem { Label(name, systemImage: "house") }
                        Tab("설정", systemImage: "gear") { Text("b") }
                    }
                }
            }
            """)])
        let screen = try #require(SwiftUITestSupport.screen("TabsView", in: files))
        let buttons = screen.screen.content.compactMap { element -> Button? in
            if case .button(let button) = element { button } else { nil }
        }
        // A literal, a value the code computes, the title an icon-only label style hides, none.
        #expect(buttons.map(\.accessibilityLabel) == ["닫기", "…", "Share", nil])
        // A tab titled by a variable has a title, only not known.
        #expect(screen.screen.tabBar?.items.map(\.title) == ["…", "설정"])
        #expect(SwiftUITestSupport.violations(screen) == ["button.accessibility-label 11:17", "tab-bar.tab-count 6:9"])
    }

    /// swift-syntax's lookahead doubles with every level of brackets inside brackets: 40 levels
    /// would take minutes (scripts/fuzz app found it), so such a file is one problem, at once.
    @Test func bracketsNestedTooDeeplyAreRefusedBeforeParsing() throws {
        for run in ["[", "[(", "[A<"] {
            let source = "import SwiftUI\n\nlet s = " + String(repeating: run, count: 40) + "1\n"
            let files = SwiftUIImporter.read([SwiftUITestSupport.source(source)])
            #expect(files[0].screens.isEmpty)
            #expect(files[0].problems.count == 1)
            #expect(files[0].problems.first?.message.en.hasPrefix("square brackets nested too deeply") == true, "\(run)")
            #expect(files[0].problems.first?.position?.line == 3)
        }
        // Brackets in strings and comments, and the usual nesting of real code, are no problem.
        let fine = """
            import SwiftUI
            // \(String(repeating: "[", count: 60))
            let text = "\(String(repeating: "[", count: 60))"
            let grid: [[[Int]]] = [[[1, 2], [3]], [[4]]]
            struct V: View { var body: some View { Text("a") } }
            """
        let files = SwiftUIImporter.read([SwiftUITestSupport.source(fine)])
        #expect(files[0].problems.isEmpty)
        #expect(files[0].screens.map(\.name) == ["V"])
    }

    @Test func binaryDataIsOneProblem() {
        let files = SwiftUIImporter.read([(path: "logo.swift", data: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x1A]),
                                          (path: "latin1.swift", data: [0x63, 0x61, 0x66, 0xE9])])
        #expect(files.map { $0.problems.map(\.position) } == [[nil], [nil]])
        #expect(files.map { $0.problems.map(\.message.en) } == [["not a Swift source file (not UTF-8 text)"], ["not a Swift source file (not UTF-8 text)"]])
        #expect(files.allSatisfy { $0.screens.isEmpty })
    }

    @Test func aSyntaxErrorIsOneProblemAtItsPosition() throws {
        let files = read("""
        import SwiftUI

        struct Broken: View {
            var body: some View {
                VStack {
                    Text("설정"
                }
            }
        }
        """, """
        struct Fine: View {
            var body: some View { Toggle("Wi-Fi", isOn: .constant(true)) }
        }
        """)
        #expect(files[0].screens.isEmpty)
        let problem = try #require(files[0].problems.first)
        #expect(files[0].problems.count == 1)
        #expect(problem.message.en.hasPrefix("Swift syntax error: "))
        #expect(problem.position?.line == 6)
        // The other file is read all the same.
        #expect(files[1].problems.isEmpty && files[1].screens.map(\.name) == ["Fine"])
    }

    @Test func aFileWithoutViewsHasNothing() {
        let files = read("struct Model { var name = \"\" }\nfunc helper() -> Int { 1 }\n")
        #expect(files[0].screens.isEmpty && files[0].problems.isEmpty)
    }

    /// A view another shows is judged inside it, and reported where it is written, in its own
    /// file: once, however many views show it (issue 35).
    @Test func aViewFromAnotherFileIsReportedWhereItIsWritten() throws {
        let files = read("""
        struct RootView: View {
            var body: some View {
                VStack {
                    Text("Hello")
                    PanelView()
                }
            }
        }
        """, """
        struct PanelView: View {
            var body: some View {
                Toggle("Sync", isOn: .constant(false))
            }
        }
        """)
        let root = try #require(Support.screen("RootView", in: files))
        #expect(Support.violations(root) == ["switch.in-table-rows 3:9"])
        #expect(root.file(of: ElementPath.root.key("content").index(1).key("switch")) == "File1.swift")
        #expect(root.file(of: ElementPath.root.key("content").index(0).key("label")) == nil)
        #expect(Support.screen("PanelView", in: files) == nil)
        guard case .switch(let control) = root.screen.content.last else {
            Issue.record("expected the panel's switch, got \(root.screen.content)")
            return
        }
        #expect(control.label == "Sync" && control.isOn == false)
    }

    @Test func viewsThatUseEachOtherStop() throws {
        let files = read("""
        struct PingView: View {
            var body: some View {
                VStack { Text("Ping"); PongView() }
            }
        }
        struct PongView: View {
            var body: some View {
                VStack { Text("Pong"); PingView() }
            }
        }
        struct SelfView: View {
            var body: some View { List { SelfView() } }
        }
        """)
        // Views that show each other are no screen of their own (each has a user); the cycle is
        // one unknown, read once, and the file is read without a problem.
        #expect(Support.screen("PingView", in: files) == nil && Support.screen("PongView", in: files) == nil)
        #expect(files[0].problems.isEmpty)
        let selfView = try #require(Support.screen("SelfView", in: files))
        #expect(selfView.unknowns.map(\.why.en) == ["the views use each other in a cycle (SelfView → SelfView)"])
    }

    @Test func aLongChainOfViewsIsFollowedEightDeep() throws {
        var source = ""
        for level in 0..<12 {
            source += "struct Level\(level): View { var body: some View { VStack { Text(\"\(level)\"); Level\(level + 1)() } } }\n"
        }
        source += "struct Level12: View { var body: some View { Text(\"end\") } }\n"
        let files = read(source)
        let top = try #require(Support.screen("Level0", in: files))
        #expect(top.screen.content.count == 8)
        #expect(top.unknowns.map(\.why.en) == ["views are followed by name at most 8 levels deep"])
    }

    @Test func aTwentyThousandLineFileIsRead() {
        var source = "import SwiftUI\n"
        for index in 0..<2_000 {
            source += """
            struct Screen\(index): View {
                @State private var on = false
                var body: some View {
                    List {
                        Toggle("Option \(index)", isOn: $on)
                        NavigationLink("Next") { Screen\(index + 1)() }
                        Text("설명 \(index)").font(.footnote)
                    }
                }
            }

            """
        }
        let files = read(source)
        #expect(files[0].problems.isEmpty)
        #expect(files[0].screens.count == 2_000)
        #expect(files[0].screens.allSatisfy { Support.violations($0).isEmpty })
    }

    @Test func deeplyNestedStacksDoNotCrash() {
        let depth = 150
        let source = "struct Deep: View { var body: some View { "
            + String(repeating: "VStack { ", count: depth) + "Text(\"x\")" + String(repeating: " }", count: depth) + " } }"
        let files = read(source)
        // Refused before parsing, the same in debug and release builds (swift-syntax's own
        // bound on nesting is 20 in one and 256 in the other).
        #expect(files[0].screens.isEmpty)
        #expect(files[0].problems.map { String($0.message.en.prefix(32)) } == ["nested more than 128 levels deep"])
    }

    @Test func bigLiteralForEachIsBounded() throws {
        let files = read("""
        struct Huge: View {
            var body: some View {
                VStack { ForEach(0..<1_000_000) { i in Text("\\(i)") } }
            }
        }
        struct Absurd: View {
            var body: some View {
                TabView { ForEach(1e300...1e300) { _ in Text("x") } }.badge(1e300)
                List(-9e99..<9e99) { _ in Text("y") }
            }
        }
        struct Many: View {
            var body: some View {
                ScrollView { ForEach(0..<3) { i in Text("Row") } }
            }
        }
        """)
        let huge = try #require(Support.screen("Huge", in: files))
        #expect(huge.screen.content.isEmpty)
        #expect(huge.unknowns.map(\.what.en) == ["the views ForEach builds"])
        guard case .scrollView(let scroll) = Support.screen("Many", in: files)?.screen.content.first else {
            Issue.record("expected a scroll view")
            return
        }
        #expect(scroll.content.count == 3)
    }

    @Test func pageStyleTabViewIsAPagingScrollViewWithDots() throws {
        let files = read("""
        struct Onboarding: View {
            var body: some View {
                TabView {
                    ForEach(["Welcome", "Lists", "Share"], id: \\.self) { title in
                        Text(title)
                    }
                }
                .tabViewStyle(.page)
            }
        }
        """)
        let screen = try #require(Support.screen("Onboarding", in: files))
        #expect(Support.violations(screen) == [])
        guard case .scrollView(let scroll) = screen.screen.content.first, case .pageControl(let dots) = screen.screen.content.last else {
            Issue.record("expected pages and dots, got \(screen.screen.content)")
            return
        }
        #expect(scroll.isPaging && scroll.axis == .horizontal)
        #expect(scroll.content == [.label(Label(text: "Welcome")), .label(Label(text: "Lists")), .label(Label(text: "Share"))])
        #expect(dots.pages == 3)
        #expect(screen.screen.tabBar == nil)
    }

    @Test func toolbarsSegmentedTitlesAndTabs() throws {
        let files = read("""
        struct Inbox: View {
            @State private var filter = 0
            var body: some View {
                TabView {
                    NavigationStack {
                        List { Text("Mail") }
                            .toolbar {
                                ToolbarItem(placement: .principal) {
                                    Picker("Filter", selection: $filter) {
                                        Text("All").tag(0)
                                        Text("Unread").tag(1)
                                    }
                                    .pickerStyle(.segmented)
                                }
                                ToolbarItemGroup(placement: .bottomBar) {
                                    Button("Archive") { }
                                    Spacer()
                                    Button("Move") { }
                                }
                            }
                    }
                    .tabItem { Label("Mail", systemImage: "envelope") }
                    Text("Calendar").tabItem { Label("Calendar", systemImage: "calendar") }
                    Text("Contacts").tabItem { Label("Contacts", systemImage: "person") }
                }
            }
        }
        """)
        let screen = try #require(Support.screen("Inbox", in: files))
        // A bottom toolbar under a tab bar; no title needed beside a segmented control.
        #expect(Support.violations(screen) == ["toolbar.not-with-tab-bar 7:22"])
        #expect(screen.screen.navigationBar?.segmentedControl?.segments.map(\.title) == ["All", "Unread"])
        #expect(screen.screen.toolbar?.items.map(\.kind) == [.button, .flexibleSpace, .button])
        #expect(screen.position(of: ElementPath.root.key("navigation-bar").key("segmented-control").key("segments").index(1))
            == SourcePosition(line: 11, column: 33))
    }

    @Test func whatTheSourceDoesNotFixIsUnknown() throws {
        let files = read("""
        struct Profile: View {
            let sections: [String]
            @State private var count = 1
            @State private var sort = 0
            var body: some View {
                NavigationStack {
                    VStack {
                        AvatarView()
                        Stepper("Count", value: $count)
                        List {
                            ForEach(sections, id: \\.self) { Text($0) }
                            Picker("Sort", selection: $sort) { Text("Name").tag(0) }
                        }
                        Text("Small").font(theme.caption)
                    }
                }
            }
        }
        """)
        let screen = try #require(Support.screen("Profile", in: files))
        #expect(screen.unknowns.map(\.what.en) == [
            "what 'AvatarView' shows", "the stepper's range", "rows of the table", "the font size of the text", "the navigation bar",
        ])
        // The bar's title may come from AvatarView, so there is no bar to find untitled.
        #expect(screen.screen.navigationBar == nil)
        #expect(Support.violations(screen) == ["stepper.shows-value 9:17"])
        guard case .table(let table) = screen.screen.content.dropFirst().first else {
            Issue.record("expected a table, got \(screen.screen.content)")
            return
        }
        // The menu picker is a row named by its label.
        #expect(table.rows.map(\.title) == ["Sort"])
    }

    @Test func literalsAroundTheControls() throws {
        let files = read("""
        struct Account: View {
            @State private var qty = 1
            var body: some View {
                Form {
                    Stepper(value: $qty, in: 1...5) { Text("Quantity") }
                    Text("\\(qty) in the cart")
                    Button("Delete account", role: .destructive) { }
                    Text("Hi").font(.system(size: 10))
                }
                .navigationTitle("")
            }
        }
        struct Toolbarless: View {
            var body: some View { TextField("Search", text: .constant("")).textContentType(.emailAddress) }
            init() { UITextField.appearance().clearButtonMode = .whileEditing }
        }
        """)
        let account = try #require(Support.screen("Account", in: files))
        // The stepper's value shows in the text that interpolates `qty`; the empty title of a
        // pushed view in automatic mode may or may not be large, so only the missing title is reported.
        #expect(Support.violations(account) == ["navigation-bar.has-title 10:10"])
        #expect(account.unknowns.map(\.what.en) == ["whether the navigation bar's title is large"])
        guard case .stepper(let stepper) = account.screen.content.last else {
            Issue.record("expected the stepper after the table, got \(account.screen.content)")
            return
        }
        #expect(stepper.valueLabel == "… in the cart")
        let field = Support.screen("Toolbarless", in: files)?.screen.content.first
        #expect(field == .textField(TextField(contentType: .email, hasClearButton: true, placeholder: "Search")))
    }
}
