import HIGControls
import HIGMockups
import HIGRules

/// A screen drawn together with the verdicts of the rules that apply to it: the violations,
/// numbered in element order, and the marks that outline them.
package struct CheckedMockup: Sendable {
    package let screen: Screen
    package let violations: [Violation]

    package init(screen: Screen, rules: [Rule] = RuleRegistry.all) {
        self.screen = screen
        violations = RuleRegistry.violations(in: screen, rules: rules)
    }

    var marks: [MockupMark] {
        violations.enumerated().map { MockupMark(element: $1.element, number: $0 + 1) }
    }

    var verdict: MockupVerdict { violations.isEmpty ? .passes : .fails }

    package func svg(language: Language, title: String, showVerdict: Bool = true, style: BarStyle = .glass) -> String {
        Mockup.svg(screen, language: language, title: title, marks: marks, verdict: showVerdict ? verdict : nil, style: style)
    }

    package func ascii(language: Language, style: BarStyle = .glass) -> String {
        Mockup.ascii(screen, language: language, marks: marks, style: style)
    }

    /// `1. [tab-bar.tab-count] 탭이 6개입니다 …`, one line per violation.
    package func verdictLines(language: Language) -> [String] {
        violations.enumerated().map { "\($0 + 1). [\($1.ruleID)] \($1.message[language])" }
    }
}
