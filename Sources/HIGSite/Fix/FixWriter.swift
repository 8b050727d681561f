import Foundation
import HIGControls

/// Writes `check --fix`'s edited files back, each at once and only inside the content folder.
///
/// Every file is vetted before any is written: its real path (symbolic links resolved) must be
/// inside the content folder's, and its bytes on disk must still be the ones the fixes were
/// made on. Each is then written beside itself and renamed over the old one, keeping its
/// permissions, so an editor or a crash never sees half a file.
public enum FixWriter {
    public enum WriteError: Error, Equatable, CustomStringConvertible {
        case outsideContent(String)
        case changedMeanwhile(String)
        case io(path: String, reason: String)

        public var description: String {
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

    public static func write(_ outcome: FixOutcome, content: UserPath) throws {
        let root = try resolve(content.url.path, display: content.display)
        var targets: [(path: String, file: FixOutcome.FileChange)] = []
        for file in outcome.files {
            let path = try resolve(file.url.path, display: file.display)
            guard path != root, RealPath.isInside(path, folder: root) else { throw WriteError.outsideContent(file.display) }
            guard (try? Data(contentsOf: URL(fileURLWithPath: path))) == file.before else { throw WriteError.changedMeanwhile(file.display) }
            targets.append((path, file))
        }
        for (path, file) in targets {
            try replace(path, with: file.after, display: file.display)
        }
    }

    private static func resolve(_ path: String, display: String) throws -> String {
        do {
            return try RealPath.resolve(path)
        } catch {
            throw WriteError.outsideContent(display)
        }
    }

    /// Writes `data` beside `path`, with its permissions, and renames it over `path`.
    private static func replace(_ path: String, with data: Data, display: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).higsite-fix")
        let manager = FileManager.default
        do {
            let permissions = try manager.attributesOfItem(atPath: path)[.posixPermissions]
            try data.write(to: temporary)
            if let permissions { try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path) }
            if rename(temporary.path, path) != 0 {
                throw WriteError.io(path: display, reason: String(cString: strerror(errno)))
            }
        } catch let error as WriteError {
            try? manager.removeItem(at: temporary)
            throw error
        } catch {
            try? manager.removeItem(at: temporary)
            throw WriteError.io(path: display, reason: error.localizedDescription)
        }
    }
}
