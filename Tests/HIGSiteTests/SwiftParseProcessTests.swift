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
        #expect(files[0].problems.map(\.message.en).first?.hasPrefix("not read: parsing it took more than 0.3 s of processor time") == true,
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
            #expect(problem?.message.en == "not read: the Swift parser crashed on this file (signal 11); the other files are read")
        }
        let missing = SwiftParseProcess(command: ["/nonexistent/higsite", SwiftParseProcess.childArgument])
        #expect(missing.problem(in: Array(Self.view.utf8))?.message.en.hasPrefix("cannot start the Swift parser (/nonexistent/higsite)") == true)
    }

    /// libFuzzer's timer interrupts reads with a signal whose handler does not restart them:
    /// `scripts/fuzz app` stopped at once on `FileHandle.availableData`, which ends the process
    /// on EINTR. The pipe is read again after each interruption.
    @Test func readsInterruptedBySignalsAreReadAgain() throws {
        let parser = SwiftParseProcess(command: [try higsite(), SwiftParseProcess.childArgument])
        let source = (0..<3_000).map { "struct V\($0): View { var body: some View { Text(\"\($0)\") } }\n" }.joined()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }  // no SA_RESTART, as libFuzzer installs its handlers
        sigaction(SIGUSR2, &action, nil)
        // The parse runs on a thread of its own that takes the signal (the test's own thread,
        // a worker of the concurrency pool, blocks signals), and another thread keeps sending it.
        let state = Interrupter()
        let reader = Thread {
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, SIGUSR2)
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            state.start(on: pthread_self())
            state.finish(parser.problem(in: Array(source.utf8)))
        }
        reader.start()
        while !state.isDone {
            if let target = state.target { pthread_kill(target, SIGUSR2) }
            usleep(200)
        }
        let problem = state.result
        #expect(problem == nil)
    }
}

private final class Interrupter: @unchecked Sendable {
    private let lock = NSLock()
    private var thread: pthread_t?
    private var done = false
    private var problem: ImportProblem?

    func start(on thread: pthread_t) { lock.withLock { self.thread = thread } }
    func finish(_ problem: ImportProblem?) { lock.withLock { self.problem = problem; done = true } }
    var target: pthread_t? { lock.withLock { done ? nil : thread } }
    var isDone: Bool { lock.withLock { done } }
    var result: ImportProblem? { lock.withLock { problem } }
}
