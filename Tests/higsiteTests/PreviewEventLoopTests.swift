import Foundation
import HIGSite
import Testing
@testable import higsite

/// The deadlines and the connection limit of the preview's event loop, with limits of a second
/// so the tests take seconds: a server of its own over a folder with higsite's marker.
@Suite("serve: connections' deadlines and limit")
struct PreviewEventLoopTests {
    /// A served folder holding a large file, and a server over it with `limits`; stopped and
    /// removed when the test lets go of it.
    final class Server {
        let folder: URL
        let server: PreviewServer
        let port: UInt16
        static let largeSize = 8 << 20

        init(limits: RequestLimits) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("higsite-loop-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data().write(to: folder.appendingPathComponent(OutputWriter.markerName))
            try Data("<html><body>home</body></html>".utf8).write(to: folder.appendingPathComponent("index.html"))
            try Data(repeating: UInt8(ascii: "a"), count: Self.largeSize).write(to: folder.appendingPathComponent("large.js"))
            let listener = try PreviewListener(port: 0)
            port = listener.port
            let site = PreviewSite(files: PreviewFiles(root: folder.path), port: port, state: LiveState())
            server = PreviewServer(listener: listener, site: site, limits: limits)
            server.start()
        }

        deinit {
            server.stop()
            try? FileManager.default.removeItem(at: folder)
        }

        func get(_ target: String) throws -> RawResponse {
            try RawHTTP.exchange(Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), port: port, timeout: 5)
        }
    }

    /// Everything the socket delivers until the server closes it, or nil if it has not within `seconds`.
    private static func readToEnd(_ descriptor: Int32, within seconds: Int) -> [UInt8]? {
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count == 0 || (count < 0 && errno == ECONNRESET) { return received }
            guard count > 0 else { return nil }
            received += chunk[..<count]
        }
    }

    @Test func aClientThatDoesNotReadIsCutOffAtTheResponseDeadline() throws {
        let server = try Server(limits: RequestLimits(responseTimeout: .seconds(1)))
        let descriptor = try RawHTTP.connected(to: server.port, timeout: 5, receiveBuffer: 4096)
        defer { close(descriptor) }
        _ = RawHTTP.send(Array("GET /large.js HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n".utf8), on: descriptor)
        // Reads nothing until well after the deadline, then everything the server had sent.
        Thread.sleep(forTimeInterval: 2)
        let received = try #require(Self.readToEnd(descriptor, within: 5), "the server kept the connection open")
        #expect(received.count < Server.largeSize, "the whole file was sent to a client that did not read")
        #expect(try server.get("/").status == 200)
    }

    @Test func aHeadThatDoesNotArriveInTimeIsAnswered408() throws {
        let server = try Server(limits: RequestLimits(headTimeout: .seconds(1)))
        let descriptor = try RawHTTP.connected(to: server.port, timeout: 5)
        defer { close(descriptor) }
        _ = RawHTTP.send(Array("GET / HTTP/1.1\r\n".utf8), on: descriptor)
        let started = ContinuousClock.now
        let answer = try RawResponse(try #require(Self.readToEnd(descriptor, within: 5)))
        #expect(answer.status == 408)
        // One second for the head, two of draining what the client might still send, then the close.
        #expect(ContinuousClock.now - started < .seconds(4))
    }

    /// When as many connections are open as the server takes, a new one closes the one that has
    /// waited longest for its head: the request that comes whole is answered.
    @Test func aFullServerMakesRoomForANewRequest() throws {
        let server = try Server(limits: RequestLimits(connections: 16))
        let halfOpen = HalfOpenRequests(40, port: server.port, within: 5)
        #expect(halfOpen.descriptors.count == 40)
        let started = ContinuousClock.now
        #expect(try server.get("/").text.contains("home"))
        #expect(ContinuousClock.now - started < .seconds(2))
        let oldest = try #require(halfOpen.descriptors.first)
        #expect(Self.readToEnd(oldest, within: 2) == [], "the oldest half-open connection was closed without an answer")
    }
}
