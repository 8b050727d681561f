import Foundation

/// A rebuild's changes to an output higsite wrote: some files replaced, some removed, each in
/// place, and only inside the output.
extension OutputWriter {
    /// Replaces some files of an output higsite wrote, each at once (written beside itself,
    /// then renamed over the old one), so a page being served is never half written. For a
    /// rebuild that changed a few files; a whole new site goes through ``write(_:)``.
    public func update(_ files: [OutputFile]) throws {
        guard isWrittenByHigsite else { throw OutputError.notHigsiteFolder(output.display) }
        let sink = OutputSink(root: output.url.path, display: output.display)
        for file in files { sink.replace(file) }
        try sink.check()
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

extension OutputSink {
    /// Writes `file` beside itself (`.NAME.higsite-new`), then renames it over the old one.
    func replace(_ file: OutputFile) {
        // write reports an unsafe path, and the marker is never replaced.
        guard file.isSafe, file.path != [OutputWriter.markerName], let name = file.path.last else { return write(file) }
        var beside = file
        beside.path[beside.path.count - 1] = ".\(name).higsite-new"
        let path = file.path.joined(separator: "/"), besidePath = beside.path.joined(separator: "/")
        write(beside)
        guard (try? check()) != nil else {
            unlinkat(rootDescriptor, besidePath, 0)
            return
        }
        if renameat(rootDescriptor, besidePath, rootDescriptor, path) != 0 {
            let reason = errno
            unlinkat(rootDescriptor, besidePath, 0)
            fail(.io(path: ([display] + file.path).joined(separator: "/"), reason: String(cString: strerror(reason))))
        }
    }
}
