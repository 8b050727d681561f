import Foundation
import Testing

/// `higsite lsp` in a scripted editor session, as a child process.
@Suite("higsite lsp")
struct LanguageServerTests {
    private static func position(_ line: Int, _ character: Int) -> [String: Int] { ["line": line, "character": character] }

    private static func range(_ message: [String: Any]) -> [[Int]] {
        let range = message["range"] as? [String: [String: Int]] ?? [:]
        return [[range["start"]?["line"] ?? -1, range["start"]?["character"] ?? -1], [range["end"]?["line"] ?? -1, range["end"]?["character"] ?? -1]]
    }

    @Test func aScriptedSession() throws {
        let project = try Project()
        let page = "---\ntitle: 기타\n---\n\n[탭 수](../bars/sampel.md#tab-count)\n"
        try project.write("content/ko/guides/other.md", page)
        try project.write("content/en/guides/other.md", "---\ntitle: Other\n---\n\n[Tab count](../bars/sample.md#tab-count)\n")
        try project.write("content/ko/bars/탭 바.png", "an image's bytes")
        let client = try LanguageServerClient(in: project.url)
        let initialize = try client.request("initialize", ["processId": NSNull(), "rootUri": project.url.absoluteString, "capabilities": [:] as [String: Any]])
        let capabilities = (initialize["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["definitionProvider"] as? Bool == true)
        try client.notify("initialized", [:] as [String: Any])

        // A broken link: its diagnostic covers the misspelt path.
        let uri = project.url.appendingPathComponent("content/ko/guides/other.md").absoluteString
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": page]])
        let diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.map { $0["code"] as? String } == ["broken-link"])
        #expect(diagnostics.map { $0["message"] as? String } == ["no page 'bars/sampel'\ndid you mean 'bars/sample'?"])
        #expect(diagnostics.map(Self.range) == [[[4, 6], [4, 23]]])

        // Its quick fix, applied as the editor would, leaves nothing to report.
        let actions = try client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": Self.position(4, 8), "end": Self.position(4, 8)],
                                                                      "context": ["diagnostics": [] as [Any]]])
        let action = try #require((actions["result"] as? [[String: Any]])?.first)
        #expect(action["title"] as? String == "Replace '../bars/sampel.md' with '../bars/sample.md'")
        let edits = ((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[uri]
        #expect(edits?.map(Self.range) == [[[4, 6], [4, 23]]])
        #expect(edits?.map { $0["newText"] as? String } == ["../bars/sample.md"])
        let fixed = page.replacingOccurrences(of: "sampel.md", with: "sample.md")
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": fixed]]])
        #expect(try client.diagnostics(for: uri).isEmpty)

        // Completion of page and image paths after `](../`, and of rule ids after `rule=`.
        let typing = fixed + "[홈](../\n## 탭 {#tabs rule=tab-bar.tab-c\n"
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": typing]]])
        let paths = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": Self.position(5, 8)])
        let pathItems = ((paths["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
        #expect(pathItems.map { $0["label"] as? String } == ["../_index.md", "../bars/_index.md", "../bars/sample.md",
                                                              "../bars/%ED%83%AD%20%EB%B0%94.png"])
        #expect(pathItems.last?["detail"] as? String == "bars/탭 바.png")
        #expect(pathItems.map { Self.range($0["textEdit"] as? [String: Any] ?? [:]) }.first == [[5, 4], [5, 8]])
        let rules = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": Self.position(6, 30)])
        let ruleItems = ((rules["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
        #expect(ruleItems.map { $0["label"] as? String } == ["tab-bar.tab-count"])

        // Go to definition: the heading the link names.
        let definition = try client.request("textDocument/definition", ["textDocument": ["uri": uri], "position": Self.position(4, 10)])
        let location = try #require(definition["result"] as? [String: Any])
        #expect(location["uri"] as? String == project.url.appendingPathComponent("content/ko/bars/sample.md").absoluteString)
        #expect(Self.range(location) == [[4, 0], [4, 0]])

        #expect(try client.request("shutdown", NSNull())["result"] is NSNull)
        try client.notify("exit", NSNull())
        client.process.waitUntilExit()
        #expect(client.process.terminationStatus == 0)
    }

    /// A mockup fence's "did you mean" is a quick fix too, over the name inside the fence.
    @Test func aMockupFencesDidYouMeanIsAQuickFix() throws {
        let project = try Project()
        let page = "---\ntitle: 기타\n---\n\n```mockup\nrule: button.hit-targt\n```\n"
        try project.write("content/ko/guides/other.md", page)
        try project.write("content/en/guides/other.md", "---\ntitle: Other\n---\n")
        let client = try LanguageServerClient(in: project.url)
        _ = try client.request("initialize", ["processId": NSNull(), "rootUri": project.url.absoluteString, "capabilities": [:] as [String: Any]])
        try client.notify("initialized", [:] as [String: Any])
        let uri = project.url.appendingPathComponent("content/ko/guides/other.md").absoluteString
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": page]])
        #expect(try client.diagnostics(for: uri).map { $0["code"] as? String } == ["mockup-spec"])
        let actions = try client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": Self.position(5, 9), "end": Self.position(5, 9)],
                                                                      "context": ["diagnostics": [] as [Any]]])
        let action = try #require((actions["result"] as? [[String: Any]])?.first)
        #expect(action["title"] as? String == "Replace 'button.hit-targt' with 'button.hit-target'")
        let edits = ((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[uri]
        #expect(edits?.map(Self.range) == [[[5, 6], [5, 22]]])
        #expect(edits?.map { $0["newText"] as? String } == ["button.hit-target"])
        #expect(try client.request("shutdown", NSNull())["result"] is NSNull)
        try client.notify("exit", NSNull())
        client.process.waitUntilExit()
    }
}
