import CSystemCalls
import Foundation
import HIGSite

/// The files of the folder `serve` built, opened for a request's path. Each is opened once,
/// beneath the folder's descriptor, through no symbolic link and without waiting, and only then
/// checked (`fstat`) to be a regular file: what was checked is what is sent, whatever happens to
/// the names meanwhile. A check by path followed by an open by path let a folder swapped for a
/// link between the two lead out of the site, and a FIFO swapped for a file hold the thread in
/// `open` for good. Nothing is served unless the folder carries higsite's marker, so a folder
/// higsite did not build is never served.
struct PreviewFiles: Sendable {
    /// The output folder, as `--output` names it.
    let root: String

    enum Lookup: Sendable {
        /// A regular file inside the folder, open.
        case file(OpenFile)
        /// A folder asked for without the trailing slash its pages' relative links need.
        case folderWithoutSlash
        case notFound
        /// A symbolic link on the path: a build never writes one, so it was put there, maybe to lead out.
        case outside
        /// The folder is missing or higsite did not build it.
        case notBuilt
    }

    /// The file for the names of a request's path; a folder stands for its `index.html`.
    func lookup(_ names: [String], endsWithSlash: Bool) -> Lookup {
        // Opened for each request, at the cost of one system call: a full build exchanges the
        // output folder for a new one, and a descriptor kept from before would name the old
        // folder, moved aside and then deleted. The path is the user's and may pass through links;
        // below it, nothing does.
        let folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return .notBuilt }
        defer { close(folder) }
        var marker = stat()
        guard fstatat(folder, OutputWriter.markerName, &marker, AT_SYMLINK_NOFOLLOW) == 0, marker.st_mode & S_IFMT == S_IFREG else {
            return .notBuilt
        }
        let found: OpenFile
        switch OpenFile.open(names.isEmpty ? "." : names.joined(separator: "/"), beneath: folder, name: names.last ?? "") {
        case .success(let file): found = file
        case .failure(let failure): return failure.lookup
        }
        guard found.isFolder else { return found.isRegularFile ? .file(found) : .notFound }
        guard endsWithSlash || names.isEmpty else { return .folderWithoutSlash }
        switch OpenFile.open("index.html", beneath: found.descriptor, name: "index.html") {
        case .success(let index): return index.isRegularFile ? .file(index) : .notFound
        case .failure(let failure): return failure.lookup
        }
    }

    /// Why a name could not be opened: the system's error number.
    struct OpenFailure: Error {
        var number: Int32

        /// A link on the path (ELOOP), or a way out of the folder (EXDEV), is refused; anything
        /// else is a file that is not there for this request.
        var lookup: Lookup { number == ELOOP || number == EXDEV ? .outside : .notFound }
    }

    /// A file or folder of the site, held open from its lookup to the answer's last byte.
    final class OpenFile: Sendable {
        let descriptor: Int32
        /// Its name, for its type: a folder's page is `index.html`.
        let name: String
        let size: Int
        private let type: mode_t

        private init(descriptor: Int32, name: String, size: Int, type: mode_t) {
            self.descriptor = descriptor
            self.name = name
            self.size = size
            self.type = type
        }

        deinit { close(descriptor) }

        var isFolder: Bool { type == S_IFDIR }
        var isRegularFile: Bool { type == S_IFREG }

        /// Opens `path` beneath `folder`: non-blocking, so a FIFO in a file's place answers at
        /// once (and is refused by its type) instead of waiting for a writer; no controlling terminal.
        static func open(_ path: String, beneath folder: Int32, name: String) -> Result<OpenFile, OpenFailure> {
            let descriptor = higsite_open_beneath(folder, path, O_RDONLY | O_NONBLOCK | O_NOCTTY, 0)
            guard descriptor >= 0 else { return .failure(OpenFailure(number: errno)) }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else {
                let number = errno
                close(descriptor)
                return .failure(OpenFailure(number: number))
            }
            return .success(OpenFile(descriptor: descriptor, name: name, size: Int(info.st_size), type: info.st_mode & S_IFMT))
        }

        /// Up to `count` bytes from `offset` into the start of `buffer`: how many, 0 at the end, -1 on an error.
        func read(at offset: Int, into buffer: inout [UInt8], count: Int) -> Int {
            buffer.withUnsafeMutableBytes { bytes in
                while true {
                    let read = pread(descriptor, bytes.baseAddress, min(count, bytes.count), off_t(offset))
                    if read >= 0 || errno != EINTR { return read }
                }
            }
        }

        /// The whole file, as its size was when it was opened (less if it shrank since); nil on an error.
        func contents() -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: size)
            let count = bytes.withUnsafeMutableBytes { buffer in
                var count = 0
                while count < buffer.count {
                    let read = pread(descriptor, buffer.baseAddress! + count, buffer.count - count, off_t(count))
                    if read < 0 && errno == EINTR { continue }
                    guard read > 0 else { return read < 0 ? -1 : count }
                    count += read
                }
                return count
            }
            return count < 0 ? nil : Array(bytes[..<count])
        }
    }
}
