import Foundation

/// Paths as the kernel will follow them: every symbolic link resolved, `.` and `..` applied to
/// the folders they name. higsite resolves every folder and file it is given this one way before
/// it compares paths (is the output inside the content? does a link lead outside?), so a link
/// anywhere on a path cannot make two different places look apart or the same.
///
/// Unlike `realpath(3)` and Foundation's `resolvingSymlinksInPath`, a path that does not exist
/// yet is resolved too: its longest existing ancestor is resolved and the rest appended, so
/// `--output link/_site` is compared as the folder it will become.
package enum RealPath {
    /// Why a path could not be resolved.
    package enum Failure: Error, Equatable {
        /// The links lead round in a loop (or through more than ``maximumLinks``).
        case loop
    }

    /// As Linux's `MAXSYMLINKS`: more links than this on one path count as a loop.
    static let maximumLinks = 40

    /// `path` (absolute, or relative to the working directory) with every link resolved.
    package static func resolve(_ path: String) throws(Failure) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        // Components still to walk, the next one last.
        var pending = absolute.split(separator: "/", omittingEmptySubsequences: true).reversed().map(String.init)
        var resolved: [String] = []
        var links = 0
        // Below a component that does not exist nothing exists: no more system calls.
        var exists = true
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                // `resolved` holds no links, so its parent is the physical one.
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [component]).joined(separator: "/")
            var info = stat()
            if exists, lstat(candidate, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFLNK {
                    links += 1
                    guard links <= maximumLinks, let target = readLink(candidate) else { throw .loop }
                    if target.hasPrefix("/") { resolved = [] }
                    pending += target.split(separator: "/", omittingEmptySubsequences: true).reversed().map(String.init)
                    continue
                }
            } else {
                exists = false
            }
            resolved.append(component)
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// Whether `path` is `folder` or below it; both already resolved.
    package static func isInside(_ path: String, folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
