/// Pages higsite writes itself in every language, beside the content's pages.
public enum GeneratedPage: CaseIterable, Sendable {
    /// The glossary of `content/glossary.yaml`.
    case glossary
    /// What is left to translate into this language.
    case translationStatus

    public var id: PageID {
        switch self {
        case .glossary: PageID("glossary")
        case .translationStatus: PageID("translation-status")
        }
    }

    /// Content may not use these ids: its page would be overwritten.
    public static let reservedIDs = Set(allCases.map(\.id))
}
