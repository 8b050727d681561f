import HIGControls

extension Problem {
    /// The text of a problem between rules and guidelines, in a mockup, or found on a screen by
    /// `higsite lint` (a rule's violation, a screen description that cannot be read).
    /// `message` sends only these problems here.
    var ruleMessage: String {
        switch self {
        case .ruleGuidelineMissing(let rule, let guideline, let language):
            "rule '\(rule)' enforces guideline '\(guideline)', which the \(language.englishName) content does not have; add it, or, "
                + "if this site's guidelines are its own, remove 'rule-guidelines: true' from higsite.yaml and name the rule on your "
                + "own guideline: '## … {#your-id rule=\(rule)}'"
        case .ruleNotNamedByGuideline(let rule, let guideline):
            "guideline '\(guideline)' does not list rule '\(rule)', which enforces it; add 'rule=\(rule)' to its attribute block "
                + "(higsite.yaml's 'rule-guidelines: true' says this site holds the built-in rules' guidelines)"
        case .mockupSpec(let problem):
            "mockup: \(problem)"
        case .ruleViolation(_, let message, _):
            message
        case .screenSpec(let problem):
            problem
        case .swiftSyntax(let problem):
            problem  // with what to do about it, in the run's language (ImportedFile.diagnostics(in:))
        default:
            preconditionFailure("\(self) is not a rule or screen problem")
        }
    }
}
