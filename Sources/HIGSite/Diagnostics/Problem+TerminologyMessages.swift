import HIGControls

extension Problem {
    /// The text of a word the glossary says to avoid, and of a problem in the glossary itself.
    /// `message` sends only these problems here.
    var terminologyMessage: String {
        switch self {
        case .avoidedTerm(let used, let preferred, let english):
            "'\(used)' is not the glossary's term for '\(english)'; use '\(preferred)'"
        case .glossary(let problem):
            "glossary: \(problem)"
        default:
            preconditionFailure("\(self) is not a terminology problem")
        }
    }
}
