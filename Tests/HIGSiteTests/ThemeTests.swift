import Foundation
import Testing
@testable import HIGSite

/// The default theme is compiled into higsite from `templates/`; a folder lies over it.
@Suite("Theme")
struct ThemeTests {
    private var shippedContent: UserPath {
        UserPath(repositoryTemplates.deletingLastPathComponent().appendingPathComponent("content").path)
    }

    @Test func theEmbeddedThemeIsTheTemplateFolder() throws {
        let embedded = Theme.embedded.files.mapValues(\.bytes)
        let folder = try Theme.load(UserPath(repositoryTemplates.path)).files.mapValues(\.bytes)
        #expect(embedded == folder)
        #expect(embedded.keys.contains("layout.mustache") && embedded.keys.contains("assets/style.css"))
    }

    @Test func theShippedSiteIsByteIdenticalWithTheEmbeddedThemeAndTheFolder() throws {
        let output = try TemporaryFolder()
        for (name, templates) in [("embedded", nil), ("folder", UserPath(repositoryTemplates.path))] {
            let options = BuildOptions(content: shippedContent, templates: templates,
                                       output: UserPath(name, relativeTo: output.url), baseURL: "https://example.com/hig")
            #expect(try SiteBuilder.build(options).written)
        }
        let embedded = try output.snapshot("embedded"), folder = try output.snapshot("folder")
        #expect(embedded.count > 200)
        #expect(embedded == folder)
    }

    @Test func aFolderAddsAssetsAndPartialsAndReplacesFilesByPath() throws {
        let folder = try TemporaryFolder()
        try folder.write("assets/style.css", "body { color: red }\n")
        try folder.write("assets/fonts/extra.txt", "x")
        try folder.write("extra-partial.mustache", "{{lang}}")
        try folder.write("notes.txt", "not part of a theme")
        let theme = try Theme.load(UserPath(folder.url.path))
        #expect(theme.files["assets/style.css"]?.bytes == Array("body { color: red }\n".utf8))
        #expect(theme.files["assets/style.css"]?.display == folder.url.path + "/assets/style.css")
        #expect(theme.files["assets/site.js"]?.display == "(embedded theme)/assets/site.js")
        #expect(theme.assets.map { $0.path.joined(separator: "/") }.contains("assets/fonts/extra.txt"))
        #expect(theme.templates.map(\.name).contains("extra-partial"))
        #expect(theme.files["notes.txt"] == nil)
    }

    @Test func aSyntaxErrorNamesTheFolderFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("footer.mustache", "{{#open}}")
        #expect(throws: TemplateError.self) { try TemplateLibrary(theme: Theme.load(UserPath(folder.url.path))) }
        do {
            _ = try TemplateLibrary(theme: Theme.load(UserPath(folder.url.path)))
        } catch {
            #expect("\(error)".hasPrefix(folder.url.path + "/footer.mustache:1:1: error: template syntax:"))
        }
    }

    @Test func aMissingThemeFolderIsAnError() throws {
        #expect(throws: TemplateError.folderMissing("no-such-theme")) { try Theme.load(UserPath("no-such-theme", relativeTo: URL(fileURLWithPath: "/nonexistent"))) }
    }
}
