import Foundation

/// Serves every connection from one thread that waits on all their sockets at once (`poll`)
/// and moves each on only when it is ready, so a connection costs a socket and a little
/// memory, not a thread. Sixteen threads, one connection each, used before: sixteen clients
/// that read slowly, or sent half a request head, held them all, and a new request waited
/// for a minute.
///
/// Each connection's phase ends at its deadline (``RequestLimits``), and when as many are open
/// as the server takes, a new one closes the connection that has waited longest for its head:
/// a client that sends its request answers within one turn of the loop, however many idle or
/// slow ones are open.
final class PreviewEventLoop {
    private let listener: PreviewListener
    private let site: PreviewSite
    private let limits: RequestLimits
    private let capacity: Int
    /// The open connections, oldest first.
    private var connections: [PreviewConnection] = []
    /// After the process ran out of descriptors: when to accept again (the connections wait in
    /// the listen queue meanwhile; polling the listener would only wake the loop at once).
    private var acceptAfter: ContinuousClock.Instant?
    /// The one buffer every read and every piece of a file goes through.
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    init(listener: PreviewListener, site: PreviewSite, limits: RequestLimits) {
        self.listener = listener
        self.site = site
        self.limits = limits
        capacity = Self.capacity(limits.connections)
    }

    /// Serves until the listener is stopped.
    func run() {
        while true {
            var waits = [pollfd(fd: acceptAfter == nil ? listener.descriptor : -1, events: Int16(POLLIN), revents: 0)]
            waits += connections.map { pollfd(fd: $0.descriptor, events: $0.events, revents: 0) }
            if poll(&waits, nfds_t(waits.count), timeout(from: .now)) < 0 && errno != EINTR { return }
            let now = ContinuousClock.now
            for (connection, wait) in zip(connections, waits.dropFirst()) {
                if wait.revents != 0 { connection.step(site: site, buffer: &buffer, now: now) }
                connection.expire(now: now)
            }
            connections.removeAll { $0.phase == .finished }
            if let after = acceptAfter, after <= now { acceptAfter = nil }
            if waits[0].revents != 0 && !acceptWaiting(now: now) { return }
        }
    }

    /// Milliseconds until the earliest deadline (rounded up, so it has passed on waking), or -1
    /// for none.
    private func timeout(from now: ContinuousClock.Instant) -> Int32 {
        let deadlines = connections.map(\.deadline) + (acceptAfter.map { [$0] } ?? [])
        guard let earliest = deadlines.min() else { return -1 }
        let left = now.duration(to: earliest).components
        let milliseconds = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000 + 1
        return Int32(max(0, min(milliseconds, 60_000)))
    }

    /// Accepts the connections waiting in the queue; false once the listener was stopped.
    private func acceptWaiting(now: ContinuousClock.Instant) -> Bool {
        while true {
            let client = listener.accept()
            if client >= 0 {
                admit(PreviewConnection(descriptor: client, limits: limits, now: now))
                continue
            }
            switch errno {
            case EAGAIN, EWOULDBLOCK:
                return true
            case EINTR, ECONNABORTED, EPROTO:
                continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                acceptAfter = now + .milliseconds(100)
                return true
            default:
                return false  // the listener was stopped
            }
        }
    }

    /// Adds a connection, first closing the one that has waited longest for its head (or, if
    /// every one is being answered, the oldest) when the server is full.
    private func admit(_ connection: PreviewConnection) {
        if connections.count >= capacity {
            connections.remove(at: connections.firstIndex { $0.phase == .readingHead } ?? 0)
        }
        connections.append(connection)
    }

    /// `wanted`, or fewer where the process may not open two descriptors per connection (its
    /// socket and the file it sends) and keep a few hundred for the builds.
    private static func capacity(_ wanted: Int) -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return min(wanted, 256) }
        return max(16, min(wanted, (Int(clamping: limit.rlim_cur) - 256) / 2))
    }
}
