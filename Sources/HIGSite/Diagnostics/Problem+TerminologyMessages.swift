import HIGRules

/// A word the glossary says to avoid, or a problem in the glossary itself.
package enum TerminologyProblem: Hashable, Sendable {
    case avoidedTerm(used: String, preferred: String, english: String)
    case glossary(String)

    var code: String {
        switch self {
        case .avoidedTerm: "terminology"
        case .glossary: "glossary"
        }
    }

    var severity: Severity {
        switch self {
        case .avoidedTerm: .warning
        case .glossary: .error
        }
    }

    var message: String {
        switch self {
        case .avoidedTerm(let used, let preferred, let english):
            "'\(used)' is not the glossary's term for '\(english)'; use '\(preferred)'"
        case .glossary(let problem):
            "glossary: \(problem)"
        }
    }
}
