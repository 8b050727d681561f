import Foundation

/// Where a build's files go. A whole site is staged beside the output and takes its place in
/// one exchange when committed; a rebuild's few changed files are kept until the commit, then
/// each replaces its old version in place. Either way nothing reaches the output before the
/// commit, and a target released without one leaves the output as it was (its staging folder
/// is removed).
final class OutputTarget: @unchecked Sendable {
    private enum Kind {
        case wholeSite(OutputWriter.StagedOutput)
        case changedFiles(OutputWriter, Locked<(files: [OutputFile], removed: [[String]])>)
    }

    private let kind: Kind
    private var isDone = false

    /// A new site, written to its staging folder as files come.
    static func wholeSite(_ writer: OutputWriter) throws -> OutputTarget {
        OutputTarget(kind: .wholeSite(try writer.stage()))
    }

    /// Some files of the site the output holds.
    static func changedFiles(_ writer: OutputWriter) -> OutputTarget {
        OutputTarget(kind: .changedFiles(writer, Locked(([], []))))
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    deinit {
        if !isDone, case .wholeSite(let staged) = kind { staged.discard() }
    }

    /// Takes a file, from any thread.
    @Sendable func emit(_ file: OutputFile) {
        switch kind {
        case .wholeSite(let staged): staged.sink.write(file)
        case .changedFiles(_, let kept): kept.withValue { $0.files.append(file) }
        }
    }

    func emit(_ files: [OutputFile]) {
        switch kind {
        case .wholeSite(let staged): staged.sink.write(files)
        case .changedFiles(_, let kept): kept.withValue { $0.files += files }
        }
    }

    /// Files of the site the output holds that the site no longer has (paths inside the
    /// output), removed at the commit. A whole site has only the files it was given.
    func remove(_ paths: [[String]]) {
        if case .changedFiles(_, let kept) = kind { kept.withValue { $0.removed += paths } }
    }

    /// Puts the files in the output; returns how many files the output got.
    func commit() throws -> Int {
        isDone = true
        switch kind {
        case .wholeSite(let staged):
            let count = staged.sink.fileCount + 1  // and the marker
            try staged.commit()
            return count
        case .changedFiles(let writer, let kept):
            let (files, removed) = kept.withValue { $0 }
            try writer.update(files)
            try writer.remove(removed)
            return files.count
        }
    }
}
