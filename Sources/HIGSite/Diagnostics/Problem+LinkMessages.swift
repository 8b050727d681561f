import HIGControls

extension Problem {
    /// The text of a broken cross-reference: a page, heading or rule that a link names and the site
    /// does not have or does not publish.
    /// `message` sends only these problems here.
    var linkMessage: String {
        switch self {
        case .brokenLink(let target):
            "no page '\(target)'"
        case .linkLeavesContent(let destination):
            "link '\(destination)' leaves the content folder of its language"
        case .linkToNonPage(let destination):
            "link '\(destination)' does not name a Markdown page; link to the page's '.md' file"
        case .linkToDraft(let target):
            "page '\(target)' is a draft and is not published"
        case .brokenAnchor(let anchor, let page):
            "no heading or guideline '#\(anchor)' on page '\(page)'"
        case .unknownRule(let id):
            "no rule '\(id)'"
        default:
            preconditionFailure("\(self) is not a link problem")
        }
    }
}
