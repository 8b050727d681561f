import Foundation

/// One connection: read one request head within the limits, answer it, close. It is moved on a
/// step at a time by ``PreviewEventLoop`` whenever its socket is ready, and never waits: the
/// socket is non-blocking, so a client that is slow to send or to read holds its own connection
/// only, and each phase ends at its deadline whatever the client does.
final class PreviewConnection {
    enum Phase: Equatable {
        /// Collecting the request head, until ``RequestLimits/headTimeout`` after the connection's start.
        case readingHead
        /// Writing the answer, until ``RequestLimits/responseTimeout`` after the head's end.
        case sending
        /// Reading and dropping what the client still sends, for ``RequestLimits/drainTime``: closing
        /// a socket with unread input resets the connection, and the client could lose the answer.
        case draining
        case finished
    }

    let descriptor: Int32
    private let limits: RequestLimits
    private(set) var phase = Phase.readingHead
    /// When the phase ends, done or not.
    private(set) var deadline: ContinuousClock.Instant
    private var head: RequestHeadBuffer
    private var answer: Outgoing?
    /// Whether the client sent, or said it would send, more than the head.
    private var drainsAfterAnswer = false

    /// `descriptor`: a connected, non-blocking socket, closed with the connection.
    init(descriptor: Int32, limits: RequestLimits, now: ContinuousClock.Instant) {
        self.descriptor = descriptor
        self.limits = limits
        head = RequestHeadBuffer(limits: limits)
        deadline = now + limits.headTimeout
    }

    deinit { close(descriptor) }

    /// What the connection waits for in its phase (`poll` events).
    var events: Int16 {
        switch phase {
        case .readingHead, .draining: Int16(POLLIN)
        case .sending: Int16(POLLOUT)
        case .finished: 0
        }
    }

    /// Does what the socket is ready for; `buffer` is scratch space the event loop lends every connection.
    func step(site: PreviewSite, buffer: inout [UInt8], now: ContinuousClock.Instant) {
        switch phase {
        case .readingHead: readHead(site: site, buffer: &buffer, now: now)
        case .sending: send(buffer: &buffer, now: now)
        case .draining: drain(buffer: &buffer)
        case .finished: break
        }
    }

    /// Moves on once the phase's deadline has passed: a head that did not arrive in time is
    /// answered 408; an answer the client did not take in time, or a drain, ends the connection.
    func expire(now: ContinuousClock.Instant) {
        guard deadline <= now else { return }
        switch phase {
        case .readingHead: respond(PreviewResponse(refusing: .headTimedOut), sendsBody: true, drains: true, now: now)
        case .sending: abort()
        case .draining: phase = .finished
        case .finished: break
        }
    }

    /// Ends a connection whose client did not take its answer in time. Closing it with a reset
    /// drops what is still queued for it, which the system would otherwise go on sending to a
    /// client that reads slowly, long after the connection is gone.
    private func abort() {
        var reset = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &reset, socklen_t(MemoryLayout<linger>.size))
        phase = .finished
    }

    private func readHead(site: PreviewSite, buffer: inout [UInt8], now: ContinuousClock.Instant) {
        let count: Int
        switch receive(into: &buffer) {
        case .bytes(let received): count = received
        case .wait: return
        case .closed: phase = .finished; return  // closed before a whole head: nothing to answer
        }
        do throws(RequestError) {
            guard try head.append(buffer[..<count]), let bytes = head.head else { return }
            let request = try RequestHead(parsing: bytes)
            respond(site.respond(to: request), sendsBody: request.method != "HEAD",
                    drains: request.declaresBody || head.hasBytesAfterHead, now: now)
        } catch {
            respond(PreviewResponse(refusing: error), sendsBody: true, drains: true, now: now)
        }
        // The socket can most likely take the answer now: no need to wait for poll to say so.
        send(buffer: &buffer, now: now)
    }

    private func respond(_ response: PreviewResponse, sendsBody: Bool, drains: Bool, now: ContinuousClock.Instant) {
        head = RequestHeadBuffer(limits: limits)  // its bytes are no longer needed
        answer = Outgoing(response, sendsBody: sendsBody)
        drainsAfterAnswer = drains
        phase = .sending
        deadline = now + limits.responseTimeout
    }

    private func send(buffer: inout [UInt8], now: ContinuousClock.Instant) {
        guard var outgoing = answer else { phase = .finished; return }
        switch write(&outgoing, buffer: &buffer) {
        case .wait:
            answer = outgoing
        case .failed:
            phase = .finished
        case .done:
            answer = nil
            guard drainsAfterAnswer else { phase = .finished; return }
            shutdown(descriptor, Int32(SHUT_WR))
            phase = .draining
            deadline = now + limits.drainTime
        }
    }

    private func drain(buffer: inout [UInt8]) {
        if case .closed = receive(into: &buffer) { phase = .finished }
    }

    /// An answer being sent: its head, with the body when it is in memory, then the file's bytes.
    private struct Outgoing {
        var bytes: [UInt8]
        var file: PreviewFiles.OpenFile?
        /// Bytes sent so far, of the head and body together.
        var sent = 0

        init(_ response: PreviewResponse, sendsBody: Bool) {
            bytes = response.head
            guard sendsBody else { return }
            switch response.body {
            case .bytes(let body): bytes += body
            case .file(let open): file = open
            }
        }

        var total: Int { bytes.count + (file?.size ?? 0) }
    }

    private enum Progress {
        case done, wait, failed
    }

    /// Sends as much of the answer as the socket takes now. A file's bytes are read into
    /// `buffer` a piece at a time; what the socket did not take is read again next time.
    private func write(_ outgoing: inout Outgoing, buffer: inout [UInt8]) -> Progress {
        while outgoing.sent < outgoing.total {
            let sent: Int
            if outgoing.sent < outgoing.bytes.count {
                sent = send(outgoing.bytes[outgoing.sent...])
            } else if let file = outgoing.file {
                let offset = outgoing.sent - outgoing.bytes.count
                let read = file.read(at: offset, into: &buffer, count: file.size - offset)
                // The file shrank since it was opened: the length sent can no longer be kept.
                guard read > 0 else { return .failed }
                sent = send(buffer[..<read])
            } else {
                return .failed
            }
            if sent < 0 {
                if errno == EINTR { continue }
                return errno == EAGAIN || errno == EWOULDBLOCK ? .wait : .failed
            }
            outgoing.sent += sent
        }
        return .done
    }

    /// `send(2)` of as much of `bytes` as the socket takes: how many, or -1 with errno set.
    private func send(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBytes { Foundation.send(descriptor, $0.baseAddress, $0.count, Self.noSignal) }
    }

    private enum Received {
        case bytes(Int)
        /// Nothing yet (a spurious wake-up, or a signal).
        case wait
        /// The client closed its side, or the connection failed.
        case closed
    }

    /// One `recv(2)` into `buffer`.
    private func receive(into buffer: inout [UInt8]) -> Received {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { return .bytes(count) }
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) ? .wait : .closed
    }

    /// A client that closed early must not end the process with SIGPIPE.
    #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let noSignal: Int32 = 0
    #endif
}
