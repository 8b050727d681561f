import ArgumentParser
import Foundation
import HIGControls
import HIGRules
import HIGSite

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the guidelines' rules on your screens: SwiftUI code, storyboards, XIBs, or YAML/JSON descriptions.",
        discussion: """
            Inputs are files or folders: below a folder, every .swift, .storyboard, .xib, .yaml, .yml and \
            .json file, skipping hidden entries, build products (.build, DerivedData, build), \
            dependencies (Pods, Carthage, node_modules) and Xcode bundles (.xcassets, .xcodeproj, …). \
            A description file holds one screen, a list of screens, or 'screens:' with a list; see \
            README for the schema and for what is read from code. Settings can \
            also come from .higsite-lint.yaml in the input's folder or a folder above it, else from the \
            'lint' section of higsite.yaml.
            Exit status: 0 clean, 1 violations at or above --severity, 2 usage errors or unreadable input.
            """
    )

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json, sarif, github
    }

    enum Level: String, CaseIterable, ExpressibleByArgument {
        case warning, error
    }

    @Argument(help: ArgumentHelp("Screen descriptions (.yaml, .yml, .json), SwiftUI files (.swift), storyboards and XIBs, or folders holding them.", valueName: "path"))
    var inputs: [String]

    @Option(help: "How to print the violations.")
    var format: Format = .text

    @Option(help: "The language of messages (default: the configuration's, else ko).")
    var lang: Language?

    @Option(help: ArgumentHelp("Make guideline links absolute: the site's public address.", valueName: "url"))
    var baseURL: String?

    @Option(name: .customLong("rule"), help: ArgumentHelp("Run only this rule (repeatable).", valueName: "id"))
    var only: [String] = []

    @Option(help: ArgumentHelp("Skip this rule (repeatable).", valueName: "id"))
    var disable: [String] = []

    @Option(help: "The lowest severity that fails the run.")
    var severity: Level?

    @Flag(help: "Show each screen as higsite read it: drawn in the terminal with its violations marked (text), or its model (json).")
    var show = false

    @Flag(help: "After the violations, list what the code left unknown (a ForEach over data, a value in a variable), so rules that need it did not run (text format).")
    var explain = false

    @OptionGroup var configOption: ConfigOption

    func run() throws {
        let site = try configOption.load(format: format.diagnosticFormat)
        let configuration = try lintConfiguration(site: site.0)
        let language = lang ?? configuration.language ?? .ko
        let failAt = severity ?? configuration.severity.flatMap(Level.init(rawValue:)) ?? .warning
        let rules = try selectedRules(configuration)
        let read = LintRead(try inputFiles())
        let inputProblems = read.problems
        let linter = Linter(rules: rules, language: language, baseURL: baseURL ?? configuration.baseURL)
        let result = linter.lint(read.screens)
        let diagnostics = (site.warnings + inputProblems + result.diagnostics).sorted()
        printReport(diagnostics, result: result, read: read, linter: linter, language: language)
        // What was read, on standard error whatever the format, so stdout stays the format's alone.
        Console.error("higsite lint: " + read.summary)
        if !inputProblems.isEmpty { throw ExitCode(2) }
        let failing = result.diagnostics.contains { failAt == .warning || $0.severity == .error }
        if failing { throw ExitCode.failure }
    }

    /// The lint settings: the nearest .higsite-lint.yaml above the first input, else higsite.yaml's
    /// `lint` section; the site's base URL when they name none.
    private func lintConfiguration(site: SiteConfiguration) throws -> LintConfiguration {
        var configuration = site.lint ?? LintConfiguration()
        configuration.baseURL = configuration.baseURL ?? site.baseURL
        if let first = inputs.first, let url = LintConfiguration.find(from: UserPath(first).url) {
            do {
                configuration = try LintConfiguration.read(url, displayPath: UserPath(url.path).display)
                configuration.baseURL = configuration.baseURL ?? site.baseURL
            } catch let error as LintError {
                Console.error(TerminalText.escaped(error.description))
                throw ExitCode(2)
            }
        }
        return configuration
    }

    private func selectedRules(_ configuration: LintConfiguration) throws -> [Rule] {
        do {
            // Rules named on the command line run even when the configuration disables them.
            return try Linter.selectRules(only: only.isEmpty ? configuration.only : only,
                                          disabled: disable + configuration.disabled.filter { !only.contains($0) })
        } catch let error as LintError {
            Console.error("higsite lint: " + TerminalText.escaped(error.description))
            throw ExitCode(2)
        }
    }

    /// The files to read, in the order of the inputs, each once: a folder's files below it.
    private func inputFiles() throws -> [LintInputs.File] {
        var files: [LintInputs.File] = []
        var seen = Set<String>()
        for input in inputs {
            let path = UserPath(input)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.url.path, isDirectory: &isDirectory) else {
                Console.error("higsite lint: " + TerminalText.escaped(LintError.noInput(input).description))
                throw ExitCode(2)
            }
            let found = isDirectory.boolValue ? LintInputs.files(in: path.url, display: path.display) : [LintInputs.file(path.url, display: path.display)]
            files += found.filter { seen.insert($0.url.standardizedFileURL.path).inserted }
        }
        return files
    }

    /// Prints the violations in the chosen format, with the screens drawn (`--show`) and what was
    /// unknown (`--explain`) when asked.
    private func printReport(_ diagnostics: [Diagnostic], result: Linter.Result, read: LintRead, linter: Linter, language: Language) {
        switch format {
        case .text:
            if show {
                for screen in result.screens {
                    print(TerminalText.escaped("\(screen.file)\(screen.name.map { " (\($0))" } ?? ""):"))
                    print(screen.checked.ascii(language: language), terminator: "")
                }
            }
            print(DiagnosticPrinter.text(diagnostics, colored: Console.stdoutWantsColor), terminator: "")
            if explain {
                print(read.explanation, terminator: "")
            }
        case .json:
            print(show ? read.shownJSON(diagnostics, checked: result.screens) : DiagnosticPrinter.json(diagnostics), terminator: "")
        case .github:
            print(DiagnosticPrinter.github(diagnostics), terminator: "")
        case .sarif:
            print(SARIF.render(diagnostics, linter: linter), terminator: "")
        }
    }
}

extension Lint.Format {
    /// The format higsite.yaml's own problems are printed in (SARIF has no place for them).
    var diagnosticFormat: DiagnosticFormat {
        switch self {
        case .json: .json
        case .github: .github
        case .text, .sarif: .text
        }
    }
}
