import Foundation

/// Serves the preview on a fixed number of threads, each accepting and answering one
/// connection at a time: at most ``RequestLimits/connections`` are served at once, and the
/// limits bound how long each can take.
///
/// Plain sockets rather than FlyingFox, used before: it read lines without a bound and had
/// no setting for one, which let one long header line take minutes of CPU.
final class PreviewServer: Sendable {
    let listener: PreviewListener
    let site: PreviewSite
    let limits: RequestLimits

    init(listener: PreviewListener, site: PreviewSite, limits: RequestLimits = .standard) {
        self.listener = listener
        self.site = site
        self.limits = limits
    }

    func start() {
        for _ in 0..<limits.connections {
            let thread = Thread { [self] in acceptConnections() }
            thread.name = "higsite serve"
            thread.start()
        }
    }

    func stop() {
        listener.stop()
    }

    private func acceptConnections() {
        while true {
            let client = accept(listener.descriptor, nil, nil)
            if client >= 0 {
                PreviewConnection(descriptor: client, site: site, limits: limits).serve()
                continue
            }
            switch errno {
            case EINTR, ECONNABORTED, EPROTO:
                continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                // Out of descriptors or memory for now: let the other threads finish theirs.
                usleep(100_000)
            default:
                return  // the listener was stopped
            }
        }
    }
}
