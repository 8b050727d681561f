import CSystemCalls
import Foundation

/// A folder held open, beneath which higsite reads and writes files without ever following a
/// symbolic link or leaving it (`higsite_open_beneath`). Every file higsite writes into a user's
/// folder — `check --fix` and `--stamp` in the content, `init`'s starter site — goes through one:
/// a link committed in a repository, or a folder swapped for one while higsite runs, then fails
/// with ELOOP or EXDEV instead of leading the write somewhere else.
///
/// A replaced file is written under a random name nobody can have planted (`O_CREAT | O_EXCL |
/// O_NOFOLLOW`), then exchanged with the old one in one step; only files higsite itself created
/// have their mode set.
final class OpenFolder: Sendable {
    let descriptor: Int32

    /// Opens the folder at `realPath`, a path already resolved (``RealPath``): its own last
    /// component is not followed if it has become a link since.
    init(realPath: String) throws(FileSystemError) {
        descriptor = open(realPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0 { throw FileSystemError(errno) }
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The folder at `path` beneath this one (`a/b`), made first when `creating` and missing.
    func folder(_ path: String, creating: Bool = false) throws(FileSystemError) -> OpenFolder {
        var current = self
        for name in path.split(separator: "/").map(String.init) where name != "." {
            if creating, mkdirat(current.descriptor, name, 0o755) != 0, errno != EEXIST { throw FileSystemError(errno) }
            let next = higsite_open_beneath(current.descriptor, name, O_RDONLY | O_DIRECTORY, 0)
            if next < 0 { throw FileSystemError(errno) }
            current = OpenFolder(descriptor: next)
        }
        return current
    }

    /// The bytes of the regular file `name` (a path beneath), and who it was when they were read.
    /// Opened non-blocking, so a FIFO planted there cannot hang the read. A file of more than
    /// `maximumBytes` is not read (``FileSystemError/tooLarge``).
    func read(_ name: String, maximumBytes: Int = .max) throws(FileSystemError) -> (bytes: [UInt8], identity: FileIdentity) {
        let file = higsite_open_beneath(descriptor, name, O_RDONLY | O_NONBLOCK, 0)
        if file < 0 { throw FileSystemError(errno) }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { throw FileSystemError(errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileSystemError.notARegularFile }
        guard info.st_size <= maximumBytes else { throw FileSystemError.tooLarge }
        guard let bytes = FileBytes.readAll(from: file) else { throw FileSystemError(errno) }
        guard bytes.count <= maximumBytes else { throw FileSystemError.tooLarge }
        return (bytes, FileIdentity(info))
    }

    /// Writes a new file `name` in this folder; fails with EEXIST if anything is there already
    /// (a file, or a link, which is not followed).
    func create(_ name: String, bytes: [UInt8], mode: mode_t = 0o644) throws(FileSystemError) {
        try write(name, bytes: bytes, mode: mode, exactMode: false)
    }

    /// Makes `name` (never there before: `O_EXCL`), with `mode` as it stands when `exactMode`
    /// (the file is higsite's own, so its mode is higsite's to set) or as the umask leaves it.
    private func write(_ name: String, bytes: [UInt8], mode: mode_t, exactMode: Bool) throws(FileSystemError) {
        let file = higsite_open_beneath(descriptor, name, O_WRONLY | O_CREAT | O_EXCL, UInt32(exactMode ? 0o600 : mode))
        if file < 0 { throw FileSystemError(errno) }
        var failure = exactMode && fchmod(file, mode) != 0 ? errno : 0
        if failure == 0 { failure = FileBytes.write(bytes[...], to: file) }
        close(file)
        if failure != 0 {
            unlinkat(descriptor, name, 0)
            throw FileSystemError(failure)
        }
    }

    /// Puts `bytes` in place of the file `name` of this folder, which must still be `expected`
    /// (the file as it was read): checked just before the new file takes its place, and checked
    /// again on the old file just after, when it is put back if it changed in between. A file
    /// changed by another program is never lost; the replacement is refused instead
    /// (``FileSystemError/changedMeanwhile``). The new file keeps the old one's permissions.
    func replace(_ name: String, with bytes: [UInt8], expected: FileIdentity) throws(FileSystemError) {
        let temporary = try createTemporary(beside: name, bytes: bytes, mode: expected.permissions)
        // Whatever is at the temporary name when this returns goes: the new file if it was not
        // put in place, or the old one it was exchanged with.
        var placedByRename = false
        defer { if !placedByRename { unlinkat(descriptor, temporary, 0) } }
        guard identity(of: name) == expected else { throw .changedMeanwhile }
        guard higsite_exchange_at(descriptor, temporary, descriptor, name) == 0 else {
            guard [ENOSYS, EINVAL, ENOTSUP, EOPNOTSUPP].contains(errno) else { throw FileSystemError(errno) }
            guard renameat(descriptor, temporary, descriptor, name) == 0 else { throw FileSystemError(errno) }
            placedByRename = true
            return
        }
        // The old file is now at the temporary name: if it was written to since the check, put
        // it back whole.
        guard identity(of: temporary) == expected else {
            higsite_exchange_at(descriptor, temporary, descriptor, name)
            throw .changedMeanwhile
        }
    }

    /// A new file beside `name` under a name nobody can have made beforehand, holding `bytes`.
    private func createTemporary(beside name: String, bytes: [UInt8], mode: mode_t) throws(FileSystemError) -> String {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<8 {
            let temporary = ".\(name).\(String(random.next(), radix: 36)).higsite-tmp"
            do {
                try write(temporary, bytes: bytes, mode: mode, exactMode: true)
                return temporary
            } catch let error where error.code == EEXIST {
                continue
            }
        }
        throw FileSystemError(EEXIST)
    }

    /// Who the entry `name` is now, without following a link; nil if nothing is there.
    func identity(of name: String) -> FileIdentity? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileIdentity(info)
    }
}

/// What tells a file apart from itself later: the same inode with the same size and modification
/// time has not been written to or replaced. Not the change time, which ``FileStamp`` also reads:
/// a rename sets it.
struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    /// Nanoseconds since 1970.
    var modified: Int64
    var mode: mode_t

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.modifiedNanoseconds
        mode = info.st_mode
    }

    var permissions: mode_t { mode & 0o7777 }
}

/// A system call on a user's folder failed: its error number, or what higsite refused.
struct FileSystemError: Error, Equatable, Sendable {
    var code: Int32

    init(_ code: Int32) {
        self.code = code
    }

    /// The file changed between the read and the write (higsite's own code, not an errno).
    static let changedMeanwhile = FileSystemError(-1)
    /// Something other than a regular file (a folder, a FIFO, a device) where a file was expected.
    static let notARegularFile = FileSystemError(-2)
    /// A file larger than the reader allows.
    static let tooLarge = FileSystemError(-3)

    /// Whether a link was met, or the path tried to leave the folder.
    var isLinkOrEscape: Bool { code == ELOOP || code == EXDEV }

    var reason: String {
        switch code {
        case -1: "the file changed while higsite was writing it"
        case -2: "not a regular file"
        case -3: "larger than higsite reads"
        case ELOOP, EXDEV: "a symbolic link is on the way, and higsite does not write through links"
        default: String(cString: strerror(code))
        }
    }
}
