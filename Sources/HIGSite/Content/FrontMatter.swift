import HIGControls
import Foundation

/// The typed YAML header of a content page.
struct FrontMatter: Hashable, Sendable {
    package var title: String
    /// Sorts pages in navigation; pages without one come last, by title.
    package var order: Int?
    package var summary: String?
    /// The control kinds of HIGRules the page describes (`component: tab-bar`, or a list for a
    /// page about a family of controls).
    package var components: [ComponentKind]
    /// UIKit API names, rendered as developer-reference links.
    var uikit: [String]
    /// Drafts are read and checked but not published.
    var draft: Bool
    /// On a translation: the hash of the twin page it was translated from (`translated-from:`),
    /// and where it is written, so a stale translation is reported at that line.
    var translatedFrom: TranslationStamp?
    /// The page's change log (`changes:`), as written; ``newestFirst`` is the order it is shown in.
    var changes: [ChangeEntry]

    package init(title: String, order: Int? = nil, summary: String? = nil, components: [ComponentKind] = [],
                uikit: [String] = [], draft: Bool = false, translatedFrom: TranslationStamp? = nil, changes: [ChangeEntry] = []) {
        self.title = title
        self.order = order
        self.summary = summary
        self.components = components
        self.uikit = uikit
        self.draft = draft
        self.translatedFrom = translatedFrom
        self.changes = changes
    }

    static let knownKeys = ["title", "order", "summary", "component", "uikit", "draft", "translated-from", "changes"]
}

/// The `translated-from:` value of a translation and its position in the file.
struct TranslationStamp: Hashable, Sendable {
    package var hash: String
    package var location: SourceLocation
}

extension FrontMatter {
    /// Reads front matter with Yams and checks every key's type. Positions are in the file
    /// (the YAML starts on line 2, after the opening `---`).
    static func parse(yaml: Substring) -> (FrontMatter?, [LocatedProblem]) {
        if let frontMatter = parsePlain(yaml: yaml) { return (frontMatter, []) }
        return parseWithYams(yaml: yaml)
    }
}
