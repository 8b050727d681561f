import Foundation
import HIGSite

/// The files of the folder `serve` built, found for a request's path. A file is served only if
/// its real path (every symbolic link resolved) lies inside the folder's real path, so neither a
/// path nor a link planted in the folder can lead out of it; and only while the folder carries
/// higsite's marker, so a folder higsite did not build is never served.
struct PreviewFiles: Sendable {
    /// The output folder, as `--output` names it.
    let root: String

    enum Lookup: Equatable, Sendable {
        /// A regular file inside the folder, by its real path.
        case file(String)
        /// A folder asked for without the trailing slash its pages' relative links need.
        case folderWithoutSlash
        case notFound
        case outside
        /// The folder is missing or higsite did not build it.
        case notBuilt
    }

    /// The file for the names of a request's path; a folder stands for its `index.html`.
    func lookup(_ names: [String], endsWithSlash: Bool) -> Lookup {
        guard let base = Self.realPath(root), Self.isRegularFile(base + "/" + OutputWriter.markerName) else { return .notBuilt }
        guard let found = Self.realPath(([base] + names).joined(separator: "/")) else { return .notFound }
        guard RealPath.isInside(found, folder: base) else { return .outside }
        if Self.isFolder(found) {
            guard endsWithSlash || names.isEmpty else { return .folderWithoutSlash }
            guard let index = Self.realPath(found + "/index.html") else { return .notFound }
            guard RealPath.isInside(index, folder: base) else { return .outside }
            return Self.isRegularFile(index) ? .file(index) : .notFound
        }
        return Self.isRegularFile(found) ? .file(found) : .notFound
    }

    /// The bytes of a file ``lookup(_:endsWithSlash:)`` found; nil if it is gone or became a
    /// link since (it is opened without following one).
    func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        return Array(bytes[..<count])
    }

    /// `realpath(3)`: absolute, with every `.`, `..` and symbolic link resolved; nil if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
