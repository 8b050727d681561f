/// Somewhere a Swift file is parsed before higsite reads it, where a parse that runs away can be
/// stopped. swift-syntax recovers from syntax errors by looking ahead for a token to resume at,
/// and on text that is far from Swift that takes time quadratic in the file's size: 32 KB of
/// unclosed string interpolations took 4.5 s in a release build, 256 KB over five minutes
/// (`scripts/fuzz app`). A parse cannot be interrupted inside the process that runs it, so the
/// guard runs it in another (`SwiftParseProcess`) under a limit of processor time.
package protocol SwiftParseGuard {
    /// The one problem that keeps the file from being read (a syntax error, too deep, or a
    /// parse stopped at its limit), or nil when the file parsed free of errors within its limit,
    /// and so will parse again in time linear in its size.
    func problem(in data: [UInt8]) -> ImportProblem?

    /// `problem(in:)` for each of `files`, in order, handed to `then` with the file's index as
    /// soon as it is known, so that the caller reads one file while the next is parsed.
    func check(_ files: [[UInt8]], then: (Int, ImportProblem?) -> Void)
}

extension SwiftParseGuard {
    package func check(_ files: [[UInt8]], then: (Int, ImportProblem?) -> Void) {
        for (index, data) in files.enumerated() { then(index, problem(in: data)) }
    }
}
