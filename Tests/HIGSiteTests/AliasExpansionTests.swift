import Foundation
import HIGRules
import Testing
@testable import HIGSite
import HIGControls

/// YAML aliases can make a screen of a few hundred bytes stand for millions of controls; reading
/// one must be a quick, located error, not an endless decode, check and drawing.
@Suite("Screens that aliases blow up", .timeLimit(.minutes(1)))
struct AliasExpansionTests {
    /// A list of ten scroll views, each holding the list of the level below, down to ten labels:
    /// the first item of each list defines the anchor the other nine repeat. Six levels stand for
    /// ten million labels in about two kilobytes.
    static func content(levels: Int) -> String {
        var list = "&a0 [" + Array(repeating: "{label: x}", count: 10).joined(separator: ", ") + "]"
        for level in 1...levels {
            list = "&a\(level) [{scroll-view: {content: \(list)}}, "
                + Array(repeating: "{scroll-view: {content: *a\(level - 1)}}", count: 9).joined(separator: ", ") + "]"
        }
        return "content: " + list
    }

    @Test func aFenceIsAMockupSpecErrorAtItsStart() {
        guard case .failure(let problem) = MockupFence.parse(Self.content(levels: 6) + "\n", bodyLine: 10, ruleIDs: RuleRegistry.ids) else {
            Issue.record("the fence was read")
            return
        }
        #expect(problem.location == SourceLocation(line: 10, column: 1))
        #expect(problem.problem == .screen(.mockupSpec(NodeBudget.message)))
    }

    @Test func aLintedScreenIsOneDiagnosticAndTheOthersAreStillRead() {
        let yaml = "- switch: {label: Wi-Fi}\n- " + Self.content(levels: 6) + "\n"
        let (file, diagnostics) = ScreenFile.read(Data(yaml.utf8), displayPath: "bomb.yaml")
        #expect(file?.screens.count == 1)
        #expect(DiagnosticPrinter.text(diagnostics) == "bomb.yaml:2:3: error: \(NodeBudget.message) [screen-spec]\n")
    }

    /// Aliases within the budget are fine: ten thousand labels.
    @Test func aScreenWithinTheBudgetIsRead() {
        guard case .success(.screen(let screen, _, _)) = MockupFence.parse(Self.content(levels: 3) + "\n", bodyLine: 1, ruleIDs: RuleRegistry.ids) else {
            Issue.record("not read")
            return
        }
        #expect(screen.elements.count == 10 + 100 + 1000 + 10_000)
    }
}
