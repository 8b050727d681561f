import HIGControls
/// `check --fix --dry-run`'s output: the edits as a unified diff (`diff -u`, three lines of
/// context), which `patch -p0` or `git apply -p0` can apply.
///
/// Fixes never join or split lines, so the files before and after have the same lines and a
/// line either stayed or was replaced: no longest-common-subsequence search is needed.
package enum UnifiedDiff {
    static let context = 3

    /// The diff of one file, `""` when nothing changed.
    package static func make(path: String, before: String, after: String) -> String {
        let old = lines(before), new = lines(after)
        precondition(old.count == new.count, "fixes keep a file's lines")
        let changed = old.indices.filter { old[$0] != new[$0] }
        guard !changed.isEmpty else { return "" }
        let path = TerminalText.escaped(path)
        var output = "--- \(path)\n+++ \(path)\n"
        for hunk in hunks(changed, lineCount: old.count) {
            let count = hunk.count
            let range = count == 1 ? "\(hunk.lowerBound + 1)" : "\(count == 0 ? hunk.lowerBound : hunk.lowerBound + 1),\(count)"
            output += "@@ -\(range) +\(range) @@\n"
            var index = hunk.lowerBound
            while index < hunk.upperBound {
                guard old[index] != new[index] else {
                    output += " " + old[index].shown
                    index += 1
                    continue
                }
                var end = index
                while end < hunk.upperBound, old[end] != new[end] { end += 1 }
                output += old[index..<end].map { "-" + $0.shown }.joined() + new[index..<end].map { "+" + $0.shown }.joined()
                index = end
            }
        }
        return output
    }

    /// The lines around each run of changes, runs less than two contexts apart in one hunk.
    private static func hunks(_ changed: [Int], lineCount: Int) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for line in changed {
            let start = max(0, line - context), end = min(lineCount, line + context + 1)
            if let last = hunks.last, start <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<end
            } else {
                hunks.append(start..<end)
            }
        }
        return hunks
    }

    private struct Line: Equatable {
        var text: String
        var endsInNewline: Bool

        /// The line as the diff shows it, with `diff`'s marker for a last line without a line end.
        /// Control characters a file may hold (an escape sequence that would drive the terminal)
        /// are shown as escapes; tabs, and the carriage return of a CRLF line end, as they are.
        var shown: String {
            let crlf = text.utf8.last == UInt8(ascii: "\r")
            let visible = TerminalText.escaped(crlf ? String(text.dropLast()) : text, keepingTabs: true) + (crlf ? "\r" : "")
            return endsInNewline ? visible + "\n" : visible + "\n\\ No newline at end of file\n"
        }
    }

    private static func lines(_ text: String) -> [Line] {
        // By bytes: "\r\n" is one Character, and a line of a file with them ends in "\r".
        var parts = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let lastHasNewline = parts.last == ""
        if lastHasNewline { parts.removeLast() }
        return parts.enumerated().map { index, part in Line(text: part, endsInNewline: index < parts.count - 1 || lastHasNewline) }
    }
}
