import Foundation

/// A value shared by concurrent tasks, guarded by a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withValue<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// `HIGSITE_TIMINGS=1` prints how long each step of a build took, to standard error: for
/// profiling and the benchmark, not part of any contract.
struct PhaseTimer {
    private let enabled = ProcessInfo.processInfo.environment["HIGSITE_TIMINGS"] == "1"
    private var last = ContinuousClock.now
    private var laps: [(String, Duration)] = []

    mutating func lap(_ name: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        laps.append((name, now - last))
        last = now
    }

    func report() {
        guard enabled else { return }
        let lines = laps.map { name, duration in
            let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
            return "  \(name): \(Int(milliseconds.rounded())) ms"
        }
        FileHandle.standardError.write(Data(("higsite timings:\n" + lines.joined(separator: "\n") + "\n").utf8))
    }
}
