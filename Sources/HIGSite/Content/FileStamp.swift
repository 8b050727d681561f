import Foundation

/// What the file system says about a file without reading it: size, inode and the last change
/// of its contents or metadata, as the content walk saw them. An unchanged stamp means unchanged
/// bytes, unless the file was changed twice within the file system's clock tick (see
/// `BuildSession.read(_:)`, which reads such recent files anyway).
struct FileStamp: Hashable, Sendable {
    var size: Int64
    var inode: UInt64
    /// The later of the modification and status-change times, in nanoseconds since 1970.
    var changed: Int64

    init(_ info: stat) {
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        changed = max(info.modifiedNanoseconds, info.statusChangedNanoseconds)
    }

    /// The wall clock, on the same scale as ``changed``.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

/// A file's times as the system reports them, on one scale; Darwin and Glibc name the fields
/// differently, and this is the one place that knows it.
extension stat {
    /// The last change of the contents, in nanoseconds since 1970.
    package var modifiedNanoseconds: Int64 {
        #if canImport(Darwin)
        FileStamp.nanoseconds(st_mtimespec)
        #else
        FileStamp.nanoseconds(st_mtim)
        #endif
    }

    /// The last change of the contents or metadata (a rename, permissions), in nanoseconds since 1970.
    var statusChangedNanoseconds: Int64 {
        #if canImport(Darwin)
        FileStamp.nanoseconds(st_ctimespec)
        #else
        FileStamp.nanoseconds(st_ctim)
        #endif
    }
}
