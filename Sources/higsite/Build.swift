import ArgumentParser
import Foundation
import HIGControls
import HIGSite

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the content, then build the static site.",
        discussion: "Nothing is written when the content has errors; the previous output stays as it was."
    )

    @OptionGroup var siteOptions: SiteOptions

    @Option(help: ArgumentHelp("The public address of the site, for sitemap.xml and canonical links (default: higsite.yaml's 'base-url').", valueName: "url"))
    var baseURL: String?

    @Flag(help: "Also write search/ko.json and search/en.json, each language's whole search index as one JSON file, for tools (the pages load the index in pieces and never need it).")
    var searchJSON = false

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw ValidationError("--base-url must start with http:// or https://, e.g. https://example.com/hig")
        }
    }

    /// What the last build made, kept until the process ends: freeing a large site one object
    /// at a time takes longer than the kernel takes to reclaim the whole process.
    nonisolated(unsafe) private static var keptUntilExit: BuildArtifacts?

    func run() throws {
        let started = ContinuousClock.now
        let (loaded, warnings) = try siteOptions.load { baseURL ?? $0.baseURL }
        var options = loaded
        options.searchJSON = searchJSON
        Console.error(DiagnosticPrinter.text(warnings, colored: Console.stderrWantsColor), terminator: "")
        let report: BuildReport
        do {
            report = try SiteBuilder.build(options)
        } catch let error as CustomStringConvertible & Error {
            Console.error(TerminalText.escaped(error.description))
            throw ExitCode.failure
        }
        Self.keptUntilExit = report.artifacts
        if ProcessInfo.processInfo.environment["HIGSITE_TIMINGS"] == "1" { Console.error(StepTimings.text(report.timings)) }
        Console.error(DiagnosticPrinter.text(report.diagnostics, colored: Console.stderrWantsColor), terminator: "")
        guard report.written else {
            Console.error(Summary.failure(report.diagnostics, action: "nothing was written"))
            throw ExitCode.failure
        }
        let counts = Language.allCases.map { "\($0.rawValue) \(report.pageCounts[$0] ?? 0)" }.joined(separator: ", ")
        let seconds = (ContinuousClock.now - started).seconds
        print("built \(report.pageCounts.values.reduce(0, +)) pages (\(counts)), \(report.ruleCount) rules, \(report.mockupCount) mockups into \(TerminalText.escaped(options.output.display)) in "
            + String(format: "%.2f s", seconds))
    }
}

/// `HIGSITE_TIMINGS=1` prints how long each step of a build took, to standard error: for
/// profiling and the benchmark, not part of any contract.
enum StepTimings {
    static func text(_ timings: [StepTiming]) -> String {
        let lines = timings.map { timing in
            "  \(timing.step): \(milliseconds(timing.wall)) ms (CPU \(milliseconds(timing.cpu)) ms, peak \(timing.peakMemoryMiB) MiB)"
        }
        return "higsite timings:\n" + lines.joined(separator: "\n")
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int((Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15).rounded())
    }
}
