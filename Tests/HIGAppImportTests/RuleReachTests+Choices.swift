/// The reach matrix: segmented controls, pickers and page controls.
extension RuleReachTests {
    /// A segmented control of `segments` (each a `<segment …/>`).
    static func segmented(_ segments: String) -> String {
        #"<segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="Seg-001"><segments>\#(segments)</segments></segmentedControl>"#
    }

    static func segments(_ titles: String...) -> String {
        titles.map { #"<segment title="\#($0)"/>"# }.joined()
    }

    /// A SwiftUI view holding a segmented picker of `options`.
    static func segmentedPicker(_ name: String, _ options: String) -> RuleReach.Way {
        .swiftUI("""
            struct \(name): View {
                @State private var selection = 0
                var body: some View {
                    Picker("Show", selection: $selection) {
                        \(options)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """)
    }

    /// A page view of the SwiftUI kind: `TabView` in the page style, with `count` pages.
    static func pages(_ count: Int) -> RuleReach.Way {
        .swiftUI("""
            struct OnboardingView: View {
                var body: some View {
                    TabView {
                        ForEach(1...\(count), id: \\.self) { page in
                            Image("onboarding-\\(page)")
                        }
                    }
                    .tabViewStyle(.page)
                }
            }
            """)
    }


    static let choices: [RuleReach] = [
        RuleReach("segmented-control.consistent-label-length",
                  swiftUI: segmentedPicker("MailboxFilter", #"Text("All").tag(0); Text("Unread or Flagged").tag(1)"#),
                  interfaceBuilder: IB.view(segmented(segments("All", "Unread or Flagged")))),

        RuleReach("segmented-control.hit-target",
                  swiftUI: .swiftUI(#"""
                      struct WeekdayPicker: View {
                          @State private var day = 0
                          var body: some View {
                              Picker("Day", selection: $day) {
                                  Text("M").tag(0); Text("T").tag(1); Text("W").tag(2); Text("T").tag(3); Text("F").tag(4)
                              }
                              .pickerStyle(.segmented)
                              .frame(width: 160)
                          }
                      }
                      """#),
                  interfaceBuilder: IB.view(#"""
                      <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="Seg-007">
                          <rect key="frame" x="16" y="120" width="150" height="32"/>
                          <constraints><constraint firstAttribute="width" constant="150" id="Seg-007-w"/></constraints>
                          <segments><segment title="M"/><segment title="T"/><segment title="W"/><segment title="T"/><segment title="F"/></segments>
                      </segmentedControl>
                      """#)),

        RuleReach("segmented-control.no-mixed-content",
                  swiftUI: segmentedPicker("LayoutPicker", #"Text("List").tag(0); Image(systemName: "square.grid.2x2").tag(1)"#),
                  interfaceBuilder: IB.view(segmented(#"<segment title="List"/><segment image="square.grid.2x2" catalog="system"/>"#))),

        RuleReach("segmented-control.segment-count",
                  swiftUI: segmentedPicker("WeekdayPicker", #"ForEach(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], id: \.self) { Text($0) }"#),
                  interfaceBuilder: IB.view(segmented(segments("Mon", "Tue", "Wed", "Thu", "Fri", "Sat")))),

        RuleReach("segmented-control.short-labels",
                  swiftUI: segmentedPicker("SortPicker", #"Text("Newest").tag(0); Text("Most Recently Played").tag(1)"#),
                  interfaceBuilder: IB.view(segmented(segments("Newest", "Most Recently Played")))),

        RuleReach("picker.predictable-order", swiftUI: .swiftUI(#"""
            struct RegionView: View {
                @State private var region = "Germany"
                var body: some View {
                    Picker("Region", selection: $region) {
                        Text("Germany")
                        Text("Austria")
                        Text("Switzerland")
                        Text("Belgium")
                    }
                    .pickerStyle(.wheel)
                }
            }
            """#), interfaceBuilder: .cannot("a UIPickerView's rows come from its data source in code: the file holds none")),

        RuleReach("picker.very-long-lists", swiftUI: .swiftUI(#"""
            struct BirthYearView: View {
                @State private var year = 1990
                var body: some View {
                    Picker("Year", selection: $year) {
                        ForEach(1700...2025, id: \.self) { Text(String($0)) }
                    }
                    .pickerStyle(.wheel)
                }
            }
            """#), interfaceBuilder: .cannot("a UIPickerView's rows come from its data source in code: the file holds none")),

        RuleReach("page-control.dot-count", swiftUI: pages(12),
                  interfaceBuilder: IB.view(#"<pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="12" id="Pgc-001"/><scrollView pagingEnabled="YES" showsVerticalScrollIndicator="NO" id="Scr-001"/>"#)),

        RuleReach("page-control.hit-target",
                  swiftUI: .cannot("SwiftUI has no page control of its own: TabView's page style draws the dots at the system's size, which the app does not set"),
                  interfaceBuilder: IB.view(#"""
                      <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="3" id="Pgc-007">
                          <rect key="frame" x="150" y="700" width="93" height="20"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="20" id="Pgc-007-h"/>
                              <constraint firstAttribute="width" constant="93" id="Pgc-007-w"/>
                          </constraints>
                      </pageControl>
                      """#)),

        RuleReach("page-control.page-limit", swiftUI: pages(24),
                  interfaceBuilder: IB.view(#"<pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="24" id="Pgc-002"/><scrollView pagingEnabled="YES" showsVerticalScrollIndicator="NO" id="Scr-002"/>"#)),

        RuleReach("page-control.with-paging",
                  swiftUI: .cannot("SwiftUI's only page control is the one TabView's page style shows, whose pages always scroll a page at a time"),
                  interfaceBuilder: IB.view(#"<pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="3" id="Pgc-003"/>"#)),
    ]
}
