import HIGControls
/// A problem found while reading one file, before the file's path is attached to it.
public struct LocatedProblem: Error, Hashable, Sendable {
    public var location: SourceLocation
    public var problem: Problem
    public var notes: [String]

    public init(location: SourceLocation, problem: Problem, notes: [String] = []) {
        self.location = location
        self.problem = problem
        self.notes = notes
    }
}
