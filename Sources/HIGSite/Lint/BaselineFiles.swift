import Foundation

/// The lines of the files violations are in, each file read once, and their paths as a baseline
/// records them.
package final class BaselineFiles {
    private var lines: [String: [Substring]] = [:]
    /// The working folder, links resolved: diagnostics name files relative to it.
    private let here: String

    package init(workingFolder: String) {
        here = (try? RealPath.resolve(workingFolder)) ?? workingFolder
    }

    /// Each diagnostic's entry in a baseline at `baseline`.
    package func entries(of diagnostics: [Diagnostic], baseline: UserPath) -> [LintBaseline.Entry] {
        let written = baseline.url.deletingLastPathComponent().path
        let folder = (try? RealPath.resolve(written)) ?? written
        return LintBaseline.entries(of: diagnostics, line: { line($1, of: $0) }, recorded: { recorded($0, folder: folder) })
    }

    /// Line `number` (1-based) of `file` (as diagnostics name it, relative to the current folder).
    func line(_ number: Int, of file: String) -> Substring? {
        if lines[file] == nil {
            let text = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } ?? ""
            lines[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let fileLines = lines[file], number >= 1, number <= fileLines.count else { return nil }
        return fileLines[number - 1]
    }

    /// `file` relative to the baseline's folder when it is below it, else absolute: a baseline
    /// written at the repository's root matches from any working folder.
    func recorded(_ file: String, folder: String) -> String {
        let absolute = LintExclusions.absolute(file, base: here)
        return absolute.hasPrefix(folder + "/") ? String(absolute.dropFirst(folder.count + 1)) : absolute
    }
}
