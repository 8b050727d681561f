import HIGControls
import HIGMockups
import HIGRules
import Testing
@testable import HIGSite

/// `style: classic` in a mockup fence draws the bars of iOS 7 to 18 for the content's history
/// notes; without it, today's design. A style higsite does not know is a `mockup-spec` error with
/// its one fix.
@Suite("Mockup fence styles")
struct MockupStyleFenceTests {
    static let tabBar = "tab-bar: {items: [{title: Home, icon: house}, {title: Search, icon: magnifyingglass}], selected: 0}\n"

    static func parse(_ body: String) -> Result<MockupFence, LocatedProblem> {
        MockupFence.parse(body, bodyLine: 10, ruleIDs: RuleRegistry.ids)
    }

    static func figure(_ body: String) throws -> String {
        guard case .success(.screen(let screen, let caption, let style)) = parse(body) else {
            Issue.record("not a screen: \(body)")
            return ""
        }
        let figure = MockupFigure(language: .en, strings: .forLanguage(.en), rules: RuleRegistry.all, ruleURL: { $0 })
        return figure.html(for: screen, caption: caption, style: style)
    }

    @Test func todaysDesignIsTheDefaultAndClassicIsAsked() throws {
        let today = try Self.figure(Self.tabBar)
        let classic = try Self.figure(Self.tabBar + "style: classic\n")
        #expect(today.contains("class=\"hm-glass\"") && !today.contains("class=\"hm-bar\""))
        #expect(classic.contains("class=\"hm-bar\"") && !classic.contains("class=\"hm-glass"))
        #expect(try Self.figure(Self.tabBar + "style: glass\n") == today)
    }

    @Test func aRuleFenceTakesAStyleToo() {
        guard case .success(.rule(let id, _, let style)) = Self.parse("rule: tab-bar.tab-count\nstyle: classic\n") else {
            Issue.record("not read")
            return
        }
        #expect(id == "tab-bar.tab-count" && style == .classic)
        guard case .failure(let extra) = Self.parse("rule: tab-bar.tab-count\nitems: []\n") else {
            Issue.record("an extra key was taken")
            return
        }
        #expect(extra.problem.message.contains("takes only 'caption' and 'style'"))
    }

    @Test func anUnknownStyleIsAnErrorAtItsValueWithItsFix() {
        guard case .failure(let problem) = Self.parse(Self.tabBar + "style: clasic\n") else {
            Issue.record("an unknown style was taken")
            return
        }
        #expect(problem.location == SourceLocation(line: 11, column: 8))
        #expect(problem.problem.message.contains("'clasic' is not one of glass, classic"), "\(problem.problem.message)")
        #expect(problem.fix?.new == "classic")
        guard case .failure(let notText) = Self.parse(Self.tabBar + "style: [classic]\n") else {
            Issue.record("a list was taken as a style")
            return
        }
        #expect(notText.location.line == 11)
    }
}
