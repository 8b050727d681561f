import Foundation

/// What one path in an input folder (the content, the templates) is, with a symbolic link
/// resolved and judged: the walk of the pages, the language folders, the glossary, the templates
/// and the theme's assets all decide through this one function, so no kind of entry is followed
/// in one place and refused in another, or skipped in silence.
enum SourceEntry {
    /// A real folder (never a linked one: pages live in real folders, and a linked folder could
    /// loop back on itself).
    case folder
    /// A regular file, or a link to one inside the input folder; with what `stat` said of it,
    /// and whether it was reached through a link.
    case file(stat, throughLink: Bool)
    /// Nothing is there.
    case missing
    /// Something that must not be read, and why.
    case refused(Problem)

    /// Looks at `path` (one `lstat`; a link is resolved with ``RealPath`` and must stay inside
    /// `root`, itself resolved). `display` names the entry in messages.
    ///
    /// Only a link can lead outside: every other entry of a walk sits in a real folder below
    /// the root, since linked folders are never walked. So only links are resolved; resolving
    /// every path cost more than reading the files.
    static func at(_ path: String, display: String, root: String) -> SourceEntry {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .missing : .refused(.file(.unreadableFile(String(cString: strerror(errno)))))
        }
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        if isLink {
            let target: String
            do {
                target = try RealPath.resolve(path)
            } catch {
                return .refused(.file(.linkLoop))
            }
            guard RealPath.isInside(target, folder: root) else { return .refused(.file(.pathOutsideContent(display))) }
            guard stat(target, &info) == 0 else {
                return .refused(errno == ENOENT || errno == ENOTDIR ? .file(.danglingLink) : .file(.unreadableFile(String(cString: strerror(errno)))))
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return isLink ? .refused(.file(.linkedFolder)) : .folder
        case S_IFREG: return .file(info, throughLink: isLink)
        default: return .refused(.file(.notRegularFile))
        }
    }
}
