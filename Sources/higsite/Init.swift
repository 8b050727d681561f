import ArgumentParser
import Foundation
import HIGControls
import HIGSite

/// `higsite init [DIR]`: a starter site that builds and checks clean; `--theme` writes the
/// built-in theme to `templates/` to change it.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a bilingual site in a folder, or copy the built-in theme out to change it.",
        discussion: """
            Writes content/ko and content/en (a home page, a section, a guideline page with a rule \
            and a mockup), content/glossary.yaml, higsite.yaml and a .gitignore. With --theme, writes \
            the built-in theme to templates/ instead and sets 'templates: templates' in higsite.yaml \
            (writing one if there is none), so the next build uses it; a higsite.yaml that names \
            another theme folder is left as it is. With --ci github, writes \
            .github/workflows/higsite.yml instead: a GitHub Actions workflow that checks the content \
            (annotations on the lines), builds the site, publishes it to GitHub Pages and lints the \
            repository's screens for code scanning; its first lines say what to set up. A folder with \
            anything in it is refused without --force, and no file that exists is ever overwritten.
            """
    )

    @Argument(help: ArgumentHelp("The folder to write into (made if missing).", valueName: "dir"))
    var folder = "."

    @Flag(help: "Write the built-in theme to DIR/templates/ instead of a starter site.")
    var theme = false

    /// A continuous integration service `--ci` writes a workflow for.
    enum CI: String, CaseIterable, ExpressibleByArgument {
        case github
    }

    @Option(help: ArgumentHelp("Write a CI workflow instead of a starter site: github (GitHub Actions: check with annotations, build, publish to GitHub Pages, lint for code scanning).", valueName: "service"))
    var ci: CI?

    @Flag(help: "Write into a folder that is not empty: only files that do not exist yet.")
    var force = false

    func validate() throws {
        if theme && ci != nil { throw ValidationError("--theme and --ci write different things; run init once for each") }
    }

    func run() throws {
        let target = UserPath(folder)
        if ci != nil { return try writeWorkflow(into: target) }
        let files = theme ? Theme.embeddedFiles : StarterSite.bytes
        // The theme goes into templates/, which may be new in a site that is not empty.
        let into = theme ? UserPath(target.url.appendingPathComponent("templates").path) : target
        let result: (written: [String], kept: [String])
        do {
            result = try StarterSite.write(files, into: into, within: target, force: force)
        } catch {
            Console.error(TerminalText.escaped(error.description))
            throw ExitCode.failure
        }
        for path in result.kept {
            Console.error(TerminalText.escaped("\(path): exists; left as it is"))
        }
        let place = TerminalText.escaped(into.display)
        if theme {
            let configuration = TerminalText.escaped(target.display == "." ? SiteConfiguration.fileName
                                                     : target.display + "/" + SiteConfiguration.fileName)
            let use: String
            do {
                use = switch try StarterSite.useTheme(in: target) {
                case .turnedOn: "\(configuration) now builds with them (templates: templates)"
                case .created: "wrote \(configuration) to build with them (templates: templates)"
                case .alreadyOn: "\(configuration) already builds with them"
                case .otherTemplates(let other):
                    "\(configuration) builds with '\(TerminalText.escaped(other))' and is left as it is; build with --templates \(place) to use these"
                }
            } catch {
                Console.error(TerminalText.escaped(error.description))
                throw ExitCode.failure
            }
            Console.out("wrote \(result.written.count) theme files into \(place); \(use)")
        } else {
            let next = folder == "." ? "" : "cd \(TerminalText.escaped(folder)) && "
            Console.out("wrote \(result.written.count) files into \(place); next: \(next)higsite build")
        }
    }

    /// `--ci github`: the workflow alone, into a site that may have anything else in it.
    private func writeWorkflow(into target: UserPath) throws {
        let file = (path: StarterSite.gitHubWorkflowPath, bytes: Array(StarterSite.gitHubWorkflow.utf8))
        let result: (written: [String], kept: [String])
        do {
            result = try StarterSite.write([file], into: target, force: true)
        } catch {
            Console.error(TerminalText.escaped(error.description))
            throw ExitCode.failure
        }
        if let path = result.kept.first {
            Console.error(TerminalText.escaped("\(path): exists; left as it is"))
            throw ExitCode.failure
        }
        Console.out(TerminalText.escaped("wrote \(result.written[0]); before its first run set the repository variable "
            + "HIGSITE_REPOSITORY (higsite's git URL) and Pages' source to GitHub Actions (the file's first lines say where)"))
    }
}
