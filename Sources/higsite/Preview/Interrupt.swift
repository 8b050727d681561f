import Foundation

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
