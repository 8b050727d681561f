/// What `higsite import` did, one entry per act, in the order it did them: each rename, each
/// title, each link rewritten or left, each file it could not bring in and why. The text of
/// every entry is here, in one place.
public struct ImportReport: Sendable {
    /// Why a file or a link was left as it was.
    public enum Reason: Sendable, Equatable {
        case hidden, destination, notARegularFile, linkLeadsOutside, linkToFolder, unreadableFolder
        case tooDeep(Int), tooMany(Int), tooLarge(Int)
        case notUTF8, unreadable(String), exists
        case noSuchFile, leavesRepository, notRewritable, noSuchAnchor(String), unlinked
    }

    public enum Entry: Sendable, Equatable {
        /// A file or folder given a new name (`generated`: an id made from a name with no ASCII letter).
        case renamed(from: String, to: String, generated: Bool)
        case title(file: String, title: String, fromHeading: Bool)
        case demoted(file: String, line: Int)
        case link(file: String, line: Int, column: Int, old: String, new: String, guessed: Bool)
        case linkLeft(file: String, line: Int, column: Int, destination: String, Reason)
        case madeSection(file: String, title: String)
        case madeHome(file: String, title: String)
        case skipped(String, Reason)
        case kept(String)
    }

    public var entries: [Entry]
    /// Files written (or, in a dry run, that would be).
    public var written: [String] = []

    public var leftCount: Int {
        entries.count { entry in
            switch entry {
            case .linkLeft, .skipped, .kept: true
            default: false
            }
        }
    }
}

extension ImportReport.Entry: CustomStringConvertible {
    public var description: String {
        switch self {
        case .renamed(let from, let to, let generated):
            "renamed \(from) → \(to)" + (generated ? " (the name has no ASCII letter or digit: an id made from it)" : "")
        case .title(let file, let title, let fromHeading):
            "\(file): title '\(title)'" + (fromHeading ? ", from its first '# ' heading (taken out of the text)" : ", from its name (no '# ' heading)")
        case .demoted(let file, let line):
            "\(file):\(line): a second '# ' heading made '## ' (the title is the page's only <h1>)"
        case .link(let file, let line, let column, let old, let new, let guessed):
            "\(file):\(line):\(column): link \(old) → \(new)" + (guessed ? " (no file at that path; the only file of that name)" : "")
        case .linkLeft(let file, let line, let column, let destination, let reason):
            "\(file):\(line):\(column): left link \(destination): \(reason.text)"
        case .madeSection(let file, let title):
            "made \(file) (title '\(title)', from the folder's name)"
        case .madeHome(let file, let title):
            "made \(file) (title '\(title)'): the home page a site needs in each language; translate it"
        case .skipped(let path, let reason):
            "skipped \(path): \(reason.text)"
        case .kept(let path):
            "kept \(path): it exists; left as it is (nothing is overwritten)"
        }
    }
}

extension ImportReport.Reason {
    var text: String {
        switch self {
        case .hidden: "a hidden file or folder"
        case .destination: "the destination folder"
        case .notARegularFile: "not a regular file"
        case .linkLeadsOutside: "a symbolic link that leads outside the repository"
        case .linkToFolder: "a symbolic link to a folder (or to nothing); import the folder itself"
        case .unreadableFolder: "the folder cannot be listed"
        case .tooDeep(let depth): "more than \(depth) folders deep"
        case .tooMany(let count): "the repository has more than \(count) files; the rest is left out"
        case .tooLarge(let bytes): "larger than \(bytes >> 20) MiB"
        case .notUTF8: "the page is not UTF-8 text"
        case .unreadable(let reason): reason
        case .exists: "exists"
        case .noSuchFile: "no file in the repository at that path"
        case .leavesRepository: "it leads outside the repository"
        case .notRewritable: "written as a reference link or with escapes; rewrite it by hand"
        case .noSuchAnchor(let anchor): "the page has no heading '#\(anchor)'"
        case .unlinked: "not a Markdown page, and no page links to it"
        }
    }
}
