import Foundation
import Testing

/// The content folder replaced by another of the same name (issue 34, item 9), as
/// `mv content content.old && cp -r content.old content` does: the watches followed the old
/// folder, and every later edit went unseen, silently.
@Suite("higsite serve when the content folder is replaced")
struct ServeReplacedContentTests {
    @Test func editsInAReplacedContentFolderAreRebuilt() throws {
        let project = try Project()
        let serve = try ServeProcess(in: project)
        let manager = FileManager.default
        let content = project.url.appendingPathComponent("content"), aside = project.url.appendingPathComponent("content.old")
        try manager.moveItem(at: content, to: aside)
        try manager.copyItem(at: aside, to: content)
        let said = serve.stdout.wait(until: Date() + 10) { $0.contains("content was replaced; watching the new folder\n") }
        #expect(said.contains("content was replaced; watching the new folder\n"), "stdout: \(said)")
        // Wait for the rebuild the replacement started, so the edit below comes after it.
        Thread.sleep(forTimeInterval: 1)
        try project.write("content/en/bars/sample.md", "---\ntitle: Tab Bars\n---\n\nEdited in the new folder.\n\n## Tab count {#tab-count}\n")
        #expect(try ServeRaceTests.eventually(serve, "/en/bars/sample/", shows: "Edited in the new folder.", within: 10),
                "stdout: \(serve.stdout.text) stderr: \(serve.stderr.text)")
        // The folder moved aside is no longer the content: an edit there changes nothing.
        try Data("---\ntitle: Tab Bars\n---\n\nEdited aside.\n".utf8).write(to: aside.appendingPathComponent("en/bars/sample.md"))
        Thread.sleep(forTimeInterval: 1)
        #expect(try serve.request("/en/bars/sample/").text.contains("Edited in the new folder."))
    }
}
