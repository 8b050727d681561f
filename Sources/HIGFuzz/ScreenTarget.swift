import Foundation
import HIGControls
import HIGRules
import HIGSite

/// Bytes as a screen description, both ways higsite reads one:
/// - as `higsite lint --show` does: the file's screens, every rule on each, the diagnostics in
///   every format, each screen drawn for the terminal (and as SVG);
/// - as a ```` ```mockup ```` fence of the content: parsed with positions, drawn as the site's SVG
///   in both languages with its verdicts, or a rule's examples for `rule:`.
enum ScreenTarget {
    static func run(_ data: Data) -> String {
        let (file, problems) = ScreenFile.read(data, displayPath: "fuzz.yaml")
        let linter = Linter(rules: RuleRegistry.all, language: .ko, baseURL: nil)
        let result = linter.lint(file.map { [$0] } ?? [])
        let diagnostics = (problems + result.diagnostics).sorted()
        for format in DiagnosticFormat.allCases { _ = DiagnosticPrinter.format(diagnostics, as: format) }
        _ = SARIF.render(diagnostics, linter: linter)
        for screen in result.screens {
            _ = screen.checked.ascii(language: .ko)
            _ = screen.checked.svg(language: .en, title: screen.name ?? "screen")
        }
        let lint = "lint: \(result.screens.count) screens, \(diagnostics.count) diagnostics"

        let fence: String
        switch MockupFence.parse(String(decoding: data, as: UTF8.self), bodyLine: 1, ruleIDs: RuleRegistry.ids) {
        case .success(.screen(let screen, let caption, let style)):
            let checked = CheckedMockup(screen: screen)
            for language in Language.allCases {
                _ = checked.svg(language: language, title: caption ?? "mockup", showVerdict: false, style: style)
                _ = checked.ascii(language: language, style: style)
                _ = checked.verdictLines(language: language)
            }
            fence = "fence: a screen with \(checked.violations.count) violations"
        case .success(.rule(let id, _, _)):
            let rule = RuleRegistry.rule(id)!
            for example in rule.examples { _ = CheckedMockup(screen: example.screen(in: .ko), rules: [rule]).svg(language: .ko, title: id) }
            fence = "fence: the examples of \(id)"
        case .failure(let problem):
            fence = "fence: error at \(problem.location.line):\(problem.location.column)"
        }
        return lint + "; " + fence
    }
}
