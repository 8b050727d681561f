import Foundation
import HIGSite

/// What the preview answers to a request that arrived whole: only loopback hosts, only GET and
/// HEAD, only files of the built folder (HTML with the live-reload script), and the build status.
struct PreviewSite: Sendable {
    let files: PreviewFiles
    /// The port served: a Host field naming another one is refused.
    let port: UInt16
    let state: LiveState

    func respond(to request: RequestHead) -> PreviewResponse {
        guard LoopbackHost.accepts(request.host, port: port) else { return PreviewResponse(refusing: .hostNotLoopback) }
        guard request.method == "GET" || request.method == "HEAD" else { return PreviewResponse(refusing: .methodNotAllowed) }
        let names: [String]
        do {
            names = try request.target.segments()
        } catch {
            return PreviewResponse(refusing: error)
        }
        if request.target.path == LiveReload.statusPath { return status() }
        switch files.lookup(names, endsWithSlash: request.target.endsWithSlash) {
        case .file(let file):
            return page(file, status: .ok) ?? notFound()
        case .folderWithoutSlash:
            // Pages link relative to their folder: `/ko/bars` must become `/ko/bars/` in the address bar.
            let location = request.target.asFolder
            return PreviewResponse(status: .movedPermanently, contentType: "text/plain; charset=utf-8",
                                   body: Array("moved to \(location)\n".utf8), location: location)
        case .notFound:
            return notFound()
        case .outside:
            return PreviewResponse(refusing: .outsideServedFolder)
        case .notBuilt:
            return notBuilt()
        }
    }

    /// The build counter and the last error, which the live-reload script polls.
    private func status() -> PreviewResponse {
        let (version, error) = state.snapshot()
        let body = "{\"version\":\(version),\"error\":\(error.map(JSON.string) ?? "null")}"
        return PreviewResponse(status: .ok, contentType: "application/json", body: Array(body.utf8))
    }

    /// An HTML page is read and given the live-reload script; any other file is sent as it is.
    private func page(_ file: PreviewFiles.OpenFile, status: HTTPStatus) -> PreviewResponse? {
        let pathExtension = URL(fileURLWithPath: file.name).pathExtension
        let contentType = PreviewResponse.contentType(ofExtension: pathExtension)
        guard pathExtension == "html" else { return PreviewResponse(status: status, contentType: contentType, body: .file(file)) }
        guard let bytes = file.contents() else { return nil }
        return PreviewResponse(status: status, contentType: contentType, body: LiveReload.inject(bytes))
    }

    /// The site's own 404 page, which live-reloads like the others.
    private func notFound() -> PreviewResponse {
        if case .file(let file) = files.lookup(["404.html"], endsWithSlash: false), let page = page(file, status: .notFound) {
            return page
        }
        return PreviewResponse(status: .notFound, contentType: "text/plain; charset=utf-8", body: Array("404 Not Found\n".utf8))
    }

    /// Until a build succeeds there is no site to serve: every page shows why, and reloads once
    /// a build succeeds.
    private func notBuilt() -> PreviewResponse {
        let error = state.snapshot().error ?? "higsite has not built \(files.root) yet"
        let html = """
            <!doctype html>
            <html lang="en"><meta charset="utf-8"><title>higsite: no site built yet</title>
            <body><h1>No site built yet</h1><pre>\(HTML.escape(error))</pre></body></html>

            """
        return PreviewResponse(status: .serviceUnavailable, contentType: "text/html; charset=utf-8",
                               body: LiveReload.inject(Array(html.utf8)))
    }
}
