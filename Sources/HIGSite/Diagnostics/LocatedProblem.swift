import HIGControls
/// A problem found while reading one file, before the file's path is attached to it.
public struct LocatedProblem: Error, Hashable, Sendable {
    public var location: SourceLocation
    public var problem: Problem
    public var notes: [String]
    /// The edit a single "did you mean" stands for, as the reader saw the text (a mockup fence's
    /// YAML): whoever attaches the file checks it against the file's bytes before a
    /// ``Diagnostic`` carries it.
    public var fix: Fix?

    public init(location: SourceLocation, problem: Problem, notes: [String] = [], fix: Fix? = nil) {
        self.location = location
        self.problem = problem
        self.notes = notes
        self.fix = fix
    }
}
