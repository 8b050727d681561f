import Foundation

/// Rewrites one page's links to the repository's files: each relative link is resolved from the
/// page's place in the repository, found by ``ImportLayout/target(of:)`` and written again as
/// the path from the page's new place to the file's new place, its fragment made the target
/// heading's anchor (`#Field-of-View` → `#field-of-view`). Links to the web, `mailto:` and the
/// like are left as they are; a link that finds nothing is left and reported.
struct ImportLinks {
    /// The anchors of one page as imported.
    struct Anchors {
        var exact: Set<String>
        var folded: [String: String]
        var title: String?

        init(_ page: ImportPage) {
            exact = page.document.anchors
            folded = Dictionary(exact.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
            title = page.titleAnchor
        }
    }

    let layout: ImportLayout
    /// Nil for a page that could not be read: a fragment of a link to it stays as written.
    let anchors: [Anchors?]
    /// What reports name each page by: `content/ko/foundations/color.md`.
    let shown: (Int) -> String

    /// The page's body with its links rewritten, and what was done; `lineOffset` is the number of
    /// lines written before the body (the front matter), for the report's positions.
    /// `files` are the other files (images) the links lead to: those are copied.
    func rewrite(page index: Int, _ page: ImportPage, lineOffset: Int) -> (body: String, entries: [ImportReport.Entry], files: [Int]) {
        let locator = FixLocator(page.document)
        let from = layout.pages[index]
        let folder = Array(from.source?.path.dropLast() ?? [])
        var edits: [(offset: Int, old: String, new: String)] = []
        var entries: [ImportReport.Entry] = []
        var files: [Int] = []
        for link in page.document.links {
            let line = link.location.line + lineOffset, column = link.location.column
            let (result, file) = rewritten(link.destination, folder: folder, destination: from.destination, page: index)
            if let file { files.append(file) }
            switch result {
            case .none:
                continue
            case .left(let reason):
                entries.append(.linkLeft(file: shown(index), line: line, column: column, destination: link.destination, reason))
            case .new(let new, let guessed, let missing):
                if let missing {
                    entries.append(.linkLeft(file: shown(index), line: line, column: column, destination: link.destination, .noSuchAnchor(missing)))
                }
                guard let offset = locator.destination(of: link) else {
                    entries.append(.linkLeft(file: shown(index), line: line, column: column, destination: link.destination, .notRewritable))
                    continue
                }
                edits.append((offset, link.destination, new))
                entries.append(.link(file: shown(index), line: line, column: column, old: link.destination, new: new, guessed: guessed))
            }
        }
        // One pass from the start: each edit's bytes between the kept stretches.
        let old = Array(page.body.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(old.count)
        var kept = 0
        for edit in edits.sorted(by: { $0.offset < $1.offset }) where edit.offset >= kept {
            bytes += old[kept..<edit.offset]
            bytes += edit.new.utf8
            kept = edit.offset + edit.old.utf8.count
        }
        bytes += old[kept...]
        return (String(decoding: bytes, as: UTF8.self), entries, files)
    }

    enum Result {
        /// Nothing to do: a link to the web, or one already right.
        case none
        /// The new destination; `missing`, a fragment the target has no heading for (kept as written).
        case new(String, guessed: Bool, missing: String? = nil)
        case left(ImportReport.Reason)
    }

    /// What a destination becomes, written in the page at repository `folder` whose new path is
    /// `destination`; `file`, the other file (an image) it leads to.
    func rewritten(_ written: String, folder: [String], destination: [String], page: Int) -> (Result, file: Int?) {
        guard !written.isEmpty, !Self.hasScheme(written), !written.hasPrefix("//") else { return (.none, nil) }
        var path = Substring(written), fragment: Substring?
        if let hash = written.firstIndex(of: "#") {
            path = written[..<hash]
            fragment = written[written.index(after: hash)...]
        }
        if let query = path.firstIndex(of: "?") { path = path[..<query] }
        if path.isEmpty {
            // `#Heading` on the page itself.
            guard let fragment else { return (.none, nil) }
            guard let anchor = anchor(fragment, on: page) else { return (.left(.noSuchAnchor(String(fragment))), nil) }
            return (anchor == fragment ? .none : .new(anchor.isEmpty ? "#" : "#" + anchor, guessed: false), nil)
        }
        let decoded = (String(path).removingPercentEncoding ?? String(path)).precomposedStringWithCanonicalMapping
        var resolved = decoded.hasPrefix("/") ? [] : folder
        for component in decoded.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !resolved.isEmpty else { return (.left(.leavesRepository), nil) }
                resolved.removeLast()
            default: resolved.append(String(component))
            }
        }
        guard let (target, guessed) = layout.target(of: resolved) else { return (.left(.noSuchFile), nil) }
        var new: String, missing: String?, file: Int?
        switch target {
        case .page(let index):
            new = Self.relative(from: destination.dropLast(), to: layout.pages[index].destination)
            if let fragment, let anchor = anchor(fragment, on: index) {
                if !anchor.isEmpty { new += "#" + anchor }
            } else if let fragment {
                new += "#" + fragment
                missing = String(fragment)
            }
        case .file(let index):
            new = Self.relative(from: destination.dropLast(), to: layout.files[index].destination)
            if let fragment { new += "#" + fragment }
            file = index
        }
        if new == written { return (missing.map { .left(.noSuchAnchor($0)) } ?? .none, file) }
        return (.new(new, guessed: guessed, missing: missing), file)
    }

    /// The anchor `fragment` means on page `index`: itself, the heading it names in another case
    /// or spelling (`#Field-of-View`), or "" for the title, which is the page itself now. Nil when
    /// the page has no such heading.
    func anchor(_ fragment: Substring, on index: Int) -> String? {
        let text = String(fragment)
        guard let anchors = anchors[index] else { return text }
        let decoded = (text.removingPercentEncoding ?? text).precomposedStringWithCanonicalMapping
        if anchors.exact.contains(text) || anchors.exact.contains(decoded) { return text }
        if let found = anchors.folded[decoded.lowercased()] ?? anchors.folded[Slug.make(decoded)] { return found }
        if let title = anchors.title, title == decoded.lowercased() || title == Slug.make(decoded) { return "" }
        return nil
    }

    /// `../bars/tab-bars.md`: from a folder to a file, both under the language folder.
    static func relative(from folder: ArraySlice<String>, to target: [String]) -> String {
        var shared = 0
        while shared < folder.count, shared < target.count - 1, folder[folder.startIndex + shared] == target[shared] { shared += 1 }
        return (Array(repeating: "..", count: folder.count - shared) + target[shared...]).joined(separator: "/")
    }

    /// `https:`, `mailto:`, `rule:`: a scheme before any `/`, `?` or `#`.
    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && text.first!.isLetter
    }
}
