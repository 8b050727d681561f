import Foundation

/// What the watcher compares every 300 ms: how many files and folders there are and the
/// newest modification time among them (a rename changes its folder's). Plain lstat calls:
/// on a site of thousands of pages Foundation's URL resource values cost more than a rebuild.
struct Fingerprint: Equatable {
    var entries = 0
    var latest = 0

    static func of(_ folders: [URL]) -> Fingerprint {
        var fingerprint = Fingerprint()
        func visit(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            fingerprint.entries += 1
            fingerprint.latest = max(fingerprint.latest, info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec)
            guard info.st_mode & S_IFMT == S_IFDIR, let folder = opendir(path) else { return }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { visit(path + "/" + name) }
            }
        }
        for folder in folders { visit(folder.path) }
        return fingerprint
    }
}
