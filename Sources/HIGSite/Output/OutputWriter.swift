import CSystemCalls
import Foundation

/// Why the output folder could not be written. The machine or the user's set-up failed, not
/// the content, so these are thrown.
enum OutputError: Error, Equatable, CustomStringConvertible {
    case notHigsiteFolder(String)
    case notAFolder(String)
    case overlapsInput(output: String, input: String)
    case unsafePath(String)
    case linkLoop(String)
    case io(path: String, reason: String)

    package var description: String {
        switch self {
        case .notHigsiteFolder(let path):
            "\(path): error: folder exists, is not empty and was not made by higsite (no \(OutputWriter.markerName) file); "
                + "higsite will not replace it. Choose another --output, or empty or remove the folder yourself"
        case .notAFolder(let path):
            "\(path): error: exists and is not a folder; choose another --output"
        case .overlapsInput(let output, let input):
            "\(output): error: the output folder overlaps '\(input)'; choose an --output outside the content and templates"
        case .unsafePath(let path):
            "\(path): error: refusing to write a file outside the output folder"
        case .linkLoop(let path):
            "\(path): error: symbolic links on this path lead round in a loop; fix or remove them"
        case .io(let path, let reason):
            "\(path): error: \(reason)"
        }
    }
}

/// Writes a built site so that a failure never damages the previous one: everything goes
/// into a new folder beside the output, which then takes the old output's place in one
/// exchange.
///
/// higsite only ever replaces a folder it made itself, which it recognises by a marker file,
/// and only writes below the output folder (the new folder beside it is its own, too).
package struct OutputWriter: Sendable {
    package static let markerName = ".higsite"
    static let markerText = "This folder was written by higsite. `higsite build` replaces it as a whole.\n"

    package let output: UserPath

    package init(output: UserPath) {
        self.output = output
    }

    /// Fails when the output exists and is not ours, before any work is done.
    func checkReplaceable() throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: output.url.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw OutputError.notAFolder(output.display) }
        let entries = try contents(of: output.url)
        if !entries.isEmpty && !entries.contains(Self.markerName) {
            throw OutputError.notHigsiteFolder(output.display)
        }
    }

    /// A new, empty site folder beside the output (with higsite's marker), to be filled and then
    /// put in the output's place by ``StagedOutput/commit()``.
    func stage() throws -> StagedOutput {
        try checkReplaceable()
        let manager = FileManager.default
        let folders = StagingFolders(output: output.url)
        let staging = folders.url(.new)

        do {
            try manager.createDirectory(at: folders.parent, withIntermediateDirectories: true)
            // A new folder under a random name: nothing can be there, or in it, beforehand.
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw OutputError.io(path: output.display, reason: "cannot create a folder beside the output: \(error.localizedDescription)")
        }
        let sink = OutputSink(root: staging.path, display: output.display)
        sink.write(OutputFile(path: [Self.markerName], contents: Array(Self.markerText.utf8)[...]), marker: true)
        do {
            try sink.check()
        } catch {
            try? manager.removeItem(at: staging)
            throw OutputError.io(path: output.display, reason: "cannot write in a folder beside the output: \(error)")
        }
        return StagedOutput(writer: self, folders: folders, sink: sink)
    }

    /// A site being written beside the output.
    struct StagedOutput: Sendable {
        let writer: OutputWriter
        let folders: StagingFolders
        let sink: OutputSink

        /// Swaps the staged site in, unless a file failed to be written: then the staging folder
        /// goes, the previous output stays, and the failure is thrown.
        func commit() throws {
            do {
                try sink.check()
            } catch {
                discard()
                throw error
            }
            try writer.swapIn(folders.url(.new), folders: folders)
        }

        func discard() {
            try? FileManager.default.removeItem(at: folders.url(.new))
        }
    }

    /// Puts the staged site in the output's place. An existing output is exchanged with it in
    /// one step (`renameat2(RENAME_EXCHANGE)`), so at every instant the output folder holds the
    /// old site or the new one; the old one, now at the staging path, is removed after. Where
    /// the file system cannot exchange, two renames, as before: a kill between them leaves the
    /// old site aside, and the next build puts it back (``StagingFolders/recover(output:)``).
    fileprivate func swapIn(_ staging: URL, folders: StagingFolders) throws {
        let manager = FileManager.default
        var info = stat()
        guard lstat(output.url.path, &info) == 0 else {
            if rename(staging.path, output.url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? manager.removeItem(at: staging)
                throw OutputError.io(path: output.display, reason: "cannot move the new output in place: \(reason)")
            }
            return
        }
        if higsite_exchange_paths(staging.path, output.url.path) == 0 {
            try? manager.removeItem(at: staging)
            return
        }
        guard [ENOSYS, EINVAL, ENOTSUP, EOPNOTSUPP].contains(errno) else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: staging)
            throw OutputError.io(path: output.display, reason: "cannot swap the new output in: \(reason)")
        }
        let retired = folders.url(.old)
        do {
            try manager.moveItem(at: output.url, to: retired)
        } catch {
            try? manager.removeItem(at: staging)
            throw OutputError.io(path: output.display, reason: "cannot move the previous output aside: \(error.localizedDescription)")
        }
        do {
            try manager.moveItem(at: staging, to: output.url)
        } catch {
            try? manager.moveItem(at: retired, to: output.url)
            try? manager.removeItem(at: staging)
            throw OutputError.io(path: output.display, reason: "cannot move the new output in place: \(error.localizedDescription)")
        }
        try? manager.removeItem(at: retired)
    }

    /// Clears up after builds that were killed or crashed: puts the previous site back if it
    /// was left aside, removes their staging folders. Run before a build reads anything.
    func recoverInterruptedBuilds() {
        StagingFolders(output: output.url).recover(output: output.url)
    }

    /// The output exists and carries higsite's marker.
    var isWrittenByHigsite: Bool {
        FileManager.default.fileExists(atPath: output.url.appendingPathComponent(Self.markerName).path)
    }

    private func contents(of url: URL) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw OutputError.io(path: output.display, reason: "cannot read the folder: \(error.localizedDescription)")
        }
    }
}

/// Where a build's files go as they are made: a folder being filled, written with plain system
/// calls (Foundation's `Data.write` and `createDirectory` cost several times the write itself on
/// a site of tens of thousands of files). Any thread may write; the first failure is kept and
/// thrown when the staged output is committed (``OutputWriter/StagedOutput/commit()``).
package final class OutputSink: Sendable {
    /// The root folder, open: files and folders are made relative to it, so the kernel walks
    /// only the path inside the site (a third of the cost of making 30,000 files went to
    /// walking the output folder's own path again for each).
    let rootDescriptor: Int32
    let display: String
    private let failure = Locked<OutputError?>(nil)
    private let written = Locked(0)

    init(root: String, display: String) {
        self.display = display
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        rootDescriptor = descriptor
        if descriptor < 0 { fail(.io(path: display, reason: String(cString: strerror(errno)))) }
    }

    deinit {
        if rootDescriptor >= 0 { close(rootDescriptor) }
    }

    /// Writes `files` on all cores (the last files of a build include the search index, a
    /// hundred megabytes on a large site). Their paths are distinct, so the order is not seen.
    package func write(_ files: [OutputFile]) {
        DispatchQueue.concurrentPerform(iterations: files.count) { write(files[$0]) }
    }

    package func write(_ file: OutputFile) {
        write(file, marker: false)
    }

    /// Writes `file`; the marker only when `marker` (the staging folder's first file).
    func write(_ file: OutputFile, marker: Bool) {
        guard failure.withValue({ $0 == nil }) else { return }
        var shown: String { ([display] + file.path).joined(separator: "/") }
        guard file.isSafe, marker == (file.path == [OutputWriter.markerName]) else {
            return fail(.unsafePath(shown))
        }
        let path = file.path.joined(separator: "/")
        // Every page is `index.html` in a folder of its own (OutputLayout), made here first:
        // opening before would fail once per page. Other files mostly share existing folders.
        var reason: Int32 = 0
        if file.path.count > 1, file.path.last == "index.html" {
            reason = makeFolder(file.path.dropLast().joined(separator: "/"))
        }
        if reason == 0 { reason = write(file.contents, to: path) }
        if reason == ENOENT, file.path.count > 1 {
            // The folder is new: make it (and what it is in), then write again.
            reason = makeFolder(file.path.dropLast().joined(separator: "/"))
            if reason == 0 { reason = write(file.contents, to: path) }
        }
        if reason != 0 { return fail(.io(path: shown, reason: String(cString: strerror(reason)))) }
        written.withValue { $0 += 1 }
    }

    /// How many files were written so far.
    var fileCount: Int { written.withValue { $0 } }

    func check() throws {
        if let error = failure.withValue({ $0 }) { throw error }
    }

    func fail(_ error: OutputError) {
        failure.withValue { if $0 == nil { $0 = error } }
    }

    /// `mkdir -p` of `path`, relative to the root; 0 or the error number.
    private func makeFolder(_ path: String) -> Int32 {
        if mkdirat(rootDescriptor, path, 0o755) == 0 || errno == EEXIST { return 0 }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/") else { return errno }
        let parent = makeFolder(String(path[..<slash]))
        guard parent == 0 else { return parent }
        return mkdirat(rootDescriptor, path, 0o755) == 0 || errno == EEXIST ? 0 : errno
    }

    /// Writes `data` to a new file at `path`, relative to the root; 0 or the error number. The
    /// file must not exist (`O_EXCL`), and no link on its path is followed
    /// (`higsite_open_beneath`): whatever else was made in the folder, the bytes land in it.
    private func write(_ data: ArraySlice<UInt8>, to path: String) -> Int32 {
        let descriptor = higsite_open_beneath(rootDescriptor, path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        return FileBytes.write(data, to: descriptor)
    }
}
