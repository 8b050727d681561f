import CSystemCalls
import Foundation

/// A rebuild's changes to an output higsite wrote: some files replaced, some removed, each in
/// place, and only inside the output.
extension OutputWriter {
    /// Replaces some files of an output higsite wrote, each at once (written beside itself,
    /// then renamed over the old one), so a page being served is never half written. For a
    /// rebuild that changed a few files; a whole new site goes through ``write(_:)``.
    package func update(_ files: [OutputFile]) throws {
        guard isWrittenByHigsite else { throw OutputError.notHigsiteFolder(output.display) }
        let sink = OutputSink(root: output.url.path, display: output.display)
        for file in files { sink.replace(file) }
        try sink.check()
    }

    /// Removes files of the site the output holds, each a path inside it; one already gone is
    /// not an error.
    package func remove(_ paths: [[String]]) throws {
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
    /// Writes `file` beside itself under a random name (`.NAME.RANDOM.higsite-new`), then renames
    /// it over the old one, both within its folder opened beneath the root without following a
    /// link.
    func replace(_ file: OutputFile) {
        // write reports an unsafe path, and the marker is never replaced.
        guard file.isSafe, file.path != [OutputWriter.markerName], let name = file.path.last else { return write(file) }
        var random = SystemRandomNumberGenerator()
        var beside = file
        let besideName = ".\(name).\(String(random.next() as UInt64, radix: 36)).higsite-new"
        beside.path[beside.path.count - 1] = besideName
        write(beside)
        let folderPath = file.path.dropLast().joined(separator: "/")
        let folder = folderPath.isEmpty ? dup(rootDescriptor) : higsite_open_beneath(rootDescriptor, folderPath, O_RDONLY | O_DIRECTORY, 0)
        let openFailure = folder < 0 ? errno : 0
        defer { if folder >= 0 { close(folder) } }
        guard (try? check()) != nil, folder >= 0 else {
            unlinkat(rootDescriptor, beside.path.joined(separator: "/"), 0)
            if folder < 0 { fail(.io(path: ([display] + file.path).joined(separator: "/"), reason: String(cString: strerror(openFailure)))) }
            return
        }
        if renameat(folder, besideName, folder, name) != 0 {
            let reason = errno
            unlinkat(folder, besideName, 0)
            fail(.io(path: ([display] + file.path).joined(separator: "/"), reason: String(cString: strerror(reason))))
        }
    }
}
