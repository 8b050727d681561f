import Foundation

/// `HIGSITE_TIMINGS=1` prints how long each step of a build took, to standard error: for
/// profiling and the benchmark, not part of any contract.
struct PhaseTimer {
    private let enabled = ProcessInfo.processInfo.environment["HIGSITE_TIMINGS"] == "1"
    private var last = ContinuousClock.now
    private var lastCPU = Self.cpuTime()
    private var laps: [(String, Duration, Double, Int)] = []

    mutating func lap(_ name: String) {
        guard enabled else { return }
        let now = ContinuousClock.now, cpu = Self.cpuTime()
        laps.append((name, now - last, cpu - lastCPU, Self.peakMemory()))
        last = now
        lastCPU = cpu
    }

    /// The most memory the process has held so far, in MiB.
    private static func peakMemory() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
    }

    /// Seconds of CPU the process has used, on all its threads: beside the wall time, it shows
    /// how well a step keeps the cores busy.
    private static func cpuTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    func report() {
        guard enabled else { return }
        let lines = laps.map { name, duration, cpu, peak in
            let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
            return "  \(name): \(Int(milliseconds.rounded())) ms (CPU \(Int((cpu * 1000).rounded())) ms, peak \(peak) MiB)"
        }
        FileHandle.standardError.write(Data(("higsite timings:\n" + lines.joined(separator: "\n") + "\n").utf8))
    }
}
