import Foundation
import Testing
@testable import HIGSite

/// Every path is resolved before it is trusted, and nothing in the content folder is skipped
/// in silence: a link leading outside, nowhere or round in a loop, a folder that cannot be
/// listed and a page that is not a regular file are each an error naming the entry.
@Suite("Content paths")
struct ContentPathTests {
    private func link(_ site: FixtureSite, _ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appendingPathComponent(path).path,
                                                   withDestinationPath: destination)
    }

    @Test func aLanguageFolderLinkedElsewhereIsNotPublished() throws {
        let site = try FixtureSite()
        let outside = try TemporaryFolder()
        let english = site.folder.url.appendingPathComponent("content/en")
        try FileManager.default.moveItem(at: english, to: outside.url.appendingPathComponent("en"))
        try link(site, "content/en", to: outside.url.appendingPathComponent("en").path)

        let report = try site.build()
        #expect(!report.written)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == ["unsafe-path"])
        #expect(errors.first?.file == "content/en")
        #expect(errors.first?.message == "'content/en' leads outside the content folder; higsite only reads files inside it")
        #expect(!site.folder.exists("out"))
    }

    @Test func aGlossaryLinkedOutsideIsNeverRead() throws {
        let site = try FixtureSite()
        let outside = try TemporaryFolder()
        // Not YAML: reading it would echo this line in the error.
        try outside.write("secret.txt", "root:x:0:0:secret line [\n")
        try link(site, "content/glossary.yaml", to: outside.url.appendingPathComponent("secret.txt").path)

        let report = try SiteBuilder.check(content: site.options().content, rules: FixtureSite.rules)
        let glossary = report.diagnostics.filter { $0.file == "content/glossary.yaml" }
        #expect(glossary.map(\.code) == ["unsafe-path"])
        #expect(!report.diagnostics.contains { $0.message.contains("secret line") })
    }

    @Test func anOutputBelowALinkIntoTheContentIsRefused() throws {
        let site = try FixtureSite()
        try link(site, "clink", to: "content")
        // `clink/_site` does not exist yet: it is resolved through its existing ancestor.
        #expect(throws: BuildStepError(step: "prepare", error: OutputError.overlapsInput(output: "clink/_site", input: "content"))) {
            try site.build(output: "clink/_site")
        }
        #expect(!site.folder.exists("content/_site"))
    }

    @Test func danglingLinksLoopsAndPipesAreErrors() throws {
        let site = try FixtureSite()
        try link(site, "content/ko/controls/gone.md", to: "nowhere.md")
        try link(site, "content/ko/controls/loop", to: "loop")
        try link(site, "content/ko/bars/folder-gone", to: "no-such-folder")
        #expect(mkfifo(site.folder.url.appendingPathComponent("content/ko/controls/pipe.md").path, 0o644) == 0)
        // A pipe that is not named like a page is none of higsite's business.
        #expect(mkfifo(site.folder.url.appendingPathComponent("content/ko/controls/notes").path, 0o644) == 0)

        let report = try site.build()
        #expect(!report.written)
        let found = report.diagnostics.filter { $0.severity == .error }.map { "\($0.file): \($0.message) [\($0.code)]" }
        #expect(found == [
            "content/ko/bars/folder-gone: this symbolic link leads to nothing (its target does not exist); restore the target or remove the link [unreadable-file]",
            "content/ko/controls/gone.md: this symbolic link leads to nothing (its target does not exist); restore the target or remove the link [unreadable-file]",
            "content/ko/controls/loop: this symbolic link leads round in a loop; remove it [unreadable-file]",
            "content/ko/controls/pipe.md: not a regular file (a pipe, socket or device); higsite reads only plain files [unreadable-file]",
        ])
    }

    @Test func aLinkInsideTheContentToAPageIsStillRead() throws {
        let site = try FixtureSite()
        try link(site, "content/ko/controls/toggles.md", to: "switches.md")
        try link(site, "content/en/controls/toggles.md", to: "switches.md")
        let report = try SiteBuilder.check(content: site.options().content, rules: FixtureSite.rules)
        #expect(report.site.pages.contains { $0.id == PageID("controls/toggles") })
        #expect(!report.diagnostics.contains { $0.code == "unreadable-file" || $0.code == "unsafe-path" })
    }

    @Test func resolvesPathsThatDoNotExistYetThroughTheirAncestors() throws {
        let folder = try TemporaryFolder()
        let real = try RealPath.resolve(folder.url.path)
        try folder.write("a/b/file", "x")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("up").path, withDestinationPath: "a/b")
        #expect(try RealPath.resolve(folder.url.path + "/up/new/deeper") == real + "/a/b/new/deeper")
        #expect(try RealPath.resolve(folder.url.path + "/up/../c") == real + "/a/c", "'..' after a link leaves its target")
        #expect(try RealPath.resolve(folder.url.path + "/a/./b//file") == real + "/a/b/file")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("self").path, withDestinationPath: "self")
        #expect(throws: RealPath.Failure.loop) { try RealPath.resolve(folder.url.path + "/self/x") }
        #expect(RealPath.isInside("/a/b", folder: "/a"))
        #expect(!RealPath.isInside("/ab", folder: "/a"))
        #expect(RealPath.isInside("/anything", folder: "/"))
    }

    /// Root reads every folder whatever its permissions, so the build runs as `nobody` then.
    @Test func aFolderThatCannotBeListedIsAnError() throws {
        let site = try FixtureSite()
        let bars = site.folder.url.appendingPathComponent("content/ko/bars").path
        let isRoot = getuid() == 0
        if isRoot {
            // `nobody` must reach the project and write its output.
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: site.folder.url.path)
            for path in try FileManager.default.subpathsOfDirectory(atPath: site.folder.url.path) {
                try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: site.folder.url.appendingPathComponent(path).path)
            }
        }
        #expect(chmod(bars, 0o000) == 0)
        defer { chmod(bars, 0o755) }

        let diagnostics: [String]
        if isRoot {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            let higsite = try #require(Self.executable(), "the higsite executable is built beside the tests")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", higsite.path, "check", "--format", "json"]
            process.currentDirectoryURL = site.folder.url
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 1)
            let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            // The executable knows every rule of HIGRules, which the fixture's guidelines do not name.
            diagnostics = objects.filter { $0["code"] as? String != "rule-guideline" && $0["severity"] as? String == "error" }
                .map { "\($0["file"]!): [\($0["code"]!)]" }
        } else {
            let report = try SiteBuilder.check(content: site.options().content, rules: FixtureSite.rules)
            diagnostics = report.diagnostics.filter { $0.severity == .error }.map { "\($0.file): [\($0.code)]" }
        }
        #expect(diagnostics == ["content/ko/bars: [unreadable-file]"])
    }

    /// The `higsite` executable of the same build, two folders up from this test bundle at most.
    static func executable() -> URL? {
        var folder = Bundle.main.bundleURL
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent("higsite")
            if FileManager.default.isExecutableFile(atPath: candidate.path), !candidate.hasDirectoryPath { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}

@Suite("Template paths")
struct TemplatePathTests {
    /// A copy of the repository's templates in the fixture's folder, as a user's theme.
    private func theme(_ site: FixtureSite) throws -> BuildOptions {
        try FileManager.default.copyItem(at: repositoryTemplates, to: site.folder.url.appendingPathComponent("theme"))
        var options = site.options()
        options.templates = UserPath("theme", relativeTo: site.folder.url)
        return options
    }

    @Test func anAssetLinkedOutsideTheThemeIsNotPublished() throws {
        let site = try FixtureSite()
        let options = try theme(site)
        let outside = try TemporaryFolder()
        try outside.write("secret.txt", "secret")
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appendingPathComponent("theme/assets/secret.txt").path,
                                                   withDestinationPath: outside.url.appendingPathComponent("secret.txt").path)
        #expect(throws: BuildStepError(step: "prepare", error: TemplateError.refused(path: "theme/assets/secret.txt",
                                              reason: "leads outside the template folder; higsite only reads files inside it"))) {
            try SiteBuilder.build(options)
        }
        #expect(!site.folder.exists("out"))
    }

    @Test func aTemplateThatIsAPipeIsRefusedNotWaitedFor() throws {
        let site = try FixtureSite()
        let options = try theme(site)
        let extra = site.folder.url.appendingPathComponent("theme/extra.mustache").path
        #expect(mkfifo(extra, 0o644) == 0)
        #expect(throws: BuildStepError(step: "prepare", error: TemplateError.refused(path: "theme/extra.mustache",
                                              reason: "not a regular file (a pipe, socket or device); higsite reads only plain files"))) {
            try SiteBuilder.build(options)
        }
    }
}
