import HIGRules

/// A broken cross-reference: a page, heading or rule that a link names and the site does not
/// have or does not publish.
package enum LinkProblem: Hashable, Sendable {
    case brokenLink(String)
    case linkLeavesContent(String)
    case linkToNonPage(String)
    case linkToDraft(String)
    case brokenAnchor(anchor: String, page: String)
    case unknownRule(String)

    var code: String {
        switch self {
        case .brokenLink, .linkLeavesContent, .linkToNonPage, .linkToDraft: "broken-link"
        case .brokenAnchor: "broken-anchor"
        case .unknownRule: "unknown-rule"
        }
    }

    var severity: Severity { .error }

    var message: String {
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
        }
    }
}
