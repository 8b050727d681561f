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
            With --fix, every problem that has exactly one fix (a single 'did you mean' for a link, \
            an anchor, a rule id, or a key, control or rule id in a mockup fence; the glossary's term for a variant to avoid; a rule missing from \
            its guideline's rule=) is fixed in place, each change is printed as \
            'file:line:col: fixed: old → new', and what is left is reported. --fix --dry-run prints \
            the changes as a unified diff on standard output instead, and writes nothing.
            """
    )

    @OptionGroup var contentOptions: ContentOptions

    @Option(help: "How to print the diagnostics.")
    var format: DiagnosticFormat = .text

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Translations to mark as up to date with their original.", valueName: "file"))
    var stamp: [String] = []

    @Flag(help: "Fix in place every problem that has exactly one fix, then report what is left.")
    var fix = false

    @Flag(help: "With --fix: print the fixes as a unified diff and write nothing.")
    var dryRun = false

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
        if dryRun && format != .text {
            throw ValidationError("--dry-run prints a diff on standard output; use it with --format text")
        }
    }

    func run() throws {
        let (configuration, warnings) = try contentOptions.configOption.load(format: format)
        let content = contentOptions.contentFolder(configuration)
        if !stamp.isEmpty { try stampTranslations(content: content) }
        let report = fix ? try applyFixes(content: content, rules: configuration.rules)
            : try SiteBuilder.check(content: content, rules: configuration.rules)
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

    private func stampTranslations(content: UserPath) throws {
        do {
            for stamped in try TranslationStamper.stamp(stamp.map { UserPath($0) }, content: content) {
                Console.error(TerminalText.escaped("stamped \(stamped.file): translated-from: \(stamped.hash)"))
            }
        } catch let error as TranslationStamper.StampError {
            Console.error(TerminalText.escaped(error.description))
            throw ExitCode.failure
        }
    }

    /// Makes every fix (or, with --dry-run, prints them as a diff) and returns the check of the
    /// content as the fixes leave it.
    private func applyFixes(content: UserPath, rules: RuleCatalog) throws -> CheckReport {
        let outcome = try Fixer.fix(content: content, rules: rules)
        if dryRun {
            for file in outcome.files {
                print(UnifiedDiff.make(path: file.display, before: String(decoding: file.before, as: UTF8.self),
                                       after: String(decoding: file.after, as: UTF8.self)), terminator: "")
            }
            return outcome.report
        }
        do {
            try FixWriter.write(outcome, content: content)
        } catch let error as FixWriter.WriteError {
            Console.error(TerminalText.escaped(error.description))
            throw ExitCode.failure
        }
        for change in outcome.changes {
            Console.error(TerminalText.escaped(change.description))
        }
        return outcome.report
    }
}
