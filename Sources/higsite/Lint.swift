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
            dependencies (Pods, Carthage, node_modules), Xcode bundles (.xcassets, .xcodeproj, …) and \
            what --exclude or the configuration's 'exclude' list matches. \
            A description file holds one screen, a list of screens, or 'screens:' with a list, each \
            written as a mockup fence (higsite mockup --list and KIND --help give every key). Below a folder, a .yaml, .yml or .json \
            file is read only when it is a description: its first document is 'screens:' with a list, \
            a list of screens, or a screen (a mapping with status-bar, navigation-bar, content, tab-bar, \
            toolbar or a control, and no other key but name, device and orientation); other data files \
            are left out and counted. A file named on the command line is always read. \
            Mac files are left out and counted too: storyboards and XIBs with \
            targetRuntime="MacOSX.Cocoa", Swift files that import AppKit or Cocoa and not UIKit, the \
            '#if os(macOS)' clauses of the others, and SwiftUI views only those macOS files name. \
            With --baseline FILE, violations recorded earlier by --write-baseline FILE are not reported, \
            so an existing app can adopt lint and see only what is new. \
            Settings can also come from .higsite-lint.yaml in the input's folder or a folder above it, \
            else from the 'lint' section of higsite.yaml.
            Exit status: 0 clean, 1 violations at or above --severity, 2 usage errors or unreadable input.
            """
    )

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json, sarif, github
    }

    @Argument(help: ArgumentHelp("Screen descriptions (.yaml, .yml, .json), SwiftUI files (.swift), storyboards and XIBs, or folders holding them.", valueName: "path"))
    var inputs: [String]

    @Option(help: "How to print the violations.")
    var format: Format = .text

    @Option(help: "The language of messages (default: the configuration's, else the locale's: ko when LC_ALL, LC_MESSAGES or LANG, the first set, starts with ko, else en).")
    var lang: Language?

    @Option(help: ArgumentHelp("Make guideline links absolute: the site's public address.", valueName: "url"))
    var baseURL: String?

    @Option(name: .customLong("rule"), help: ArgumentHelp("Run only this rule (repeatable).", valueName: "id"))
    var only: [String] = []

    @Option(help: ArgumentHelp("Skip this rule (repeatable).", valueName: "id"))
    var disable: [String] = []

    @Option(help: "The lowest severity that fails the run.")
    var severity: Severity?

    @Option(help: ArgumentHelp("Leave out paths that match, when walking folders (repeatable): relative to the current folder; * and ? within a name, ** any number of folders. An excluded folder is not walked.", valueName: "glob"))
    var exclude: [String] = []

    @Option(help: ArgumentHelp("Report and fail only on violations not recorded in this file (made by --write-baseline).", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every violation found in this file, for --baseline: by rule, file, and a fingerprint of the line's text that survives lines moving.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Show each screen as higsite read it: drawn in the terminal with its violations marked (text), or its model (json).")
    var show = false

    @Flag(help: "After the violations, list what the code left unknown (a ForEach over data, a value in a variable), so rules that need it did not run (text format).")
    var explain = false

    @OptionGroup var configOption: ConfigOption

    func run() throws {
        let site = try configOption.load(format: format.diagnosticFormat)
        let configuration = try lintConfiguration(site: site.0)
        let language = lang ?? configuration.language ?? Language.ofLocale(ProcessInfo.processInfo.environment)
        let failAt = severity ?? configuration.severity.flatMap(Severity.init(rawValue:)) ?? .warning
        let rules = try selectedRules(configuration)
        let known = try readBaseline()
        let walk = try inputFiles(excluding: try exclusions(configuration))
        let read = LintRead(walk.files, excluded: walk.excluded, language: language, parseGuard: SwiftParseProcess.ofThisExecutable())
        // Unreadable input is an error of its own (exit 2); a file left out with a warning (Swift
        // the compiler rejects too) is judged like a violation, baseline included.
        let unreadable = read.problems.filter { $0.severity == .error }
        let linter = Linter(rules: rules, language: language, baseURL: baseURL ?? configuration.baseURL)
        let result = linter.lint(read.screens)
        var judged = read.problems.filter { $0.severity != .error } + result.diagnostics
        let inBaseline = try applyBaseline(known, to: &judged)
        let diagnostics = (site.warnings + unreadable + judged).sorted()
        printReport(diagnostics, result: result, read: read, linter: linter, language: language)
        // What was read, on standard error whatever the format, so stdout stays the format's alone.
        Console.error("higsite lint: " + read.summary(in: language) + (known == nil ? "" : Self.inBaseline(inBaseline, language: language)))
        if !unreadable.isEmpty { throw ExitCode(2) }
        let failing = judged.contains { $0.severity >= failAt }
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
    private func inputFiles(excluding exclusions: LintExclusions) throws -> LintInputs.Walk {
        var walk = LintInputs.Walk()
        var seen = Set<String>()
        for input in inputs {
            let path = UserPath(input)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.url.path, isDirectory: &isDirectory) else {
                Console.error("higsite lint: " + TerminalText.escaped(LintError.noInput(input).description))
                throw ExitCode(2)
            }
            var found = LintInputs.Walk(files: [LintInputs.file(path.url, display: path.display)])
            if isDirectory.boolValue { found = LintInputs.files(in: path.url, display: path.display, excluding: exclusions) }
            walk.files += found.files.filter { seen.insert($0.url.standardizedFileURL.path).inserted }
            walk.excluded += found.excluded
        }
        return walk
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
                print(read.explanation(in: language), terminator: "")
            }
        case .json:
            print(show ? read.shownJSON(diagnostics, checked: result.screens, language: language) : DiagnosticPrinter.json(diagnostics), terminator: "")
        case .github:
            print(DiagnosticPrinter.github(diagnostics), terminator: "")
        case .sarif:
            print(SARIF.render(diagnostics, linter: linter), terminator: "")
        }
    }
}

extension Lint {
    /// `; 3 violations in the baseline`, the summary's end when a baseline is read.
    static func inBaseline(_ count: Int, language: Language) -> String {
        switch language {
        case .ko: "; 기준선에 있는 위반 \(count)건"
        case .en: "; \(count) violation\(count == 1 ? "" : "s") in the baseline"
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

/// `--severity warning|error`: the one severity type of rules, lint and check.
extension Severity: ExpressibleByArgument {}
