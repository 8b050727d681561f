/// The reach matrix: sidebars, split views, disclosure groups, text views and web views.
extension RuleReachTests {
    /// A split view controller scene whose sidebar is a static table of `sections`.
    static func storyboardSidebar(_ sections: [String]) -> RuleReach.Way {
        .storyboard(SplitViewFixtures.split(master: "Lib-vc-001") + SplitViewFixtures.staticTable("Lib-vc-001", sections))
    }


    static func splitView(_ rows: String, visibility: String = "") -> RuleReach.Way {
        .swiftUI("""
            struct LibraryView: View {
            \(visibility.isEmpty ? "" : "    @State private var visibility = NavigationSplitViewVisibility.\(visibility)\n")\
                var body: some View {
                    NavigationSplitView\(visibility.isEmpty ? "" : "(columnVisibility: $visibility)") {
                        List {
            \(rows)
                        }
                        .listStyle(.sidebar)
                    } detail: {
                        Text("Album")
                    }
                }
            }
            """)
    }

    static let views: [RuleReach] = [
        RuleReach("sidebar.hierarchy-depth", swiftUI: splitView("""
                            Section("Projects") {
                                DisclosureGroup("2026") {
                                    Label("Spring", systemImage: "doc")
                                }
                            }
            """), interfaceBuilder: .cannot("a storyboard's sidebar is a static table: a section header over its cells is the only level above an item, so it cannot hold the third level the rule looks for")),
        RuleReach("sidebar.short-group-titles", swiftUI: splitView("""
                            Section("Mailboxes on Your iCloud Account") {
                                Label("Drafts", systemImage: "doc")
                            }
            """), interfaceBuilder: storyboardSidebar([SplitViewFixtures.section("Lib-se-001", header: "Mailboxes on Your iCloud Account",
                                                                                [SplitViewFixtures.cell("Lib-ce-001", "Drafts", icon: "doc")])])),
        RuleReach("sidebar.consistent-symbols", swiftUI: splitView("""
                            Label("Inbox", systemImage: "tray")
                            Label("Sent", systemImage: "paperplane")
                            Text("Archive")
            """), interfaceBuilder: storyboardSidebar([SplitViewFixtures.section("Lib-se-001", [
                SplitViewFixtures.cell("Lib-ce-001", "Inbox", icon: "tray"), SplitViewFixtures.cell("Lib-ce-002", "Sent", icon: "paperplane"),
                SplitViewFixtures.cell("Lib-ce-003", "Archive"),
            ])])),
        RuleReach("sidebar.shown-by-default", swiftUI: splitView("""
                            Label("Notes", systemImage: "note.text")
            """, visibility: "detailOnly"),
                  interfaceBuilder: .notYet("the preferredDisplayMode value Interface Builder writes for the detail alone (UIKit's secondaryOnly) is not confirmed: only \"beside\" is (NetNewsWire's storyboard), and the importer maps no value it has not seen")),
        RuleReach("split-view.selection-shown",
                  swiftUI: .cannot("a split view's selection is a Binding to the app's state (List(selection:)); which item is selected is known only at run time"),
                  interfaceBuilder: .cannot("a storyboard holds no selection: which row is selected is decided in code at run time")),

        RuleReach("disclosure-group.descriptive-title", swiftUI: .swiftUI(#"""
            struct ExportView: View {
                var body: some View {
                    DisclosureGroup("More") {
                        Text("Include hidden slides")
                    }
                }
            }
            """#), interfaceBuilder: .cannot("UIKit has no disclosure group: DisclosureGroup is SwiftUI's, and a storyboard's outline or expanding cell is built in code")),

        RuleReach("text-view.dynamic-type", swiftUI: .swiftUI(#"""
            struct NoteView: View {
                @State private var note = ""
                var body: some View {
                    TextEditor(text: $note)
                        .font(.system(size: 14))
                }
            }
            """#), interfaceBuilder: IB.view(#"""
                <textView text="Buy oat milk" id="Txv-001">
                    <rect key="frame" x="16" y="100" width="361" height="120"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textView>
                """#)),

        RuleReach("text-view.data-detectors-read-only",
                  swiftUI: .cannot("TextEditor has no data detectors, and SwiftUI's Text turns only Markdown links into links: the two never meet"),
                  interfaceBuilder: IB.view(#"""
                <textView text="Call 02-123-4567" id="Txv-002">
                    <rect key="frame" x="16" y="100" width="361" height="120"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    <dataDetectorType key="dataDetectorTypes" phoneNumber="YES"/>
                </textView>
                """#)),

        RuleReach("web-view.back-forward",
                  swiftUI: .cannot("whether people follow links to other pages is not in the code: the pages a WebView loads and the links they hold come from the web content at run time"),
                  interfaceBuilder: .cannot("a wkWebView's allowsBackForwardNavigationGestures may be written, but whether people visit several pages depends on the web content at run time, not on the file")),
    ]
}
