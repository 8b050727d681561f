/// Where each file of the repository goes under the language folder: every folder and file
/// named by ``ImportName`` (two names that become one id in a folder: the later one gets `-2`),
/// each folder's `_index.md` (its `_index.md`, `index.md` or `README.md`, or a page named as
/// the folder beside it, or one made from the folder's name), and what links may find them by.
struct ImportLayout {
    /// A page to write: from a file of the repository, or made for a folder that had none.
    struct Page {
        var source: ImportSource.File?
        /// Path components under the language folder.
        var destination: [String]
        /// A made section's title.
        var title: String?
    }

    enum Target: Equatable {
        case page(Int)
        case file(Int)
    }

    private(set) var pages: [Page] = []
    private(set) var files: [(source: ImportSource.File, destination: [String])] = []
    private(set) var report: [ImportReport.Entry] = []
    /// Repository path (NFC, `/`-joined) of every file and folder, and the same lowercased.
    private var exact: [String: Target] = [:]
    private var folded: [String: [Target]] = [:]
    /// Last path component, lowercased, with and without `.md`.
    private var byName: [String: [Target]] = [:]
    /// Folders whose `_index.md` is the page named as the folder beside it.
    private var adopted: Set<String> = []

    /// Page ids higsite writes itself at the top of a site.
    static let reservedTopIDs: Set<String> = ["glossary", "translation-status", "rules", "whats-new"]
    static let indexNames = ["_index.md", "index.md", "readme.md"]

    init(_ source: ImportSource, rootName: String, destinationRoot: String) {
        var childFolders: [String: Set<String>] = [:]
        var childFiles: [String: [Int]] = [:]
        for (index, file) in source.files.enumerated() {
            childFiles[Self.key(file.path.dropLast()), default: []].append(index)
            for depth in 0..<(file.path.count - 1) {
                childFolders[Self.key(file.path[..<depth]), default: []].insert(file.path[depth])
            }
        }
        var hasPages: Set<String> = []
        for file in source.files where file.isPage {
            for depth in 0..<file.path.count { hasPages.insert(Self.key(file.path[..<depth])) }
        }
        // Parents before children: a folder's destination is known when its children are named.
        var pending: [(path: [String], destination: [String])] = [([], [])]
        while let (path, destination) = pending.popLast() {
            let key = Self.key(path)
            let folders = (childFolders[key] ?? []).sorted()
            let named = nameChildren(of: path, folders: folders, files: childFiles[key] ?? [], source: source,
                                     childFiles: childFiles, destination: destination, show: destinationRoot)
            if named.index == nil, !adopted.contains(key), hasPages.contains(key) {
                let title = Self.humanised(path.last ?? rootName)
                remember(.page(pages.count), at: path)
                pages.append(Page(source: nil, destination: destination + ["_index.md"], title: title))
            }
            for (name, id) in named.folders.reversed() { pending.append((path + [name], destination + [id])) }
        }
    }

    /// Names the folders and files of one folder; returns the folders' ids and the file that
    /// became the folder's `_index.md`, if one did.
    private mutating func nameChildren(of path: [String], folders: [String], files: [Int], source: ImportSource,
                                       childFiles: [String: [Int]], destination: [String], show: String)
        -> (folders: [(String, String)], index: Int?) {
        var used: Set<String> = path.isEmpty ? Self.reservedTopIDs : []
        func unique(_ id: String) -> String {
            var candidate = id, number = 2
            while used.contains(candidate) {
                candidate = "\(id)-\(number)"
                number += 1
            }
            used.insert(candidate)
            return candidate
        }
        let pages = files.filter { source.files[$0].isPage }
        var index = Self.indexNames.lazy.compactMap { name in pages.first { source.files[$0].path.last!.lowercased() == name } }.first
        var folderIDs: [(String, String)] = []
        for name in folders {
            let (id, generated) = ImportName.id(for: name, kind: .folder)
            let chosen = unique(id)
            folderIDs.append((name, chosen))
            if chosen != name { report.append(.renamed(from: Self.key(path + [name]), to: Self.shown(show, destination + [chosen]), generated: generated)) }
        }
        let folderIDSet = Dictionary(folderIDs.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
        for fileIndex in files where fileIndex != index {
            let file = source.files[fileIndex]
            let name = file.path.last!
            var (id, generated) = ImportName.id(for: name, kind: file.isPage ? .page : .file)
            var target = destination
            if file.isPage, let folder = folderIDSet[id], !adopted.contains(Self.key(path + [folder])),
               !(childFiles[Self.key(path + [folder])] ?? []).contains(where: { Self.indexNames.contains(source.files[$0].path.last!.lowercased()) }) {
                // `Windows.md` beside `Windows/`: the folder's page.
                adopted.insert(Self.key(path + [folder]))
                target += [id, "_index.md"]
                report.append(.renamed(from: Self.key(file.path), to: Self.shown(show, target), generated: generated))
                remember(.page(pages.count), at: path + [folder])
                add(file, destination: target)
                continue
            }
            id = unique(id)
            target.append(file.isPage ? id + ".md" : id)
            if target.last != name { report.append(.renamed(from: Self.key(file.path), to: Self.shown(show, target), generated: generated)) }
            add(file, destination: target)
        }
        if let chosen = index {
            let file = source.files[chosen]
            let target = destination + ["_index.md"]
            if file.path.last != "_index.md" { report.append(.renamed(from: Self.key(file.path), to: Self.shown(show, target), generated: false)) }
            remember(.page(pages.count), at: path)
            add(file, destination: target)
            index = chosen
        }
        return (folderIDs, index)
    }

    private mutating func add(_ file: ImportSource.File, destination: [String]) {
        if file.isPage {
            remember(.page(pages.count), at: file.path)
            pages.append(Page(source: file, destination: destination))
        } else {
            remember(.file(files.count), at: file.path)
            files.append((file, destination))
        }
    }

    private mutating func remember(_ target: Target, at path: [String]) {
        let key = Self.key(path)
        if exact[key] == nil { exact[key] = target }
        folded[key.lowercased(), default: []].append(target)
        guard let name = path.last?.lowercased() else { return }
        byName[name, default: []].append(target)
        if name.hasSuffix(".md") { byName[String(name.dropLast(3)), default: []].append(target) }
    }

    /// The file or folder a link's path (resolved in the repository) names: as written, then
    /// with `.md`, then ignoring case; else, `guessed`, the only file of that name anywhere.
    func target(of path: [String]) -> (target: Target, guessed: Bool)? {
        let key = Self.key(path)
        if let found = exact[key] ?? exact[key + ".md"] { return (found, false) }
        for candidate in [key.lowercased(), key.lowercased() + ".md"] {
            if let found = folded[candidate], Set(found).count == 1 { return (found[0], false) }
        }
        guard let name = path.last?.lowercased(), let found = byName[name], found.count == 1 else { return nil }
        return (found[0], true)
    }

    static func key(_ path: some Collection<String>) -> String {
        path.joined(separator: "/")
    }

    static func shown(_ root: String, _ path: [String]) -> String {
        ([root] + path).joined(separator: "/")
    }

    /// `Menus-and-actions` → `Menus and actions`: a title for a folder or file named like one.
    static func humanised(_ name: String) -> String {
        let stem = isPageName(name) ? String(name.dropLast(3)) : name
        return stem.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).joined(separator: " ")
    }

    static func isPageName(_ name: String) -> Bool { ImportSource.isPage(name) }
}

extension ImportLayout.Target: Hashable {}
