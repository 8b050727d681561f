import Foundation

/// One named step of a build: it takes plain values (what the steps before it made) and returns
/// a value of its own; what it is set up with (the build's context, the rules) is a property.
/// The steps, in order: ``PrepareStep`` → ``ReadStep`` → ``AssembleStep`` → ``CheckStep`` →
/// ``RenderStep`` → ``IndexStep`` → ``WriteStep`` (ARCHITECTURE.md says what each one does).
/// Read, assemble and check cannot fail (problems of the content are diagnostics): their
/// `Failure` is `Never`, so `check`, the language server and the fuzzer run them without `try`.
protocol BuildStep {
    associatedtype Input
    associatedtype Output
    associatedtype Failure: Error
    /// The step's name in timings and errors.
    static var name: String { get }
    /// `input` is the step's own: a step may change what it holds in place (the index step
    /// does, with the last build's search indexes) without copying it.
    func run(_ input: consuming Input) throws(Failure) -> Output
}

/// What a step threw, with the step's name. Its text is the error's own (it names the file and
/// what to do), so the command line prints what it always printed.
struct BuildStepError: Error, CustomStringConvertible, Equatable {
    package let step: String
    package let error: any Error

    package init(step: String, error: any Error) {
        self.step = step
        self.error = error
    }

    package var description: String { String(describing: error) }

    /// The same step failing with an error of the same type and text.
    static func == (left: Self, right: Self) -> Bool {
        left.step == right.step && ObjectIdentifier(type(of: left.error)) == ObjectIdentifier(type(of: right.error))
            && left.description == right.description
    }
}

/// How long one step of a build took: wall time, CPU time on all threads (beside the wall
/// time it shows how well the step keeps the cores busy) and the process's peak memory so far.
package struct StepTiming: Sendable, Equatable {
    package var step: String
    package var wall: Duration
    package var cpu: Duration
    package var peakMemoryMiB: Int
}

/// Runs steps one after another, timing each and naming it in what it throws.
struct StepRunner {
    private(set) var timings: [StepTiming] = []

    mutating func run<Step: BuildStep>(_ step: Step, _ input: consuming Step.Input) throws -> Step.Output {
        let started = ContinuousClock.now, startedCPU = ProcessClock.cpuTime()
        defer { record(Step.name, started: started, startedCPU: startedCPU) }
        do {
            return try step.run(consume input)
        } catch let error as BuildStepError {
            throw error
        } catch {
            throw BuildStepError(step: Step.name, error: error)
        }
    }

    /// A step that cannot fail, run without `try`.
    mutating func run<Step: BuildStep>(_ step: Step, _ input: consuming Step.Input) -> Step.Output where Step.Failure == Never {
        let started = ContinuousClock.now, startedCPU = ProcessClock.cpuTime()
        defer { record(Step.name, started: started, startedCPU: startedCPU) }
        return step.run(consume input)
    }

    private mutating func record(_ step: String, started: ContinuousClock.Instant, startedCPU: Duration) {
        timings.append(StepTiming(step: step, wall: ContinuousClock.now - started, cpu: ProcessClock.cpuTime() - startedCPU,
                                  peakMemoryMiB: ProcessClock.peakMemoryMiB()))
    }
}

/// The process's CPU time and peak memory, read from the system.
enum ProcessClock {
    static func cpuTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// The most memory the process has held so far, in MiB.
    static func peakMemoryMiB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
    }
}
