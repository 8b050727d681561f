import HIGControls
import HIGRules

/// One problem found in the content, reported like a compiler does
/// (`file:line:column: severity: message [code]`) so editors and CI can point at it.
///
/// Problems in the content are collected as diagnostics, never thrown: a run checks every
/// file and reports everything it found before it fails.
package struct Diagnostic: Hashable, Sendable {
    /// The file as the user named it (relative to the working directory when possible).
    package var file: String
    package var location: SourceLocation?
    package var problem: Problem
    /// Further lines that help fix the problem ("did you mean …").
    package var notes: [String]
    /// The one edit that solves the problem, when the check knows it (`check --fix` applies it).
    package var fix: Fix?

    package init(file: String, location: SourceLocation?, problem: Problem, notes: [String] = [], fix: Fix? = nil) {
        self.file = file
        self.location = location
        self.problem = problem
        self.notes = notes
        self.fix = fix
    }

    package var severity: Severity { problem.severity }
    package var code: String { problem.code }
    package var message: String { problem.message }
}

extension Diagnostic: Comparable {
    /// File, then position, then code: the order a reader walks through a file.
    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let left = (lhs.file, lhs.location?.line ?? 0, lhs.location?.column ?? 0, lhs.code, lhs.message)
        let right = (rhs.file, rhs.location?.line ?? 0, rhs.location?.column ?? 0, rhs.code, rhs.message)
        return left < right
    }
}

extension Array where Element == Diagnostic {
    package var hasErrors: Bool { contains { $0.severity == .error } }
}
