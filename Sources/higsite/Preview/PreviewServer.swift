import Foundation

/// Serves the preview on a thread of its own, running a ``PreviewEventLoop`` until stopped.
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
        let thread = Thread { [self] in
            PreviewEventLoop(listener: listener, site: site, limits: limits).run()
        }
        thread.name = "higsite serve"
        thread.start()
    }

    func stop() {
        listener.stop()
    }
}
