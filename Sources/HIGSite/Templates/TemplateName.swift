/// Every template higsite renders or includes. A template folder must provide all of them:
/// a missing one is an error at start-up, never a silently empty page.
enum TemplateName: String, CaseIterable, Sendable {
    /// The frame of every content page; pages fill its `{{$main}}` block.
    case layout
    case head
    case navigation
    case navigationItems = "navigation-items"
    case languageSwitch = "language-switch"
    case breadcrumbs
    case pager
    /// A page's change log, at its end.
    case changeLog = "change-log"
    case footer
    case home
    case section
    case page
    case glossary
    case translationStatus = "translation-status"
    case whatsNew = "whats-new"
    case rules
    case sideBySide = "side-by-side"
    case rule
    case notFound = "404"
    /// The root `index.html` that offers both languages.
    case languageChoice = "language-choice"

    package var fileName: String { rawValue + ".mustache" }
}
