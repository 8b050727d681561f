import ArgumentParser
import Foundation
import HIGControls
import HIGSite

/// What a team needs to adopt `higsite lint` on an existing app: paths left out (`--exclude`,
/// `lint.exclude`) and the violations it already has (`--baseline`, `--write-baseline`).
extension Lint {
    /// The configuration's patterns, relative to its file's folder, and `--exclude`'s, relative
    /// to the current folder.
    func exclusions(_ configuration: LintConfiguration) throws -> LintExclusions {
        var exclusions = LintExclusions()
        do {
            try exclusions.add(configuration.exclude, relativeTo: configuration.folder ?? FileManager.default.currentDirectoryPath)
            try exclusions.add(exclude, relativeTo: FileManager.default.currentDirectoryPath)
        } catch {
            Console.error("higsite lint: the folder of an exclude pattern cannot be resolved: its links lead round in a loop")
            throw ExitCode(2)
        }
        return exclusions
    }

    /// `--baseline`'s file, read before anything else is: a baseline that cannot be read is a
    /// usage error, not an empty baseline (that would fail a team's build on every old violation).
    func readBaseline() throws -> LintBaseline? {
        guard let baseline else { return nil }
        let path = UserPath(baseline)
        switch LintBaseline.read(from: path.url) {
        case .success(let read): return read
        case .failure(let problem):
            Console.error("higsite lint: " + TerminalText.escaped("\(path.display): error: \(problem.reason) (--baseline); "
                + "record one with 'higsite lint --write-baseline \(path.display) …'"))
            throw ExitCode(2)
        }
    }

    /// Writes `--write-baseline` with every violation found, and leaves out of `diagnostics` those
    /// `known` records; returns how many it left out.
    func applyBaseline(_ known: LintBaseline?, to diagnostics: inout [Diagnostic]) throws -> Int {
        guard known != nil || writeBaseline != nil else { return 0 }
        let files = BaselineFiles(workingFolder: FileManager.default.currentDirectoryPath)
        if let writeBaseline {
            let path = UserPath(writeBaseline)
            let entries = files.entries(of: diagnostics, baseline: path)
            if let problem = LintBaseline(entries: Set(entries)).write(to: path.url) {
                Console.error("higsite lint: " + TerminalText.escaped("\(path.display): error: \(problem.reason) (--write-baseline)"))
                throw ExitCode(2)
            }
        }
        guard let known, let baseline else { return 0 }
        let path = UserPath(baseline)
        let entries = files.entries(of: diagnostics, baseline: path)
        let kept = diagnostics.indices.filter { !known.entries.contains(entries[$0]) }
        defer { diagnostics = kept.map { diagnostics[$0] } }
        return diagnostics.count - kept.count
    }
}
