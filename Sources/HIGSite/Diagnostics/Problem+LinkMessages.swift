import HIGRules

/// A broken cross-reference: a page, heading or rule that a link names and the site does not
/// have or does not publish.
package enum LinkProblem: Hashable, Sendable {
    case brokenLink(String)
    case linkLeavesContent(String)
    case linkToNonPage(String)
    case missingImage(String, looked: String)
    case unpublishedFile(String, fileExtension: String)
    case linkToDraft(String)
    case brokenAnchor(anchor: String, page: String)
    case unknownRule(String)

    var code: String {
        switch self {
        case .brokenLink, .linkLeavesContent, .linkToNonPage, .missingImage, .unpublishedFile, .linkToDraft: "broken-link"
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
        case .missingImage(let destination, let looked):
            "no image '\(destination)': there is no file \(looked)"
        case .unpublishedFile(let destination, "svg"):
            "'\(destination)' is an SVG file, which the site does not publish (a script in one would run at the site's address); "
                + "save the image as PNG, or put it on the web and write its https:// address"
        case .unpublishedFile(let destination, _):
            "'\(destination)' is neither a page nor an image the site publishes (PNG, JPEG, GIF, WebP, AVIF); "
                + "link to a page's '.md' file, or put the file on the web and write its https:// address"
        case .linkToDraft(let target):
            "page '\(target)' is a draft and is not published"
        case .brokenAnchor(let anchor, let page):
            "no heading or guideline '#\(anchor)' on page '\(page)'"
        case .unknownRule(let id):
            "no rule '\(id)'"
        }
    }
}
