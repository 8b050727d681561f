import Foundation
import HIGControls
import HIGRules
import Testing
import Yams

@Suite("Screen descriptions")
struct ScreenDecodingTests {
    private func decode(_ yaml: String) throws -> Screen {
        try YAMLDecoder().decode(Screen.self, from: yaml)
    }

    /// The screen docs/rules.md shows first.
    @Test func theDocumentedExampleDecodesAndPassesEveryRule() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/rules.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(text.range(of: "```yaml\n")).upperBound
        let end = try #require(text.range(of: "```", range: start..<text.endIndex)).lowerBound
        let screen = try decode(String(text[start..<end]))
        #expect(screen.tabBar?.items.map(\.title) == ["홈", "검색", "보관함", "설정"])
        guard case .table(let table)? = screen.content.first else {
            Issue.record("expected a table")
            return
        }
        #expect(table.style == .insetGrouped)
        #expect(table.rows.map(\.accessory) == [.switch, .disclosureIndicator])
        #expect(RuleRegistry.violations(in: screen).map(\.ruleID) == [])
    }

    @Test func aSingleControlIsAScreenWithThatContent() throws {
        let screen = try decode("switch: {label: Wi-Fi}\n")
        #expect(screen.content == [.switch(Switch(label: "Wi-Fi"))])
    }

    @Test func unknownKeysAndControlsNameTheNearestKnownOne() {
        #expect(throws: DecodingError.self) { try decode("tab-bar: {itmes: [a]}\n") }
        do {
            _ = try decode("tab-bar: {itmes: [a]}\n")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "unknown key 'itmes'; did you mean 'items'?")
            #expect(context.codingPath.map(\.stringValue) == ["tab-bar", "itmes"])
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            _ = try decode("content:\n  - swich: {}\n")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "unknown control 'swich'; did you mean 'switch'?")
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            _ = try decode("table: {style: groupd, rows: []}\n")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "'groupd' is not one of plain, grouped, inset-grouped; did you mean 'grouped'?")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func elementPathsFollowTheYAML() throws {
        let screen = try decode("""
            content:
              - label: 안내
              - scroll-view:
                  content:
                    - scroll-view: {axis: vertical}
            """)
        #expect(screen.elements.map(\.path.description) == [
            "content[0].label", "content[1].scroll-view", "content[1].scroll-view.content[0].scroll-view",
        ])
    }

    @Test func statusBarContrastUsesWCAGLuminance() throws {
        #expect(Color.white.contrastRatio(with: .black) == 21)
        let gray = try #require(Color(hex: "#777777"))
        #expect(abs(gray.contrastRatio(with: .white) - 4.48) < 0.01)
    }
}
