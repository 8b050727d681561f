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

    @OptionGroup var themeOptions: ThemeOptions

    @Option(help: ArgumentHelp("The folder to write the site into, replaced as a whole (default: higsite.yaml's 'output', else _site).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("The public address of the site, for sitemap.xml and canonical links (default: higsite.yaml's 'base-url').", valueName: "url"))
    var baseURL: String?

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw ValidationError("--base-url must start with http:// or https://, e.g. https://example.com/hig")
        }
    }

    func run() throws {
        let started = ContinuousClock.now
        let (configuration, warnings) = try contentOptions.configOption.load()
        let options = BuildOptions(content: contentOptions.contentFolder(configuration), templates: themeOptions.folder(configuration),
                                   output: output.map { UserPath($0) } ?? configuration.output ?? UserPath("_site"),
                                   baseURL: baseURL ?? configuration.baseURL, siteText: configuration.site)
        Console.error(DiagnosticPrinter.text(warnings, colored: Console.stderrWantsColor), terminator: "")
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
        print("built \(report.pageCounts.values.reduce(0, +)) pages (\(counts)), \(report.ruleCount) rules, \(report.mockupCount) mockups into \(options.output.display) in "
            + String(format: "%.2f s", seconds))
    }
}
