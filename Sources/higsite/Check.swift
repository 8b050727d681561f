import ArgumentParser
import Foundation
import HIGControls
import HIGSite

extension DiagnosticFormat: ExpressibleByArgument {}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report every problem in the content, like a compiler; writes nothing.",
        discussion: """
            Text goes to standard error, coloured on a terminal; json and github go to standard output.
            With --stamp, each named translation first records the current version of its original \
            (translated-from in its front matter), which silences its stale-translation warning.
            """
    )

    @OptionGroup var contentOptions: ContentOptions

    @Option(help: "How to print the diagnostics.")
    var format: DiagnosticFormat = .text

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Translations to mark as up to date with their original.", valueName: "file"))
    var stamp: [String] = []

    func run() throws {
        let (configuration, warnings) = try contentOptions.configOption.load(format: format)
        let content = contentOptions.contentFolder(configuration)
        if !stamp.isEmpty {
            do {
                for stamped in try TranslationStamper.stamp(stamp.map { UserPath($0) }, content: content) {
                    Console.error(TerminalText.escaped("stamped \(stamped.file): translated-from: \(stamped.hash)"))
                }
            } catch let error as TranslationStamper.StampError {
                Console.error(TerminalText.escaped(error.description))
                throw ExitCode.failure
            }
        }
        let report = try SiteBuilder.check(content: content)
        let diagnostics = (warnings + report.diagnostics).sorted()
        switch format {
        case .text:
            Console.error(DiagnosticPrinter.text(diagnostics, colored: Console.stderrWantsColor), terminator: "")
        case .json, .github:
            print(DiagnosticPrinter.format(diagnostics, as: format), terminator: "")
        }
        let failing = diagnostics.hasErrors || (strict && !diagnostics.isEmpty)
        if format == .text {
            let summary = "checked \(report.site.pages.count) pages: \(Summary.counts(diagnostics))"
            if failing { Console.error("higsite: " + summary) } else { print(summary) }
        }
        if failing { throw ExitCode.failure }
    }
}
