/// The reach matrix: navigation bars and toolbars.
extension RuleReachTests {
    /// A `UIToolbar` in a scene's view with `items`.
    static func toolbar(_ items: String) -> RuleReach.Way {
        IB.view(#"<toolbar opaque="NO" contentMode="scaleToFill" id="Tlb-001"><items>\#(items)</items></toolbar>"#)
    }

    static func barButton(_ id: String, _ attributes: String) -> String {
        #"<barButtonItem \#(attributes) id="\#(id)"/>"#
    }

    /// A bar button item whose custom view is a button of the frame `width` × `height`.
    static func customBarButton(image: String, width: Int, height: Int) -> String {
        """
        <barButtonItem id="Bbi-cv-001"><button key="customView" opaque="NO" contentMode="scaleToFill" buttonType="system" id="Bbi-bt-001">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <state key="normal" image="\(image)" catalog="system"/>
            <accessibility key="accessibilityConfiguration" label="Filter"/>
        </button></barButtonItem>
        """
    }

    /// A navigation controller whose root scene, of class `TodayViewController`, has a navigation
    /// item with no title, and app code that declares the class and sets no title anywhere.
    static func untitled(item: String = "", attributes: String = "", largeTitles: Bool = false) -> RuleReach.Way {
        let navigation = IB.navigationController("Nav-vc-009", root: "Tdy-vc-001")
        return .storyboardWithCode((largeTitles ? navigation.replacingOccurrences(of: #"key="navigationBar""#, with: #"key="navigationBar" largeTitles="YES""#)
                                                : navigation)
            + IB.scene("Tdy-vc-001", attributes: #"customClass="TodayViewController""#, extra: """
                <navigationItem key="navigationItem" \(attributes) id="Tdy-ni-001">\(item)</navigationItem>
                """),
            code: "import UIKit\n\nfinal class TodayViewController: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad() }\n}\n")
    }

    static let bars: [RuleReach] = [
        RuleReach("navigation-bar.accessibility-label", swiftUI: .swiftUI(#"""
            struct MailboxView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Inbox") }
                            .navigationTitle("Mail")
                            .toolbar { Button { } label: { Image(systemName: "square.and.pencil") } }
                    }
                }
            }
            """#), interfaceBuilder: IB.navigation(item: #"<barButtonItem key="rightBarButtonItem" image="square.and.pencil" catalog="system" id="Bbi-001"/>"#,
                                                   itemAttributes: #"title="Mail""#)),

        RuleReach("navigation-bar.has-title", swiftUI: .swiftUI(#"""
            struct TodayView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Stand-up at 9:30") }
                            .toolbar { EditButton() }
                    }
                }
            }
            """#), interfaceBuilder: untitled(item: #"<barButtonItem key="rightBarButtonItem" systemItem="edit" id="Tdy-bb-001"/>"#)),

        RuleReach("navigation-bar.hit-target", swiftUI: .swiftUI(#"""
            struct PhotosView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Recents") }
                            .navigationTitle("Photos")
                            .toolbar {
                                Button { } label: { Image(systemName: "line.3.horizontal.decrease") }
                                    .frame(width: 30, height: 30)
                                    .accessibilityLabel("Filter")
                            }
                    }
                }
            }
            """#), interfaceBuilder: IB.navigation(item: "<rightBarButtonItems>\(customBarButton(image: "line.3.horizontal.decrease", width: 30, height: 30))</rightBarButtonItems>",
                                                   itemAttributes: #"title="Photos""#)),

        RuleReach("navigation-bar.item-count", swiftUI: .swiftUI(#"""
            struct NoteView: View {
                var body: some View {
                    NavigationStack {
                        Text("Groceries")
                            .navigationTitle("Note")
                            .toolbar {
                                ToolbarItemGroup(placement: .topBarTrailing) {
                                    Button("Share") { }
                                    Button("Pin") { }
                                }
                            }
                    }
                }
            }
            """#), interfaceBuilder: IB.navigation(item: "<rightBarButtonItems>" + barButton("Bbi-002", #"systemItem="action""#)
                                                   + barButton("Bbi-003", #"systemItem="bookmarks""#) + "</rightBarButtonItems>",
                                                   itemAttributes: #"title="Note""#)),

        RuleReach("navigation-bar.large-title-needs-title", swiftUI: .swiftUI(#"""
            struct LibraryView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Playlists") }
                            .navigationBarTitleDisplayMode(.large)
                    }
                }
            }
            """#), interfaceBuilder: untitled(attributes: #"largeTitleDisplayMode="always""#, largeTitles: true)),

        RuleReach("navigation-bar.segmented-control-top-level",
                  swiftUI: .swiftUI(#"""
                      struct AlbumsView: View {
                          var body: some View {
                              NavigationStack {
                                  List { NavigationLink("Jeju Trip") { AlbumView() } }
                                      .navigationTitle("Albums")
                              }
                          }
                      }

                      struct AlbumView: View {
                          @State private var layout = 0
                          var body: some View {
                              List { Text("IMG_0001") }
                                  .toolbar {
                                      ToolbarItem(placement: .principal) {
                                          Picker("Layout", selection: $layout) { Text("Grid").tag(0); Text("List").tag(1) }
                                              .pickerStyle(.segmented)
                                      }
                                  }
                          }
                      }
                      """#),
                  interfaceBuilder: .storyboard(IB.navigationController("Nav-vc-002", root: "Lst-vc-001")
                      + IB.scene("Lst-vc-001", extra: #"""
                          <navigationItem key="navigationItem" title="Albums" id="Lst-ni-001"/>
                          <connections><segue destination="Alb-vc-001" kind="show" id="Lst-sg-001"/></connections>
                          """#)
                      + IB.scene("Alb-vc-001", extra: """
                          <navigationItem key="navigationItem" id="Alb-ni-001">
                              \(segmented(segments("Songs", "Details")).replacingOccurrences(of: "<segmentedControl ", with: #"<segmentedControl key="titleView" "#))
                          </navigationItem>
                          """))),

        RuleReach("navigation-bar.single-segment-back",
                  swiftUI: .cannot("SwiftUI's back button has one segment: a breadcrumb of several is a view the app draws itself, which the model cannot tell from other views"),
                  interfaceBuilder: .cannot("UINavigationBar's back button has one segment: a breadcrumb of several is a custom view built in code")),

        RuleReach("toolbar.accessibility-label", swiftUI: .swiftUI(#"""
            struct NotesList: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Groceries") }
                            .navigationTitle("Notes")
                            .toolbar {
                                ToolbarItem(placement: .bottomBar) {
                                    Button { } label: { Image(systemName: "square.and.pencil") }
                                }
                            }
                    }
                }
            }
            """#), interfaceBuilder: toolbar(barButton("Bbi-004", #"image="square.and.pencil" catalog="system""#))),

        RuleReach("toolbar.hit-target", swiftUI: .swiftUI(#"""
            struct ReaderView: View {
                var body: some View {
                    NavigationStack {
                        Text("Chapter 1")
                            .navigationTitle("Reader")
                            .toolbar {
                                ToolbarItem(placement: .bottomBar) {
                                    Button { } label: { Image(systemName: "textformat.size") }
                                        .frame(width: 28, height: 28)
                                        .accessibilityLabel("Text Size")
                                }
                            }
                    }
                }
            }
            """#), interfaceBuilder: toolbar(customBarButton(image: "textformat.size", width: 28, height: 28))),

        RuleReach("toolbar.icons-over-text", swiftUI: .swiftUI(#"""
            struct MessageView: View {
                var body: some View {
                    NavigationStack {
                        Text("Hello")
                            .navigationTitle("Message")
                            .toolbar {
                                ToolbarItemGroup(placement: .bottomBar) {
                                    Button("Archive") { }
                                    Button("Move", systemImage: "folder") { }
                                    Button("Reply", systemImage: "arrowshape.turn.up.left") { }
                                    Button("Compose", systemImage: "square.and.pencil") { }
                                }
                            }
                    }
                }
            }
            """#), interfaceBuilder: toolbar(barButton("Bbi-005", #"title="Archive""#) + barButton("Bbi-006", #"systemItem="organize""#)
                                              + barButton("Bbi-007", #"systemItem="reply""#) + barButton("Bbi-008", #"systemItem="compose""#))),

        RuleReach("toolbar.no-mixed-styles", swiftUI: .swiftUI(#"""
            struct DraftView: View {
                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .navigationTitle("Draft")
                            .toolbar {
                                ToolbarItemGroup(placement: .bottomBar) {
                                    Button("Discard") { }
                                    Spacer()
                                    Button("Send") { }.buttonStyle(.bordered)
                                    Button("Later") { }
                                }
                            }
                    }
                }
            }
            """#), interfaceBuilder: toolbar(barButton("Bbi-009", #"title="Discard""#) + #"""
                <barButtonItem id="Bbi-010"><button key="customView" opaque="NO" contentMode="scaleToFill" buttonType="system" id="Bbi-bt-010">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="44"/>
                    <buttonConfiguration key="configuration" style="tinted" title="Send"/>
                </button></barButtonItem>
                """# + barButton("Bbi-011", #"title="Later""#))),

        RuleReach("toolbar.no-segmented-control", swiftUI: .swiftUI(#"""
            struct MapScreen: View {
                @State private var mode = 0
                var body: some View {
                    NavigationStack {
                        Text("Map")
                            .navigationTitle("Map")
                            .toolbar {
                                ToolbarItem(placement: .bottomBar) {
                                    Picker("Mode", selection: $mode) { Text("Map"); Text("Transit"); Text("Satellite") }
                                        .pickerStyle(.segmented)
                                }
                            }
                    }
                }
            }
            """#), interfaceBuilder: toolbar(#"<barButtonItem id="Bbi-012"><segmentedControl key="customView" opaque="NO" contentMode="scaleToFill" id="Seg-tb-001"><segments><segment title="Map"/><segment title="Transit"/></segments></segmentedControl></barButtonItem>"#)),
    ]
}
