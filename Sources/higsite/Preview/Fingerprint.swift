import Foundation
import HIGSite

/// What the watcher compares every 300 ms: how many files and folders there are and the
/// newest modification time among them (a rename changes its folder's). Plain lstat calls:
/// on a site of thousands of pages Foundation's URL resource values cost more than a rebuild.
struct Fingerprint: Equatable {
    var entries = 0
    var latest = 0
    /// The regular files changed after the time given to ``of(_:since:)``.
    var changedFiles: [String] = []
    /// Whether a folder changed after that time (an entry added, removed or renamed in it).
    var changedFolder = false

    static func == (left: Fingerprint, right: Fingerprint) -> Bool {
        left.entries == right.entries && left.latest == right.latest
    }

    /// The fingerprint of `folders`, noting what changed after `since` (nanoseconds since 1970).
    static func of(_ folders: [URL], since: Int = .max) -> Fingerprint {
        var fingerprint = Fingerprint()
        func visit(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            fingerprint.entries += 1
            let changed = Int(info.modifiedNanoseconds)
            fingerprint.latest = max(fingerprint.latest, changed)
            let isFolder = info.st_mode & S_IFMT == S_IFDIR
            if changed > since {
                if isFolder { fingerprint.changedFolder = true } else { fingerprint.changedFiles.append(path) }
            }
            guard isFolder, let folder = opendir(path) else { return }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { visit(path + "/" + name) }
            }
        }
        for folder in folders { visit(folder.path) }
        return fingerprint
    }

    /// The files that changed from `earlier` to this fingerprint, when nothing else did (no
    /// entry added, removed or renamed): a rebuild need read only them.
    func onlyChangedFiles(since earlier: Fingerprint) -> Set<String>? {
        entries == earlier.entries && !changedFolder && !changedFiles.isEmpty ? Set(changedFiles) : nil
    }
}
