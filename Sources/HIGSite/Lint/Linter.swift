import Foundation
import HIGControls
import HIGMockups
import HIGRules

/// `higsite lint`: runs the rules on described screens and reports each violation at the line
/// and column of the offending element, with the guideline behind it.
package struct Linter: Sendable {
    package var rules: [Rule]
    package var language: Language
    /// Makes guideline links absolute (`https://example.com/hig`); relative to the site otherwise.
    package var baseURL: String?

    package init(rules: [Rule], language: Language, baseURL: String?) {
        self.rules = rules
        self.language = language
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// The rules to run: all, or `only`, less `disabled`; an unknown id is an error.
    package static func selectRules(only: [String], disabled: [String]) throws -> [Rule] {
        for id in only + disabled where RuleRegistry.rule(id) == nil {
            throw LintError.unknownRule(id, suggestion: EditDistance.nearest(to: id, in: RuleRegistry.ids, limit: 1).first)
        }
        let chosen = only.isEmpty ? RuleRegistry.all : RuleRegistry.all.filter { only.contains($0.id) }
        return chosen.filter { !disabled.contains($0.id) }
    }

    package struct Result: Sendable {
        package var diagnostics: [Diagnostic]
        /// Each screen with its violations, for `--show`.
        package var screens: [(file: String, name: String?, checked: CheckedMockup)]
    }

    package func lint(_ files: [ScreenFile]) -> Result {
        lint(files.flatMap(LintScreen.screens(of:)))
    }

    package func lint(_ screens: [LintScreen]) -> Result {
        var diagnostics: [Diagnostic] = []
        // A part several screens share (a storyboard's tab bar is on every tab's screen) is one
        // place in the file: its violation is reported once, naming how many screens show it.
        // Copies within one screen (the rows a ForEach repeats) are one place too, and no other screen.
        var firstReport: [Diagnostic: Int] = [:]
        var sharedBy: [Int: Set<Int>] = [:]
        var checkedScreens: [(String, String?, CheckedMockup)] = []
        for (screenIndex, screen) in screens.enumerated() {
            let checked = CheckedMockup(screen: screen.screen, rules: screen.containerIsKnown ? rules : rules.filter { !$0.judgesPlacement })
            checkedScreens.append((screen.file, screen.name, checked))
            for violation in checked.violations {
                let rule = rules.first { $0.id == violation.ruleID }!
                let diagnostic = Diagnostic(file: screen.file(of: violation.element), location: screen.location(of: violation.element),
                                            problem: .screen(.violation(rule: rule.id, message: violation.message[language], severity: rule.severity)))
                if let first = firstReport[diagnostic] {
                    sharedBy[first]!.insert(screenIndex)
                    continue
                }
                firstReport[diagnostic] = diagnostics.count
                sharedBy[diagnostics.count] = [screenIndex]
                var reported = diagnostic
                reported.notes = (screen.name.map { [Self.inScreen($0)[language]] } ?? []) + [Self.guideline(guidelineURL(rule))[language]]
                diagnostics.append(reported)
            }
        }
        for (index, shownOn) in sharedBy where shownOn.count > 1 {
            let count = shownOn.count
            diagnostics[index].notes.insert(Self.alsoIn(otherScreens: count - 1)[language], at: 1)
        }
        return Result(diagnostics: diagnostics.sorted(), screens: checkedScreens)
    }

    static func inScreen(_ name: String) -> Localized {
        Localized(ko: "화면: \(name)", en: "in \(name)")
    }

    static func guideline(_ url: String) -> Localized {
        Localized(ko: "가이드라인: \(url)", en: "guideline: \(url)")
    }

    static func ruleLink(_ url: String) -> Localized {
        Localized(ko: "규칙: \(url)", en: "rule: \(url)")
    }

    static func alsoIn(otherScreens count: Int) -> Localized {
        Localized(ko: "같은 부분을 보여 주는 다른 화면 \(count)개에도 있음",
                  en: "and in \(count) other screen\(count == 1 ? " that shows" : "s that show") the same part")
    }

    func guidelineURL(_ rule: Rule) -> String {
        let page = rule.guideline.page.isEmpty ? "" : rule.guideline.page + "/"
        let path = "\(language.rawValue)/\(page)#\(rule.guideline.anchor)"
        return (baseURL.map { $0 + "/" } ?? "") + path
    }

    func ruleURL(_ rule: Rule) -> String {
        (baseURL.map { $0 + "/" } ?? "") + "\(language.rawValue)/rules/\(rule.id)/"
    }
}
