import ArgumentParser
import Foundation
import HIGControls
import HIGLanguageServer
import HIGSite

struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
        discussion: """
            Publishes what 'higsite check' reports for every open page as you type, offers each fix \
            'check --fix' knows as a quick fix, completes page paths after '](', anchors after '#', \
            rule ids after 'rule=' and glossary terms, goes to the heading a link or rule id names, \
            shows a guideline's twin and rules on hover, and lists a page's headings. Start it from \
            the site's folder (where higsite.yaml is), as 'higsite lsp'.
            """
    )

    @OptionGroup var contentOptions: ContentOptions

    func run() throws {
        let (configuration, _) = try contentOptions.configOption.load()
        let session = EditorSession(content: contentOptions.contentFolder(configuration), rules: configuration.rules)
        let output = FileHandle.standardOutput
        let server = LanguageServer(session: session) { output.write($0) }
        let status: Int32
        do {
            status = try server.run(reading: FileHandle.standardInput)
        } catch {
            Console.error(TerminalText.escaped("higsite lsp: \(error)"))
            throw ExitCode.failure
        }
        if status != 0 { throw ExitCode(status) }
    }
}
