/// The paths `higsite lint` leaves out when it walks a folder, as SwiftLint's `excluded` does:
/// each pattern is relative to the folder of the file that lists it (`lint.exclude` in
/// higsite.yaml, `exclude:` in .higsite-lint.yaml), or to the working folder for `--exclude`,
/// and matches a whole path (`PathGlob`). An excluded folder is not walked at all.
package struct LintExclusions: Sendable, Equatable {
    /// Absolute patterns, `.` and `..` applied.
    private(set) var globs: [PathGlob] = []

    package init() {}

    package var isEmpty: Bool { globs.isEmpty }

    /// Adds `patterns`, each relative to `folder` unless it starts with `/`. The folder is
    /// resolved first (links included), as the walk's paths are.
    package mutating func add(_ patterns: [String], relativeTo folder: String) throws(RealPath.Failure) {
        guard !patterns.isEmpty else { return }
        let base = try RealPath.resolve(folder)
        for pattern in patterns {
            globs.append(PathGlob(Self.absolute(pattern, base: base)))
        }
    }

    /// Whether `path` (absolute and resolved, as the walk makes it) is left out.
    package func excludes(_ path: String) -> Bool {
        globs.contains { $0.matches(path) }
    }

    /// Whether `path` or a folder above it is left out.
    package func excludes(itselfOrAbove path: String) -> Bool {
        guard !globs.isEmpty else { return false }
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if excludes(prefix) { return true }
        }
        return false
    }

    /// `pattern` (or a path) below `base` unless it starts with `/`, with `.` dropped and `..`
    /// taking off the component before it.
    package static func absolute(_ pattern: String, base: String) -> String {
        var components: [Substring] = pattern.hasPrefix("/") ? [] : base.split(separator: "/")
        for component in pattern.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
