import HIGAppImport
import HIGControls
import Testing

/// A view another view pushes (a NavigationLink's destination, a navigationDestination) has a back
/// button titled by the view before it.
@Suite struct SwiftUIPushTests {
    typealias Support = SwiftUITestSupport

    static let detail = """
        struct TripView: View {
            var body: some View { List { Text("Day 1") }.navigationTitle("Jeju") }
        }
        """

    static func backButton(_ source: String) throws -> NavigationBar.BackButton? {
        let files = SwiftUIImporter.read([Support.source("import SwiftUI\n\n" + source + "\n\n" + detail)])
        return try #require(Support.screen("TripView", in: files)?.screen.navigationBar, "\(Support.dump(files))").backButton
    }

    @Test func everyWayToPushGivesABackButtonTitledByThePreviousScreen() throws {
        let pushes = [
            #"NavigationLink("Jeju") { TripView() }"#,
            #"NavigationLink(destination: TripView()) { Text("Jeju") }"#,
            #"NavigationLink { TripView() } label: { Text("Jeju") }"#,
        ]
        for push in pushes {
            let trips = "struct TripsView: View {\n    var body: some View {\n        NavigationStack { List { \(push) }.navigationTitle(\"Trips\") }\n    }\n}"
            #expect(try Self.backButton(trips)?.title == "Trips", "\(push)")
        }
        let destination = """
            struct TripsView: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Jeju", value: 1) }
                            .navigationTitle("Trips")
                            .navigationDestination(for: Int.self) { _ in TripView() }
                    }
                }
            }
            """
        #expect(try Self.backButton(destination)?.title == "Trips")
    }

    @Test func aTitleThatIsNotKnownIsNotGuessed() throws {
        // Two views push it: which one was before is not known.
        let two = """
            struct TripsView: View {
                var body: some View { NavigationStack { List { NavigationLink("Jeju") { TripView() } }.navigationTitle("Trips") } }
            }
            struct FavouritesView: View {
                var body: some View { NavigationStack { List { NavigationLink("Jeju") { TripView() } }.navigationTitle("Favourites") } }
            }
            """
        #expect(try Self.backButton(two)?.title == "…")
        // A title from a variable.
        let computed = """
            struct TripsView: View {
                let name: String
                var body: some View { NavigationStack { List { NavigationLink("Jeju") { TripView() } }.navigationTitle(name) } }
            }
            """
        #expect(try Self.backButton(computed)?.title == "…")
    }

    @Test func aViewNothingPushesHasNoBackButton() throws {
        // Shown in a sheet, it is the root of what the sheet shows.
        let sheet = """
            struct TripsView: View {
                @State private var showing = false
                var body: some View { NavigationStack { Text("Trips").sheet(isPresented: $showing) { TripView() } } }
            }
            """
        #expect(try Self.backButton(sheet) == nil)
    }
}
