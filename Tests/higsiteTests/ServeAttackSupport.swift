import CSystemCalls
import Foundation
import Synchronization

/// A client that asks for a file and then reads it 2 KB every 3 seconds, through a small
/// receive buffer, so the server's writes back up; closed when the test lets go of it.
final class SlowReader {
    private let stop = StopSignal()

    init(port: UInt16, target: String) throws {
        let descriptor = try RawHTTP.connected(to: port, timeout: 5, receiveBuffer: 4096)
        _ = RawHTTP.send(Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), on: descriptor)
        Thread { [stop] in
            var chunk = [UInt8](repeating: 0, count: 2048)
            repeat {
                _ = recv(descriptor, &chunk, chunk.count, Int32(MSG_DONTWAIT))
            } while !stop.wait(seconds: 3)
            close(descriptor)
        }.start()
    }

    deinit { stop.signal() }
}

/// Tells a thread of a test to stop, waking it from its pause.
final class StopSignal: @unchecked Sendable {
    private let condition = NSCondition()
    private var stopped = false

    func signal() {
        condition.withLock {
            stopped = true
            condition.broadcast()
        }
    }

    /// Waits up to `seconds`; whether the signal came.
    func wait(seconds: TimeInterval) -> Bool {
        condition.withLock {
            let deadline = Date() + seconds
            while !stopped && condition.wait(until: deadline) {}
            return stopped
        }
    }
}

/// Connections that each send the start of a request head and then nothing.
final class HalfOpenRequests {
    private(set) var descriptors: [Int32] = []

    /// Opens up to `count` of them within `seconds` (a server whose listen queue is full makes
    /// each connect wait).
    init(_ count: Int, port: UInt16, within seconds: TimeInterval) {
        let deadline = Date() + seconds
        let start = Array("GET /ko/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n".utf8)
        while descriptors.count < count && Date() < deadline {
            guard let descriptor = try? RawHTTP.connected(to: port, timeout: 1) else { continue }
            _ = RawHTTP.send(start, on: descriptor)
            descriptors.append(descriptor)
        }
    }

    deinit { descriptors.forEach { close($0) } }
}

/// A thread that exchanges two names of one folder, over and over (renameat2's exchange: at
/// every instant each name is one of the two things), until the test lets go of it.
final class Swapper: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true
    private let done = NSCondition()
    private var finished = false
    private(set) var swaps = 0

    init(_ first: URL, _ second: URL) {
        Thread { [self] in
            var count = 0
            while lock.withLock({ running }) {
                for _ in 0..<100 where higsite_exchange_paths(first.path, second.path) == 0 { count += 1 }
            }
            done.withLock {
                swaps = count
                finished = true
                done.broadcast()
            }
        }.start()
    }

    /// Stops swapping and waits for the thread to end; how many exchanges it made.
    func stop() -> Int {
        lock.withLock { running = false }
        return done.withLock {
            while !finished { done.wait() }
            return swaps
        }
    }
}

/// Requests made over and over from several threads for a while: how each was answered.
enum Hammer {
    struct Tally: Sendable {
        var statuses: [Int: Int] = [:]
        /// Requests no answer came to within the timeout.
        var unanswered = 0
        /// Answers whose body held the text the test looked for.
        var leaked = 0
        var total: Int { statuses.values.reduce(0, +) + unanswered }

        mutating func add(_ other: Tally) {
            statuses.merge(other.statuses, uniquingKeysWith: +)
            unanswered += other.unanswered
            leaked += other.leaked
        }
    }

    /// GETs `target` from `threads` threads for `seconds`, each waiting at most `timeout`
    /// seconds for its answer, counting bodies that contain `secret`.
    static func run(_ serve: ServeProcess, _ target: String, threads: Int = 4, seconds: TimeInterval,
                    timeout: Int = 2, secret: String = "TOP-SECRET") -> Tally {
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(serve.port)\r\n\r\n".utf8)
        let port = serve.port, deadline = Date() + seconds
        let tally = Mutex(Tally())
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            var mine = Tally()
            while Date() < deadline {
                if let response = try? RawHTTP.exchange(request, port: port, timeout: timeout) {
                    mine.statuses[response.status, default: 0] += 1
                    if response.text.contains(secret) { mine.leaked += 1 }
                } else {
                    mine.unanswered += 1
                }
            }
            tally.withLock { [mine] in $0.add(mine) }
        }
        return tally.withLock { $0 }
    }
}
