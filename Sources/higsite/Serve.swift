import ArgumentParser
import Foundation
import HIGControls
import HIGSite

/// `higsite serve`: builds, serves the site on 127.0.0.1, rebuilds when content or templates
/// change, and reloads open pages. A content error keeps the last good site, is printed, and is
/// shown on the open pages until it is fixed.
///
/// A local preview: it answers only loopback Host names, serves only regular files opened
/// beneath the folder it built through no symbolic link, and only while that folder carries
/// higsite's marker, and bounds every request (see `Preview/`).
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build, serve on 127.0.0.1, rebuild on change and reload the browser.",
        discussion: """
            A local preview: it answers only requests for 127.0.0.1, localhost or [::1], and serves \
            only the folder it built. Stop with Ctrl-C.
            """
    )

    @OptionGroup var siteOptions: SiteOptions

    @Option(help: "The port to listen on, 127.0.0.1 only: 0–65535, where 0 picks a free port (printed).")
    var port: UInt16 = 8000

    func run() async throws {
        // First of all: a Ctrl-C or SIGTERM from here on stops serve in order, however early it comes.
        Interrupt.install()
        // No base URL: the preview's links stay on the preview.
        let (options, warnings) = try siteOptions.load { _ in nil }
        Console.error(DiagnosticPrinter.text(warnings, colored: Console.stderrWantsColor), terminator: "")
        let listener: PreviewListener
        do {
            listener = try PreviewListener(port: port)
        } catch {
            Console.error(TerminalText.escaped(error.description))
            throw ExitCode(2)
        }
        let state = LiveState()
        let session = BuildSession()
        // Watching starts before the first build reads anything: an edit made while it runs, or
        // right after it (before the server is up), is seen and rebuilt, never lost.
        let roots = [options.content.url] + (options.templates.map { [$0.url] } ?? [])
        let named = [options.content] + (options.templates.map { [$0] } ?? [])
        let rootNames = Dictionary(named.map { ($0.url.path, $0.display) }, uniquingKeysWith: { first, _ in first })
        let watching = FolderWatcher.make(roots).map(Watching.folders) ?? .fingerprint(Fingerprint.of(roots))
        // Content errors are shown on the pages; anything the first build throws (a folder
        // higsite did not make, an output overlapping the content, a failing disk) leaves
        // nothing that may be served.
        do {
            try await rebuild(options, session: session, state: state, reason: "first build")
        } catch {
            Console.error(Self.message(error))
            throw ExitCode(2)
        }

        let site = PreviewSite(files: PreviewFiles(root: options.output.url.path), port: listener.port, state: state)
        let server = PreviewServer(listener: listener, site: site)
        server.start()
        let watcher = Task {
            await watch(watching, roots: roots, names: rootNames) { changed in
                await rebuildAfterChange(options, session: session, state: state, changed: changed)
            }
        }
        Console.out("serving \(TerminalText.escaped(options.output.display)) at http://127.0.0.1:\(listener.port)/ (Ctrl-C to stop)")

        await Interrupt.wait()
        watcher.cancel()
        server.stop()
        Console.out("stopped")
    }

    /// How `serve` learns of changes: the kernel names them (inotify), or the files' fingerprint
    /// is compared with the last one, every 300 ms.
    private enum Watching {
        case folders(FolderWatcher)
        case fingerprint(Fingerprint)
    }

    /// Waits for changes until cancelled and hands each to `rebuild` (the paths that changed, or
    /// nil: look at every file). A watched root replaced by another folder is said on the
    /// terminal (`names`: each root's path as the user named it) and built again whole; one
    /// the system will not watch whole makes `serve` poll from then on.
    private func watch(_ watching: Watching, roots: [URL], names: [String: String], rebuild: (Set<String>?) async -> Void) async {
        var watching = watching
        while !Task.isCancelled {
            switch watching {
            case .folders(let folders):
                try? await Task.sleep(for: .milliseconds(50))
                let moved = folders.rootChanges()
                for root in moved { Console.out(TerminalText.escaped(root.message(naming: names[root.path] ?? root.path))) }
                if moved.contains(where: \.needsPolling) {
                    watching = .fingerprint(Fingerprint.of(roots))
                    await rebuild(nil)
                    continue
                }
                // A root's events were dropped with its watches: what changed is not known.
                guard var change = moved.isEmpty ? folders.pending() : .unknown else { continue }
                // An editor's save is several events: those that follow closely join it.
                try? await Task.sleep(for: .milliseconds(30))
                if let more = folders.pending() { change = change.merged(with: more) }
                await rebuild(change.files)
            case .fingerprint(let fingerprint):
                try? await Task.sleep(for: .milliseconds(300))
                let current = Fingerprint.of(roots, since: fingerprint.latest)
                guard current != fingerprint else { continue }
                watching = .fingerprint(current)
                await rebuild(current.onlyChangedFiles(since: fingerprint))
            }
        }
    }

    /// Rebuilds after a change the watcher saw; what the build throws is printed and shown on the pages.
    private func rebuildAfterChange(_ options: BuildOptions, session: BuildSession, state: LiveState, changed: Set<String>?) async {
        do {
            try await rebuild(options, session: session, state: state, reason: "change", changed: changed)
        } catch {
            Console.error(Self.message(error))
            state.failed(Self.message(error))
        }
    }

    /// Builds; content errors are printed and shown on the pages, what the build throws is thrown.
    private func rebuild(_ options: BuildOptions, session: BuildSession, state: LiveState, reason: String,
                         changed: Set<String>? = nil) async throws {
        let started = ContinuousClock.now
        let report = try await Self.onOwnThread { try session.build(options, changed: changed) }
        let seconds = (ContinuousClock.now - started).seconds
        if ProcessInfo.processInfo.environment["HIGSITE_TIMINGS"] == "1" { Console.error(StepTimings.text(report.timings)) }
        Console.error(DiagnosticPrinter.text(report.diagnostics, colored: Console.stderrWantsColor), terminator: "")
        if report.written {
            let what = switch report.rendered {
            case .all: reason == "first build" ? "built" : "rebuilt"
            case .changedPages(let count): "rebuilt \(count) changed page\(count == 1 ? "" : "s")"
            }
            Console.out("\(what) in \(String(format: "%.3f s", seconds))")
            state.built()
        } else {
            Console.error("higsite: \(Summary.counts(report.diagnostics)); serving the last good build")
            state.failed(DiagnosticPrinter.text(report.diagnostics))
        }
    }

    /// Runs `work` on a thread of its own and waits for it without holding a thread of the
    /// cooperative pool: a build takes every core for a while, and the pool's few threads must
    /// stay free to answer the preview's requests meanwhile.
    private static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }

    /// The build's errors carry their whole text (`path: error: …`), which quotes paths: escaped
    /// as every text diagnostic is (TerminalText).
    private static func message(_ error: any Error) -> String {
        TerminalText.escaped(String(describing: error))
    }
}
