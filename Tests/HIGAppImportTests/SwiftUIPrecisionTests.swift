import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// The shapes behind the false findings of issue 35 on real apps, written here as small
/// fixtures: each must stay silent, or be reported once where it is written.
@Suite("SwiftUI: what real apps write")
struct SwiftUIPrecisionTests {
    typealias Support = SwiftUITestSupport

    func read(_ sources: String...) -> [ImportedFile] {
        SwiftUIImporter.read(sources.enumerated().map { Support.source("import SwiftUI\n\n" + $0.element, path: "File\($0.offset).swift") })
    }

    /// Every violation of every screen as `file line:column rule`, each place once.
    func violations(_ files: [ImportedFile]) -> [String] {
        var found: Set<String> = []
        for file in files {
            for screen in file.screens {
                let allowed = RuleRegistry.all.filter { screen.containerIsKnown || !$0.judgesPlacement }
                for violation in allowed.flatMap({ $0.violations(in: screen.screen) }) {
                    found.insert("\(screen.file(of: violation.element) ?? file.path) \(screen.position(of: violation.element)) \(violation.ruleID)")
                }
            }
        }
        return found.sorted()
    }

    @Test func everyWayOfLabellingAnIconButtonIsRead() {
        let files = read("""
            struct Bar: View {
                var body: some View {
                    HStack {
                        Button { } label: { Image(systemName: "chevron.down") }
                            .accessibility(label: Text("Show more"))
                        Button { } label: { Image(systemName: "chevron.up") }
                            .accessibilityHidden(true)
                        Menu { Button("Rewrite") { }; Button("Shorten") { }; Button("Proofread") { } } label: {
                            Image(systemName: "wand.and.stars").accessibilityLabel("Assistant")
                        }
                        Button { } label: { Image("logo", label: Text("Home")) }
                        Button(L10n.goToItem, systemImage: "arrow.right") { }
                        Button { } label: { Image(systemName: "plus") }
                    }
                }
            }
            """)
        // Only the last: an icon and nothing for VoiceOver to say.
        #expect(violations(files) == ["File0.swift 15:13 button.accessibility-label"], "\(Support.dump(files))")
    }

    @Test func textTheCodeComputesIsUnknownNotMissing() {
        let files = read("""
            struct Login: View {
                @State var name = ""
                var body: some View {
                    Form {
                        TextField(L10n.username, text: $name)
                        TextField(String(localized: "Email"), text: $name, prompt: Text(L10n.emailPrompt))
                    }
                }
            }
            """)
        #expect(!violations(files).contains { $0.hasSuffix("text-field.placeholder") }, "\(violations(files))")
    }

    @Test func aTextFieldThatGrowsIntoATextAreaIsUnknown() throws {
        let files = read("""
            struct Compose: View {
                @State var text = ""
                var body: some View {
                    TextField("Message", text: $text, axis: .vertical)
                }
            }
            """)
        #expect(violations(files).isEmpty)
        let screen = try #require(Support.screen("Compose", in: files))
        #expect(screen.unknowns.map(\.what.en) == ["a text field that grows to several lines"])
    }

    @Test func aRowViewIsReportedOnceWhereItIsWrittenAndJudgedInItsList() {
        let files = read("""
            struct Feed: View {
                var body: some View {
                    ScrollView { VStack { PostRow(); PostRow() } }
                }
            }
            struct Profile: View {
                var body: some View {
                    VStack { PostRow(); List { Section { SyncRow() } } }
                }
            }
            """, """
            struct PostRow: View {
                var body: some View {
                    Button { } label: { Image(systemName: "heart") }
                }
            }
            struct SyncRow: View {
                var body: some View {
                    Toggle("Sync", isOn: .constant(true))
                }
            }
            """)
        #expect(files.flatMap(\.screens).map(\.name) == ["Feed", "Profile"])
        // The icon button is reported in the row's own file, once, though three places show it;
        // the switch is judged where Profile puts it: in a list row.
        #expect(violations(files) == ["File1.swift 5:9 button.accessibility-label"], "\(Support.dump(files))")
    }

    @Test func aViewOnlyAPreviewShowsIsNotJudgedByWhereThePreviewPutsIt() throws {
        let files = read("""
            struct AvatarPreviewWrapper: View {
                @State var round = false
                var body: some View {
                    VStack {
                        Toggle("Round", isOn: $round)
                        Button { } label: { Image(systemName: "circle") }
                    }
                }
            }

            #Preview {
                AvatarPreviewWrapper()
            }

            struct Avatar_Previews: PreviewProvider {
                static var previews: some View { AvatarPreviewWrapper() }
            }
            """)
        let wrapper = try #require(Support.screen("AvatarPreviewWrapper", in: files))
        #expect(!wrapper.containerIsKnown)
        #expect(files[0].screens.count == 1, "previews are no screens")
        // Where the switch sits is the preview's doing; the unlabelled icon is the view's own.
        #expect(violations(files) == ["File0.swift 8:13 button.accessibility-label"], "\(Support.dump(files))")
    }

    @Test func aViewAPreviewShowsIsJudgedWhereTheAppShowsIt() throws {
        // The preview names the row in one file; the app shows it from another, in a list, and
        // names it in a comment and a string of a third, which does not count.
        let files = read("""
            struct SyncRow: View {
                var body: some View { Toggle("Sync", isOn: .constant(true)) }
            }

            #Preview { VStack { SyncRow() } }
            """, """
            struct Settings: View {
                var body: some View {
                    List { SyncRow() }
                }
            }
            """, """
            // SyncRow is shown in Settings.
            struct About: View {
                var body: some View { Text("SyncRow") }
            }
            """)
        #expect(files.flatMap(\.screens).map(\.name) == ["Settings", "About"])
        let settings = try #require(Support.screen("Settings", in: files))
        #expect(settings.containerIsKnown)
        #expect(violations(files).isEmpty, "\(Support.dump(files))")

        // Shown only by the preview, the same row is a screen of unknown container.
        let alone = read("""
            struct SyncRow: View {
                var body: some View { Toggle("Sync", isOn: .constant(true)) }
            }

            #Preview { VStack { SyncRow() } }
            """, """
            // SyncRow is shown in Settings.
            struct About: View {
                var body: some View { Text("SyncRow") }
            }
            """)
        let row = try #require(Support.screen("SyncRow", in: alone))
        #expect(!row.containerIsKnown)
    }

    @Test func theButtonOfARowEditedInPlaceIsAButton() throws {
        let files = read("""
            struct Keywords: View {
                @State private var keyword = ""
                var body: some View {
                    Form {
                        HStack {
                            TextField("New keyword", text: $keyword)
                            Button { keyword = "" } label: {
                                Image(systemName: "checkmark.circle.fill")
                            }
                        }
                        HStack {
                            Text("Name")
                            Toggle("Shown", isOn: .constant(true))
                        }
                    }
                }
            }
            """)
        let screen = try #require(Support.screen("Keywords", in: files))
        // The unlabelled icon button is judged as a button, where it is written; the row with a
        // title and a switch stays a table row.
        #expect(violations(files).contains("File0.swift 9:17 button.accessibility-label"), "\(Support.dump(files))")
        guard case .table(let table)? = screen.screen.content.first else {
            Issue.record("no table first: \(Support.dump(files))")
            return
        }
        #expect(table.rows.map(\.title) == ["Name"])
    }

    @Test func forEachOverTheCasesOfAnEnumOfTheModuleIsReadOncePerCase() throws {
        let tabs = """
            struct Root: View {
                var body: some View {
                    TabView {
                        ForEach(AppTab.allCases) { tab in
                            Text(tab.title).tabItem { Label(tab.title, systemImage: tab.icon) }
                        }
                    }
                }
            }
            """
        let six = read(tabs, """
            enum AppTab: String, CaseIterable, Identifiable {
                case home, search, inbox
                case profile, settings, more
                var id: String { rawValue }
                var title: String { rawValue.capitalized }
                var icon: String { "circle" }
            }
            """)
        #expect(violations(six) == ["File0.swift 7:33 tab-bar.tab-count"], "\(Support.dump(six))")
        let three = read(tabs, "enum AppTab: CaseIterable { case home, search, inbox }")
        #expect(violations(three).isEmpty, "\(Support.dump(three))")
        // Where the source does not fix the cases, the tabs stay unknown.
        for enums in [
            "enum AppTab: CaseIterable {\n    case a, b, c, d, e\n    #if DEBUG\n    case debug\n    #endif\n}",
            "enum AppTab: CaseIterable {\n    case a, b, c, d, e, f\n    static var allCases: [AppTab] { [.a] }\n}",
            "enum AppTab: CaseIterable { case a, b, c, d, e, f }\nstruct Other { enum AppTab: CaseIterable { case a } }",
        ] {
            let files = read(tabs, enums)
            #expect(violations(files).isEmpty, "\(enums)")
            #expect(files[0].screens.first?.unknowns.contains { $0.why.en.contains("AppTab.allCases") } == true, "\(enums)")
        }
    }

    @Test func swipeActionsAreReadOnRowsAndOnTheRowAForEachMakes() throws {
        let files = read("""
            struct Mailbox: View {
                @State private var messages: [Message] = []
                var body: some View {
                    List {
                        ForEach(messages) { message in
                            Text(message.subject)
                                .swipeActions {
                                    Button { delete(message) } label: { Label("Delete", systemImage: "trash") }
                                        .tint(.red)
                                    Button(role: message.role) { } label: { Label("Discard", systemImage: "xmark") }
                                }
                        }
                        Text("Archive")
                            .swipeActions(edge: .leading) {
                                Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
                            }
                        ForEach(messages) { message in Text(message.subject) }
                    }
                }
            }
            """)
        // A red Delete with no role, on the one row that stands for the messages; the Discard
        // button's role is computed, so not judged; a Delete at the leading edge of a fixed row.
        #expect(violations(files) == ["File0.swift 10:25 table.swipe-destructive-role", "File0.swift 17:21 table.destructive-swipe-trailing"],
                "\(Support.dump(files))")
        let screen = try #require(Support.screen("Mailbox", in: files))
        guard case .table(let table)? = screen.screen.content.first else {
            Issue.record("no table: \(Support.dump(files))")
            return
        }
        // The second ForEach, without swipe actions, adds no row: how many rows it makes stays unknown.
        #expect(table.rows.map(\.title) == ["Archive", "…"])
        #expect(table.rows.map(\.swipeActions.count) == [1, 1])
        #expect(screen.unknowns.count == 2)
    }

    @Test func aFieldsLabelAndClearButtonBesideItInAStackAreItsOwn() throws {
        let files = read("""
            struct FolderName: View {
                @State private var name = ""
                @State private var filter = ""
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Name")
                        TextField("", text: $name)
                        HStack {
                            TextField("Filter", text: $filter)
                            if !filter.isEmpty {
                                Button { filter = "" } label: { Image(systemName: "xmark.circle.fill") }
                                    .accessibilityLabel("Clear")
                            }
                        }
                        TextField("", text: $name)
                    }
                }
            }
            """)
        // The first field has a label, the filter a clear button; the last field, with nothing
        // beside it, has neither placeholder nor label (and no clear button, like the first).
        #expect(violations(files) == ["File0.swift 17:13 text-field.clear-button", "File0.swift 17:13 text-field.placeholder",
                                      "File0.swift 9:13 text-field.clear-button"], "\(Support.dump(files))")
    }

    @Test func aModalsCloseButtonIsKnownByItsPlacementOrItsAction() throws {
        func bar(_ leading: String) -> String {
            """
            struct Compose: View {
                @Environment(\\.dismiss) private var dismiss
                var onClose: (() -> Void)?
                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .navigationTitle("Message")
                            .toolbar {
                                \(leading)
                                ToolbarItem(placement: .topBarTrailing) { Button(Strings.send) { } }
                            }
                    }
                }
            }
            """
        }
        // Titles the code computes: what closes the view is read from where and how.
        for leading in [
            "ToolbarItem(placement: .cancellationAction) { Button(Strings.cancel) { } }",
            "ToolbarItem(placement: .topBarLeading) { Button(Strings.cancel) { dismiss() } }",
            "ToolbarItem(placement: .topBarLeading) { Button { onClose?() ; dismissAction(nil) } label: { Image(\"close\") }.accessibilityLabel(Strings.close) }",
            "ToolbarItem(placement: .topBarLeading) { Button(Strings.cancel, action: dismiss) }",
        ] {
            #expect(violations(read(bar(leading))).isEmpty, "\(leading)")
        }
        // A computed title and an action that does not close the view: two controls.
        #expect(violations(read(bar("ToolbarItem(placement: .topBarLeading) { Button(Strings.edit) { edit() } }")))
                == ["File0.swift 12:63 navigation-bar.item-count"])
    }

    @Test func aFieldWhoseReturnKeySaysSearchTakesSearchTerms() throws {
        let files = read("""
            struct Episodes: View {
                @State private var query = ""
                @State private var name = ""
                var body: some View {
                    VStack {
                        TextField("Find episodes", text: $query).submitLabel(.search)
                        TextField("Search engine", text: $name)
                    }
                }
            }
            """)
        // Declared by its return key, not guessed from its words: the second field is not judged.
        #expect(violations(files).filter { $0.hasSuffix("use-search-bar") } == ["File0.swift 8:54 text-field.use-search-bar"],
                "\(Support.dump(files))")
    }

    @Test func aLabelShowingAViewPassedInIsNotIconOnly() throws {
        let files = read("""
            struct ScopeButton: View {
                let scopeLabel: Text
                var body: some View {
                    VStack {
                        Button { } label: { HStack { scopeLabel; Image(systemName: "chevron.down") } }
                        Button { } label: { HStack { Image(systemName: "chevron.down") } }
                    }
                }
            }
            """)
        // What `scopeLabel` says is not known, but it is there; the second button is icon-only.
        #expect(violations(files) == ["File0.swift 8:13 button.accessibility-label"], "\(Support.dump(files))")
    }

    @Test func alternativesCountAsTheirLargestBranch() throws {
        let files = read("""
            struct Inspector: View {
                @State var loading = false
                var body: some View {
                    NavigationStack {
                        VStack {
                            if loading {
                                ProgressView()
                            } else {
                                Button { } label: {
                                    Image(systemName: "paperclip").frame(width: 25, height: 25)
                                }
                                .accessibilityLabel("Attach")
                            }
                        }
                        .navigationTitle("Notifications")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                if #available(iOS 26, *) {
                                    Button(role: .close) { }
                                } else {
                                    Button("Close") { }
                                }
                            }
                            ToolbarItem(placement: .topBarTrailing) { EditButton() }
                        }
                    }
                }
            }
            """)
        // One Close button shows on each system, and the attach button when nothing loads.
        #expect(violations(files) == ["File0.swift 12:56 button.hit-target"], "\(Support.dump(files))")
    }

    @Test func aFixedFontIsFoundAndAScaledOneIsNot() {
        let files = read("""
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Fixed").font(.system(size: 20))
                        Text("Custom, scaled").font(.custom("Avenir", size: 20))
                        Text("Custom, fixed").font(.custom("Avenir", fixedSize: 20))
                        Text("Style").font(.system(.title, design: .rounded))
                        Text("Computed").font(.system(size: metrics.size))
                    }
                }
            }
            """)
        #expect(violations(files) == ["File0.swift 6:27 label.dynamic-type", "File0.swift 8:35 label.dynamic-type"],
                "\(Support.dump(files))")
    }
}
