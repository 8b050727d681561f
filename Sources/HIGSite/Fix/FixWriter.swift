import Foundation

/// Writes `check --fix`'s edited files back, each at once and only inside the content folder.
///
/// Every file is vetted before any is written: its real path (symbolic links resolved) must be
/// inside the content folder's, and its bytes on disk must still be the ones the fixes were
/// made on. Each is then written beside itself under a random name and exchanged with the old
/// one (``OpenFolder/replace(_:with:expected:)``), keeping its permissions, so an editor or a
/// crash never sees half a file, a line another program appended meanwhile is never lost, and
/// no link in the content (planted at any name) can lead the write outside it.
package enum FixWriter {
    package enum WriteError: Error, Equatable, CustomStringConvertible {
        case outsideContent(String)
        case changedMeanwhile(String)
        case io(path: String, reason: String)

        package var description: String {
            switch self {
            case .outsideContent(let file):
                "\(file): error: not written: its real path leaves the content folder"
            case .changedMeanwhile(let file):
                "\(file): error: not written: the file changed while it was being fixed; run 'higsite check --fix' again"
            case .io(let path, let reason):
                "\(path): error: cannot write the fixed file: \(reason)"
            }
        }
    }

    package static func write(_ outcome: FixOutcome, content: UserPath) throws {
        let root = try resolve(content.url.path, display: content.display)
        let rootFolder = try open(display: content.display) { () throws(FileSystemError) in try OpenFolder(realPath: root) }
        var targets: [(folder: OpenFolder, name: String, identity: FileIdentity, file: FixOutcome.FileChange)] = []
        for file in outcome.files {
            let path = try resolve(file.url.path, display: file.display)
            guard path != root, RealPath.isInside(path, folder: root) else { throw WriteError.outsideContent(file.display) }
            let inside = path.dropFirst(root == "/" ? 1 : root.count + 1)
            let parent = inside.split(separator: "/").dropLast().joined(separator: "/")
            let name = String(inside.split(separator: "/").last!)
            let folder = try open(display: file.display) { () throws(FileSystemError) in try rootFolder.folder(parent) }
            let read = try open(display: file.display) { () throws(FileSystemError) in try folder.read(name) }
            guard read.bytes.elementsEqual(file.before) else { throw WriteError.changedMeanwhile(file.display) }
            targets.append((folder, name, read.identity, file))
        }
        for target in targets {
            try open(display: target.file.display) { () throws(FileSystemError) in
                try target.folder.replace(target.name, with: Array(target.file.after), expected: target.identity)
            }
        }
    }

    private static func resolve(_ path: String, display: String) throws -> String {
        do {
            return try RealPath.resolve(path)
        } catch {
            throw WriteError.outsideContent(display)
        }
    }

    /// Runs a step on the content folder, naming `display` in what it throws: a link met on the way
    /// (one swapped in since the paths were resolved) is outside the content.
    private static func open<T>(display: String, _ body: () throws(FileSystemError) -> T) throws -> T {
        do {
            return try body()
        } catch where error == .changedMeanwhile {
            throw WriteError.changedMeanwhile(display)
        } catch where error.isLinkOrEscape {
            throw WriteError.outsideContent(display)
        } catch {
            throw WriteError.io(path: display, reason: error.reason)
        }
    }
}
