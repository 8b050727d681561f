import HIGAppImport
import HIGRules
import Testing

/// A filled button written once in a reused view counts once, however many copies a screen shows
/// (two polls in a row, placeholder rows of a `ForEach`): how many show at once is run-time data.
@Suite struct SwiftUIFilledCopiesTests {
    typealias Support = SwiftUITestSupport

    static func violations(_ feed: String) throws -> (rules: [String], unknowns: [String]) {
        let text = """
            import SwiftUI

            struct PollView: View {
                var body: some View {
                    Button("Send") { }
                        .buttonStyle(.borderedProminent)
                }
            }

            struct FeedView: View {
                var body: some View {
                    VStack {
            \(feed)
                    }
                }
            }
            """
        let files = SwiftUIImporter.read([Support.source(text)])
        let screen = try #require(Support.screen("FeedView", in: files), "\(Support.dump(files))")
        return (Support.violations(screen).map { String($0.prefix { $0 != " " }) }, screen.unknowns.map(\.what.en))
    }

    @Test func copiesOfOneButtonCountOnce() throws {
        let copies = try Self.violations("            PollView()\n            PollView()\n            ForEach(0..<3) { _ in PollView() }")
        #expect(!copies.rules.contains("button.one-prominent"), "\(copies.rules)")
        #expect(copies.unknowns.contains("the style of a copy of a filled button"))
        let two = try Self.violations("            PollView()\n            Button(\"Vote\") { }.buttonStyle(.borderedProminent)")
        #expect(two.rules.contains("button.one-prominent"), "two buttons written apart are two: \(two.rules)")
    }
}
