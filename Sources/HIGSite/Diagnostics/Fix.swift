import HIGControls

/// The edit that solves a diagnostic's problem, when the check knows exactly one: the text at
/// `range` in the diagnostic's file is `old` and becomes `new`.
///
/// A check attaches one only when there is no choice to make (a single "did you mean", the
/// glossary's one preferred term), so `higsite check --fix` and the language server's quick
/// fixes can apply it without asking. The range is checked against the file before any edit:
/// a file that changed since it was checked is never edited blind.
package struct Fix: Hashable, Sendable {
    /// Where `old` is, on one line: `end` is the column just after it.
    package var range: SourceRange
    package var old: String
    package var new: String

    package init(range: SourceRange, old: String, new: String) {
        self.range = range
        self.old = old
        self.new = new
    }
}

/// A stretch of one line of a file, in the 1-based, Unicode-scalar columns of ``SourceLocation``;
/// `end` is exclusive.
package struct SourceRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var start: SourceLocation
    package var end: SourceLocation

    package init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// Whether the two share a character (ranges that only touch do not).
    func overlaps(_ other: SourceRange) -> Bool {
        start < other.end && other.start < end
    }

    package static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    package var description: String { "\(start)-\(end)" }
}
