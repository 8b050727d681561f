import Foundation
import Testing

/// A child process's output, collected as it comes, so a test can wait for a line while the
/// process runs.
final class OutputCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var data = Data()
    private var ended = false

    init(_ handle: FileHandle) {
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                condition.withLock {
                    if chunk.isEmpty { ended = true } else { data += chunk }
                    condition.broadcast()
                }
                if chunk.isEmpty { return }
            }
        }.start()
    }

    var text: String { condition.withLock { String(decoding: data, as: UTF8.self) } }

    /// Waits until the text so far satisfies `done`, the output ends, or `deadline` passes.
    /// The deadline only keeps a broken server from hanging the tests; nothing asserts on time.
    @discardableResult
    func wait(until deadline: Date, for done: (String) -> Bool = { _ in false }) -> String {
        condition.withLock {
            while !done(String(decoding: data, as: UTF8.self)) && !ended && condition.wait(until: deadline) {}
            return String(decoding: data, as: UTF8.self)
        }
    }
}

struct ServeFailure: Error, CustomStringConvertible {
    var description: String
}

/// `higsite serve --port 0` running in a project, on the port it printed; terminated when the
/// test lets go of it.
final class ServeProcess {
    let process = Process()
    /// Kept for as long as serve runs: the project's folder goes with it.
    let project: Project
    let stdout: OutputCollector
    let stderr: OutputCollector
    private(set) var port: UInt16 = 0

    /// Starts serve and waits for its `serving … at http://127.0.0.1:PORT/` line.
    init(in project: Project, _ arguments: [String] = []) throws {
        self.project = project
        process.executableURL = Run.executable
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = project.url
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        stdout = OutputCollector(out.fileHandleForReading)
        stderr = OutputCollector(err.fileHandleForReading)
        let text = stdout.wait(until: Date() + 120) { $0.contains("(Ctrl-C to stop)\n") }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("serving ") }),
              let address = line.split(separator: " ").first(where: { $0.hasPrefix("http://127.0.0.1:") }),
              let port = UInt16(address.dropFirst("http://127.0.0.1:".count).dropLast()) else {
            stop()
            throw ServeFailure(description: "serve did not start; stdout: \(text) stderr: \(stderr.text)")
        }
        self.port = port
    }

    deinit { stop() }

    /// Sends SIGTERM and waits for serve to end, killing it if it has not within a minute (only
    /// against a hang, nothing asserts on time). Whether it ended on its own.
    @discardableResult
    func stop() -> Bool {
        guard process.isRunning else { return true }
        process.terminate()
        let deadline = Date() + 60
        while process.isRunning && Date() < deadline { usleep(10_000) }
        let ended = !process.isRunning
        if !ended { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return ended
    }

    /// One request over a fresh connection, with `Host: 127.0.0.1:PORT` unless `host` says otherwise
    /// (nil: no Host field).
    func request(_ target: String, host: String?? = .none, fields: [String] = []) throws -> RawResponse {
        try request("GET", target, host: host, fields: fields)
    }

    /// ``request(_:host:fields:)`` with another method, and maybe a body; `timeout` bounds each wait.
    func request(_ method: String, _ target: String, host: String?? = .none, fields: [String] = [], body: String = "",
                 timeout: Int = 60) throws -> RawResponse {
        let hostValue = host ?? "127.0.0.1:\(port)"
        var head = "\(method) \(target) HTTP/1.1\r\n"
        if let hostValue { head += "Host: \(hostValue)\r\n" }
        for field in fields { head += field + "\r\n" }
        return try RawHTTP.exchange(Array((head + "\r\n" + body).utf8), port: port, timeout: timeout)
    }

    /// A GET of `target` and the seconds it took to be answered, or nil for the answer if none
    /// came within `timeout` seconds.
    func timedRequest(_ target: String, timeout: Int = 5) -> (response: RawResponse?, seconds: Double) {
        let started = ContinuousClock.now
        let response = try? request("GET", target, timeout: timeout)
        let elapsed = (ContinuousClock.now - started).components
        return (response, Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }
}

/// A response as the bytes came: status, header fields (names lowercased) and body.
struct RawResponse {
    var status: Int
    var fields: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    init(_ bytes: [UInt8]) throws {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw ServeFailure(description: "no complete response head in \(bytes.count) bytes: \(String(decoding: bytes.prefix(200), as: UTF8.self))")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = lines[0].split(separator: " ")
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else {
            throw ServeFailure(description: "not a status line: \(lines[0])")
        }
        self.status = status
        fields = [:]
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            fields[parts[0].lowercased()] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        body = Array(bytes[(end + separator.count)...])
    }
}

/// Speaks HTTP over a plain socket, so a test controls every byte of the request (curl and
/// URLSession would normalise the path, the Host field and the encodings).
enum RawHTTP {
    /// Sends `request`, closes the sending side, and reads the answer to its end, waiting at most
    /// `timeout` seconds for each step (only against a hanging server, unless a test asserts on time).
    static func exchange(_ request: [UInt8], port: UInt16, timeout: Int = 60) throws -> RawResponse {
        let descriptor = try connected(to: port, timeout: timeout)
        defer { close(descriptor) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        // The server may answer and stop reading early; what it sent is still read below.
        _ = send(request, on: descriptor)
        shutdown(descriptor, Int32(SHUT_WR))
        var response: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            response += chunk[..<count]
        }
        return try RawResponse(response)
    }

    /// Sends all of `bytes`; false if the server stopped reading or went away.
    static func send(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = Foundation.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// A socket connected to the port; `timeout` bounds the wait (Linux bounds `connect` by
    /// SO_SNDTIMEO), for a server whose listen queue is full.
    /// `receiveBuffer` keeps the window the client offers small, so the server's writes back up.
    static func connected(to port: UInt16, timeout: Int = 60, receiveBuffer: Int32? = nil) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in.loopback(port: port)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(descriptor)
            throw ServeFailure(description: "cannot connect to port \(port): \(String(cString: strerror(errno)))")
        }
        return descriptor
    }
}

/// A socket listening on 127.0.0.1, taking a port away from serve.
final class PortHolder {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && listen(descriptor, 1) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw ServeFailure(description: "cannot listen: \(String(cString: strerror(errno)))") }
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(descriptor) }
}

extension sockaddr_in {
    static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}

/// Runs higsite to its end, as `Run` does, but terminates it after `limit` seconds: the
/// commands run here must exit at once, and one that serves instead must not hang the tests.
struct BoundedRun {
    var status: Int32
    var stdout: String
    var stderr: String
    var finished: Bool

    init(_ arguments: [String], in project: Project, limit: TimeInterval = 60) throws {
        let process = Process()
        process.executableURL = Run.executable
        process.arguments = arguments
        process.currentDirectoryURL = project.url
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdoutCollector = OutputCollector(out.fileHandleForReading)
        let stderrCollector = OutputCollector(err.fileHandleForReading)
        let deadline = Date() + limit
        while process.isRunning && Date() < deadline { usleep(20_000) }
        finished = !process.isRunning
        if !finished { process.terminate() }
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = stdoutCollector.wait(until: Date() + 10)
        stderr = stderrCollector.wait(until: Date() + 10)
    }
}
