import Foundation

/// A rebuild's changes to an output higsite wrote: some files replaced, some removed, each in
/// place, and only inside the output.
extension OutputWriter {
    /// Replaces some files of an output higsite wrote, each at once (written beside itself,
    /// then renamed over the old one), so a page being served is never half written. For a
    /// rebuild that changed a few files; a whole new site goes through ``write(_:)``.
    public func update(_ files: [OutputFile]) throws {
        guard isWrittenByHigsite else { throw OutputError.notHigsiteFolder(output.display) }
        let manager = FileManager.default
        for file in files {
            guard file.isSafe, file.path != [Self.markerName] else {
                throw OutputError.unsafePath(([output.display] + file.path).joined(separator: "/"))
            }
            let url = file.path.reduce(output.url) { $0.appendingPathComponent($1) }
            let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).higsite-new")
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents).write(to: temporary)
                if rename(temporary.path, url.path) != 0 {
                    throw OutputError.io(path: ([output.display] + file.path).joined(separator: "/"), reason: String(cString: strerror(errno)))
                }
            } catch let error as OutputError {
                try? manager.removeItem(at: temporary)
                throw error
            } catch {
                try? manager.removeItem(at: temporary)
                throw OutputError.io(path: ([output.display] + file.path).joined(separator: "/"), reason: error.localizedDescription)
            }
        }
    }

    /// Removes files of the site the output holds, each a path inside it; one already gone is
    /// not an error.
    public func remove(_ paths: [[String]]) throws {
        guard isWrittenByHigsite else { throw OutputError.notHigsiteFolder(output.display) }
        for path in paths {
            let file = OutputFile(path: path, contents: [])
            guard file.isSafe, path != [Self.markerName] else {
                throw OutputError.unsafePath(([output.display] + path).joined(separator: "/"))
            }
            let url = path.reduce(output.url) { $0.appendingPathComponent($1) }
            if unlink(url.path) != 0, errno != ENOENT {
                throw OutputError.io(path: ([output.display] + path).joined(separator: "/"), reason: String(cString: strerror(errno)))
            }
        }
    }
}
