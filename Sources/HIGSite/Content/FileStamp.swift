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
        #if canImport(Darwin)
        changed = max(Self.nanoseconds(info.st_mtimespec), Self.nanoseconds(info.st_ctimespec))
        #else
        changed = max(Self.nanoseconds(info.st_mtim), Self.nanoseconds(info.st_ctim))
        #endif
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
