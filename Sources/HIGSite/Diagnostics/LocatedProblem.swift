import HIGControls
/// A problem found while reading one file, before the file's path is attached to it.
package struct LocatedProblem: Error, Hashable, Sendable {
    package var location: SourceLocation
    package var problem: Problem
    package var notes: [String]
    /// The edit a single "did you mean" stands for, as the reader saw the text (a mockup fence's
    /// YAML): whoever attaches the file checks it against the file's bytes before a
    /// ``Diagnostic`` carries it.
    package var fix: Fix?

    package init(location: SourceLocation, problem: Problem, notes: [String] = [], fix: Fix? = nil) {
        self.location = location
        self.problem = problem
        self.notes = notes
        self.fix = fix
    }
}
