import Foundation
import Testing

/// Clients that hold connections open without finishing with them (issue 34, item 8): however
/// many there are, a new request is answered within 2 seconds. The slow clients run for a few
/// seconds only; the server's own limits are longer, so it is its design that is tested, not
/// a timeout running out.
@Suite("higsite serve under slow clients")
struct ServeSlowClientTests {
    /// Sixteen clients reading a large asset 2 KB every 3 seconds used to hold all sixteen
    /// connection threads; a normal request got no answer for a minute.
    @Test func slowReadersDoNotHoldTheServer() throws {
        let project = try Project()
        let serve = try ServeProcess(in: project)
        try Data(repeating: UInt8(ascii: "a"), count: 16 << 20)
            .write(to: project.url.appendingPathComponent("_site/assets/large.js"))
        let readers = try (0..<16).map { _ in try SlowReader(port: serve.port, target: "/assets/large.js") }
        // Time for the server to take each request and fill the client's window.
        Thread.sleep(forTimeInterval: 1)
        let (response, seconds) = serve.timedRequest("/ko/")
        #expect(response?.status == 200, "no answer within 5 s while \(readers.count) slow readers are open")
        #expect(seconds < 2, "a new GET took \(seconds) s")
    }

    /// Connections that sent part of a request head and then nothing used to wait their full
    /// ten seconds each, sixteen at a time, while every new request queued behind them.
    @Test func halfOpenRequestsDoNotHoldTheServer() throws {
        let serve = try ServeProcess(in: try Project())
        let halfOpen = HalfOpenRequests(300, port: serve.port, within: 5)
        #expect(halfOpen.descriptors.count == 300, "the server took only \(halfOpen.descriptors.count) connections in 5 s")
        let (response, seconds) = serve.timedRequest("/ko/")
        #expect(response?.status == 200, "no answer within 5 s while 300 half-open requests wait")
        #expect(seconds < 2, "a new GET took \(seconds) s")
    }
}
