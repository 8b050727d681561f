import HIGControls
import CSystemCalls
import Foundation
import HIGAppImport

/// Parses Swift files in a child process under a limit of processor time, so that a file on
/// which swift-syntax's error recovery runs away (see `SwiftParseGuard`) is one problem at its
/// place, not a lint that never ends. The child is this same executable started with
/// `childArgument`; it stays up for every file of a run, and a new one replaces a child the limit
/// stopped. One file at a time: callers on several threads wait for each other.
///
/// Each file is sent as its size (8 bytes, little-endian), its limit in milliseconds (4 bytes)
/// and its bytes; the child answers with one line: `ok`, or `problem`, line, column (0 for none)
/// and message, separated by tabs.
package final class SwiftParseProcess: SwiftParseGuard, @unchecked Sendable {
    package static let childArgument = "--swift-parse-child"

    /// The executable and its arguments.
    package let command: [String]
    /// The processor time, in milliseconds, a file of a size may take.
    private let limit: @Sendable (Int) -> Int
    private var child: (process: Process, input: FileHandle, output: FileHandle)?
    private var received: [UInt8] = []
    /// Guards `child` and `received`.
    private let lock = NSLock()

    package init(command: [String], limit: @escaping @Sendable (Int) -> Int = SwiftParseProcess.limit(forSize:)) {
        self.command = command
        self.limit = limit
    }

    /// This process's own executable as the child: `higsite` in `lint`, `higsite-fuzz` under libFuzzer.
    package static func ofThisExecutable() -> SwiftParseProcess {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return SwiftParseProcess(command: [executable, childArgument])
    }

    /// Processor time a file of `size` bytes may take: a second, and a second for each 512 KB
    /// (32 KB in a debug build, where swift-syntax runs about thirty times slower). Correct
    /// Swift parses at about 4 MB a second in a release build (1.8 MB of NetNewsWire's sources
    /// in 0.45 s) and 125 KB in a debug one: eight and four times inside the limit.
    package static func limit(forSize size: Int) -> Int {
        #if DEBUG
        let bytesPerSecond = 32 * 1024
        #else
        let bytesPerSecond = 512 * 1024
        #endif
        return 1_000 + size / (bytesPerSecond / 1_000)
    }

    package func problem(in data: [UInt8]) -> ImportProblem? {
        var found: ImportProblem?
        check([data]) { _, problem in found = problem }
        return found
    }

    /// Sends every file to the child from a thread of its own, so that the child parses the next
    /// file while `then` reads this one here: the two parses overlap on two cores.
    package func check(_ files: [[UInt8]], then: (Int, ImportProblem?) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        // A child that died would end this process with SIGPIPE on the sending thread's write.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var index = 0
        while index < files.count {
            let child: (process: Process, input: FileHandle, output: FileHandle)
            do {
                child = try self.child ?? start()
            } catch {
                then(index, stopped(limit: 0, error: error))
                index += 1
                continue
            }
            self.child = child
            let sender = Sender(files: files[index...], limit: limit, to: child.input.fileDescriptor)
            while index < files.count, let line = answer(from: child.output) {
                then(index, Self.problem(decoding: line))
                index += 1
            }
            if index < files.count {
                // The child ended before answering: this file stopped it; the next starts another.
                let problem = stopped(limit: Self.milliseconds(limit, files[index].count))
                sender.finished.wait()
                then(index, problem)
                index += 1
            } else {
                sender.finished.wait()
            }
        }
    }

    static func milliseconds(_ limit: (Int) -> Int, _ size: Int) -> Int {
        min(max(limit(size), 1), Int(UInt32.max))
    }

    /// Writes each file's frame to the child, stopping at the first write that fails (the child ended).
    private final class Sender: @unchecked Sendable {
        let finished = DispatchSemaphore(value: 0)

        init(files: ArraySlice<[UInt8]>, limit: @escaping @Sendable (Int) -> Int, to descriptor: Int32) {
            let thread = Thread { [finished] in
                for data in files {
                    let milliseconds = SwiftParseProcess.milliseconds(limit, data.count)
                    let frame = (0..<8).map { UInt8(truncatingIfNeeded: data.count >> (8 * $0)) }
                        + (0..<4).map { UInt8(truncatingIfNeeded: milliseconds >> (8 * $0)) }
                    guard FileBytes.write(ArraySlice(frame + data), to: descriptor) == 0 else { break }
                }
                finished.signal()
            }
            thread.start()
        }
    }

    private func start() throws -> (process: Process, input: FileHandle, output: FileHandle) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        received = []
        return (process, input.fileHandleForWriting, output.fileHandleForReading)
    }

    /// The child's next line, or nil when it ended first. (Not `FileHandle.availableData`, which
    /// stops the process when a signal interrupts the read.)
    private func answer(from output: FileHandle) -> String? {
        while true {
            if let end = received.firstIndex(of: UInt8(ascii: "\n")) {
                defer { received.removeSubrange(...end) }
                return String(decoding: received[..<end], as: UTF8.self)
            }
            guard let more = FileBytes.readSome(from: output.fileDescriptor, upTo: 4_096), !more.isEmpty else { return nil }
            received += more
        }
    }

    /// The problem of a file whose child ended before answering; the next file starts a new one.
    private func stopped(limit milliseconds: Int, error: (any Error)? = nil) -> ImportProblem {
        defer { child = nil }
        guard let process = child?.process else {
            let reason = error.map { "\($0)" }
            return ImportProblem(position: nil, message: Localized(ko: "Swift 파서(\(command[0]))를 시작할 수 없습니다: \(reason ?? "알 수 없는 오류")",
                                                                   en: "cannot start the Swift parser (\(command[0])): \(reason ?? "unknown error")"))
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGPROF {
            let seconds = String(format: "%.1f", Double(milliseconds) / 1_000)
            return ImportProblem(position: nil, message: Localized(
                ko: "읽지 않음: 구문 분석에 프로세서 시간이 \(seconds)초보다 오래 걸렸습니다. higsite가 이 크기의 Swift 파일에 주는 최대 시간입니다. "
                    + "swift-syntax는 Swift와 거리가 먼 텍스트에서 구문 오류를 느리게 복구하므로, Swift 소스 파일이 아닐 가능성이 큽니다"
                    + "(lint에 주는 경로에서 이 파일을 빼세요)",
                en: "not read: parsing it took more than \(seconds) s of processor time, the most "
                    + "higsite gives a Swift file of this size; swift-syntax recovers from syntax errors slowly on text that is far "
                    + "from Swift, so this is most likely not a Swift source file (leave it out of the paths lint is given)"))
        }
        guard process.terminationReason == .uncaughtSignal else {
            let status = process.terminationStatus
            return ImportProblem(position: nil, message: Localized(ko: "읽지 않음: 이 파일에서 Swift 파서가 상태 \(status)로 끝났습니다",
                                                                   en: "not read: the Swift parser ended with status \(status) on this file"))
        }
        let signal = process.terminationStatus
        return ImportProblem(position: nil, message: Localized(ko: "읽지 않음: 이 파일에서 Swift 파서가 멈췄습니다(시그널 \(signal)). 다른 파일은 읽습니다",
                                                               en: "not read: the Swift parser crashed on this file (signal \(signal)); the other files are read"))
    }

    static func answer(for problem: ImportProblem?) -> String {
        guard let problem else { return "ok\n" }
        func field(_ text: String) -> String { String(text.map { $0 == "\n" || $0 == "\t" || $0 == "\r" ? " " : $0 }) }
        return "\(problem.isSwiftSyntaxError ? "syntax" : "problem")\t\(problem.position?.line ?? 0)\t\(problem.position?.column ?? 0)\t"
            + "\(field(problem.message.ko))\t\(field(problem.message.en))\n"
    }

    static func problem(decoding line: String) -> ImportProblem? {
        let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
        guard fields.first == "problem" || fields.first == "syntax", fields.count == 5,
              let row = Int(fields[1]), let column = Int(fields[2]) else { return nil }
        return ImportProblem(position: row > 0 ? SourcePosition(line: row, column: column) : nil,
                             message: Localized(ko: String(fields[3]), en: String(fields[4])),
                             isSwiftSyntaxError: fields.first == "syntax")
    }

    /// The child's side: answers each file on standard input until it closes, then exits.
    package static func serveChild() -> Never {
        let input = FileHandle.standardInput.fileDescriptor
        while let header = read(12, from: input) {
            let size = header[0..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
            let milliseconds = header[8..<12].reversed().reduce(0) { $0 << 8 | UInt32($1) }
            guard (0...AppSources.maximumSize).contains(size), let data = read(size, from: input) else { exit(2) }
            higsite_limit_cpu_time(milliseconds)
            let problem = SwiftUIImporter.syntaxProblem(of: data)
            higsite_limit_cpu_time(0)
            guard FileBytes.write(ArraySlice(answer(for: problem).utf8), to: FileHandle.standardOutput.fileDescriptor) == 0 else { exit(2) }
        }
        exit(0)
    }

    /// Exactly `count` bytes, or nil at the end of the input.
    private static func read(_ count: Int, from input: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            guard let more = FileBytes.readSome(from: input, upTo: min(count - bytes.count, 1 << 20)), !more.isEmpty else { return nil }
            bytes += more
        }
        return bytes
    }
}
