import Foundation

/// Why the output folder could not be written. The machine or the user's set-up failed, not
/// the content, so these are thrown.
public enum OutputError: Error, Equatable, CustomStringConvertible {
    case notHigsiteFolder(String)
    case notAFolder(String)
    case overlapsInput(output: String, input: String)
    case unsafePath(String)
    case io(path: String, reason: String)

    public var description: String {
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
        case .io(let path, let reason):
            "\(path): error: \(reason)"
        }
    }
}

/// Writes a built site so that a failure never damages the previous one: everything goes
/// into a new folder beside the output, which then replaces the old output in two renames.
///
/// higsite only ever replaces a folder it made itself, which it recognises by a marker file,
/// and only writes below the output folder (the new folder beside it is its own, too).
public struct OutputWriter: Sendable {
    public static let markerName = ".higsite"
    static let markerText = "This folder was written by higsite. `higsite build` replaces it as a whole.\n"

    public let output: UserPath

    public init(output: UserPath) {
        self.output = output
    }

    /// Fails when the output exists and is not ours, before any work is done.
    public func checkReplaceable() throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: output.url.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw OutputError.notAFolder(output.display) }
        let entries = try contents(of: output.url)
        if !entries.isEmpty && !entries.contains(Self.markerName) {
            throw OutputError.notHigsiteFolder(output.display)
        }
    }

    public func write(_ files: [OutputFile]) throws {
        try checkReplaceable()
        let manager = FileManager.default
        let parent = output.url.deletingLastPathComponent()
        let name = output.url.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).higsite-new-\(pid)", isDirectory: true)
        let retired = parent.appendingPathComponent(".\(name).higsite-old-\(pid)", isDirectory: true)

        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            if manager.fileExists(atPath: staging.path) { try manager.removeItem(at: staging) }
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw OutputError.io(path: output.display, reason: "cannot create a folder beside the output: \(error.localizedDescription)")
        }
        do {
            try Data(Self.markerText.utf8).write(to: staging.appendingPathComponent(Self.markerName))
            try writeFiles(files, into: staging)
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }

        let hadOutput = manager.fileExists(atPath: output.url.path)
        do {
            if hadOutput { try manager.moveItem(at: output.url, to: retired) }
        } catch {
            try? manager.removeItem(at: staging)
            throw OutputError.io(path: output.display, reason: "cannot move the previous output aside: \(error.localizedDescription)")
        }
        do {
            try manager.moveItem(at: staging, to: output.url)
        } catch {
            if hadOutput { try? manager.moveItem(at: retired, to: output.url) }
            try? manager.removeItem(at: staging)
            throw OutputError.io(path: output.display, reason: "cannot move the new output in place: \(error.localizedDescription)")
        }
        if hadOutput { try? manager.removeItem(at: retired) }
    }

    /// The output exists and carries higsite's marker.
    public var isWrittenByHigsite: Bool {
        FileManager.default.fileExists(atPath: output.url.appendingPathComponent(Self.markerName).path)
    }

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
                try file.contents.write(to: temporary)
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

    private func writeFiles(_ files: [OutputFile], into root: URL) throws {
        for file in files {
            guard file.isSafe, file.path != [Self.markerName] else {
                throw OutputError.unsafePath(([output.display] + file.path).joined(separator: "/"))
            }
        }
        // Straight system calls: Foundation's `Data.write` and `createDirectory` cost several
        // times the write itself on a site of tens of thousands of files. Folders are made first,
        // parents before children; then the files are written on every core.
        let rootPath = root.path
        let folders = Dictionary(grouping: files.indices, by: { files[$0].path.dropLast() })
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }
        for (folder, _) in folders where !folder.isEmpty {
            try makeFolder(rootPath + "/" + folder.joined(separator: "/"))
        }
        let failures = folders.concurrentMap { _, indexes -> OutputError? in
            for index in indexes {
                let file = files[index]
                let path = rootPath + "/" + file.path.joined(separator: "/")
                if let reason = Self.write(file.contents, to: path) {
                    return OutputError.io(path: ([output.display] + file.path).joined(separator: "/"), reason: reason)
                }
            }
            return nil
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// `mkdir -p`.
    private func makeFolder(_ path: String) throws {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputError.io(path: path, reason: error.localizedDescription)
        }
    }

    /// Writes `data` to a new file at `path`; nil, or why it failed.
    private static func write(_ data: Data, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        return data.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
    }

    private func contents(of url: URL) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw OutputError.io(path: output.display, reason: "cannot read the folder: \(error.localizedDescription)")
        }
    }
}
