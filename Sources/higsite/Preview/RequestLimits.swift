/// How much of a client the preview puts up with: every read and write is bounded, so no
/// request, however slow or large, can hold the server or its CPU for long.
struct RequestLimits: Sendable {
    /// The request line, without its line end (`GET /ko/ HTTP/1.1`); longer is 414.
    var requestLine = 8 * 1024
    /// The request line and every header line, with their line ends; larger is 431.
    var head = 32 * 1024
    /// From the connection's start to the end of its head; later is 408.
    var headTimeout: Duration = .seconds(10)
    /// How long one write of the response may wait for a client that does not read.
    var sendTimeout: Duration = .seconds(10)
    /// After answering a request that was not read whole, how long the rest is read and
    /// dropped, so that closing does not reset the connection before the client reads the answer.
    var drainTime: Duration = .seconds(2)
    /// Connections served at once; more wait in the listen queue.
    var connections = 16

    static let standard = RequestLimits()
}
