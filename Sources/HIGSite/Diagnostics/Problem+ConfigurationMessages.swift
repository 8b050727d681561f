import HIGRules

/// A problem in higsite.yaml or a lint configuration.
package enum ConfigurationProblem: Hashable, Sendable {
    case invalid(String)
    case unknownKey(String, suggestion: String?)

    var code: String { "config" }

    var severity: Severity {
        switch self {
        case .invalid: .error
        case .unknownKey: .warning
        }
    }

    var message: String {
        switch self {
        case .invalid(let problem):
            problem
        case .unknownKey(let key, let suggestion):
            "unknown key '\(key)' is ignored" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        }
    }
}
