import ArgumentParser
import FlyingFox
import FlyingSocks
import Foundation
import HIGSite

/// `higsite serve`: builds, serves the site on 127.0.0.1, rebuilds when content or templates
/// change, and reloads open pages. A content error keeps the last good site, is printed, and is
/// shown on the open pages until it is fixed.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build, serve on 127.0.0.1, rebuild on change and reload the browser.",
        discussion: "Stop with Ctrl-C."
    )

    @OptionGroup var contentOptions: ContentOptions

    @Option(help: "The Mustache templates and assets/ of the site.")
    var templates = "templates"

    @Option(help: "The folder to build into and serve.")
    var output = "_site"

    @Option(help: "The port to listen on (127.0.0.1 only).")
    var port: UInt16 = 8000

    func run() async throws {
        let options = BuildOptions(content: UserPath(contentOptions.content), templates: UserPath(templates), output: UserPath(output))
        let state = LiveState()
        let session = BuildSession()
        await rebuild(options, session: session, state: state, reason: "first build")

        let server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        await server.appendRoute("GET /_higsite/status") { _ in
            let (version, error) = await state.snapshot()
            let body = "{\"version\":\(version),\"error\":\(error.map(JSON.string) ?? "null")}"
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: Data(body.utf8))
        }
        await server.appendRoute("GET *", to: LiveFileHandler(root: options.output.url))

        let watcher = Task {
            var fingerprint = Fingerprint.of([options.content.url, options.templates.url])
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(300))
                let current = Fingerprint.of([options.content.url, options.templates.url])
                if current != fingerprint {
                    fingerprint = current
                    await rebuild(options, session: session, state: state, reason: "change")
                }
            }
        }
        let serving = Task { try await server.run() }
        try await server.waitUntilListening()
        Console.out("serving \(output) at http://127.0.0.1:\(port)/ (Ctrl-C to stop)")

        await Interrupt.wait()
        watcher.cancel()
        serving.cancel()
        await server.stop(timeout: 1)
        Console.out("stopped")
    }

    private func rebuild(_ options: BuildOptions, session: BuildSession, state: LiveState, reason: String) async {
        let started = ContinuousClock.now
        do {
            let report = try session.build(options)
            let seconds = (ContinuousClock.now - started).seconds
            Console.error(DiagnosticPrinter.text(report.diagnostics, colored: Console.stderrWantsColor), terminator: "")
            if report.written {
                let what = switch report.rendered {
                case .all: reason == "first build" ? "built" : "rebuilt"
                case .changedPages(let count): "rebuilt \(count) changed page\(count == 1 ? "" : "s")"
                }
                Console.out("\(what) in \(String(format: "%.3f s", seconds))")
                await state.built()
            } else {
                Console.error("higsite: \(Summary.counts(report.diagnostics)); serving the last good build")
                await state.failed(DiagnosticPrinter.text(report.diagnostics))
            }
        } catch let error as CustomStringConvertible & Error {
            Console.error(error.description)
            await state.failed(error.description)
        }
    }
}

/// The build counter the pages poll, and the last build's error.
actor LiveState {
    private var version = 0
    private var error: String?

    func built() { version += 1; error = nil }
    func failed(_ message: String) { error = message }
    func snapshot() -> (Int, String?) { (version, error) }
}

/// Serves files of the output folder; HTML gets the live-reload script before `</body>`.
struct LiveFileHandler: HTTPHandler {
    let root: URL

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let components = request.path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        // Only plain names: a request can never climb out of the output folder.
        guard !components.contains(where: { $0 == ".." || $0 == "." || $0.contains("\0") }) else {
            return HTTPResponse(statusCode: .forbidden)
        }
        var url = components.reduce(root) { $0.appendingPathComponent($1) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            url.appendPathComponent("index.html")
        }
        guard var data = FileManager.default.contents(atPath: url.path) else {
            let notFound = FileManager.default.contents(atPath: root.appendingPathComponent("404.html").path) ?? Data("not found".utf8)
            return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/html; charset=utf-8"], body: Self.inject(notFound))
        }
        let type = Self.contentType(url.pathExtension)
        if url.pathExtension == "html" { data = Self.inject(data) }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: data)
    }

    static func contentType(_ pathExtension: String) -> String {
        switch pathExtension {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "xml": "application/xml"
        case "png": "image/png"
        default: "application/octet-stream"
        }
    }

    /// Polls the build counter: a new build reloads the page, a failed one shows its error.
    static let script = """
    <script>
    (function () {
      var seen = null, overlay = null;
      function show(text) {
        if (!overlay) {
          overlay = document.createElement("pre");
          overlay.setAttribute("role", "alert");
          overlay.style.cssText = "position:fixed;inset:auto 1rem 1rem 1rem;max-height:50vh;overflow:auto;z-index:99;margin:0;padding:1rem;" +
            "background:#2c0b0e;color:#ffd7d5;border:2px solid #ff453a;border-radius:12px;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap";
          document.body.appendChild(overlay);
        }
        overlay.textContent = text;
      }
      function poll() {
        fetch("/_higsite/status", { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (s) {
          if (seen !== null && s.version !== seen) { location.reload(); return; }
          seen = s.version;
          if (s.error) show(s.error); else if (overlay) { overlay.remove(); overlay = null; }
        }).catch(function () {}).then(function () { setTimeout(poll, 500); });
      }
      poll();
    })();
    </script>
    """

    static func inject(_ html: Data) -> Data {
        var text = String(decoding: html, as: UTF8.self)
        if let end = text.range(of: "</body>", options: .backwards) {
            text.insert(contentsOf: script, at: end.lowerBound)
        } else {
            text += script
        }
        return Data(text.utf8)
    }
}

/// The latest modification time and number of files below some folders: a change to any
/// content or template file changes it.
/// What the watcher compares every 300 ms: how many files and folders there are and the
/// newest modification time among them (a rename changes its folder's). Plain lstat calls:
/// on a site of thousands of pages Foundation's URL resource values cost more than a rebuild.
struct Fingerprint: Equatable {
    var entries = 0
    var latest = 0

    static func of(_ folders: [URL]) -> Fingerprint {
        var fingerprint = Fingerprint()
        func visit(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            fingerprint.entries += 1
            fingerprint.latest = max(fingerprint.latest, info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec)
            guard info.st_mode & S_IFMT == S_IFDIR, let folder = opendir(path) else { return }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { visit(path + "/" + name) }
            }
        }
        for folder in folders { visit(folder.path) }
        return fingerprint
    }
}

/// Waits for Ctrl-C (SIGINT) or SIGTERM.
enum Interrupt {
    static func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            signal(SIGINT, SIG_IGN)
            signal(SIGTERM, SIG_IGN)
            let sources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .main) }
            let once = OnceFlag()
            for source in sources {
                source.setEventHandler {
                    if once.claim() {
                        sources.forEach { $0.cancel() }
                        continuation.resume()
                    }
                }
                source.resume()
            }
        }
    }
}

final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}
