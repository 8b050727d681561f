import HIGControls
import HIGRules

/// A problem between the built-in rules and the guidelines they enforce.
package enum RuleProblem: Hashable, Sendable {
    case guidelineMissing(rule: String, guideline: String, language: Language)
    case notNamedByGuideline(rule: String, guideline: String)

    var code: String { "rule-guideline" }

    var severity: Severity { .error }

    var message: String {
        switch self {
        case .guidelineMissing(let rule, let guideline, let language):
            "rule '\(rule)' enforces guideline '\(guideline)', which the \(language.englishName) content does not have; add it, or, "
                + "if this site's guidelines are its own, remove 'rule-guidelines: true' from higsite.yaml and name the rule on your "
                + "own guideline: '## … {#your-id rule=\(rule)}'"
        case .notNamedByGuideline(let rule, let guideline):
            "guideline '\(guideline)' does not list rule '\(rule)', which enforces it; add 'rule=\(rule)' to its attribute block "
                + "(higsite.yaml's 'rule-guidelines: true' says this site holds the built-in rules' guidelines)"
        }
    }
}

/// A screen that cannot be read (a mockup fence, a screen description, a Swift file that does
/// not parse), or a rule's violation found on one.
package enum ScreenProblem: Hashable, Sendable {
    case mockupSpec(String)
    case screenSpec(String)
    case swiftSyntax(String)
    /// A rule's violation, with the rule's id as its code and the rule's severity.
    case violation(rule: String, message: String, severity: Severity)

    var code: String {
        switch self {
        case .mockupSpec: "mockup-spec"
        case .screenSpec: "screen-spec"
        case .swiftSyntax: "swift-syntax"
        case .violation(let rule, _, _): rule
        }
    }

    var severity: Severity {
        switch self {
        case .mockupSpec, .screenSpec: .error
        case .swiftSyntax: .warning
        case .violation(_, _, let severity): severity
        }
    }

    var message: String {
        switch self {
        case .mockupSpec(let problem):
            "mockup: \(problem)"
        case .violation(_, let message, _):
            message
        case .screenSpec(let problem):
            problem
        case .swiftSyntax(let problem):
            problem  // with what to do about it, in the run's language (ImportedFile.diagnostics(in:))
        }
    }
}
