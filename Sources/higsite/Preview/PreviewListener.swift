import Foundation

/// A listening TCP socket on 127.0.0.1. Made before the first build, so a port in use is
/// reported at once.
final class PreviewListener: Sendable {
    let descriptor: Int32
    /// The port listened on; the one the system chose when asked for port 0.
    let port: UInt16

    init(port requested: UInt16) throws(PreviewServerError) {
        let descriptor = socket(AF_INET, Self.streamType, 0)
        guard descriptor >= 0 else { throw .socket(call: "socket", errorNumber: errno) }
        func fail(_ call: String) -> PreviewServerError {
            let number = errno
            close(descriptor)
            switch number {
            case EADDRINUSE: return .portInUse(requested)
            case EACCES: return .portNotAllowed(requested)
            default: return .socket(call: call, errorNumber: number)
            }
        }
        // A restart may bind while the last run's connections linger in TIME_WAIT; on Linux this
        // does not let two servers listen on one port.
        var yes: Int32 = 1
        guard setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size)) == 0 else { throw fail("setsockopt") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requested.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw fail("bind") }
        // A long queue: connections that come while the first build runs, or in a burst, wait
        // in it instead of being dropped. Non-blocking: the event loop accepts until it is empty.
        guard listen(descriptor, SOMAXCONN) == 0 else { throw fail("listen") }
        guard fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0 else { throw fail("fcntl") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw fail("getsockname") }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
    }

    /// Stops listening: the event loop's `poll` wakes, and `accept` fails from then on.
    func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// A connection waiting in the queue, as a non-blocking socket closed on exec; -1 with errno
    /// set (EAGAIN when none is waiting). Glibc's module has no accept4; serve starts no
    /// process that could inherit the socket between the two calls.
    func accept() -> Int32 {
        let client = Foundation.accept(descriptor, nil, nil)
        guard client >= 0 else { return client }
        _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        return client
    }

    #if canImport(Glibc)
    static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
    static let streamType = SOCK_STREAM
    #endif
}
