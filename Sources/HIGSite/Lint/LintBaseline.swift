import Foundation

/// The violations a team already has, recorded by `higsite lint --write-baseline FILE` so that
/// `--baseline FILE` reports and fails only on new ones, as SwiftLint's baseline does.
///
/// Each violation is recorded as its rule, its file (relative to the baseline's folder, so the
/// baseline works from any working folder) and a fingerprint that survives lines moving: an
/// FNV-1a hash of the rule, the file, the text of the line it is on (spaces at both ends
/// dropped), and its index among the violations of the same rule on lines of the same text in
/// that file (counted in the order of the lines). Editing the line, or adding an identical one
/// before it, makes the violation new; moving it does not. The file is JSON, sorted, one entry a
/// line: the same violations give the same bytes.
package struct LintBaseline: Sendable, Equatable {
    package struct Entry: Hashable, Comparable, Sendable {
        package var rule: String
        package var file: String
        package var fingerprint: String

        package static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.fingerprint) < (b.file, b.rule, b.fingerprint)
        }
    }

    package var entries: Set<Entry>

    package init(entries: Set<Entry>) {
        self.entries = entries
    }

    /// Each diagnostic's entry, in the order given. `line` gives a file's line (1-based) as it is
    /// now, nil for a line it cannot read; `recorded` gives the file's path as the baseline
    /// names it.
    package static func entries(of diagnostics: [Diagnostic], line: (String, Int) -> Substring?,
                               recorded: (String) -> String) -> [Entry] {
        var keys: [(file: String, rule: String, text: String)] = []
        for diagnostic in diagnostics {
            let text = diagnostic.location.flatMap { line(diagnostic.file, $0.line) }?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            keys.append((recorded(diagnostic.file), diagnostic.code, text))
        }
        // Occurrences counted in the order of lines and columns, whatever order they came in.
        let order = diagnostics.indices.sorted { a, b in
            let left = diagnostics[a].location.map { ($0.line, $0.column) } ?? (0, 0)
            let right = diagnostics[b].location.map { ($0.line, $0.column) } ?? (0, 0)
            return left != right ? left < right : a < b
        }
        var seen: [String: Int] = [:]
        var fingerprints = [String](repeating: "", count: diagnostics.count)
        for index in order {
            let key = keys[index]
            let material = key.rule + "\u{0}" + key.file + "\u{0}" + key.text
            let occurrence = seen[material, default: 0]
            seen[material] = occurrence + 1
            fingerprints[index] = fnv1a(material + "\u{0}" + String(occurrence))
        }
        return diagnostics.indices.map { Entry(rule: keys[$0].rule, file: keys[$0].file, fingerprint: fingerprints[$0]) }
    }

    /// 64-bit FNV-1a, as 16 hexadecimal digits: the same on every machine and in every run
    /// (Swift's `Hasher` is seeded anew each run).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The file's text: sorted entries, one a line.
    package func rendered() -> String {
        let lines = entries.sorted().map { entry in
            "    {\"rule\": \(JSON.string(entry.rule)), \"file\": \(JSON.string(entry.file)), \"fingerprint\": \(JSON.string(entry.fingerprint))}"
        }
        return "{\n  \"version\": 1,\n  \"violations\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// A baseline's bytes, or why they are not one.
    package static func parse(_ data: Data) -> Result<LintBaseline, BaselineProblem> {
        struct Raw: Decodable {
            struct Violation: Decodable {
                var rule: String
                var file: String
                var fingerprint: String
            }
            var version: Int
            var violations: [Violation]
        }
        let raw: Raw
        do {
            raw = try JSONDecoder().decode(Raw.self, from: data)
        } catch {
            return .failure(BaselineProblem(reason: "not a baseline of higsite lint (JSON with 'version' and 'violations')"))
        }
        guard raw.version == 1 else {
            return .failure(BaselineProblem(reason: "version \(raw.version) of the baseline format; this higsite reads version 1"))
        }
        return .success(LintBaseline(entries: Set(raw.violations.map { Entry(rule: $0.rule, file: $0.file, fingerprint: $0.fingerprint) })))
    }
}

/// Why a baseline file cannot be used.
package struct BaselineProblem: Error, Equatable, Sendable {
    package var reason: String
}
