import HIGControls

extension Problem {
    /// The text of a problem with a page's id, its heading ids and attribute blocks, or its place among
    /// the sections.
    /// `message` sends only these problems here.
    var pageMessage: String {
        switch self {
        case .invalidPageID(let id):
            "page id '\(id)' is not lowercase ASCII kebab-case; its id would be '\(ImportName.pageID(for: id))': rename its "
                + "files and folders to match, or let 'higsite import' rename a whole folder and rewrite the links to it"
        case .invalidGuidelineID(let id):
            "guideline id '\(id)' is not lowercase ASCII kebab-case; use '{#\(ImportName.id(for: id, kind: .guideline).id)}'"
        case .headingAttributes(let problem):
            "malformed heading attribute block: \(problem)"
        case .duplicatePageID(let id):
            "two files map to page id '\(id)'; keep one of them"
        case .duplicateAnchor(let anchor):
            "anchor '#\(anchor)' is used by more than one heading on this page"
        case .secondPageTitle(let text):
            "'# \(text)' makes a second <h1>: the page's title (front matter 'title') is its heading already; "
                + "remove the line, or make it '## \(text)'"
        case .reservedPageID(let id):
            "page id '\(id)' is reserved for a page higsite writes itself; rename the file"
        case .missingSectionPage(let folder):
            "folder '\(folder)' has pages but no _index.md; add one with a title, or its pages appear one level up in navigation"
        default:
            preconditionFailure("\(self) is not a page or id problem")
        }
    }
}
