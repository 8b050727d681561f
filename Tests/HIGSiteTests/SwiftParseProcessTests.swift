import Foundation
import HIGAppImport
import HIGSite
import Testing

/// Swift is parsed first in a child process under a limit of processor time (issue 34: 32 KB of
/// text far from Swift kept swift-syntax's error recovery busy for seconds, 256 KB for minutes).
@Suite("Swift parsed in a child process")
struct SwiftParseProcessTests {
    /// Lines on which swift-syntax's recovery looks ahead to the end of the file, again and
    /// again: an attribute, then a closing tag. Over a second in a debug build at 16 KB.
    static let runaway = "func f() async throws {\n    _ = " + String(repeating: "a@b </c>\n", count: 2_000)

    static let view = """
        import SwiftUI

        struct Settings: View {
            var body: some View {
                Button("Save") {}
            }
        }

        """

    private func higsite() throws -> String {
        try #require(ContentPathTests.executable(), "the higsite executable of this build").path
    }

    @Test func aParseThatRunsAwayIsStoppedAndTheOtherFilesAreRead() throws {
        let parser = SwiftParseProcess(command: [try higsite(), SwiftParseProcess.childArgument], limit: { _ in 300 })
        let files = SwiftUIImporter.read([("Slow.swift", Array(Self.runaway.utf8)), ("Settings.swift", Array(Self.view.utf8))],
                                         parseGuard: parser)
        #expect(files[0].screens.isEmpty)
        #expect(files[0].problems.map(\.message).first?.hasPrefix("not read: parsing it took more than 0.3 s of processor time") == true,
                "\(files[0].problems)")
        // The next file goes to a new child, and is read.
        #expect(files[1].problems.isEmpty, "\(files[1].problems)")
        #expect(files[1].screens.map(\.name) == ["Settings"])
    }

    @Test func aSyntaxErrorComesBackAtItsPlaceAsTheParserInThisProcessSaysIt() throws {
        let broken = Array("import SwiftUI\n\nstruct A: View {\n    var body: some View {\n        Text(\"a\"\n    }\n}\n".utf8)
        let parser = SwiftParseProcess(command: [try higsite(), SwiftParseProcess.childArgument])
        let expected = try #require(SwiftUIImporter.syntaxProblem(of: broken))
        #expect(parser.problem(in: broken) == expected)
        #expect(expected.position != nil)
        #expect(parser.problem(in: Array(Self.view.utf8)) == nil)
        #expect(SwiftUIImporter.read([("A.swift", broken)], parseGuard: parser)[0].problems == [expected])
    }

    @Test func aChildThatCrashesIsOneProblemAndTheNextFileStartsAnother() throws {
        let crashing = SwiftParseProcess(command: ["/bin/sh", "-c", "kill -SEGV $$"])
        let problems = [crashing.problem(in: Array(Self.view.utf8)), crashing.problem(in: Array(Self.view.utf8))]
        for problem in problems {
            #expect(problem?.message == "not read: the Swift parser crashed on this file (signal 11); the other files are read")
        }
        let missing = SwiftParseProcess(command: ["/nonexistent/higsite", SwiftParseProcess.childArgument])
        #expect(missing.problem(in: Array(Self.view.utf8))?.message.hasPrefix("cannot start the Swift parser (/nonexistent/higsite)") == true)
    }
}
