/// Pages higsite writes itself in every language, beside the content's pages.
enum GeneratedPage: CaseIterable, Sendable {
    /// The glossary of `content/glossary.yaml`.
    case glossary
    /// What is left to translate into this language.
    case translationStatus
    /// The index of every rule; each rule's page lives below it.
    case rules
    /// The newest changes of every page's change log; its Atom feed is ``OutputLayout/feedFile(in:)``.
    case whatsNew

    /// Each page's layout links to all of them: made once, not split from a string per use.
    package var id: PageID {
        switch self {
        case .glossary: Self.glossaryID
        case .translationStatus: Self.translationStatusID
        case .rules: Self.rulesID
        case .whatsNew: Self.whatsNewID
        }
    }

    private static let glossaryID = PageID(components: ["glossary"])
    private static let translationStatusID = PageID(components: ["translation-status"])
    private static let rulesID = PageID(components: ["rules"])
    private static let whatsNewID = PageID(components: ["whats-new"])

    /// Content may not use these ids: its page would be overwritten.
    static let reservedIDs = Set(allCases.map(\.id))

    /// Whether a content page with this id would collide with a generated page (or a rule page).
    static func isReserved(_ id: PageID) -> Bool {
        reservedIDs.contains(id) || id.components.first == GeneratedPage.rules.id.components.first
    }

    /// The root folder of the side-by-side views (`compare/bars/tab-bars/`), beside `ko/` and `en/`.
    static let sideBySideFolder = "compare"
}
