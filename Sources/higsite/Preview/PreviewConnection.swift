import Foundation

/// One connection: read one request head within the limits, answer it, close.
struct PreviewConnection {
    let descriptor: Int32
    let site: PreviewSite
    let limits: RequestLimits

    func serve() {
        defer { close(descriptor) }
        Self.setTimeout(SO_SNDTIMEO, limits.sendTimeout, on: descriptor)
        var buffer = RequestHeadBuffer(limits: limits)
        let response: PreviewResponse
        let sendsBody: Bool
        var unread: Bool
        do throws(RequestError) {
            guard try readHead(into: &buffer), let head = buffer.head else { return }  // closed before a whole head
            let request = try RequestHead(parsing: head)
            response = site.respond(to: request)
            sendsBody = request.method != "HEAD"
            unread = request.declaresBody || buffer.hasBytesAfterHead
        } catch {
            response = PreviewResponse(refusing: error)
            sendsBody = true
            unread = true
        }
        guard send(response.head), !sendsBody || send(response.body) else { return }
        if unread { drain() }
    }

    /// Reads until the head is complete (true), the client closes (false), or a limit is passed.
    private func readHead(into buffer: inout RequestHeadBuffer) throws(RequestError) -> Bool {
        let deadline = ContinuousClock.now + limits.headTimeout
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            guard waitForInput(until: deadline) else { throw .headTimedOut }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { return false }
            if try buffer.append(chunk[..<count]) { return true }
        }
    }

    /// Reads and drops what the client still sends, for a little while, after answering a
    /// request that was not read whole: closing a socket with unread input resets the
    /// connection, and the client could lose the answer.
    private func drain() {
        shutdown(descriptor, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + limits.drainTime
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while waitForInput(until: deadline) {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
        }
    }

    /// Whether input (or the end of it) is there before `deadline`.
    private func waitForInput(until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            let milliseconds = Int32(min(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000))
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, milliseconds)
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR { return false }
        }
    }

    /// Writes the whole body; false if the client went away or stopped reading.
    private func send(_ body: PreviewResponse.Body) -> Bool {
        switch body {
        case .bytes(let bytes):
            return send(bytes)
        case .file(let file):
            var chunk = [UInt8](repeating: 0, count: 64 * 1024), offset = 0
            while offset < file.size {
                let count = file.read(at: offset, into: &chunk, count: file.size - offset)
                guard count > 0, send(Array(chunk[..<count])) else { return false }
                offset += count
            }
            return true
        }
    }

    /// Writes all of `bytes`; false if the client went away or stopped reading.
    private func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = Foundation.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Self.noSignal)
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    private static func setTimeout(_ option: Int32, _ duration: Duration, on descriptor: Int32) {
        var time = timeval(tv_sec: Int(duration.components.seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, option, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// A client that closed early must not end the process with SIGPIPE.
    #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let noSignal: Int32 = 0
    #endif
}
