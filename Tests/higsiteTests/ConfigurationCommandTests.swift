import Foundation
import Testing

/// higsite.yaml as a user meets it: found from where they stand, overridden by options, and
/// refused with its line and column when a value is wrong.
@Suite("higsite.yaml on the command line")
struct ConfigurationCommandTests {
    /// A site whose content sits in `pages/` and whose output goes to `public/`, set only in higsite.yaml.
    func configuredProject(_ settings: String) throws -> Project {
        let project = try Project()
        try FileManager.default.moveItem(at: project.url.appendingPathComponent("content"), to: project.url.appendingPathComponent("pages"))
        try project.write("higsite.yaml", settings)
        return project
    }

    func text(_ project: Project, _ path: String) throws -> String {
        try String(contentsOf: project.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func buildFindsTheFileAboveAndTakesItsPathsFromThere() throws {
        let project = try configuredProject("""
            content: pages
            output: public
            base-url: https://example.com/hig
            site:
              ko: {title: 우리 지침}
              en: {title: Our Guidelines, description: What our app looks like.}
            """)
        // Run from deep inside the content: the file and its paths are still found.
        let run = try Run(["build"], in: project.url.appendingPathComponent("pages/ko/bars"))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("built 6 pages (ko 3, en 3), "))
        #expect(run.stdout.contains(" into ../../../public in "))
        let english = try text(project, "public/en/bars/sample/index.html")
        #expect(english.contains("<title>Tab Bars – Our Guidelines</title>"))
        // One name for the site: the header and the breadcrumb's first step say the configured title.
        #expect(english.contains("<a class=\"site-title\" href=\"../../index.html\">Our Guidelines</a>"))
        #expect(english.contains("<li><a href=\"../../index.html\">Our Guidelines</a></li>"), "\(english)")
        #expect(!english.contains(">Guide<"), "the home page's own title is not a second name")
        let home = try text(project, "public/en/index.html")
        #expect(home.contains("<meta name=\"description\" content=\"What our app looks like.\">"))
        #expect(try text(project, "public/ko/index.html").contains("<title>우리 지침</title>"))
        #expect(try text(project, "public/index.html").contains("우리 지침"))
        #expect(try text(project, "public/sitemap.xml").contains("https://example.com/hig/en/bars/sample/"))
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("_site").path))
    }

    @Test func optionsOverrideTheFile() throws {
        let project = try configuredProject("content: pages\noutput: public\n")
        let run = try project.run("build", "--output", "elsewhere")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent("elsewhere/en/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("public").path))
        // --config names another file; its paths are taken from its own folder.
        try project.write("settings/other.yaml", "content: ../pages\noutput: ../other-site\n")
        let named = try project.run("build", "--config", "settings/other.yaml")
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains(" into settings/../other-site in "))
        let missing = try project.run("build", "--config", "nope.yaml")
        #expect(missing.status == 2)
        #expect(missing.stderr == "higsite: nope.yaml: no such file (--config)\n")
    }

    @Test func aWrongValueStopsEveryCommandAtItsLine() throws {
        let project = try configuredProject("content: pages\noutput: [public]\n")
        for command in ["build", "check"] {
            let run = try project.run(command)
            #expect(run.status == 2, "\(command)")
            #expect(run.stderr == """
                higsite.yaml:2:9: error: 'output' must be text (e.g. 'output: _site') [config]
                higsite: 1 error, 0 warnings; fix higsite.yaml first; nothing was done

                """, "\(command)")
        }
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("_site").path))
    }

    @Test func unknownKeysAreWarnedAboutAndTheRunGoesOn() throws {
        let project = try configuredProject("content: pages\nouput: public\n")
        let build = try project.run("build")
        #expect(build.status == 0)
        #expect(build.stderr == "higsite.yaml:2:1: warning: unknown key 'ouput' is ignored; did you mean 'output'? [config]\n")
        let check = try project.run("check", "--format", "json")
        #expect(check.status == 0)
        #expect(check.stdout.contains("{\"file\": \"higsite.yaml\", \"line\": 2, \"column\": 1, \"severity\": \"warning\", \"code\": \"config\""))
        #expect(try project.run("check", "--strict").status == 1, "a warning fails a strict check")
    }

    @Test func lintTakesItsSettingsFromTheFile() throws {
        let project = try Project()
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try project.write("screens/tab-app.yaml",
                          String(contentsOf: repository.appendingPathComponent("examples/screens/tab-app.yaml"), encoding: .utf8))
        let plain = try project.run("lint", "screens")
        #expect(plain.status == 1, "tab-app.yaml has warnings, which fail by default")
        try project.write("higsite.yaml", "base-url: https://example.com/hig\nlint: {severity: error, lang: en, disable: [tab-bar.navigation-only]}\n")
        let configured = try project.run("lint", "screens")
        #expect(configured.status == 0, "only errors fail now: \(configured.stdout)")
        #expect(configured.stdout.contains("warning: 6 tabs"))
        #expect(configured.stdout.contains("note: guideline: https://example.com/hig/en/bars/tab-bars/#tab-count"))
        // higsite.yaml in a folder being linted is settings, not a screen.
        let whole = try project.run("lint", ".")
        #expect(!whole.stdout.contains("higsite.yaml"), "\(whole.stdout)")
    }
}
