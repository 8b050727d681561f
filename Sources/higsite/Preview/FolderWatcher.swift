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

    /// What became of a watched root, found by its name: a watch follows a folder, not its name,
    /// so a folder moved aside and another put in its place (`mv content content.old && cp -r
    /// content.old content`) left every watch on the old one, and later edits went unseen.
    enum RootChange: Equatable {
        /// Nothing has the root's name: moved away or removed.
        case gone(String)
        /// Another folder has the root's name; it is watched from now on.
        case replaced(String)
        /// Another folder has the root's name, and the system will not watch it all (too many
        /// watches): the watcher can no longer be trusted, and `serve` polls instead.
        case unwatchable(String)

        var path: String {
            switch self {
            case .gone(let path), .replaced(let path), .unwatchable(let path): path
            }
        }

        /// Whether the watches no longer cover the root: its changes must be looked for otherwise.
        var needsPolling: Bool {
            switch self {
            case .gone, .replaced: false
            case .unwatchable: true
            }
        }

        /// The line `serve` prints, with the root as the user named it.
        func message(naming root: String) -> String {
            switch self {
            case .gone: "\(root) is gone; watching for it to come back"
            case .replaced: "\(root) was replaced; watching the new folder"
            case .unwatchable: "\(root) was replaced and cannot be watched whole; looking for changes every 300 ms"
            }
        }
    }

    #if canImport(Glibc)
    private let descriptor: Int32
    /// Each watch's folder.
    private var folders: [Int32: String] = [:]
    /// Each root's path, and the folder (device and inode) its watches are on; nil while nothing has its name.
    private var roots: [(path: String, folder: FolderIdentity?)] = []
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
        for root in roots {
            // Its identity first: a folder put in its place while the tree is being watched is seen as a replacement.
            watcher.roots.append((root.path, FolderIdentity(root.path)))
            guard watcher.watchTree(root.path, following: true) else { return nil }
        }
        return watcher
    }

    /// Looks at what each root's name leads to now, and moves the watches to the folder found
    /// there when it is not the one watched. One `stat` per root: cheap enough for every look.
    func rootChanges() -> [RootChange] {
        var changes: [RootChange] = []
        for index in roots.indices {
            let path = roots[index].path, found = FolderIdentity(path)
            guard found != roots[index].folder else { continue }
            unwatchTree(path)
            roots[index].folder = found
            if found == nil {
                changes.append(.gone(path))
            } else {
                changes.append(watchTree(path, following: true) ? .replaced(path) : .unwatchable(path))
            }
        }
        return changes
    }

    /// Removes the watches on `root` and the folders under it: they follow folders that no
    /// longer have those names, and would report their changes under those names.
    private func unwatchTree(_ root: String) {
        for (watch, folder) in folders where folder == root || folder.hasPrefix(root + "/") {
            inotify_rm_watch(descriptor, watch)
            folders[watch] = nil
        }
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
            if mask & UInt32(IN_Q_OVERFLOW) != 0 { certain = false }
            // A watch removed by ``unwatchTree(_:)`` may still have events queued: they are the old folder's.
            guard let folder = folders[watch] else { continue }
            if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 { certain = false }
            if mask & UInt32(IN_IGNORED) != 0 {
                folders[watch] = nil  // the folder was removed, and the watch with it
                continue
            }
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
    func rootChanges() -> [RootChange] { [] }
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
