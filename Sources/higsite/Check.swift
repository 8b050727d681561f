import ArgumentParser
import HIGSite

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report every problem in the content, like a compiler; writes nothing."
    )

    @OptionGroup var contentOptions: ContentOptions

    @Flag(help: "Fail on warnings too.")
    var strict = false

    func run() throws {
        let report = try SiteBuilder.check(content: UserPath(contentOptions.content))
        Console.error(DiagnosticPrinter.text(report.diagnostics), terminator: "")
        let failing = report.diagnostics.hasErrors || (strict && !report.diagnostics.isEmpty)
        if failing {
            Console.error(Summary.failure(report.diagnostics, action: "check failed"))
            throw ExitCode.failure
        }
        print("checked \(report.site.pages.count) pages: \(Summary.counts(report.diagnostics))")
    }
}
