import Foundation

extension LintBaseline {
    /// A baseline is a line per violation; a file larger than this is not one.
    static let maximumSize = 64 * 1024 * 1024

    /// Reads the baseline at `url`; every way it can fail is a `BaselineProblem` saying why.
    package static func read(from url: URL) -> Result<LintBaseline, BaselineProblem> {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            return .failure(BaselineProblem(reason: "cannot read the baseline: \(String(cString: strerror(errno)))"))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(BaselineProblem(reason: "the baseline is not a regular file")) }
        guard info.st_size <= maximumSize else {
            return .failure(BaselineProblem(reason: "the baseline is larger than \(maximumSize / 1_048_576) MB; a baseline is a line per violation"))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return .failure(BaselineProblem(reason: "cannot read the baseline")) }
        return parse(data)
    }

    /// Writes the baseline at `url` through its folder held open (`OpenFolder`): a new file, or
    /// in place of the old baseline, never through a symbolic link.
    package func write(to url: URL) -> BaselineProblem? {
        let name = url.lastPathComponent
        let bytes = Array(rendered().utf8)
        do throws(FileSystemError) {
            let real: String
            do {
                real = try RealPath.resolve(url.deletingLastPathComponent().path)
            } catch {
                return BaselineProblem(reason: "cannot write the baseline: its folder's links lead round in a loop")
            }
            let folder = try OpenFolder(realPath: real)
            if folder.identity(of: name) != nil {
                let (_, identity) = try folder.read(name)
                try folder.replace(name, with: bytes, expected: identity)
            } else {
                try folder.create(name, bytes: bytes)
            }
            return nil
        } catch {
            return BaselineProblem(reason: "cannot write the baseline: \(error.reason)")
        }
    }
}
