import Foundation

/// The files of a Markdown repository `higsite import` brings in, found by walking it once: every
/// name NFC, every symbolic link resolved and kept only when it leads to a file inside the
/// repository, and bounds on how many files, how deep and how large, so that no repository can
/// hold the import (or its memory) without end.
struct ImportSource {
    /// One file to bring in.
    struct File {
        /// Path components under the repository, NFC, as the links name them.
        var path: [String]
        /// Where its bytes are, beneath the repository's real path (a link resolved).
        var realPath: String
        var isPage: Bool
    }

    static let maximumFiles = 20_000
    static let maximumDepth = 32
    /// Bytes of one page: guideline pages are tens of kilobytes.
    static let maximumPageSize = 4 << 20
    /// Bytes of one image or other file, and of all of them together.
    static let maximumFileSize = 64 << 20
    static let maximumTotalSize = 1 << 30

    /// The repository's real path.
    let root: String
    private(set) var files: [File] = []
    private(set) var report: [ImportReport.Entry] = []
    private var total = 0
    /// The walk reached ``maximumFiles``: nothing more is listed.
    private var stopped = false

    /// Walks `root` (already resolved), leaving out `excluded` (a real path: the destination,
    /// when it is inside the repository).
    init(root: String, excluding excluded: String?) {
        self.root = root
        walk(root, path: [], excluded: excluded)
    }

    private mutating func walk(_ folder: String, path: [String], excluded: String?) {
        guard path.count < Self.maximumDepth else {
            report.append(.skipped(path.joined(separator: "/"), .tooDeep(Self.maximumDepth)))
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            report.append(.skipped(path.joined(separator: "/"), .unreadableFolder))
            return
        }
        for name in names.map({ ($0, $0.precomposedStringWithCanonicalMapping) }).sorted(by: { $0.1 < $1.1 }) {
            let shown = (path + [name.1]).joined(separator: "/")
            let full = folder + "/" + name.0
            if name.1.hasPrefix(".") {
                report.append(.skipped(shown, .hidden))
                continue
            }
            if full == excluded {
                report.append(.skipped(shown, .destination))
                continue
            }
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                walk(full, path: path + [name.1], excluded: excluded)
            case S_IFLNK:
                add(linkAt: full, path: path + [name.1])
            case S_IFREG:
                add(File(path: path + [name.1], realPath: full, isPage: Self.isPage(name.1)), size: Int(info.st_size))
            default:
                report.append(.skipped(shown, .notARegularFile))
            }
            if stopped { return }
        }
    }

    /// A symbolic link: kept as the file it leads to when that is a regular file inside the repository.
    private mutating func add(linkAt full: String, path: [String]) {
        let shown = path.joined(separator: "/")
        guard let real = try? RealPath.resolve(full), RealPath.isInside(real, folder: root), real != root else {
            report.append(.skipped(shown, .linkLeadsOutside))
            return
        }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            report.append(.skipped(shown, .linkToFolder))
            return
        }
        add(File(path: path, realPath: real, isPage: Self.isPage(path.last!)), size: Int(info.st_size))
    }

    private mutating func add(_ file: File, size: Int) {
        let shown = file.path.joined(separator: "/")
        let limit = file.isPage ? Self.maximumPageSize : Self.maximumFileSize
        guard size <= limit else {
            report.append(.skipped(shown, .tooLarge(limit)))
            return
        }
        guard files.count < Self.maximumFiles else {
            report.append(.skipped(shown, .tooMany(Self.maximumFiles)))
            stopped = true
            return
        }
        guard total + size <= Self.maximumTotalSize else {
            report.append(.skipped(shown, .tooLarge(Self.maximumTotalSize)))
            return
        }
        total += size
        files.append(file)
    }

    static func isPage(_ name: String) -> Bool {
        name.lowercased().hasSuffix(".md")
    }

    /// The bytes of `file`, read beneath the repository held open, through no link (a link in
    /// the repository was resolved by the walk; one swapped in since is refused).
    func read(_ file: File, in folder: OpenFolder) throws(FileSystemError) -> [UInt8] {
        let relative = String(file.realPath.dropFirst(root == "/" ? 1 : root.count + 1))
        let bytes = try folder.read(relative).bytes
        guard bytes.count <= (file.isPage ? Self.maximumPageSize : Self.maximumFileSize) else { throw FileSystemError(EFBIG) }
        return bytes
    }
}
