import HIGControls

/// Every kind of problem higsite reports about content, with its stable code and its text.
///
/// The text of every message lives here, in one `switch`, so wording stays consistent and
/// a new problem cannot be reported without a code.
public enum Problem: Error, Hashable, Sendable {
    case frontMatterMissing
    case frontMatterUnterminated
    case frontMatterSyntax(String)
    case frontMatterNotMapping
    case frontMatterMissingTitle
    case frontMatterWrongType(key: String, expected: String)
    case frontMatterUnknownKey(String)
    case invalidPageID(String)
    case invalidGuidelineID(String)
    case headingAttributes(String)
    case duplicatePageID(String)
    case duplicateAnchor(String)
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
    case avoidedTerm(used: String, preferred: String, english: String)
    case glossary(String)
    case ruleGuidelineMissing(rule: String, guideline: String, language: Language)
    case mockupSpec(String)
    case ruleViolation(rule: String, message: String, isError: Bool)
    case screenSpec(String)
    case ruleNotNamedByGuideline(rule: String, guideline: String)
    case configuration(String)
    case configurationUnknownKey(String, suggestion: String?)

    /// A stable identifier that scripts and suppressions can rely on.
    public var code: String {
        switch self {
        case .frontMatterMissing, .frontMatterUnterminated, .frontMatterSyntax, .frontMatterNotMapping,
             .frontMatterMissingTitle, .frontMatterWrongType, .frontMatterUnknownKey:
            "front-matter"
        case .invalidPageID, .invalidGuidelineID: "invalid-id"
        case .headingAttributes: "heading-attributes"
        case .duplicatePageID, .duplicateAnchor: "duplicate-id"
        case .pathOutsideContent: "unsafe-path"
        case .unreadableFile, .missingLanguageFolder, .missingHomePage, .linkedFolder, .danglingLink, .linkLoop, .notRegularFile,
             .unreadableFolder: "unreadable-file"
        case .brokenLink, .linkLeavesContent, .linkToNonPage, .linkToDraft: "broken-link"
        case .brokenAnchor: "broken-anchor"
        case .unknownRule: "unknown-rule"
        case .missingSectionPage: "missing-section"
        case .reservedPageID: "duplicate-id"
        case .pageOnlyInOtherLanguage, .linkToOtherLanguage, .guidelineOnlyHere: "missing-translation"
        case .guidelineRulesDiffer, .guidelineOrderDiffers: "guideline-mismatch"
        case .staleTranslation, .translatedFromWithoutTwin: "stale-translation"
        case .avoidedTerm: "terminology"
        case .glossary: "glossary"
        case .ruleGuidelineMissing, .ruleNotNamedByGuideline: "rule-guideline"
        case .mockupSpec: "mockup-spec"
        case .ruleViolation(let rule, _, _): rule
        case .screenSpec: "screen-spec"
        case .configuration, .configurationUnknownKey: "config"
        }
    }

    public var severity: Diagnostic.Severity {
        switch self {
        case .ruleViolation(_, _, let isError): isError ? .error : .warning
        case .frontMatterUnknownKey, .configurationUnknownKey, .missingSectionPage, .pageOnlyInOtherLanguage, .linkToOtherLanguage,
             .guidelineOnlyHere, .guidelineOrderDiffers, .staleTranslation, .translatedFromWithoutTwin, .avoidedTerm:
            .warning
        default: .error
        }
    }

    public var message: String {
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
        case .invalidPageID(let id):
            "page id '\(id)' is not lowercase ASCII kebab-case; rename the file (e.g. 'tab-bars.md')"
        case .invalidGuidelineID(let id):
            "guideline id '\(id)' is not lowercase ASCII kebab-case (e.g. '{#tab-count}')"
        case .headingAttributes(let problem):
            "malformed heading attribute block: \(problem)"
        case .duplicatePageID(let id):
            "two files map to page id '\(id)'; keep one of them"
        case .duplicateAnchor(let anchor):
            "anchor '#\(anchor)' is used by more than one heading on this page"
        case .pathOutsideContent(let path):
            "'\(path)' leads outside the content folder; higsite only reads files inside it"
        case .unreadableFile(let reason):
            "cannot read file: \(reason)"
        case .missingLanguageFolder(let language):
            "no \(language.englishName) content here; create this folder, or pass --content with the folder that holds ko/ and en/"
        case .missingHomePage(let language):
            "the \(language.englishName) site has no home page; create this file with a title"
        case .linkedFolder:
            "a symbolic link to a folder is not followed; move the pages into the content folder"
        case .danglingLink:
            "this symbolic link leads to nothing (its target does not exist); restore the target or remove the link"
        case .linkLoop:
            "this symbolic link leads round in a loop; remove it"
        case .notRegularFile:
            "not a regular file (a pipe, socket or device); higsite reads only plain files"
        case .unreadableFolder(let reason):
            "cannot list this folder, so its pages would be missing: \(reason)"
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
        case .reservedPageID(let id):
            "page id '\(id)' is reserved for a page higsite writes itself; rename the file"
        case .pageOnlyInOtherLanguage(let page, let other):
            "page '\(page)' has no \(other.englishName) translation yet"
        case .linkToOtherLanguage(let page, let other):
            "page '\(page)' exists only in \(other.englishName); the link leads to the \(other.englishName) page until it is translated"
        case .guidelineOnlyHere(let id, let missingIn):
            "guideline '#\(id)' is missing from the \(missingIn.englishName) page"
        case .guidelineRulesDiffer(let id, let here, let other, let otherLanguage):
            "guideline '#\(id)' names rules [\(here.joined(separator: ", "))] here but [\(other.joined(separator: ", "))] in \(otherLanguage.englishName)"
        case .guidelineOrderDiffers(let other):
            "guidelines are in a different order than on the \(other.englishName) page"
        case .staleTranslation(let stamped, let current, let other):
            "the \(other.englishName) page changed since this translation (translated from \(stamped), now \(current)); "
                + "update the translation, then run 'higsite check --stamp' on this file"
        case .translatedFromWithoutTwin(let other):
            "'translated-from' is set but there is no \(other.englishName) page to compare with"
        case .avoidedTerm(let used, let preferred, let english):
            "'\(used)' is not the glossary's term for '\(english)'; use '\(preferred)'"
        case .glossary(let problem):
            "glossary: \(problem)"
        case .mockupSpec(let problem):
            "mockup: \(problem)"
        case .ruleViolation(_, let message, _):
            message
        case .screenSpec(let problem):
            problem
        case .ruleGuidelineMissing(let rule, let guideline, let language):
            "rule '\(rule)' enforces guideline '\(guideline)', which the \(language.englishName) content does not have"
        case .ruleNotNamedByGuideline(let rule, let guideline):
            "guideline '\(guideline)' does not list rule '\(rule)', which enforces it; add 'rule=\(rule)' to its attribute block"
        case .configuration(let problem):
            problem
        case .configurationUnknownKey(let key, let suggestion):
            "unknown key '\(key)' is ignored" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingSectionPage(let folder):
            "folder '\(folder)' has pages but no _index.md; add one with a title, or its pages appear one level up in navigation"
        }
    }
}
