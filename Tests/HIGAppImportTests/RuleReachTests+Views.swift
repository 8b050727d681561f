/// The reach matrix: sidebars, split views, disclosure groups, text views and web views.
extension RuleReachTests {
    static let splitViewsInStoryboards = "a splitViewController scene's relationships (masterViewController, detailViewController, and the column style) are not read into a split view yet; that needs the relationship segues followed to each column's scene and the sidebar's table read as its items"

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
            """), interfaceBuilder: .notYet(splitViewsInStoryboards)),
        RuleReach("sidebar.short-group-titles", swiftUI: splitView("""
                            Section("Mailboxes on Your iCloud Account") {
                                Label("Drafts", systemImage: "doc")
                            }
            """), interfaceBuilder: .notYet(splitViewsInStoryboards)),
        RuleReach("sidebar.consistent-symbols", swiftUI: splitView("""
                            Label("Inbox", systemImage: "tray")
                            Label("Sent", systemImage: "paperplane")
                            Text("Archive")
            """), interfaceBuilder: .notYet(splitViewsInStoryboards)),
        RuleReach("sidebar.shown-by-default", swiftUI: splitView("""
                            Label("Notes", systemImage: "note.text")
            """, visibility: "detailOnly"),
                  interfaceBuilder: .cannot("a storyboard's split view controller has no display mode: preferredDisplayMode is set in code")),
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
                  swiftUI: .notYet("whether people follow links to other pages is not in the code: WebView's navigation decisions and the pages it loads come from the web content; it would need a description key saying so"),
                  interfaceBuilder: .notYet("a wkWebView's allowsBackForwardNavigationGestures is an attribute the file may write, but whether people visit several pages is not in the file")),
    ]
}
