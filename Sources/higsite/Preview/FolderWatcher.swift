import Foundation

/// What `serve` waits on between rebuilds, where the system can tell it (Linux's inotify): the
/// kernel names every file written, created, removed or renamed under the watched folders, so
/// nothing is polled — a site of 20,000 pages was stat-ed every 300 ms, half a core while idle —
/// and a rebuild can read just the files named. Elsewhere ``make(_:)`` gives nil and `serve`
/// polls a ``Fingerprint``.
final class FolderWatcher: @unchecked Sendable {
    /// What changed: the paths the kernel named (files and folders, each the full path), or
    /// nothing certain (its queue overflowed, a watched folder went away).
    enum Change: Equatable {
        case paths(Set<String>)
        case unknown
    }

    #if canImport(Glibc)
    private let descriptor: Int32
    /// Each watch's folder.
    private var folders: [Int32: String] = [:]
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                                     | IN_DELETE_SELF | IN_MOVE_SELF)

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Watches `roots` and every folder under them; nil when the system cannot (no inotify, too
    /// many watches): `serve` then polls.
    static func make(_ roots: [URL]) -> FolderWatcher? {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let watcher = FolderWatcher(descriptor: descriptor)
        for root in roots where !watcher.watchTree(root.path, following: true) { return nil }
        return watcher
    }

    /// Adds a watch on `path` and each real folder under it: links under it are not followed, as
    /// the content walk does not follow them into folders; the folder named itself may be one.
    private func watchTree(_ path: String, following: Bool = false) -> Bool {
        let watch = inotify_add_watch(descriptor, path, Self.mask | UInt32(IN_ONLYDIR) | (following ? 0 : UInt32(IN_DONT_FOLLOW)))
        guard watch >= 0 else { return errno == ENOTDIR || errno == ENOENT }
        folders[watch] = path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names.sorted() {
            var info = stat()
            let child = path + "/" + name
            if lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, !watchTree(child) { return false }
        }
        return true
    }

    /// What changed since the last call, without waiting; nil when nothing did.
    func pending() -> Change? {
        var change: Change?
        while let more = read() {
            change = change.map { $0.merged(with: more) } ?? more
        }
        return change
    }

    /// The events waiting to be read, if any.
    private func read() -> Change? {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 0) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = Foundation.read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return .unknown }
        return events(in: buffer[..<count])
    }

    /// Reads `struct inotify_event`s: watch (4 bytes), mask (4), cookie (4), name length (4), name.
    private func events(in bytes: ArraySlice<UInt8>) -> Change {
        var paths: Set<String> = [], offset = bytes.startIndex, certain = true
        func word(_ at: Int) -> UInt32 {
            UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
        }
        while offset + 16 <= bytes.endIndex {
            let watch = Int32(bitPattern: word(offset)), mask = word(offset + 4), length = Int(word(offset + 12))
            let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, bytes.endIndex)].prefix { $0 != 0 }
            offset += 16 + length
            if mask & UInt32(IN_Q_OVERFLOW | IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 { certain = false }
            guard let folder = folders[watch] else { continue }
            let path = nameBytes.isEmpty ? folder : folder + "/" + String(decoding: nameBytes, as: UTF8.self)
            paths.insert(path)
            // A new folder is watched too; what was written in it before the watch was added is
            // not known, so the change is not certain.
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                _ = watchTree(path)
                certain = false
            }
        }
        return certain ? .paths(paths) : .unknown
    }
    #else
    static func make(_ roots: [URL]) -> FolderWatcher? { nil }
    func pending() -> Change? { nil }
    #endif
}

extension FolderWatcher.Change {
    /// The files a rebuild may read alone (it checks each is a page it knows), or nil: look at every file.
    var files: Set<String>? {
        if case .paths(let paths) = self { paths } else { nil }
    }

    func merged(with other: FolderWatcher.Change) -> FolderWatcher.Change {
        guard let one = files, let two = other.files else { return .unknown }
        return .paths(one.union(two))
    }
}
