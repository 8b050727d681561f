import Foundation

/// The build counter the pages poll, and the last build's error. Read by the server's
/// connection threads, written by the builds.
final class LiveState: @unchecked Sendable {
    private let lock = NSLock()
    private var version = 0
    private var error: String?

    func built() { lock.withLock { version += 1; error = nil } }
    func failed(_ message: String) { lock.withLock { error = message } }
    func snapshot() -> (version: Int, error: String?) { lock.withLock { (version, error) } }
}
