import HIGControls

/// Every kind of problem higsite reports about content, with its stable code and its text.
///
/// The text of each kind of problem lives in one `switch` of its own (Problem+…Messages.swift),
/// so wording stays consistent among siblings, and `message` and `code` switch over every case,
/// so a new problem cannot be reported without a code and a text.
public enum Problem: Error, Hashable, Sendable {
    case frontMatterMissing
    case frontMatterUnterminated
    case frontMatterSyntax(String)
    case frontMatterNotMapping
    case frontMatterMissingTitle
    case frontMatterWrongType(key: String, expected: String)
    case frontMatterUnknownKey(String)
    /// A change log entry's date is missing, not `YYYY-MM-DD` or not a real day.
    case changeDate(String)
    /// A change log entry has no text, or more than one line of it.
    case changeText
    case invalidPageID(String)
    case invalidGuidelineID(String)
    case headingAttributes(String)
    case duplicatePageID(String)
    case duplicateAnchor(String)
    /// A `# heading` in a page's text: the page's title is already its one `<h1>`.
    case secondPageTitle(String)
    case pathOutsideContent(String)
    case unreadableFile(String)
    case missingLanguageFolder(Language)
    case missingHomePage(Language)
    case linkedFolder
    case danglingLink
    case linkLoop
    case notRegularFile
    case unreadableFolder(String)
    case brokenLink(String)
    case linkLeavesContent(String)
    case linkToNonPage(String)
    case linkToDraft(String)
    case brokenAnchor(anchor: String, page: String)
    case unknownRule(String)
    case missingSectionPage(String)
    case reservedPageID(String)
    case pageOnlyInOtherLanguage(page: String, other: Language)
    case linkToOtherLanguage(page: String, other: Language)
    case guidelineOnlyHere(id: String, missingIn: Language)
    case guidelineRulesDiffer(id: String, here: [String], other: [String], otherLanguage: Language)
    case guidelineOrderDiffers(other: Language)
    case staleTranslation(stamped: String, current: String, other: Language)
    case translatedFromWithoutTwin(other: Language)
    case changeOnlyHere(date: String, missingIn: Language)
    case avoidedTerm(used: String, preferred: String, english: String)
    case glossary(String)
    case ruleGuidelineMissing(rule: String, guideline: String, language: Language)
    case mockupSpec(String)
    case ruleViolation(rule: String, message: String, isError: Bool)
    case screenSpec(String)
    case swiftSyntax(String)
    case ruleNotNamedByGuideline(rule: String, guideline: String)
    case configuration(String)
    case configurationUnknownKey(String, suggestion: String?)

    /// A stable identifier that scripts and suppressions can rely on.
    public var code: String {
        switch self {
        case .frontMatterMissing, .frontMatterUnterminated, .frontMatterSyntax, .frontMatterNotMapping,
             .frontMatterMissingTitle, .frontMatterWrongType, .frontMatterUnknownKey, .changeDate, .changeText:
            "front-matter"
        case .invalidPageID, .invalidGuidelineID: "invalid-id"
        case .headingAttributes: "heading-attributes"
        case .secondPageTitle: "heading-level"
        case .duplicatePageID, .duplicateAnchor: "duplicate-id"
        case .pathOutsideContent: "unsafe-path"
        case .unreadableFile, .missingLanguageFolder, .missingHomePage, .linkedFolder, .danglingLink, .linkLoop, .notRegularFile,
             .unreadableFolder: "unreadable-file"
        case .brokenLink, .linkLeavesContent, .linkToNonPage, .linkToDraft: "broken-link"
        case .brokenAnchor: "broken-anchor"
        case .unknownRule: "unknown-rule"
        case .missingSectionPage: "missing-section"
        case .reservedPageID: "duplicate-id"
        case .pageOnlyInOtherLanguage, .linkToOtherLanguage, .guidelineOnlyHere, .changeOnlyHere: "missing-translation"
        case .guidelineRulesDiffer, .guidelineOrderDiffers: "guideline-mismatch"
        case .staleTranslation, .translatedFromWithoutTwin: "stale-translation"
        case .avoidedTerm: "terminology"
        case .glossary: "glossary"
        case .ruleGuidelineMissing, .ruleNotNamedByGuideline: "rule-guideline"
        case .mockupSpec: "mockup-spec"
        case .ruleViolation(let rule, _, _): rule
        case .screenSpec: "screen-spec"
        case .swiftSyntax: "swift-syntax"
        case .configuration, .configurationUnknownKey: "config"
        }
    }

    public var severity: Diagnostic.Severity {
        switch self {
        case .ruleViolation(_, _, let isError): isError ? .error : .warning
        case .frontMatterUnknownKey, .configurationUnknownKey, .missingSectionPage, .pageOnlyInOtherLanguage, .linkToOtherLanguage,
             .guidelineOnlyHere, .guidelineOrderDiffers, .staleTranslation, .translatedFromWithoutTwin, .avoidedTerm, .swiftSyntax, .secondPageTitle:
            .warning
        default: .error
        }
    }

    /// What is wrong and what to do about it. Each kind of problem keeps the text of its messages
    /// together, in one `switch` (Problem+LinkMessages.swift, …); this table says which kind a problem is.
    public var message: String {
        switch self {
        case .frontMatterMissing, .frontMatterUnterminated, .frontMatterSyntax, .frontMatterNotMapping, .frontMatterMissingTitle,
             .frontMatterWrongType, .frontMatterUnknownKey, .changeDate, .changeText:
            frontMatterMessage
        case .invalidPageID, .invalidGuidelineID, .headingAttributes, .duplicatePageID, .duplicateAnchor, .reservedPageID,
             .missingSectionPage, .secondPageTitle:
            pageMessage
        case .pathOutsideContent, .unreadableFile, .missingLanguageFolder, .missingHomePage, .linkedFolder, .danglingLink,
             .linkLoop, .notRegularFile, .unreadableFolder:
            fileMessage
        case .brokenLink, .linkLeavesContent, .linkToNonPage, .linkToDraft, .brokenAnchor, .unknownRule:
            linkMessage
        case .pageOnlyInOtherLanguage, .linkToOtherLanguage, .guidelineOnlyHere, .guidelineRulesDiffer, .guidelineOrderDiffers,
             .staleTranslation, .translatedFromWithoutTwin, .changeOnlyHere:
            translationMessage
        case .avoidedTerm, .glossary:
            terminologyMessage
        case .ruleGuidelineMissing, .ruleNotNamedByGuideline, .mockupSpec, .ruleViolation, .screenSpec, .swiftSyntax:
            ruleMessage
        case .configuration, .configurationUnknownKey:
            configurationMessage
        }
    }
}
