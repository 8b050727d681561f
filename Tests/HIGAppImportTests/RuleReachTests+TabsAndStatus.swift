/// The reach matrix: tab bars and the status bar.
extension RuleReachTests {
    /// A SwiftUI `TabView` of `tabs`, each a view with its `.tabItem` or a `Tab`.
    static func tabView(_ name: String, _ tabs: String) -> RuleReach.Way {
        .swiftUI("""
            struct \(name): View {
                var body: some View {
                    TabView {
                        \(tabs)
                    }
                }
            }
            """)
    }

    static func tabItems(_ items: String...) -> [String] {
        items.map { IB.tabBarItem($0) }
    }

    static let tabsAndStatus: [RuleReach] = [
        RuleReach("tab-bar.badge-content",
                  swiftUI: tabView("RootTabs", #"""
                      Tab("Home", systemImage: "house") { Text("Home") }
                      Tab("Updates", systemImage: "bell") { Text("Updates") }.badge("New")
                      Tab("Profile", systemImage: "person") { Text("Profile") }
                      """#),
                  interfaceBuilder: IB.tabs([IB.tabBarItem("Home"), IB.tabBarItem("Updates", more: #"badgeValue="New""#), IB.tabBarItem("Profile")])),

        RuleReach("tab-bar.consistent-icons",
                  swiftUI: tabView("RootTabs", #"""
                      Text("Home").tabItem { Label("Home", systemImage: "house") }
                      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
                      Text("Profile").tabItem { Text("Profile") }
                      """#),
                  interfaceBuilder: IB.tabs([IB.tabBarItem("Home"), IB.tabBarItem("Search"), IB.tabBarItem("Profile", image: nil)])),

        RuleReach("tab-bar.navigation-only",
                  swiftUI: .cannot("whether choosing a tab acts instead of opening a section is decided in code at run time (an onChange of the TabView's selection that presents a sheet and selects the previous tab again); the Tab's role (.search) says nothing of it"),
                  interfaceBuilder: .cannot("whether choosing a tab acts instead of opening a section is decided in code (tabBarController(_:shouldSelect:) returning false and presenting a view controller), not in the storyboard")),

        RuleReach("tab-bar.no-disabled-tabs",
                  swiftUI: tabView("RootTabs", #"""
                      Text("Home").tabItem { Label("Home", systemImage: "house") }
                      Text("Library").tabItem { Label("Library", systemImage: "books.vertical") }
                      Text("Store").tabItem { Label("Store", systemImage: "bag") }.disabled(true)
                      """#),
                  interfaceBuilder: IB.tabs([IB.tabBarItem("Home"), IB.tabBarItem("Library"), IB.tabBarItem("Store", more: #"enabled="NO""#)])),

        RuleReach("tab-bar.sparing-badges",
                  swiftUI: tabView("RootTabs", #"""
                      Tab("Chats", systemImage: "message") { Text("Chats") }.badge(3)
                      Tab("Calls", systemImage: "phone") { Text("Calls") }.badge(1)
                      Tab("Settings", systemImage: "gear") { Text("Settings") }
                      """#),
                  interfaceBuilder: IB.tabs([IB.tabBarItem("Chats", more: #"badgeValue="3""#), IB.tabBarItem("Calls", more: #"badgeValue="1""#),
                                             IB.tabBarItem("Settings")])),

        RuleReach("tab-bar.tab-count",
                  swiftUI: tabView("RootTabs", #"""
                      Tab("Home", systemImage: "house") { Text("Home") }
                      Tab("Browse", systemImage: "square.grid.2x2") { Text("Browse") }
                      Tab("Radio", systemImage: "dot.radiowaves.left.and.right") { Text("Radio") }
                      Tab("Library", systemImage: "books.vertical") { Text("Library") }
                      Tab("Search", systemImage: "magnifyingglass") { Text("Search") }
                      Tab("Settings", systemImage: "gear") { Text("Settings") }
                      """#),
                  interfaceBuilder: IB.tabs(tabItems("Home", "Browse", "Radio", "Library", "Search", "Settings"))),

        RuleReach("tab-bar.tab-title",
                  swiftUI: tabView("RootTabs", #"""
                      Text("Home").tabItem { Image(systemName: "house") }
                      Text("Search").tabItem { Image(systemName: "magnifyingglass") }
                      Text("Profile").tabItem { Image(systemName: "person") }
                      """#),
                  interfaceBuilder: IB.tabs([IB.tabBarItem(nil, image: "house"), IB.tabBarItem(nil, image: "magnifyingglass"),
                                             IB.tabBarItem(nil, image: "person")])),

        RuleReach("toolbar.not-with-tab-bar",
                  swiftUI: tabView("RootTabs", #"""
                      NavigationStack {
                          List { Text("Beach") }
                              .navigationTitle("Photos")
                              .toolbar { ToolbarItem(placement: .bottomBar) { Button("Select") { } } }
                      }
                      .tabItem { Label("Photos", systemImage: "photo") }
                      Text("Albums").tabItem { Label("Albums", systemImage: "rectangle.stack") }
                      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
                      """#),
                  interfaceBuilder: IB.tabs(tabItems("Photos", "Albums", "Search")) { index in
                      index == 0 ? IB.navigationController("Tab-vc-000", root: "Pht-vc-001", attributes: #"toolbarHidden="NO""#,
                                                           extra: IB.tabBarItem("Photos"))
                          + IB.scene("Pht-vc-001", extra: #"""
                              <navigationItem key="navigationItem" title="Photos" id="Pht-ni-001"/>
                              <toolbarItems><barButtonItem title="Select" id="Pht-bb-001"/></toolbarItems>
                              """#) : ""
                  }),

        RuleReach("status-bar.contrast", swiftUI: .swiftUI(#"""
            struct WelcomeView: View {
                var body: some View {
                    ZStack {
                        Color(red: 0.1, green: 0.16, blue: 0.29).ignoresSafeArea()
                        Text("Welcome").foregroundStyle(.white)
                    }
                    .toolbarColorScheme(.light, for: .statusBar)
                }
            }
            """#),
                  interfaceBuilder: .cannot("the status bar's style is the view controller's preferredStatusBarStyle (code) or Info.plist's UIStatusBarStyle; a storyboard's simulated metrics only change Interface Builder's canvas")),

        RuleReach("status-bar.network-activity",
                  swiftUI: .cannot("how long a network operation lasts exists only at run time, and SwiftUI has no network activity indicator (UIApplication.isNetworkActivityIndicatorVisible, deprecated in iOS 13)"),
                  interfaceBuilder: .cannot("how long a network operation lasts exists only at run time; the indicator is UIApplication.isNetworkActivityIndicatorVisible, set in code and deprecated in iOS 13")),

        RuleReach("status-bar.no-permanent-hiding", swiftUI: .swiftUI(#"""
            struct PhotoViewer: View {
                var body: some View {
                    Image("beach")
                        .statusBarHidden()
                }
            }
            """#), interfaceBuilder: .cannot("a storyboard cannot hide the status bar: UIKit hides it through the view controller's prefersStatusBarHidden (code) or Info.plist's UIStatusBarHidden; simulated metrics only change the canvas")),
    ]
}
