import ArgumentParser
import Foundation
import HIGControls
import HIGSite

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the content, then build the static site.",
        discussion: "Nothing is written when the content has errors; the previous output stays as it was."
    )

    @OptionGroup var contentOptions: ContentOptions

    @Option(help: ArgumentHelp("A theme folder: Mustache templates (NAME.mustache) and assets/, over the default theme built into higsite. It may hold only some of them; the rest come from the default theme.", valueName: "dir"))
    var templates: String?

    @Option(help: "The folder to write the site into (replaced as a whole).")
    var output = "_site"

    @Option(help: ArgumentHelp("The public address of the site, for sitemap.xml and canonical links.", valueName: "url"))
    var baseURL: String?

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw ValidationError("--base-url must start with http:// or https://, e.g. https://example.com/hig")
        }
    }

    func run() throws {
        let started = ContinuousClock.now
        let options = BuildOptions(content: UserPath(contentOptions.content), templates: templates.map { UserPath($0) },
                                   output: UserPath(output), baseURL: baseURL)
        let report: BuildReport
        do {
            // The process ends after this build: its pages are not freed one by one.
            report = try SiteBuilder.build(options, releasesMemory: false)
        } catch let error as CustomStringConvertible & Error {
            Console.error(TerminalText.escaped(error.description))
            throw ExitCode.failure
        }
        Console.error(DiagnosticPrinter.text(report.diagnostics, colored: Console.stderrWantsColor), terminator: "")
        guard report.written else {
            Console.error(Summary.failure(report.diagnostics, action: "nothing was written"))
            throw ExitCode.failure
        }
        let counts = Language.allCases.map { "\($0.rawValue) \(report.pageCounts[$0] ?? 0)" }.joined(separator: ", ")
        let seconds = (ContinuousClock.now - started).seconds
        print("built \(report.pageCounts.values.reduce(0, +)) pages (\(counts)), \(report.ruleCount) rules, \(report.mockupCount) mockups into \(output) in "
            + String(format: "%.2f s", seconds))
    }
}
