import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// `ColorPicker`, `Gauge` and the tokens and suggestions of `.searchable` read into the model,
/// with what the code computes left unknown so no rule judges a guess.
@Suite struct SwiftUISelectionTests {
    typealias Support = SwiftUITestSupport

    static func read(_ body: String, state: String = "") throws -> ImportedScreen {
        let text = """
            import SwiftUI

            struct StudioView: View {
                @State private var tint = Color.orange
                @State private var level = 0.4
                @State private var query = ""
                @State private var tokens: [Filter] = []
            \(state)
                var body: some View {
            \(body)
                }
            }
            """
        let files = SwiftUIImporter.read([Support.source(text)])
        return try #require(Support.screen("StudioView", in: files), "\(Support.dump(files))")
    }

    @Test func aColorPickersTitleAndOpacityAreRead() throws {
        let screen = try Self.read("""
                    VStack {
                        ColorPicker("Stroke", selection: $tint, supportsOpacity: false)
                        ColorPicker(selection: $tint) { Text("Fill") }
                        ColorPicker(selection: $tint) { EmptyView() }
                        ColorPicker(strokeTitle, selection: $tint)
                    }
            """, state: "    let strokeTitle: String")
        let wells = screen.screen.content.compactMap { element -> ColorWell? in
            if case .colorWell(let well) = element { return well }
            return nil
        }
        #expect(wells == [ColorWell(title: "Stroke", supportsOpacity: false), ColorWell(title: "Fill"), ColorWell(), ColorWell(title: "…")])
        #expect(Support.violations(screen) == ["color-well.title 13:13"])
    }

    @Test func aGaugesLabelsRangeAndStyleAreRead() throws {
        let screen = try Self.read("""
                    Gauge(value: 72, in: 0...1) {
                        Text("Battery")
                    } currentValueLabel: {
                        Text("72%")
                    } minimumValueLabel: {
                        Text("0%")
                    } maximumValueLabel: {
                        Text("100%")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
            """)
        let gauge = try #require(screen.screen.content.first)
        #expect(gauge == .gauge(Gauge(value: 72, style: .accessoryCircularCapacity, label: "Battery", currentValueLabel: "72%",
                                      minimumLabel: "0%", maximumLabel: "100%")))
        #expect(Support.violations(screen) == ["gauge.value-in-range 10:9"])
    }

    @Test func aGaugesValueAndRangeFromVariablesAreUnknown() throws {
        let screen = try Self.read("""
                    Gauge(value: level, in: lower...upper) {
                        Text("Level")
                    } currentValueLabel: {
                        Text("\\(level) dB")
                    }
            """, state: "    let lower = 0.0\n    let upper = 1.0")
        guard case .gauge(let gauge) = try #require(screen.screen.content.first) else { Issue.record("not a gauge"); return }
        #expect(!gauge.valueIsKnown && !gauge.rangeIsKnown)
        #expect(gauge.currentValueLabel == "… dB")
        #expect(screen.unknowns.map(\.what.en).contains("the gauge's range"))
        // Only the missing range labels are judged.
        #expect(Support.violations(screen).map { $0.split(separator: " ")[0] } == ["gauge.range-labels"])
    }

    @Test func tokensWithoutSuggestionsAreFoundAndSuggestionsAnywhereCount() throws {
        let bare = try Self.read("""
                    NavigationStack {
                        List { Text("Lisbon") }
                            .searchable(text: $query, tokens: $tokens) { token in Text(token.name) }
                    }
            """)
        #expect(Support.violations(bare).contains { $0.hasPrefix("search-bar.tokens-with-suggestions") })

        let suggested = try Self.read("""
                    NavigationStack {
                        List { Text("Lisbon") }
                            .searchable(text: $query, tokens: $tokens) { token in Text(token.name) }
                            .searchSuggestions {
                                Text("Photos").searchCompletion("photos")
                                Text("Links").searchCompletion("links")
                            }
                    }
            """)
        guard case .searchBar(let bar) = try #require(suggested.screen.content.first) else { Issue.record("no search bar"); return }
        #expect(bar.tokens == ["…"] && bar.suggestions == ["Photos", "Links"])
        #expect(Support.violations(suggested).allSatisfy { !$0.hasPrefix("search-bar.tokens-with-suggestions") })

        let inside = try Self.read("""
                    NavigationStack {
                        List { Text("Lisbon") }
                            .searchSuggestions { ForEach(recent, id: \\.self) { Text($0) } }
                            .searchable(text: $query, tokens: $tokens) { token in Text(token.name) }
                    }
            """, state: "    let recent: [String] = []")
        guard case .searchBar(let insideBar) = try #require(inside.screen.content.first) else { Issue.record("no search bar"); return }
        #expect(insideBar.suggestions == ["…"])
    }
}
