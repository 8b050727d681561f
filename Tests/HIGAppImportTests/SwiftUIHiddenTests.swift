import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// `.hidden()`: a view kept for the room it takes, drawn by none and silent to VoiceOver.
@Suite struct SwiftUIHiddenTests {
    typealias Support = SwiftUITestSupport

    func screen(_ body: String) throws -> ImportedScreen {
        let files = SwiftUIImporter.read([Support.source("import SwiftUI\n\nstruct Poll: View {\n    @State var voted = false\n    var body: some View {\n\(body)\n    }\n}\n")])
        return try #require(Support.screen("Poll", in: files))
    }

    @Test func aHiddenViewShowsNothing() throws {
        // A preview row sized by an invisible copy of itself (as IceCubesApp's display settings
        // do): one Vote button is on screen, not two.
        let poll = try screen("""
                ZStack {
                    Button("Vote") { }.buttonStyle(.borderedProminent).hidden()
                    Button("Vote") { }.buttonStyle(.borderedProminent)
                }
            """)
        #expect(poll.screen.content == [.button(Button(title: "Vote", style: .filled))])
        #expect(Support.violations(poll).isEmpty)
    }

    @Test func aHiddenCopyDoesNotStandForTheBranchThatShows() throws {
        // `if shown { Nav } else { Nav.hidden() }` (isowords' game screen keeps its place this
        // way): the branch that shows the menu button is the one read, so it is judged.
        let poll = try screen("""
                if voted {
                    Button { } label: { Image(systemName: "ellipsis") }
                } else {
                    Button { } label: { Image(systemName: "ellipsis") }
                        .hidden()
                }
            """)
        #expect(Support.violations(poll) == ["button.accessibility-label 7:9"])
    }
}
