import Foundation
import HIGControls
import Testing
@testable import HIGSite

/// `higsite import` on a repository shaped like the translations people keep on Git hosts:
/// capitalised names with spaces and underscores, a Korean folder and file, `# Title` first
/// lines, links without `.md` or in another case, folders without `_index.md`, an image.
/// The fixture is this test's own text.
@Suite("Import")
struct ImportTests {
    static func repository() throws -> TemporaryFolder {
        let repository = try TemporaryFolder()
        try repository.write("README.md", "![Banner](https://example.com/banner.png)\n\nStart with [colour](Basics/Color%20Theory.md).\n")
        try repository.write("Basics/Color Theory.md", """
            # Color Theory
            ## 색을 아껴 쓰세요

            See [layout](./layout), [contrast](dark_mode.md#Using-Contrast) and [a typo](..Basics/Layout.md).

            ![A swatch](<images/Swatch 1.PNG>)

            [Gone](Missing.md) and [the web](https://example.com/Color.md) and [mail](mailto:a@example.com).

            """)
        try repository.write("Basics/Layout.md", "# Layout\n\nMargins.\n\n# Another Top Heading\n\nMore.\n")
        try repository.write("Basics/Dark_Mode.md", "\n## Using contrast\n\nBack to [the title](<Color Theory.md#color-theory>).\n")
        try repository.write("Basics/images/Swatch 1.PNG", "not really a PNG")
        try repository.write("기초/색상.md", "# 색상\n\n[레이아웃](../Basics/Layout.md)\n")
        try repository.write("LICENSE", "nobody links to this\n")
        try repository.write(".gitignore", "/build\n")
        return repository
    }

    @Test func importsAndChecksWithOnlyMissingTranslations() throws {
        let repository = try Self.repository()
        let site = try TemporaryFolder()
        let content = UserPath("content", relativeTo: site.url)
        let report = try Importer.run(Importer.Options(source: UserPath(repository.url.path), language: .ko, content: content,
                                                        force: false, dryRun: false))
        let written = try site.snapshot("content").keys.sorted()
        let section = ImportName.id(for: "기초", kind: .folder).id, page = ImportName.id(for: "색상.md", kind: .page).id
        #expect(written == [
            "en/_index.md", "ko/_index.md", "ko/basics/_index.md", "ko/basics/color-theory.md", "ko/basics/dark-mode.md",
            "ko/basics/images/swatch-1.png", "ko/basics/layout.md", "ko/\(section)/_index.md", "ko/\(section)/\(page).md",
        ])
        #expect(try site.read("content/ko/basics/color-theory.md") == """
            ---
            title: "Color Theory"
            ---

            ## 색을 아껴 쓰세요

            See [layout](layout.md), [contrast](dark-mode.md#using-contrast) and [a typo](layout.md).

            ![A swatch](<images/swatch-1.png>)

            [Gone](Missing.md) and [the web](https://example.com/Color.md) and [mail](mailto:a@example.com).

            """)
        #expect(try site.read("content/ko/basics/layout.md") == "---\ntitle: \"Layout\"\n---\n\nMargins.\n\n## Another Top Heading\n\nMore.\n")
        #expect(try site.read("content/ko/basics/dark-mode.md") == """
            ---
            title: "Dark Mode"
            ---

            ## Using contrast

            Back to [the title](<color-theory.md>).

            """)
        #expect(try site.read("content/ko/_index.md").hasPrefix("---\ntitle: \""))
        #expect(try site.read("content/ko/basics/_index.md") == "---\ntitle: \"Basics\"\n---\n")
        let lines = report.entries.map(\.description)
        #expect(lines.contains("renamed Basics → content/ko/basics"))
        #expect(lines.contains("renamed Basics/Color Theory.md → content/ko/basics/color-theory.md"))
        #expect(lines.contains { $0.hasPrefix("renamed 기초 → content/ko/section-") && $0.hasSuffix("(the name has no ASCII letter or digit: an id made from it)") })
        #expect(lines.contains("content/ko/basics/color-theory.md: title 'Color Theory', from its first '# ' heading (taken out of the text)"))
        #expect(lines.contains("content/ko/basics/dark-mode.md: title 'Dark Mode', from its name (no '# ' heading)"))
        #expect(lines.contains("content/ko/basics/layout.md:7: a second '# ' heading made '## ' (the title is the page's only <h1>)"))
        #expect(lines.contains("content/ko/basics/color-theory.md:7:25: link dark_mode.md#Using-Contrast → dark-mode.md#using-contrast"))
        #expect(lines.contains("content/ko/basics/color-theory.md:7:69: link ..Basics/Layout.md → layout.md (no file at that path; the only file of that name)"))
        #expect(lines.contains("content/ko/basics/color-theory.md:11:1: left link Missing.md: no file in the repository at that path"))
        #expect(lines.contains("made content/ko/basics/_index.md (title 'Basics', from the folder's name)"))
        #expect(lines.contains("skipped .gitignore: a hidden file or folder"))
        #expect(lines.contains("skipped LICENSE: not a Markdown page, and no page links to it"))
        #expect(!lines.contains { $0.hasPrefix("renamed LICENSE") })

        let checked = try SiteBuilder.check(content: content)
        let problems = checked.diagnostics.filter { $0.code != "missing-translation" }.map { "\($0.file): \($0.message)" }.sorted()
        // Only the link the import left: the image it copied is one the site publishes.
        #expect(problems == ["content/ko/basics/color-theory.md: no page 'basics/Missing'"])
    }

    @Test func refusesALanguageFolderWithFilesUnlessForced() throws {
        let repository = try Self.repository()
        let site = try TemporaryFolder()
        try site.write("content/ko/_index.md", "---\ntitle: 있던 홈\n---\n")
        let content = UserPath("content", relativeTo: site.url)
        let options = Importer.Options(source: UserPath(repository.url.path), language: .ko, content: content, force: false, dryRun: false)
        #expect(throws: Importer.Failure.write(.notEmpty(content.display + "/ko"))) { try Importer.run(options) }
        var forced = options
        forced.force = true
        let report = try Importer.run(forced)
        #expect(try site.read("content/ko/_index.md") == "---\ntitle: 있던 홈\n---\n", "never overwritten")
        #expect(report.entries.contains(.kept(content.display + "/ko/_index.md")))
    }

    @Test func neverFollowsALinkOutOfTheRepository() throws {
        let repository = try Self.repository()
        let outside = try TemporaryFolder()
        try outside.write("Secret.md", "# Secret\n")
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("Secret.md").path,
                                                   withDestinationPath: outside.url.appendingPathComponent("Secret.md").path)
        let site = try TemporaryFolder()
        let report = try Importer.run(Importer.Options(source: UserPath(repository.url.path), language: .en,
                                                        content: UserPath("content", relativeTo: site.url), force: false, dryRun: true))
        #expect(report.entries.contains(.skipped("Secret.md", .linkLeadsOutside)))
        #expect(!report.written.contains { $0.hasSuffix("secret.md") })
        #expect(!site.exists("content"), "a dry run writes nothing")
    }

    @Test func namesAreKebabCaseOrAStableID() {
        #expect(ImportName.id(for: "App Icons.md", kind: .page) == ("app-icons", false))
        #expect(ImportName.id(for: "Right_to_Left.MD", kind: .page) == ("right-to-left", false))
        #expect(ImportName.id(for: "Café  Menus", kind: .folder) == ("cafe-menus", false))
        #expect(ImportName.id(for: "Swatch 1.PNG", kind: .file) == ("swatch-1.png", false))
        let korean = ImportName.id(for: "색상.md", kind: .page)
        #expect(korean.generated && korean.id.hasPrefix("page-") && korean.id.count == 13)
        #expect(ImportName.id(for: "색상.md", kind: .page) == korean, "the same every time")
        #expect(ImportName.pageID(for: "Foundations/Dark Mode") == "foundations/dark-mode")
        #expect(ImportName.pageID(for: "Foundations/_index") == "foundations")
    }
}
