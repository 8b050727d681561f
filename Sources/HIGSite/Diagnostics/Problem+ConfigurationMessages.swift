import HIGControls

extension Problem {
    /// The text of a problem in higsite.yaml or a lint configuration.
    /// `message` sends only these problems here.
    var configurationMessage: String {
        switch self {
        case .configuration(let problem):
            problem
        case .configurationUnknownKey(let key, let suggestion):
            "unknown key '\(key)' is ignored" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        default:
            preconditionFailure("\(self) is not a configuration problem")
        }
    }
}
