import Foundation
import Testing
@testable import HIGSite

/// "Did you mean" for the links a repository written elsewhere has: a file name that differs only
/// in case, or a link without `.md`. Each has one answer, so it is the single suggestion and
/// `check --fix` applies it (three suggestions for a case-only difference left the fix undone).
@Suite("Link suggestions with one answer")
struct LinkSuggestionTests {
    private func content(_ links: String) throws -> (TemporaryFolder, UserPath) {
        let folder = try TemporaryFolder()
        for language in ["ko", "en"] {
            try folder.write("content/\(language)/_index.md", "---\ntitle: Home\n---\n")
            try folder.write("content/\(language)/bars/_index.md", "---\ntitle: Bars\n---\n")
            try folder.write("content/\(language)/bars/tab-bars.md", "---\ntitle: Tab Bars\n---\n")
            try folder.write("content/\(language)/bars/tab-views.md", "---\ntitle: Tab Views\n---\n")
            try folder.write("content/\(language)/bars/notes.md", "---\ntitle: Notes\n---\n\n\(links)\n")
        }
        return (folder, UserPath("content", relativeTo: folder.url))
    }

    @Test func aCaseOnlyDifferenceIsTheOneSuggestionAndIsFixed() throws {
        let (folder, content) = try content("See [tabs](Tab-Bars.md) and [views](tab-view.md).")
        let report = try SiteBuilder.check(content: content)
        let english = report.diagnostics.filter { $0.file == "content/en/bars/notes.md" }
        #expect(english.map(\.message) == ["no page 'bars/Tab-Bars'", "no page 'bars/tab-view'"])
        #expect(english.first?.notes == ["did you mean 'bars/tab-bars'?"])
        #expect(english.first?.fix != nil)
        #expect(english.last?.notes.first?.contains(" or ") == true, "a near miss still lists its candidates, and is not fixed")
        let outcome = try Fixer.fix(content: content)
        try FixWriter.write(outcome, content: content)
        #expect(try folder.read("content/en/bars/notes.md").contains("See [tabs](tab-bars.md) and [views](tab-view.md)."))
    }

    @Test func aLinkWithoutItsExtensionSuggestsThePageAndIsFixed() throws {
        let (folder, content) = try content("See [tabs](tab-bars), [up](../bars/Notes) and [a picture](tab-bars.png).")
        let report = try SiteBuilder.check(content: content)
        let english = report.diagnostics.filter { $0.file == "content/en/bars/notes.md" }
        #expect(english.map(\.notes) == [["did you mean 'bars/tab-bars'?"], ["did you mean 'bars/notes'?"], []], "\(english.map(\.message))")
        let outcome = try Fixer.fix(content: content)
        try FixWriter.write(outcome, content: content)
        #expect(try folder.read("content/en/bars/notes.md").contains("See [tabs](tab-bars.md), [up](notes.md) and [a picture](tab-bars.png)."))
    }
}

/// A `# Title` kept at the top of a page's text, as many Markdown repositories write it, made a
/// second `<h1>` silently.
@Suite("A second page title")
struct SecondPageTitleTests {
    @Test func aLevelOneHeadingInTheTextIsAWarningAtItsLine() throws {
        let folder = try TemporaryFolder()
        for language in ["ko", "en"] {
            try folder.write("content/\(language)/_index.md", "---\ntitle: Home\n---\n")
            try folder.write("content/\(language)/notes.md", "---\ntitle: Notes\n---\n\n# Notes\n\nText.\n\n## Part\n")
        }
        let report = try SiteBuilder.check(content: UserPath("content", relativeTo: folder.url))
        #expect(report.diagnostics.map { "\($0.file):\($0.location!): \($0.severity) [\($0.code)]" } == [
            "content/en/notes.md:5:1: warning [heading-level]", "content/ko/notes.md:5:1: warning [heading-level]",
        ])
        #expect(report.diagnostics.first?.message.hasPrefix("'# Notes' makes a second <h1>") == true)
    }
}
