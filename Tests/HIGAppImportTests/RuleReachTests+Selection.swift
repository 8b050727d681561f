/// The reach matrix: colour wells, gauges, and the tokens and scopes of search fields.
extension RuleReachTests {
    static let noColorWellInInterfaceBuilder = "a storyboard or XIB has no element of its own for a colour well: a UIColorWell there is a plain view given that custom class, whose title Interface Builder has no attribute for (it is set in code)"
    static let noGaugeInInterfaceBuilder = "a gauge is SwiftUI's Gauge; UIKit has no gauge view, so a storyboard or XIB holds none"

    static let selection: [RuleReach] = [
        RuleReach("color-well.title", swiftUI: .swiftUI(#"""
            struct ThemeSettings: View {
                @State private var accent = Color.blue
                var body: some View {
                    ColorPicker(selection: $accent) { EmptyView() }
                }
            }
            """#), interfaceBuilder: .cannot(noColorWellInInterfaceBuilder)),

        RuleReach("gauge.current-value-label", swiftUI: .swiftUI(#"""
            struct BatteryView: View {
                var body: some View {
                    Gauge(value: 0.6) {
                        Text("Battery")
                    } currentValueLabel: {
                    } minimumValueLabel: {
                        Text("0%")
                    } maximumValueLabel: {
                        Text("100%")
                    }
                }
            }
            """#), interfaceBuilder: .cannot(noGaugeInInterfaceBuilder)),

        RuleReach("gauge.range-labels", swiftUI: .swiftUI(#"""
            struct StorageView: View {
                var body: some View {
                    Gauge(value: 54, in: 0...128) {
                        Text("Storage")
                    } currentValueLabel: {
                        Text("54 GB")
                    }
                }
            }
            """#), interfaceBuilder: .cannot(noGaugeInInterfaceBuilder)),

        RuleReach("gauge.short-labels", swiftUI: .swiftUI(#"""
            struct ChargeView: View {
                var body: some View {
                    Gauge(value: 0.72) {
                        Text("Battery")
                    } currentValueLabel: {
                        Text("72% charged")
                    } minimumValueLabel: {
                        Text("0%")
                    } maximumValueLabel: {
                        Text("100%")
                    }
                }
            }
            """#), interfaceBuilder: .cannot(noGaugeInInterfaceBuilder)),

        RuleReach("gauge.value-in-range", swiftUI: .swiftUI(#"""
            struct HumidityView: View {
                var body: some View {
                    Gauge(value: 64) {
                        Text("Humidity")
                    } currentValueLabel: {
                        Text("64%")
                    } minimumValueLabel: {
                        Text("0%")
                    } maximumValueLabel: {
                        Text("100%")
                    }
                }
            }
            """#), interfaceBuilder: .cannot(noGaugeInInterfaceBuilder)),

        RuleReach("search-bar.short-scopes", swiftUI: .swiftUI(#"""
            struct MailSearch: View {
                @State private var query = ""
                @State private var scope = 0
                var body: some View {
                    NavigationStack {
                        List { Text("Invoice") }
                            .navigationTitle("Inbox")
                            .searchable(text: $query)
                            .searchScopes($scope) {
                                Text("All Mailboxes").tag(0)
                                Text("Only the Mailbox on Screen").tag(1)
                            }
                    }
                }
            }
            """#), interfaceBuilder: IB.view(#"""
                <searchBar contentMode="redraw" placeholder="Search" showsScopeBar="YES" id="Srb-003">
                    <scopeButtonTitles><string>All Mailboxes</string><string>Only the Mailbox on Screen</string></scopeButtonTitles>
                </searchBar>
                """#)),

        RuleReach("search-bar.tokens-with-suggestions", swiftUI: .swiftUI(#"""
            struct PhotoSearch: View {
                struct Filter: Identifiable { let id: Int; let name: String }
                @State private var query = ""
                @State private var filters: [Filter] = []
                var body: some View {
                    NavigationStack {
                        List { Text("Beach") }
                            .searchable(text: $query, tokens: $filters) { filter in Text(filter.name) }
                    }
                }
            }
            """#), interfaceBuilder: .cannot("a search field's tokens (UISearchTextField.tokens) and its suggestions are set in code; Interface Builder has no attribute for either")),
    ]
}
