/// A problem found while reading one file, before the file's path is attached to it.
public struct LocatedProblem: Hashable, Sendable {
    public var location: SourceLocation
    public var problem: Problem
}
