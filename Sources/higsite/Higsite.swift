import ArgumentParser
import Foundation
import HIGSite

/// The command line: parse → call HIGSite → print. No logic of its own.
@main
struct Higsite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "higsite",
        abstract: "Build and check a bilingual (Korean/English) site of iOS design guidelines.",
        discussion: """
            Shell completion: higsite --generate-completion-script bash|zsh|fish (scripts/install \
            puts them, and the man page, where the shells and man find them).
            """,
        version: Version.current,
        subcommands: [Init.self, Import.self, Build.self, Check.self, Rules.self, MockupCommand.self, Lint.self, Serve.self, LSP.self]
    )

    /// Usage errors exit with status 2 (the contract), not ArgumentParser's 64.
    static func main() async {
        if CommandLine.arguments.dropFirst().first == SwiftParseProcess.childArgument {
            SwiftParseProcess.serveChild()
        }
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                Console.error(fullMessage(for: error))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
