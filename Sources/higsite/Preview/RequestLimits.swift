/// How much of a client the preview puts up with: every phase of a connection has a deadline
/// and every buffer a size, so no request, however slow or large, holds the server, its
/// memory or its CPU for long, and none holds up the others (``PreviewEventLoop``).
struct RequestLimits: Sendable {
    /// The request line, without its line end (`GET /ko/ HTTP/1.1`); longer is 414.
    var requestLine = 8 * 1024
    /// The request line and every header line, with their line ends; larger is 431.
    var head = 32 * 1024
    /// From the connection's start to the end of its head; later is 408.
    var headTimeout: Duration = .seconds(10)
    /// From the end of the head to the answer's last byte: a client that reads slower than
    /// that is cut off. Over loopback a browser takes a few milliseconds for the largest file.
    var responseTimeout: Duration = .seconds(20)
    /// After answering a request that was not read whole, how long the rest is read and
    /// dropped, so that closing does not reset the connection before the client reads the answer.
    var drainTime: Duration = .seconds(2)
    /// Connections open at once (fewer where the process may open fewer descriptors). One more
    /// closes the connection that has waited longest for its head: a new request always gets in.
    var connections = 1024

    static let standard = RequestLimits()
}
