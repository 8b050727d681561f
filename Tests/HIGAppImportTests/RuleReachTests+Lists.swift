/// The reach matrix: tables and their swipe actions, refresh controls and search bars.
extension RuleReachTests {
    /// A SwiftUI list of messages whose row has `actions` as its swipe actions.
    static func swipeList(_ actions: String) -> RuleReach.Way {
        .swiftUI("""
            struct InboxView: View {
                var body: some View {
                    List {
                        Text("Lunch on Friday?")
                            \(actions)
                    }
                }
            }
            """)
    }

    /// A table view controller with a prototype table and its refresh control titled `title`.
    static func refreshing(_ title: String) -> RuleReach.Way {
        .storyboard(IB.scene("Tvc-vc-002", "tableViewController", view: #"""
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="Tbl-vw-002"/>
            """#, extra: #"""
            <refreshControl key="refreshControl" opaque="NO" contentMode="scaleToFill" id="Rfc-001">
                <attributedString key="attributedTitle"><fragment content="\#(title)"/></attributedString>
            </refreshControl>
            """#))
    }

    static let swipeActionsInStoryboards = "a table's swipe actions come from its delegate in code (trailingSwipeActionsConfigurationForRowAt and its leading twin); the storyboard holds none"
    static let sectionIndexInStoryboards = "a table's section index comes from its data source in code (sectionIndexTitles(for:)); the storyboard holds none"
    static let refreshableTitle = "SwiftUI's .refreshable shows the system's spinner and takes no title (UIRefreshControl.attributedTitle has no SwiftUI counterpart)"

    static let lists: [RuleReach] = [
        RuleReach("table.destructive-swipe-trailing", swiftUI: swipeList(#"""
            .swipeActions(edge: .leading) {
                Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
            }
            """#), interfaceBuilder: .cannot(swipeActionsInStoryboards)),

        RuleReach("table.no-index-in-grouped", swiftUI: .swiftUI(#"""
            struct ContactsView: View {
                var body: some View {
                    List {
                        Section("A") { Text("Anna Haro") }
                            .sectionIndexLabel("A")
                        Section("B") { Text("Bora Kim") }
                            .sectionIndexLabel("B")
                    }
                    .listStyle(.grouped)
                    .listSectionIndexVisibility(.visible)
                }
            }
            """#), interfaceBuilder: .cannot(sectionIndexInStoryboards)),
        RuleReach("table.no-index-with-trailing-content", swiftUI: .swiftUI(#"""
            struct AlarmsView: View {
                @State private var on = true
                var body: some View {
                    List {
                        Section("A") { Toggle("Alarm A", isOn: $on) }
                            .sectionIndexLabel("A")
                        Section("B") { Toggle("Alarm B", isOn: $on) }
                            .sectionIndexLabel("B")
                    }
                    .listStyle(.plain)
                    .listSectionIndexVisibility(.visible)
                }
            }
            """#), interfaceBuilder: .cannot(sectionIndexInStoryboards)),

        RuleReach("table.swipe-action-count", swiftUI: swipeList(#"""
            .swipeActions {
                Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
                Button { } label: { Label("Archive", systemImage: "archivebox") }
                Button { } label: { Label("Flag", systemImage: "flag") }
                Button { } label: { Label("Mute", systemImage: "bell.slash") }
            }
            """#), interfaceBuilder: .cannot(swipeActionsInStoryboards)),

        RuleReach("table.swipe-destructive-role", swiftUI: swipeList(#"""
            .swipeActions {
                Button("Delete") { }
                    .tint(.red)
            }
            """#), interfaceBuilder: .cannot(swipeActionsInStoryboards)),

        RuleReach("refresh-control.no-instruction-title", swiftUI: .cannot(refreshableTitle), interfaceBuilder: refreshing("Pull to refresh")),
        RuleReach("refresh-control.short-title", swiftUI: .cannot(refreshableTitle),
                  interfaceBuilder: refreshing("Checking the server for new episodes of your shows")),

        RuleReach("search-bar.clear-button",
                  swiftUI: .cannot("the field of SwiftUI's .searchable always has the system's clear button; no modifier removes it"),
                  interfaceBuilder: .cannot("a UISearchBar's clear button goes only in code (searchTextField.clearButtonMode, iOS 13); Interface Builder has no attribute for it")),

        RuleReach("search-bar.placeholder", swiftUI: .swiftUI(#"""
            struct ContactsView: View {
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        List { Text("Ada Lovelace") }
                            .navigationTitle("Contacts")
                            .searchable(text: $query, prompt: "")
                    }
                }
            }
            """#), interfaceBuilder: IB.view(#"<searchBar contentMode="redraw" id="Srb-001"/>"#)),

        RuleReach("search-bar.scope-count", swiftUI: .swiftUI(#"""
            struct MusicSearch: View {
                @State private var query = ""
                @State private var scope = 0
                var body: some View {
                    NavigationStack {
                        List { Text("Blue in Green") }
                            .navigationTitle("Search")
                            .searchable(text: $query)
                            .searchScopes($scope) {
                                Text("All").tag(0)
                                Text("Songs").tag(1)
                                Text("Albums").tag(2)
                                Text("Artists").tag(3)
                                Text("Playlists").tag(4)
                            }
                    }
                }
            }
            """#), interfaceBuilder: IB.view(#"""
                <searchBar contentMode="redraw" placeholder="Search" showsScopeBar="YES" id="Srb-002">
                    <scopeButtonTitles><string>All</string><string>Songs</string><string>Albums</string><string>Artists</string><string>Playlists</string></scopeButtonTitles>
                </searchBar>
                """#)),
    ]
}
