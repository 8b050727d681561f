import ArgumentParser
import Foundation
import HIGControls
import HIGSite

/// `higsite import SRC`: an existing repository of Markdown guidelines, made one language of a site.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Bring a folder of Markdown guidelines (a Git repository, a wiki) into the content as one language.",
        discussion: """
            Every file and folder name becomes a page id: lowercase ASCII kebab-case ('App Icons.md' → \
            app-icons.md; a name with no ASCII letter or digit, a Korean one, gets an id made from it, \
            'page-1a2b3c4d'). Each page's first '# ' heading becomes its 'title' and leaves the text \
            (without one, the file name is the title); a later '# ' heading becomes '## '. A folder's \
            _index.md, index.md or README.md becomes its section page, and a folder without one gets \
            one titled by the folder's name. Every relative link and image is rewritten to the new \
            names: found as written, without '.md', in another case, or as the only file of its name; \
            its '#fragment' becomes the heading's anchor. Images and other files a page links to are \
            copied along (the build publishes the PNG, JPEG, GIF, WebP and AVIF images; 'check' \
            reports links to other files); other files are left. The other language gets a home page if it has none, so the site builds \
            and checks at once.

            Prints each rename, title, link rewritten, and each file or link left as it was and why. \
            Nothing outside the content folder is written, and no existing file is replaced: a \
            language folder with anything in it is refused without --force, which adds only the files \
            that are missing. Hidden files, links that lead outside the repository, pages over 4 MiB, \
            other files over 64 MiB (1 GiB in all), folders over 32 deep and files past the 20,000th \
            are left out, and said so.
            """
    )

    @Argument(help: ArgumentHelp("The folder holding the Markdown files to bring in.", valueName: "src"))
    var source: String

    @Option(help: "The language the pages are written in: they go to CONTENT/<lang>/.")
    var lang: Language = .ko

    @Option(help: ArgumentHelp("The content folder to write into (default: higsite.yaml's 'content', else content).", valueName: "content"))
    var into: String?

    @Flag(help: "Write into a language folder that is not empty: only files that do not exist yet (none is overwritten).")
    var force = false

    @Flag(help: "Print what would be done and write nothing.")
    var dryRun = false

    @OptionGroup var configOption: ConfigOption

    func run() throws {
        let (configuration, _) = try configOption.load()
        let content = into.map { UserPath($0) } ?? configuration.content ?? UserPath("content")
        let report: ImportReport
        do {
            report = try Importer.run(Importer.Options(source: UserPath(source), language: lang, content: content, force: force, dryRun: dryRun))
        } catch {
            Console.error(TerminalText.escaped(error.description))
            throw ExitCode.failure
        }
        for entry in report.entries {
            Console.out(TerminalText.escaped(entry.description))
        }
        let verb = dryRun ? "would write" : "wrote"
        let left = report.leftCount == 0 ? "" : "; \(report.leftCount) left as they were (above)"
        Console.out("\(verb) \(report.written.count) files into \(TerminalText.escaped(content.display))\(left); next: higsite check")
    }
}
