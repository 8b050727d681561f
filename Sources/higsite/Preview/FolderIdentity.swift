import Foundation

/// A folder as the system knows it, whatever its name: its device and inode (`stat`, following
/// a link, as the root's watch does).
struct FolderIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    /// The folder `path` leads to now; nil if nothing, or not a folder.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
