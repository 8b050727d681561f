import Foundation
import GoldenFiles
import Testing

/// Runs the built `higsite` executable the way a user does, in a temporary project folder.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String

    static let executable: URL = {
        // The test bundle sits beside the products of the same build.
        var folder = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("higsite").path), folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("higsite")
    }()

    /// Runs `executable` (the built one, or a copy of it elsewhere) in `folder`, with this
    /// process's environment less its locale (`lint`'s language follows it), plus `environment`.
    init(_ arguments: [String], in folder: URL, executable: URL = Run.executable, environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var inherited = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { inherited[name] = nil }
        process.environment = inherited.merging(environment) { _, given in given }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }
}

/// A project folder with the repository's templates and a one-page-per-language site.
final class Project {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("higsite-cli-\(UUID().uuidString)")
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repository.appendingPathComponent("templates"), to: url.appendingPathComponent("templates"))
        try write("content/ko/_index.md", "---\ntitle: 가이드\n---\n\n[탭 바](bars/sample.md)\n")
        try write("content/en/_index.md", "---\ntitle: Guide\n---\n\n[Tab bars](bars/sample.md)\n")
        try write("content/ko/bars/_index.md", "---\ntitle: 바\n---\n")
        try write("content/en/bars/_index.md", "---\ntitle: Bars\n---\n")
        try write("content/ko/bars/sample.md", "---\ntitle: 탭 바\n---\n\n## 탭 수 {#tab-count}\n")
        try write("content/en/bars/sample.md", "---\ntitle: Tab Bars\n---\n\n## Tab count {#tab-count}\n")
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> Run {
        try Run(arguments, in: url, environment: environment)
    }
}

@Suite("higsite command line")
struct CommandLineTests {
    @Test func buildPrintsASummaryAndExitsZero() throws {
        let project = try Project()
        let run = try project.run("build")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("built 6 pages (ko 3, en 3), "))
        #expect(run.stdout.contains(" rules, 0 mockups into _site in "), "the fixture has no mockup fences")
        #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent("_site/ko/bars/sample/index.html").path))
    }

    @Test func malformedFrontMatterIsReportedWithItsPosition() throws {
        let project = try Project()
        try project.write("content/ko/bars/sample.md", "---\ntitle: 탭 바\norder: [1\n---\n")
        let run = try project.run("build")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("content/ko/bars/sample.md:4:1: error: front matter is not valid YAML: "))
        #expect(run.stderr.hasSuffix("higsite: 1 error, 0 warnings; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("_site").path))
    }

    @Test func aMissingTitleIsAnError() throws {
        let project = try Project()
        try project.write("content/en/bars/sample.md", "---\norder: 1\n---\n")
        let run = try project.run("build")
        #expect(run.status == 1)
        #expect(run.stderr == """
            content/en/bars/sample.md:1:1: error: front matter has no 'title'; every page needs one [front-matter]
            higsite: 1 error, 0 warnings; nothing was written

            """)
    }

    @Test func refusesAnOutputFolderItDidNotCreate() throws {
        let project = try Project()
        try project.write("public/notes.txt", "mine")
        let run = try project.run("build", "--output", "public")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("public: error: folder exists, is not empty and was not made by higsite"))
        #expect(try String(contentsOf: project.url.appendingPathComponent("public/notes.txt"), encoding: .utf8) == "mine")
    }

    @Test func checkReportsWarningsAndStrictFailsOnThem() throws {
        let project = try Project()
        try project.write("content/en/bars/sample.md", "---\ntitle: Tab Bars\ncolour: red\n---\n\n## Tab count {#tab-count}\n")
        let check = try project.run("check")
        #expect(check.status == 0)
        #expect(check.stderr == "content/en/bars/sample.md:3:1: warning: unknown front matter key 'colour' is ignored [front-matter]\n")
        #expect(check.stdout == "checked 6 pages: 0 errors, 1 warning\n")
        #expect(try project.run("check", "--strict").status == 1)
    }

    @Test func usageErrorsExitWithTwo() throws {
        let project = try Project()
        let unknown = try project.run("build", "--frobnicate")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--frobnicate"))
        let badURL = try project.run("build", "--base-url", "example.com")
        #expect(badURL.status == 2)
        #expect(badURL.stderr.contains("--base-url must start with http:// or https://"))
    }
}

@Suite("higsite check formats")
struct CheckFormatTests {
    private func brokenProject() throws -> Project {
        let project = try Project()
        try project.write("content/en/bars/sample.md", "---\ntitle: Tab Bars\n---\n\n## Tab count {#tab-count}\n\n[Switches](../controls/switch.md)\n")
        return project
    }

    @Test func textGoesToStandardErrorWithoutColourWhenPiped() throws {
        let run = try brokenProject().run("check")
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            content/en/bars/sample.md:7:1: error: no page 'controls/switch' [broken-link]
            higsite: checked 6 pages: 1 error, 0 warnings

            """)
    }

    @Test func jsonGoesToStandardOutput() throws {
        let run = try brokenProject().run("check", "--format", "json")
        #expect(run.status == 1)
        #expect(run.stderr == "")
        #expect(run.stdout == """
            [
              {"file": "content/en/bars/sample.md", "line": 7, "column": 1, "severity": "error", "code": "broken-link", "message": "no page 'controls/switch'", "notes": []}
            ]

            """)
    }

    @Test func githubPrintsWorkflowCommands() throws {
        let run = try brokenProject().run("check", "--format", "github")
        #expect(run.status == 1)
        #expect(run.stdout == "::error file=content/en/bars/sample.md,line=7,col=1,title=broken-link::no page 'controls/switch'\n")
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let run = try Project().run("check", "--format", "xml")
        #expect(run.status == 2)
        #expect(run.stderr.contains("--format"))
    }

    @Test func stampWritesTheHashAndSilencesTheWarning() throws {
        let project = try Project()
        try project.write("content/ko/bars/sample.md", "---\ntitle: 탭 바\ntranslated-from: 0123456789\n---\n\n## 탭 수 {#tab-count}\n")
        let stale = try project.run("check")
        #expect(stale.status == 0)
        #expect(stale.stderr.contains("content/ko/bars/sample.md:3:18: warning: the English page changed since this translation"))
        let stamped = try project.run("check", "--stamp", "content/ko/bars/sample.md")
        #expect(stamped.status == 0)
        #expect(stamped.stderr.hasPrefix("stamped content/ko/bars/sample.md: translated-from: "))
        #expect(stamped.stdout == "checked 6 pages: 0 errors, 0 warnings\n")
    }
}

@Suite("higsite mockup")
struct MockupCommandTests {
    @Test func drawsAControlFromSettingsAndMarksItsViolation() throws {
        let run = try Project().run("mockup", "tab-bar", "--items", "홈,검색,보관함,설정,음악,라디오", "--lang", "en")
        #expect(run.status == 0)
        #expect(run.stdout.contains("│ ◀ 1\n"))
        #expect(run.stdout.hasSuffix("1. [tab-bar.tab-count] 6 tabs; keep to 5 or fewer on iPhone.\n"))
    }

    @Test func drawsARulesExamplesAsSVG() throws {
        let run = try Project().run("mockup", "--rule", "tab-bar.tab-count", "--format", "svg")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(run.stdout.components(separatedBy: "<svg ").count == 1 + 1 + 4, "a sheet holding the rule's four examples")
    }

    @Test func badInputIsAUsageErrorWithASuggestion() throws {
        let project = try Project()
        let unknownRule = try project.run("mockup", "--rule", "tab-bar.tab-cont")
        #expect(unknownRule.status == 2)
        #expect(unknownRule.stderr.contains("no rule 'tab-bar.tab-cont'; did you mean 'tab-bar.tab-count'?"))
        let unknownKind = try project.run("mockup", "swich")
        #expect(unknownKind.status == 2)
        #expect(unknownKind.stderr.contains("unknown control 'swich'; did you mean 'switch'?"))
        try project.write("screen.yaml", "tab-bar: {itmes: [a]}\n")
        let badFile = try project.run("mockup", "--file", "screen.yaml")
        #expect(badFile.status == 2)
        #expect(badFile.stderr == "screen.yaml:1:11: error: tab-bar.itmes: unknown key 'itmes'; did you mean 'items'? [screen-spec]\n")
    }

    /// `--file` reads a description as `higsite lint` does: plain files only, the node budget,
    /// one screen to draw.
    @Test func aFileIsReadAsLintReadsIt() throws {
        let project = try Project()
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("folder.yaml"), withIntermediateDirectories: true)
        let folder = try project.run("mockup", "--file", "folder.yaml")
        #expect(folder.status == 2)
        #expect(folder.stderr == "folder.yaml: error: not a regular file (a pipe, socket or device); higsite reads only plain files [screen-spec]\n")
        try project.write("two.yaml", "- tab-bar: {items: [a, b]}\n- switch: {on: true}\n")
        let two = try project.run("mockup", "--file", "two.yaml")
        #expect(two.status == 2)
        #expect(two.stderr == "higsite: two.yaml: holds 2 screens and higsite mockup draws one; higsite lint --show two.yaml draws them all\n")
        // 300 names, each list of them used 400 times: 120,000 nodes from a file of a few KB.
        let names = (0..<300).map { "i\($0)" }.joined(separator: ", ")
        try project.write("wide.yaml", "tab-bar: {items: [&a [\(names)], " + Array(repeating: "*a", count: 399).joined(separator: ", ") + "]}\n")
        let wide = try project.run("mockup", "--file", "wide.yaml")
        #expect(wide.status == 2)
        #expect(wide.stderr.hasPrefix("wide.yaml:1:1: error: the screen stands for more than 100000 YAML nodes"), "\(wide.stderr)")
    }
}

@Suite("higsite lint")
struct LintCommandTests {
    private func project() throws -> Project {
        let project = try Project()
        try project.write("screens/app.yaml", """
            name: 음악
            navigation-bar: {title: 보관함}
            content:
              - table:
                  rows:
                    - {title: Wi-Fi, accessory: switch}
                    - {title: 알림}
              - switch: {label: 셔플, state-label: 켬}
            tab-bar:
              items: [홈, 둘러보기, 라디오, 보관함, 검색, {title: 새 목록, role: action}]

            """)
        return project
    }

    @Test func reportsEveryViolationAtItsElementWithTheGuideline() throws {
        let run = try project().run("lint", "screens/app.yaml", "--lang", "en", "--base-url", "https://example.com/hig")
        #expect(run.status == 1)
        #expect(run.stdout == """
            screens/app.yaml:8:5: error: The switch (‘셔플’) stands outside a table row; put it in a table row, such as a list of settings, as the row's accessory. [switch.in-table-rows]
            screens/app.yaml:8:5: note: in 음악
            screens/app.yaml:8:5: note: guideline: https://example.com/hig/en/controls/switches/#table-rows
            screens/app.yaml:8:25: error: A label beside the switch states its state (‘켬’); the switch already shows it, so remove the label and use the row's label to name the setting the switch controls. [switch.no-state-label]
            screens/app.yaml:8:25: note: in 음악
            screens/app.yaml:8:25: note: guideline: https://example.com/hig/en/controls/switches/#no-state-label
            screens/app.yaml:10:34: error: The '새 목록' tab performs an action. Use tabs only to move between sections; move this action to a toolbar or navigation bar button. [tab-bar.navigation-only]
            screens/app.yaml:10:34: note: in 음악
            screens/app.yaml:10:34: note: guideline: https://example.com/hig/en/bars/tab-bars/#navigation-only
            screens/app.yaml:10:34: warning: 6 tabs; keep to 5 or fewer on iPhone. [tab-bar.tab-count]
            screens/app.yaml:10:34: note: in 음악
            screens/app.yaml:10:34: note: guideline: https://example.com/hig/en/bars/tab-bars/#tab-count

            """)
    }

    @Test func sarifAndJSONCarryRulesPositionsAndHelp() throws {
        let project = try project()
        // Korean from the locale: no --lang and no configuration.
        let sarif = try project.run("lint", "screens/app.yaml", "--format", "sarif", environment: ["LANG": "ko_KR.UTF-8"])
        #expect(sarif.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count > 60)
        // SARIF help URIs must be absolute: without --base-url the relative links go in the help text.
        #expect(rules.allSatisfy { $0["helpUri"] == nil })
        #expect(rules.allSatisfy { (($0["help"] as? [String: String])?["text"])?.contains("규칙: ko/rules/") == true })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        let first = try #require(results.first)
        #expect(first["ruleId"] as? String == "switch.in-table-rows")
        #expect((rules[first["ruleIndex"] as! Int]["id"] as? String) == "switch.in-table-rows")
        let region = ((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        #expect(region == ["startLine": 8, "startColumn": 5])

        let absolute = try project.run("lint", "screens/app.yaml", "--format", "sarif", "--base-url", "https://example.com/hig",
                                       environment: ["LANG": "ko_KR.UTF-8"])
        #expect(absolute.stdout.contains(#""helpUri":"https://example.com/hig/ko/rules/switch.in-table-rows/""#))

        let json = try project.run("lint", "screens/app.yaml", "--format", "json")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["code"] as? String } == ["switch.in-table-rows", "switch.no-state-label", "tab-bar.navigation-only", "tab-bar.tab-count"])
        let github = try project.run("lint", "screens/app.yaml", "--format", "github")
        #expect(github.stdout.hasPrefix("::error file=screens/app.yaml,line=8,col=5,title=switch.in-table-rows::"))
    }

    @Test func aConfigurationAboveTheInputChoosesRulesLanguageAndSeverity() throws {
        let project = try project()
        try project.write("screens/.higsite-lint.yaml", "disable: [switch.in-table-rows, switch.no-state-label, tab-bar.navigation-only]\nlang: en\n")
        let run = try project.run("lint", "screens")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("screens/app.yaml:10:34: warning: 6 tabs; keep to 5 or fewer on iPhone. [tab-bar.tab-count]"))
        let relaxed = try project.run("lint", "screens", "--severity", "error")
        #expect(relaxed.status == 0, "only warnings remain")
        let only = try project.run("lint", "screens", "--rule", "tab-bar.navigation-only")
        #expect(only.stdout.components(separatedBy: "[tab-bar.navigation-only]").count == 2)
    }

    @Test func showDrawsTheScreenWithItsViolationsMarked() throws {
        let run = try project().run("lint", "screens/app.yaml", "--show", "--lang", "en")
        #expect(run.stdout.hasPrefix("screens/app.yaml (음악):\n╭"))
        #expect(run.stdout.contains("│ ◀ 1,2\n"))
    }

    @Test func badInputIsOneClearDiagnosticEachAndExitTwo() throws {
        let project = try Project()
        try project.write("bad/syntax.yaml", "tab-bar: {items: [a, b\n")
        try project.write("bad/types.yaml", "tab-bar: {items: [a], selected: first}\n")
        try project.write("bad/list.yaml", "tab-bar: {items: 3}\n")
        try project.write("bad/mapping.yaml", "content: [{table: [a]}]\n")
        try project.write("bad/control.yaml", "content:\n  - swich: {label: Wi-Fi}\n")
        try project.write("bad/empty.yaml", "")
        try Data([0x00, 0xFF, 0x10, 0x00]).write(to: project.url.appendingPathComponent("bad/binary.json"))
        // Named, each is read as a description whatever it holds; found in a folder, only the
        // files that look like descriptions are (DataFileTests).
        let run = try project.run("lint", "bad/binary.json", "bad/control.yaml", "bad/empty.yaml", "bad/list.yaml", "bad/mapping.yaml", "bad/syntax.yaml", "bad/types.yaml")
        #expect(run.status == 2)
        #expect(run.stdout == """
            bad/binary.json: error: not a text file; describe screens in YAML or JSON [screen-spec]
            bad/control.yaml:2:5: error: content[0].swich: unknown control 'swich'; did you mean 'switch'? [screen-spec]
            bad/empty.yaml: error: the file describes no screen; write one as YAML (higsite mockup --list gives every kind) [screen-spec]
            bad/list.yaml:1:11: error: tab-bar.items: expected a list [screen-spec]
            bad/mapping.yaml:1:12: error: content[0].table: expected a mapping of keys [screen-spec]
            bad/syntax.yaml:2:1: error: not valid YAML: did not find expected ',' or ']' [screen-spec]
            bad/types.yaml:1:23: error: tab-bar.selected: expected a whole number [screen-spec]

            """)
        let unknownRule = try project.run("lint", "bad", "--rule", "tab-bar.tab-cont")
        #expect(unknownRule.status == 2)
        #expect(unknownRule.stderr == "higsite lint: no rule 'tab-bar.tab-cont'; did you mean 'tab-bar.tab-count'?\n")
    }
}

@Suite("Shipped lint examples")
struct LintExamplesTests {
    /// The README's example output: the screens in examples/ give exactly these findings.
    @Test func theExamplesShowWhatTheREADMESays() throws {
        let project = try Project()
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try FileManager.default.copyItem(at: repository.appendingPathComponent("examples"), to: project.url.appendingPathComponent("examples"))
        let run = try project.run("lint", "examples/screens", "--format", "json")
        #expect(run.status == 1)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let summary = findings.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["code"]!)" }
        #expect(summary == [
            "examples/screens/form.yaml:6:81 text-field.keyboard-type",
            "examples/screens/form.yaml:7:72 text-field.secure-entry",
            "examples/screens/tab-app.yaml:15:7 tab-bar.navigation-only",
            "examples/screens/tab-app.yaml:15:7 tab-bar.tab-count",
        ])
        #expect(try project.run("lint", "examples/screens/settings.yaml").status == 0)
    }
}

@Suite("higsite lint golden output")
struct LintGoldenTests {
    /// Every format of one run, word for word; `HIGSITE_RECORD=1` rewrites them and fails.
    @Test(arguments: ["text", "json", "sarif", "github"])
    func formatMatchesGolden(_ format: String) throws {
        let project = try Project()
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try FileManager.default.copyItem(at: repository.appendingPathComponent("examples"), to: project.url.appendingPathComponent("examples"))
        let run = try project.run("lint", "examples/screens", "--format", format, "--lang", "en", "--base-url", "https://example.com/hig")
        #expect(run.status == 1)
        try expectGolden(run.stdout, "lint.\(format)")
    }
}

@Suite("The executable on its own")
struct StandaloneExecutableTests {
    /// The default theme is compiled in: higsite copied alone to a folder outside the repository
    /// builds a site there, with no templates/ folder anywhere.
    @Test func aCopiedExecutableBuildsASiteWithoutATemplateFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higsite-alone-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("bin/higsite")
        try FileManager.default.copyItem(at: Run.executable, to: copy)
        let project = try Project()
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("templates"))

        let run = try Run(["build"], in: project.url, executable: copy)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOf: project.url.appendingPathComponent("_site/ko/bars/sample/index.html"), encoding: .utf8)
        #expect(page.contains("<html lang=\"ko\""))
        #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent("_site/assets/style.css").path))
    }
}

@Suite("higsite init")
struct InitTests {
    /// The executable alone, in a folder of its own outside the repository.
    private func copiedExecutable(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("bin/higsite")
        try FileManager.default.copyItem(at: Run.executable, to: copy)
        return copy
    }

    @Test func aStarterSiteBuildsAndChecksCleanAndItsThemeCanBeChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higsite-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let higsite = try copiedExecutable(in: folder)

        let initRun = try Run(["init", "site"], in: folder, executable: higsite)
        #expect(initRun.status == 0, "\(initRun.stderr)")
        #expect(initRun.stdout == "wrote 9 files into site; next: cd site && higsite build\n")
        let site = folder.appendingPathComponent("site")

        let build = try Run(["build"], in: site, executable: higsite)
        #expect(build.status == 0 && build.stderr == "", "\(build.stderr)")
        #expect(build.stdout.hasPrefix("built 6 pages (ko 3, en 3), "))
        let check = try Run(["check"], in: site, executable: higsite)
        #expect(check.status == 0)
        #expect(check.stdout == "checked 6 pages: 0 errors, 0 warnings\n")
        for language in ["ko", "en"] {
            let page = try String(contentsOf: site.appendingPathComponent("_site/\(language)/controls/labels/index.html"), encoding: .utf8)
            #expect(page.contains("<figure class=\"mockup\">"), "the mockup is drawn on the \(language) page")
            // A new user's first mockup shows a good label, with no rule's violation marked on it.
            #expect(!page.contains("class=\"hm-mark\""), "the starter's mockup breaks no rule on the \(language) page")
        }

        let eject = try Run(["init", "--theme"], in: site, executable: higsite)
        #expect(eject.status == 0, "\(eject.stderr)")
        #expect(eject.stdout.hasSuffix("; higsite.yaml now builds with them (templates: templates)\n"))
        // The starter's commented line is now the setting; nothing else of the file changed.
        let configured = try String(contentsOf: site.appendingPathComponent("higsite.yaml"), encoding: .utf8)
        #expect(configured.contains("\ntemplates: templates\n") && !configured.contains("# templates: templates"))
        #expect(configured.contains("# A theme folder over the built-in theme;") && configured.hasSuffix("  severity: warning\n"))
        let again = try Run(["init", "--theme", "--force"], in: site, executable: higsite)
        #expect(again.stdout.hasSuffix("; higsite.yaml already builds with them\n"), "\(again.stdout)")
        let footer = site.appendingPathComponent("templates/footer.mustache")
        let text = try String(contentsOf: footer, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "</footer>", with: "<p class=\"ours\">ours</p></footer>").utf8).write(to: footer)
        let rebuild = try Run(["build"], in: site, executable: higsite)
        #expect(rebuild.status == 0, "\(rebuild.stderr)")
        let page = try String(contentsOf: site.appendingPathComponent("_site/en/index.html"), encoding: .utf8)
        #expect(page.contains("<p class=\"ours\">ours</p></footer>"))
    }

    @Test func aFolderWithFilesIsRefusedAndNothingIsOverwritten() throws {
        let project = try Project()
        let before = try String(contentsOf: project.url.appendingPathComponent("content/ko/_index.md"), encoding: .utf8)
        let refused = try project.run("init")
        #expect(refused.status == 1)
        #expect(refused.stderr == ".: error: the folder is not empty; pass --force to add the files that are missing (none is overwritten)\n")
        let forced = try project.run("init", "--force")
        #expect(forced.status == 0)
        #expect(forced.stderr.contains("content/ko/_index.md: exists; left as it is"))
        #expect(try String(contentsOf: project.url.appendingPathComponent("content/ko/_index.md"), encoding: .utf8) == before)
        #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent("content/ko/controls/labels.md").path))
    }
}

@Suite("Version and shell completion")
struct VersionAndCompletionTests {
    @Test func versionIsPrintedAlone() throws {
        let run = try Run(["--version"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        #expect(run.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "got \(run.stdout)")
    }

    /// What scripts/install writes for each shell: every subcommand is offered.
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsNameEverySubcommand(_ shell: String) throws {
        let run = try Run(["--generate-completion-script", shell], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        for command in ["build", "check", "rules", "mockup", "lint", "serve"] {
            #expect(run.stdout.contains(command), "\(shell) completion lacks \(command)")
        }
    }
}
