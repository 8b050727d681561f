import Foundation
import HIGControls

/// What `higsite check --fix` would change: every edit made, the files before and after, and
/// the check of the content as it is after them. Nothing is written yet (see ``FixWriter``).
package struct FixOutcome: Sendable {
    /// One edit made: where its old text was (in the file as that pass read it), and the texts.
    package struct Change: Hashable, Sendable, CustomStringConvertible {
        package var file: String
        package var location: SourceLocation
        package var old: String
        package var new: String

        /// `content/ko/a.md:8:6: fixed: ../controls/tab-bars.md → ../bars/tab-bars.md`
        package var description: String { "\(file):\(location): fixed: \(old) → \(new)" }
    }

    /// A file whose bytes the edits changed.
    package struct FileChange: Sendable {
        package var url: URL
        package var display: String
        package var before: Data
        package var after: Data
    }

    package var changes: [Change]
    /// In the order of their paths.
    package var files: [FileChange]
    /// The content checked with the edits made: what is left to fix by hand.
    package var report: CheckReport
}

/// Applies every fix the checks know, in memory: check, make each file's edits, check again,
/// until a pass has nothing left to make (at most `passes` times). A second pass makes what an
/// overlapping edit deferred, and nothing the first pass's result does not call for.
package enum Fixer {
    package static func fix(content: UserPath, rules: RuleCatalog = .registry, passes: Int = 4) throws -> FixOutcome {
        var overlay: [URL: Data] = [:]
        var originals: [URL: (display: String, data: Data)] = [:]
        var changes: [FixOutcome.Change] = []
        var report = try SiteBuilder.check(content: content, rules: rules)
        for _ in 0..<passes {
            let urls = Dictionary(report.site.pages.map { ($0.file.displayPath, $0.file.url) }, uniquingKeysWith: { first, _ in first })
            var byFile: [String: [Fix]] = [:]
            for diagnostic in report.diagnostics {
                if let fix = diagnostic.fix, urls[diagnostic.file] != nil { byFile[diagnostic.file, default: []].append(fix) }
            }
            var made = false
            for (display, fixes) in byFile.sorted(by: { $0.key < $1.key }) {
                let url = urls[display]!
                let data = try overlay[url] ?? Data(contentsOf: url)
                let edits = FileEdits(fixes, on: data)
                guard !edits.applied.isEmpty else { continue }
                if originals[url] == nil { originals[url] = (display, data) }
                overlay[url] = edits.data
                changes += edits.applied.map { FixOutcome.Change(file: display, location: $0.range.start, old: $0.old, new: $0.new) }
                made = true
            }
            guard made else { break }
            report = try SiteBuilder.check(content: content, rules: rules, overlay: overlay)
        }
        let files = originals.compactMap { url, original -> FixOutcome.FileChange? in
            guard let after = overlay[url], after != original.data else { return nil }
            return FixOutcome.FileChange(url: url, display: original.display, before: original.data, after: after)
        }
        return FixOutcome(changes: changes, files: files.sorted { $0.display < $1.display }, report: report)
    }
}
