import HIGControls
import Testing

/// The mockup schema travels with the binary (issue 40): `--list`, `KIND --help`, and an example
/// drawn when KIND comes with no settings.
@Suite("higsite mockup help")
struct MockupHelpCommandTests {
    @Test func aKindWithNoSettingsDrawsItsExampleInTheChosenLanguage() throws {
        let project = try Project()
        let korean = try project.run("mockup", "tab-bar")
        #expect(korean.status == 0)
        #expect(korean.stdout.contains("홈"))
        #expect(korean.stderr.split(separator: "\n").count == 1)
        #expect(korean.stderr.contains("higsite mockup tab-bar --help"))
        let english = try project.run("mockup", "tab-bar", "--lang", "en")
        #expect(english.status == 0)
        #expect(english.stdout.contains("Home"))
        #expect(english.stderr.contains("no settings given"))
    }

    @Test func kindHelpPrintsEveryKeyWithItsTypeAndTheExample() throws {
        let run = try Project().run("mockup", "stepper", "--help", "--lang", "en")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("--value, --min, --max  number"))
        #expect(run.stdout.contains("−1000000000–1000000000"))
        #expect(run.stdout.contains("stepper: {value: 2, min: 1, max: 10, value-label: \"Copies: 2\"}"))
        #expect(!run.stdout.contains("README"))
    }

    @Test func listNamesEveryKindWithASummary() throws {
        let run = try Project().run("mockup", "--list", "--lang", "en")
        #expect(run.status == 0)
        for entry in ControlReference.all {
            #expect(run.stdout.contains("  \(entry.kind.rawValue) "), "--list lacks \(entry.kind.rawValue)")
        }
        #expect(run.stdout.contains("A tab bar: "))
    }

    @Test func noHelpTextSendsTheReaderToTheREADME() throws {
        let project = try Project()
        for command in ["mockup", "lint", "build", "check", "init", "serve", "rules"] {
            let run = try project.run(command, "--help")
            #expect(!run.stdout.contains("README"), "higsite \(command) --help says README")
        }
    }
}
