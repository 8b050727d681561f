import HIGControls

extension Problem {
    /// The text of a problem in a page's front matter: missing, not YAML, or a key of the wrong type.
    /// `message` sends only these problems here.
    var frontMatterMessage: String {
        switch self {
        case .frontMatterMissing:
            "missing front matter; start the file with a '---' line, a 'title:' and a closing '---'"
        case .frontMatterUnterminated:
            "front matter is not closed; add a '---' line after the last key"
        case .frontMatterSyntax(let problem):
            "front matter is not valid YAML: \(problem)"
        case .frontMatterNotMapping:
            "front matter must be a YAML mapping of keys to values (title: …)"
        case .frontMatterMissingTitle:
            "front matter has no 'title'; every page needs one"
        case .frontMatterWrongType(let key, let expected):
            "front matter key '\(key)' must be \(expected)"
        case .frontMatterUnknownKey(let key):
            "unknown front matter key '\(key)' is ignored"
        case .changeDate(let written):
            written.isEmpty ? "a 'changes' entry needs a 'date:' written YYYY-MM-DD"
                : "'\(written)' is not a date of the calendar written YYYY-MM-DD (a 'changes' entry's date)"
        case .changeText:
            "a 'changes' entry needs a 'text:' of one line saying what changed"
        default:
            preconditionFailure("\(self) is not a front matter problem")
        }
    }
}
