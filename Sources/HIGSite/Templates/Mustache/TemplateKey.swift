/// One part of a name a template reads (`layout`, `strings`, `search` in
/// `{{layout.strings.search}}`), resolved when the template is compiled: contexts answer with a
/// `switch` over ``Known``, so a lookup compares no strings (with `switch`es over strings,
/// lookups were 4.7 % of a 2,000-page build's profile; 3.7 % with these).
struct TemplateKey: Sendable, Hashable {
    let name: String
    /// Nil for a name no context type lists: a UI string (looked up by ``name``) or a mistake.
    let known: Known?

    init(_ name: String) {
        self.name = name
        known = Known(rawValue: name)
    }

    /// Every name a context in TemplateContexts+Values.swift answers.
    enum Known: String, Sendable {
        case alternates
        case anchor
        case avoid
        case bodyHTML
        case breadcrumbs
        case canonicalURL
        case children
        case component
        case description
        case developerReferences
        case documentTitle
        case enHTML
        case enTitle
        case enURL
        case english
        case entries
        case examplesHTML
        case glossaryURL
        case groups
        case guideline
        case guidelines
        case hasChildren
        case hasDeveloperReferences
        case hasEntries
        case hasMissingGuidelines
        case hasMissingPages
        case hasStalePages
        case hasTableOfContents
        case homeURL
        case hreflang
        case id
        case intro
        case isComplete
        case isCurrent
        case isGuideline
        case isOpen
        case koHTML
        case koTitle
        case koURL
        case korean
        case lang
        case languageSwitch
        case languages
        case layout
        case linkText
        case missingGuidelines
        case missingPages
        case name
        case navigation
        case next
        case originalURL
        case pages
        case previous
        case progress
        case root
        case rows
        case rules
        case rulesURL
        case sections
        case severity
        case sideBySideURL
        case siteTitle
        case stalePages
        case strings
        case stylesheetURL
        case summary
        case tableOfContents
        case text
        case threshold
        case title
        case translationNotice
        case translationStatusURL
        case url
    }
}
