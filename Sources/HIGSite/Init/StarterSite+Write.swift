import Foundation

/// `higsite init`'s writes: new files only, and only inside the folder it is given.
extension StarterSite {
    /// Why a starter site or a theme was not written.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notEmpty(String)
        case linkLeadsOutside(path: String, folder: String, command: String = "init")
        case io(path: String, reason: String)

        public var description: String {
            switch self {
            case .notEmpty(let path):
                "\(path): error: the folder is not empty; pass --force to add the files that are missing (none is overwritten)"
            case .linkLeadsOutside(let path, let folder, let command):
                "\(path): error: a symbolic link on this path leads outside '\(folder)'; higsite \(command) writes only inside "
                    + "the folder it is given. Remove the link, or run \(command) in the folder it leads to"
            case .io(let path, let reason):
                "\(path): error: \(reason)"
            }
        }
    }

    /// Writes `files` below `folder` (made if missing), never outside `boundary` (the folder
    /// `init` was given; `folder` is it or a folder in it): every path is resolved, links
    /// included, and one that leads outside is refused; the files are then made beneath the
    /// boundary's open folder without following any link (``OpenFolder``), so a link swapped in
    /// meanwhile cannot lead them out either. Refuses a folder with anything in it unless
    /// `force`; even then a file that exists is never overwritten, only reported. Returns the
    /// paths written and the paths that were already there. `command` names who writes, in messages.
    public static func write(_ files: [(path: String, bytes: [UInt8])], into folder: UserPath, within boundary: UserPath? = nil,
                             force: Bool, command: String = "init") throws(Failure) -> (written: [String], kept: [String]) {
        let boundary = boundary ?? folder
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
        if !entries.isEmpty && !force { throw .notEmpty(folder.display) }
        let (root, rootPath) = try openBoundary(boundary)
        var written: [String] = [], kept: [String] = []
        for file in files {
            let shown = folder.display == "." ? file.path : folder.display + "/" + file.path
            let path = folder.url.appendingPathComponent(file.path).path
            guard let real = try? RealPath.resolve(path), real != rootPath, RealPath.isInside(real, folder: rootPath) else {
                throw .linkLeadsOutside(path: shown, folder: boundary.display, command: command)
            }
            let inside = real.dropFirst(rootPath == "/" ? 1 : rootPath.count + 1).split(separator: "/").map(String.init)
            do {
                let parent = try root.folder(inside.dropLast().joined(separator: "/"), creating: true)
                if parent.identity(of: inside.last!) != nil {
                    kept.append(shown)
                    continue
                }
                try parent.create(inside.last!, bytes: file.bytes)
            } catch where error.code == EEXIST {
                kept.append(shown)
                continue
            } catch where error.isLinkOrEscape {
                throw .linkLeadsOutside(path: shown, folder: boundary.display, command: command)
            } catch {
                throw .io(path: shown, reason: error.reason)
            }
            written.append(shown)
        }
        return (written, kept)
    }

    /// The boundary folder (made if missing), open, and its real path.
    static func openBoundary(_ boundary: UserPath) throws(Failure) -> (OpenFolder, String) {
        do {
            try FileManager.default.createDirectory(at: boundary.url, withIntermediateDirectories: true)
        } catch {
            throw .io(path: boundary.display, reason: error.localizedDescription)
        }
        do {
            let real = try RealPath.resolve(boundary.url.path)
            return (try OpenFolder(realPath: real), real)
        } catch let error as FileSystemError {
            throw .io(path: boundary.display, reason: error.reason)
        } catch {
            throw .io(path: boundary.display, reason: "symbolic links on this path lead round in a loop")
        }
    }
}
