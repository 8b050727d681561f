import HIGRules

/// A problem in a page's front matter: missing, not YAML, a key of the wrong type, or a change
/// log entry without its date or text.
package enum FrontMatterProblem: Hashable, Sendable {
    case missing
    case unterminated
    case syntax(String)
    case notMapping
    case missingTitle
    case wrongType(key: String, expected: String)
    case unknownKey(String)
    /// A change log entry's date is missing, not `YYYY-MM-DD` or not a real day.
    case changeDate(String)
    /// A change log entry has no text, or more than one line of it.
    case changeText

    var code: String { "front-matter" }

    var severity: Severity {
        switch self {
        case .unknownKey: .warning
        case .missing, .unterminated, .syntax, .notMapping, .missingTitle, .wrongType, .changeDate, .changeText: .error
        }
    }

    var message: String {
        switch self {
        case .missing:
            "missing front matter; start the file with a '---' line, a 'title:' and a closing '---'"
        case .unterminated:
            "front matter is not closed; add a '---' line after the last key"
        case .syntax(let problem):
            "front matter is not valid YAML: \(problem)"
        case .notMapping:
            "front matter must be a YAML mapping of keys to values (title: …)"
        case .missingTitle:
            "front matter has no 'title'; every page needs one"
        case .wrongType(let key, let expected):
            "front matter key '\(key)' must be \(expected)"
        case .unknownKey(let key):
            "unknown front matter key '\(key)' is ignored"
        case .changeDate(let written):
            written.isEmpty ? "a 'changes' entry needs a 'date:' written YYYY-MM-DD"
                : "'\(written)' is not a date of the calendar written YYYY-MM-DD (a 'changes' entry's date)"
        case .changeText:
            "a 'changes' entry needs a 'text:' of one line saying what changed"
        }
    }
}
