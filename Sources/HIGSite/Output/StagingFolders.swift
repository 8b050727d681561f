import Foundation

/// The folders a build makes beside the output: `.NAME.higsite-new-PID-RANDOM` (the site being
/// written) and `.NAME.higsite-old-PID-RANDOM` (the previous site, on its way out). The random
/// part is new for each build, so nobody can make the folder (or a link by its name) beforehand. A build that is
/// killed or crashes leaves them behind; the next build clears them up before it starts, and
/// puts the previous site back if the kill came while the output was away.
///
/// Only a real folder that carries higsite's marker and belongs to a process that is no longer
/// running is ever touched: a build running at the same time keeps its folders.
struct StagingFolders: Sendable {
    enum Kind: String {
        case new, old
    }

    struct Leftover {
        var url: URL
        var kind: Kind
        var pid: Int32
    }

    let parent: URL
    let name: String
    /// This build's random part of its folders' names.
    let token: String

    init(output: URL) {
        parent = output.deletingLastPathComponent()
        name = output.lastPathComponent
        var random = SystemRandomNumberGenerator()
        token = String(random.next() as UInt64, radix: 36)
    }

    func url(_ kind: Kind, pid: Int32 = ProcessInfo.processInfo.processIdentifier) -> URL {
        parent.appendingPathComponent(".\(name).higsite-\(kind.rawValue)-\(pid)-\(token)", isDirectory: true)
    }

    /// Folders of builds that ended without clearing up, sorted by name.
    func leftovers() -> [Leftover] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        let prefix = ".\(name).higsite-"
        let ownPID = ProcessInfo.processInfo.processIdentifier
        return names.sorted().compactMap { entry -> Leftover? in
            guard entry.hasPrefix(prefix) else { return nil }
            // KIND-PID-RANDOM, or KIND-PID as builds before the random part named them.
            let rest = entry.dropFirst(prefix.count).split(separator: "-", maxSplits: 2)
            guard rest.count >= 2, let kind = Kind(rawValue: String(rest[0])), rest[1].allSatisfy(\.isASCII),
                  rest.count == 2 || rest[2].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
                  let pid = Int32(rest[1]), pid > 0, pid != ownPID, !Self.isRunning(pid) else { return nil }
            let url = parent.appendingPathComponent(entry, isDirectory: true)
            var info = stat()
            guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
                  lstat(url.appendingPathComponent(OutputWriter.markerName).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                return nil
            }
            return Leftover(url: url, kind: kind, pid: pid)
        }
    }

    /// Puts the previous site back if a build was killed while it was moved aside (the output
    /// is missing and an old folder is left), then removes every other leftover.
    func recover(output: URL) {
        var leftovers = leftovers()
        var info = stat()
        if lstat(output.path, &info) != 0, errno == ENOENT, let index = leftovers.lastIndex(where: { $0.kind == .old }),
           rename(leftovers[index].url.path, output.path) == 0 {
            leftovers.remove(at: index)
        }
        for leftover in leftovers {
            try? FileManager.default.removeItem(at: leftover.url)
        }
    }

    /// Whether a process with this id exists (signal 0 checks without sending anything).
    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
