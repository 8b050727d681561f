import ArgumentParser
import Foundation
import HIGControls
import HIGSite

/// `--content` and `--config`, shared by every command that reads the guidelines.
struct ContentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The content folder, holding ko/ and en/ (default: higsite.yaml's 'content', else content).", valueName: "dir"))
    var content: String?

    @OptionGroup var configOption: ConfigOption

    /// The content folder: the option, else the configuration's, else `content`.
    func contentFolder(_ configuration: SiteConfiguration) -> UserPath {
        content.map { UserPath($0) } ?? configuration.content ?? UserPath("content")
    }
}

/// `--config`: which higsite.yaml to read.
struct ConfigOption: ParsableArguments {
    @Option(help: ArgumentHelp("The settings file (default: higsite.yaml here or in the nearest folder above).", valueName: "file"))
    var config: String?

    /// The configuration: the file named by `--config`, else the nearest higsite.yaml, else none;
    /// with its warnings, for the command to report with its own diagnostics. With an error in
    /// it, the problems are printed (as `format` says) and nothing runs: exit status 2.
    func load(format: DiagnosticFormat = .text) throws -> (SiteConfiguration, warnings: [Diagnostic]) {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let file: UserPath
        if let config {
            file = UserPath(config)
            guard FileManager.default.fileExists(atPath: file.url.path) else {
                Console.error("higsite: " + TerminalText.escaped("\(file.display): no such file (--config)"))
                throw ExitCode(2)
            }
        } else if let found = SiteConfiguration.find(from: here) {
            // Found in this folder or above it: named the way back up, `../../higsite.yaml`.
            let levels = here.standardizedFileURL.pathComponents.count - found.deletingLastPathComponent().pathComponents.count
            file = UserPath(String(repeating: "../", count: max(levels, 0)) + SiteConfiguration.fileName)
        } else {
            return (SiteConfiguration(), [])
        }
        let (configuration, diagnostics) = SiteConfiguration.read(file)
        guard !diagnostics.hasErrors else {
            switch format {
            case .text: Console.error(DiagnosticPrinter.text(diagnostics, colored: Console.stderrWantsColor), terminator: "")
            case .json, .github: print(DiagnosticPrinter.format(diagnostics, as: format), terminator: "")
            }
            Console.error(Summary.failure(diagnostics, action: "fix \(TerminalText.escaped(file.display)) first; nothing was done"))
            throw ExitCode(2)
        }
        return (configuration, diagnostics)
    }
}

/// `--templates`, for the commands that render the site.
struct ThemeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A theme folder: Mustache templates (NAME.mustache) and assets/, over the default theme built into higsite. It may hold only some of them; the rest come from the default theme (default: higsite.yaml's 'templates', else the built-in theme alone).", valueName: "dir"))
    var templates: String?

    func folder(_ configuration: SiteConfiguration) -> UserPath? {
        templates.map { UserPath($0) } ?? configuration.templates
    }
}
