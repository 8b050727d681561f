import Testing
@testable import higsite

@Suite("serve: reading a request head")
struct RequestHeadTests {
    private func collect(_ chunks: [[UInt8]], limits: RequestLimits = .standard) throws(RequestError) -> RequestHeadBuffer {
        var buffer = RequestHeadBuffer(limits: limits)
        for chunk in chunks {
            if try buffer.append(chunk) { break }
        }
        return buffer
    }

    @Test func aHeadSplitAnywhereIsFoundWhole() throws {
        let text = Array("\r\nGET /ko/ HTTP/1.1\r\nHost: 127.0.0.1:8000\r\n\r\nbody".utf8)
        let headEnd = text.count - "body".utf8.count
        for split in 1..<text.count {
            let buffer = try collect([Array(text[..<split]), Array(text[split...])])
            #expect(buffer.head.map { Array($0) } == Array(text[..<headEnd]), "split at \(split)")
            // Reading stops with the chunk that completes the head; only a split right at its end leaves nothing after it.
            #expect(buffer.hasBytesAfterHead == (split != headEnd), "split at \(split)")
        }
    }

    @Test func anIncompleteHeadIsNotAHead() throws {
        let buffer = try collect([Array("GET / HTTP/1.1\r\nHost: localhost\r\n".utf8)])
        #expect(buffer.head == nil)
    }

    @Test func aMegabyteHeaderLineIsRefusedAtTheHeadLimit() throws {
        var buffer = RequestHeadBuffer(limits: .standard)
        #expect(try !buffer.append(Array("GET / HTTP/1.1\r\nX-Long: ".utf8)))
        #expect(throws: RequestError.headTooLarge(limit: 32 * 1024)) {
            for _ in 0..<64 { _ = try buffer.append([UInt8](repeating: UInt8(ascii: "a"), count: 16 * 1024)) }
        }
        #expect(buffer.bytes.count <= 48 * 1024, "reading stops at the limit, not at the end of the line")
    }

    @Test func aLongRequestLineIsRefusedBeforeTheHeadLimit() {
        let line = Array(("GET /" + String(repeating: "a", count: 9 * 1024)).utf8)
        #expect(throws: RequestError.requestLineTooLong(limit: 8 * 1024)) { try collect([line]) }
        let fits = Array(("GET /" + String(repeating: "a", count: 8 * 1024 - 14) + " HTTP/1.1\r\n\r\n").utf8)
        #expect(throws: Never.self) { try collect([fits]) }
    }

    @Test func parsesMethodTargetAndHost() throws {
        let head = try RequestHead(parsing: Array("GET /ko/bars?x=1 HTTP/1.1\r\nHOST:  localhost:8000 \r\nAccept: */*\r\n\r\n".utf8)[...])
        #expect(head == RequestHead(method: "GET", target: RequestTarget("/ko/bars?x=1"), host: "localhost:8000"))
        #expect(head.target.path == "/ko/bars")
        #expect(head.target.query == "x=1")
        #expect(try RequestHead(parsing: Array("POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\n".utf8)[...]).declaresBody)
    }

    @Test(arguments: [
        ("GET /a b HTTP/1.1\r\n\r\n", RequestError.malformedRequestLine),
        ("GET  / HTTP/1.1\r\n\r\n", .malformedRequestLine),
        ("GET /a\tb HTTP/1.1\r\n\r\n", .targetNotVisibleASCII),
        ("GET /\u{E9} HTTP/1.1\r\n\r\n", .targetNotVisibleASCII),
        ("GET /\u{7F} HTTP/1.1\r\n\r\n", .targetNotVisibleASCII),
        ("GET http://example.com/ HTTP/1.1\r\n\r\n", .targetNotAPath),
        ("GET * HTTP/1.1\r\n\r\n", .targetNotAPath),
        ("GET / HTTP/2.0\r\n\r\n", .unsupportedVersion),
        ("GET / SPDY\r\n\r\n", .malformedRequestLine),
        ("G(T / HTTP/1.1\r\n\r\n", .malformedRequestLine),
        ("GET / HTTP/1.1\r\nHost localhost\r\n\r\n", .malformedHeaderField),
        ("GET / HTTP/1.1\r\nHost : localhost\r\n\r\n", .malformedHeaderField),
        ("GET / HTTP/1.1\r\nX: a\r\n folded\r\n\r\n", .malformedHeaderField),
        ("GET / HTTP/1.1\r\nX: a\u{0}b\r\n\r\n", .malformedHeaderField),
        ("GET / HTTP/1.1\r\nX: a\rb\r\n\r\n", .malformedHeaderField),
        ("GET / HTTP/1.1\r\nHost: localhost\r\nHost: example.com\r\n\r\n", .duplicateHost),
    ])
    func refusesWhatIsNotHTTP(_ text: String, _ error: RequestError) {
        #expect(throws: error) { try RequestHead(parsing: Array(text.utf8)[...]) }
    }
}

@Suite("serve: a request's path")
struct RequestTargetTests {
    @Test func decodesExactlyOnce() throws {
        #expect(try RequestTarget("/ko/..%252f..%252fetc%252fpasswd").segments() == ["ko", "..%2f..%2fetc%2fpasswd"])
        #expect(try RequestTarget("/ko/%ED%83%AD%20%EB%B0%94/").segments() == ["ko", "탭 바"])
        #expect(try RequestTarget("//ko//bars/?q=a/../b").segments() == ["ko", "bars"])
        #expect(try RequestTarget("/").segments() == [])
    }

    @Test(arguments: [
        ("/ko/../etc/passwd", RequestError.dotSegment),
        ("/ko/..%2f..%2fetc%2fpasswd", .dotSegment),
        ("/ko/%2e%2e/x", .dotSegment),
        ("/ko/./x", .dotSegment),
        ("/ko/%2E/x", .dotSegment),
        ("/ko/a%00.html", .nulInPath),
        ("/ko/%zz", .badPercentEncoding),
        ("/ko/%4", .badPercentEncoding),
        ("/ko/%FF", .pathNotUTF8),
    ])
    func refusesPathsThatLeaveOrLie(_ path: String, _ error: RequestError) {
        #expect(throws: error) { try RequestTarget(path).segments() }
    }

    @Test func aFolderRedirectStaysOnThisHost() {
        #expect(RequestTarget("/ko/bars").asFolder == "/ko/bars/")
        #expect(RequestTarget("/ko/bars?q=%ED%83%AD&x=/1").asFolder == "/ko/bars/?q=%ED%83%AD&x=/1")
        #expect(RequestTarget("//ko").asFolder == "/ko/", "not the host 'ko'")
        #expect(RequestTarget("///ko//bars?a=//b").asFolder == "/ko/bars/?a=//b")
    }

    @Test func onlyLoopbackHostsWithTheServedPort() {
        for host in ["127.0.0.1", "127.0.0.1:8000", "localhost", "LocalHost:8000", "[::1]", "[::1]:8000"] {
            #expect(LoopbackHost.accepts(host, port: 8000), "\(host)")
        }
        for host in [nil, "", "attacker.example", "attacker.example:8000", "localhost:8001", "127.0.0.1:08000",
                     "127.0.0.2", "localhost.", "127.0.0.1.nip.io", "[::1]:", "localhost:8000@evil"] {
            #expect(!LoopbackHost.accepts(host, port: 8000), "\(host ?? "nil")")
        }
    }
}
