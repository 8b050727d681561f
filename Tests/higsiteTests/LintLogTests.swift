import Foundation
import Testing

/// `higsite lint` as CI runs it: standard output and standard error in one pipe, one log.
@Suite("higsite lint in one log")
struct LintLogTests {
    /// The drawings of `--show` in Korean make a report far past stdio's buffer: before the fix,
    /// the summary on standard error landed where the buffer happened to end, inside a line and
    /// once inside a Hangul syllable, and the log was no longer UTF-8.
    @Test func theSummaryFollowsTheWholeReportInOnePipe() throws {
        let project = try Project()
        try FileManager.default.copyItem(at: AppLintTests.repository.appendingPathComponent("examples"),
                                         to: project.url.appendingPathComponent("examples"))
        let (status, log) = try ShellOutput.run("'\(Run.executable.path)' lint examples --lang ko --show 2>&1", in: project.url)
        #expect(status == 1, "the examples hold errors")
        #expect(log.count > 16_384, "the report is longer than any stdio buffer")
        #expect(String(validating: log, as: UTF8.self) != nil, "the log is valid UTF-8")
        let lines = String(decoding: log, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.last?.hasPrefix("higsite lint: 화면 ") == true, "the summary is the last line")
        #expect(lines.filter { $0.contains("higsite lint: 화면 ") }.count == 1)
        #expect(lines.dropLast().allSatisfy { !$0.contains("higsite lint:") })
    }
}

/// A shell command's exit status and the raw bytes it writes to its standard output.
enum ShellOutput {
    static func run(_ command: String, in folder: URL) throws -> (status: Int32, bytes: [UInt8]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, [UInt8](data))
    }
}
