import Foundation
import Testing

/// Adopting `higsite lint` on an app that already has violations: a baseline, and messages in
/// the team's language.
@Suite("higsite lint baseline and language")
struct LintAdoptionCommandTests {
    static let screens = """
        screens:
          - name: Music
            tab-bar: {items: [a, b, c, d, e, f]}
          - name: Settings
            content:
              - switch: {label: Shuffle}

        """

    func codes(_ output: String) -> [String] {
        output.split(separator: "\n").filter { !$0.contains(": note: ") }.map { line in
            String(line.split(separator: ":").prefix(2).joined(separator: ":")) + " " + (line.split(separator: "[").last.map { String($0.dropLast()) } ?? "")
        }
    }

    @Test func aBaselineSilencesWhatItRecordsAndOnlyNewViolationsFail() throws {
        let project = try Project()
        try project.write("app/screens.yaml", Self.screens)
        let write = try project.run("lint", "app", "--write-baseline", "baseline.json")
        #expect(write.status == 1, "writing a baseline reports as usual")
        let baseline = try String(contentsOf: project.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.hasPrefix("{\n  \"version\": 1,\n  \"violations\": [\n    {\"rule\": \"switch.in-table-rows\", \"file\": \"app/screens.yaml\", \"fingerprint\": \""))
        #expect(baseline.components(separatedBy: "\"rule\"").count == 3)
        // The same input, the same bytes.
        _ = try project.run("lint", "app", "--write-baseline", "again.json")
        #expect(try String(contentsOf: project.url.appendingPathComponent("again.json"), encoding: .utf8) == baseline)

        let clean = try project.run("lint", "app", "--baseline", "baseline.json")
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
        #expect(clean.stderr.hasSuffix("; 2 violations in the baseline\n"), "\(clean.stderr)")

        // Lines moved down and a new violation added: only it is reported.
        try project.write("app/screens.yaml", "# moved\n\n" + Self.screens + "  - name: More\n    content:\n      - switch: {label: Repeat}\n")
        let newOne = try project.run("lint", "app", "--baseline", "baseline.json")
        #expect(newOne.status == 1)
        #expect(codes(newOne.stdout) == ["app/screens.yaml:11 switch.in-table-rows"], "\(newOne.stdout)")

        // From another folder, the baseline's paths (relative to its own folder) still match.
        let elsewhere = try Run(["lint", ".", "--baseline", "../baseline.json"], in: project.url.appendingPathComponent("app"))
        #expect(codes(elsewhere.stdout) == ["screens.yaml:11 switch.in-table-rows"], "\(elsewhere.stdout)")
    }

    /// A Swift file left out with a warning (a syntax error the compiler rejects too) is recorded
    /// in the baseline like a violation: a team adopting lint on a repository with a generator's
    /// scratch file passes until a new problem appears.
    @Test func aBaselineRecordsAFileLeftOutWithAWarning() throws {
        let project = try Project()
        try project.write("app/Delegate.generated.swift", "cell(_ cell: Cell, didTap button: UIButton)\n")
        try project.write("app/screens.yaml", Self.screens)
        let write = try project.run("lint", "app", "--write-baseline", "baseline.json")
        #expect(write.status == 1 && write.stdout.contains("[swift-syntax]"))
        let baseline = try String(contentsOf: project.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"rule\": \"swift-syntax\""), "\(baseline)")
        let clean = try project.run("lint", "app", "--baseline", "baseline.json")
        #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean.stdout)")
        #expect(clean.stderr.hasSuffix("; 3 violations in the baseline\n"), "\(clean.stderr)")
    }

    @Test func aBaselineThatCannotBeReadIsAUsageError() throws {
        let project = try Project()
        try project.write("app/screens.yaml", Self.screens)
        let missing = try project.run("lint", "app", "--baseline", "nowhere.json")
        #expect(missing.status == 2)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "higsite lint: nowhere.json: error: cannot read the baseline: No such file or directory (--baseline); "
            + "record one with 'higsite lint --write-baseline nowhere.json …'\n")
        try project.write("bad.json", "{\"violations\": 3}")
        let bad = try project.run("lint", "app", "--baseline", "bad.json")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.json: error: not a baseline of higsite lint"), "\(bad.stderr)")
        let unwritable = try project.run("lint", "app", "--write-baseline", "no/such/folder/baseline.json")
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("no/such/folder/baseline.json: error: cannot write the baseline: "), "\(unwritable.stderr)")
    }

    /// `LC_ALL`, then `LC_MESSAGES`, then `LANG`; the configuration's `lang` over the locale, and
    /// `--lang` over both.
    @Test func theLanguageComesFromTheLocaleUnlessConfigured() throws {
        let project = try Project()
        try project.write("app/screens.yaml", "tab-bar: {items: [a, b, c, d, e, f]}\n")
        let english = "6 tabs; keep to 5 or fewer on iPhone."
        func message(_ environment: [String: String], _ arguments: String...) throws -> String {
            let run = try project.run(["lint", "app"] + arguments, environment: environment)
            return String(run.stdout.split(separator: "\n").first ?? "")
        }
        #expect(try message([:]).contains(english), "no locale: English")
        #expect(try !message(["LANG": "ko_KR.UTF-8"]).contains(english))
        #expect(try message(["LANG": "ko_KR.UTF-8", "LC_ALL": "en_US.UTF-8"]).contains(english))
        #expect(try !message(["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"]).contains(english))
        #expect(try message(["LANG": "ko_KR.UTF-8"], "--lang", "en").contains(english))
        try project.write("app/.higsite-lint.yaml", "lang: en\n")
        #expect(try message(["LC_ALL": "ko_KR.UTF-8"]).contains(english), "the configuration over the locale")
        #expect(try !message(["LC_ALL": "en_US.UTF-8"], "--lang", "ko").contains(english), "--lang over the configuration")
    }

    @Test func aKeyTheConfigurationDoesNotHaveIsAnErrorAtItsPlace() throws {
        let project = try Project()
        try project.write("app/screen.yaml", "button: {title: Save, size: 20x20}\n")
        func error(_ configuration: String) throws -> (Int32, String) {
            try project.write("app/.higsite-lint.yaml", configuration)
            let run = try project.run("lint", "app")
            return (run.status, run.stderr)
        }
        // SwiftLint's names are the likeliest slip for a team that has both files.
        #expect(try error("lang: en\nexcluded: [Generated]\n")
            == (2, "app/.higsite-lint.yaml:2:1: error: unknown key 'excluded' in .higsite-lint.yaml; that is SwiftLint's name, higsite's is 'exclude'\n"))
        #expect(try error("disabel: [button.hit-target]\n")
            == (2, "app/.higsite-lint.yaml:1:1: error: unknown key 'disabel' in .higsite-lint.yaml; did you mean 'disable'?\n"))
        #expect(try error("lang: fr\n") == (2, "app/.higsite-lint.yaml:1:7: error: lang is 'ko' or 'en', not 'fr'\n"))
        #expect(try error("lang: en\n").0 == 1, "a known key reads, and the screen's violation fails")
    }
}

extension Project {
    func run(_ arguments: [String], environment: [String: String]) throws -> Run {
        try Run(arguments, in: url, environment: environment)
    }
}
