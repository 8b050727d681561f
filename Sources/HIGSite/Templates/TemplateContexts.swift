// One typed context per template. Templates read them by name (TemplateContexts+Values.swift),
// so a property renamed here must be renamed there and in the template.
// Contexts that templates enter often (the layout, navigation items, links) are final classes
// (TemplateReference): a template value holds them by reference, while a struct context is
// boxed anew each time it becomes a value.

/// A titled link: breadcrumbs, previous/next, section listings.
final class LinkContext: Sendable {
    let title: String
    let url: String
    let summary: String?

    init(title: String, url: String, summary: String?) {
        self.title = title
        self.url = url
        self.summary = summary
    }
}

/// `<link rel="alternate" hreflang>` for the page in every language, plus `x-default`.
struct AlternateContext: Sendable {
    let hreflang: String
    let url: String
}

final class NavigationItemContext: Sendable {
    let title: String
    let url: String
    let isCurrent: Bool
    /// The current page is this item or below it: its children are shown.
    let isOpen: Bool
    let children: [NavigationItemContext]
    let hasChildren: Bool

    init(title: String, url: String, isCurrent: Bool, isOpen: Bool, children: [NavigationItemContext], hasChildren: Bool) {
        self.title = title
        self.url = url
        self.isCurrent = isCurrent
        self.isOpen = isOpen
        self.children = children
        self.hasChildren = hasChildren
    }
}

struct LanguageSwitchContext: Sendable {
    let url: String
    let lang: String
    let name: String
}

/// What the layout and its partials need on every page.
final class LayoutContext: Sendable {
    let lang: String
    let siteTitle: String
    /// The `<title>`: page title and site title.
    let documentTitle: String
    let description: String?
    /// Relative path to the output root (`../../`), for assets.
    let root: String
    let homeURL: String
    let stylesheetURL: String
    let canonicalURL: String?
    let alternates: [AlternateContext]
    let languageSwitch: LanguageSwitchContext?
    let navigation: [NavigationItemContext]
    /// Shown on a translation whose original changed since it was translated.
    let translationNotice: TranslationNoticeContext?
    let glossaryURL: String
    let translationStatusURL: String
    let rulesURL: String
    let strings: UIStrings

    init(lang: String, siteTitle: String, documentTitle: String, description: String?, root: String, homeURL: String,
         stylesheetURL: String, canonicalURL: String?, alternates: [AlternateContext], languageSwitch: LanguageSwitchContext?,
         navigation: [NavigationItemContext], translationNotice: TranslationNoticeContext?, glossaryURL: String,
         translationStatusURL: String, rulesURL: String, strings: UIStrings) {
        self.lang = lang
        self.siteTitle = siteTitle
        self.documentTitle = documentTitle
        self.description = description
        self.root = root
        self.homeURL = homeURL
        self.stylesheetURL = stylesheetURL
        self.canonicalURL = canonicalURL
        self.alternates = alternates
        self.languageSwitch = languageSwitch
        self.navigation = navigation
        self.translationNotice = translationNotice
        self.glossaryURL = glossaryURL
        self.translationStatusURL = translationStatusURL
        self.rulesURL = rulesURL
        self.strings = strings
    }
}

struct TranslationNoticeContext: Sendable {
    let text: String
    let linkText: String
    let url: String
    let lang: String
}

/// A level-2 heading of the page and the level-3 headings under it.
final class TableOfContentsItem: Sendable {
    let anchor: String
    let text: String
    let isGuideline: Bool
    let children: [TableOfContentsItem]
    let hasChildren: Bool

    init(anchor: String, text: String, isGuideline: Bool, children: [TableOfContentsItem], hasChildren: Bool) {
        self.anchor = anchor
        self.text = text
        self.isGuideline = isGuideline
        self.children = children
        self.hasChildren = hasChildren
    }
}

/// `page.mustache`: a guideline page.
final class PageContext: Sendable {
    let layout: LayoutContext
    let title: String
    let summary: String?
    let bodyHTML: [UInt8]
    let breadcrumbs: [LinkContext]
    let tableOfContents: [TableOfContentsItem]
    let hasTableOfContents: Bool
    let developerReferences: [LinkContext]
    let hasDeveloperReferences: Bool
    let previous: LinkContext?
    let next: LinkContext?
    /// The side-by-side view, when the page exists in both languages.
    let sideBySideURL: String?

    init(layout: LayoutContext, title: String, summary: String?, bodyHTML: [UInt8], breadcrumbs: [LinkContext],
         tableOfContents: [TableOfContentsItem], hasTableOfContents: Bool, developerReferences: [LinkContext],
         hasDeveloperReferences: Bool, previous: LinkContext?, next: LinkContext?, sideBySideURL: String?) {
        self.layout = layout
        self.title = title
        self.summary = summary
        self.bodyHTML = bodyHTML
        self.breadcrumbs = breadcrumbs
        self.tableOfContents = tableOfContents
        self.hasTableOfContents = hasTableOfContents
        self.developerReferences = developerReferences
        self.hasDeveloperReferences = hasDeveloperReferences
        self.previous = previous
        self.next = next
        self.sideBySideURL = sideBySideURL
    }
}

/// `section.mustache`: a section's `_index.md` with the list of its pages.
final class SectionContext: Sendable {
    let layout: LayoutContext
    let title: String
    let summary: String?
    let bodyHTML: [UInt8]
    let breadcrumbs: [LinkContext]
    let children: [LinkContext]
    let hasChildren: Bool
    let previous: LinkContext?
    let next: LinkContext?

    init(layout: LayoutContext, title: String, summary: String?, bodyHTML: [UInt8], breadcrumbs: [LinkContext],
         children: [LinkContext], hasChildren: Bool, previous: LinkContext?, next: LinkContext?) {
        self.layout = layout
        self.title = title
        self.summary = summary
        self.bodyHTML = bodyHTML
        self.breadcrumbs = breadcrumbs
        self.children = children
        self.hasChildren = hasChildren
        self.previous = previous
        self.next = next
    }
}

struct HomeSectionContext: Sendable {
    let title: String
    let url: String
    let summary: String?
    let pages: [LinkContext]
}

/// `home.mustache`: the home page of one language.
struct HomeContext: Sendable {
    let layout: LayoutContext
    let title: String
    let summary: String?
    let bodyHTML: [UInt8]
    let sections: [HomeSectionContext]
}

/// A language's entry on the root page and on the 404 page.
struct LanguageEntryContext: Sendable {
    let lang: String
    let name: String
    let siteTitle: String
    let url: String
    let strings: UIStrings
}

/// `language-choice.mustache` (root `index.html`) and `404.mustache`: pages of both languages
/// at the output root.
struct RootPageContext: Sendable {
    let lang: String
    let documentTitle: String
    let root: String
    let stylesheetURL: String
    let canonicalURL: String?
    let alternates: [AlternateContext]
    let languages: [LanguageEntryContext]
}

struct GlossaryRowContext: Sendable {
    let english: String
    let korean: String
    let avoid: String
}

/// `glossary.mustache`: the terms of `content/glossary.yaml`.
struct GlossaryContext: Sendable {
    let layout: LayoutContext
    let title: String
    let intro: String
    let entries: [GlossaryRowContext]
    let hasEntries: Bool
}

struct MissingGuidelinesContext: Sendable {
    let title: String
    let url: String
    let guidelines: [LinkContext]
}

struct StalePageContext: Sendable {
    let title: String
    let url: String
    let originalURL: String
}

struct RuleLinkContext: Sendable {
    let id: String
    let title: String
    let url: String
    let severity: String
}

struct RuleGroupContext: Sendable {
    let title: String
    let rules: [RuleLinkContext]
}

/// `rules.mustache`: every rule, grouped by component.
struct RuleIndexContext: Sendable {
    let layout: LayoutContext
    let title: String
    let intro: String
    let groups: [RuleGroupContext]
}

/// `rule.mustache`: one rule with its guideline and examples.
struct RuleContext: Sendable {
    let layout: LayoutContext
    let id: String
    let title: String
    let summary: String
    let severity: String
    let component: String
    let threshold: String?
    let guideline: LinkContext?
    let breadcrumbs: [LinkContext]
    /// The examples drawn as mockups with their verdicts (built and escaped by MockupFigure).
    let examplesHTML: String
}

struct SideBySideRowContext: Sendable {
    let koHTML: [UInt8]
    let enHTML: [UInt8]
}

/// `side-by-side.mustache`: a page in both languages, section by section.
final class SideBySideContext: Sendable {
    let layout: LayoutContext
    let koTitle: String
    let enTitle: String
    let koURL: String
    let enURL: String
    let rows: [SideBySideRowContext]

    init(layout: LayoutContext, koTitle: String, enTitle: String, koURL: String, enURL: String, rows: [SideBySideRowContext]) {
        self.layout = layout
        self.koTitle = koTitle
        self.enTitle = enTitle
        self.koURL = koURL
        self.enURL = enURL
        self.rows = rows
    }
}

/// `translation-status.mustache`: what is left to translate into the page's language.
struct TranslationStatusContext: Sendable {
    let layout: LayoutContext
    let title: String
    let intro: String
    let progress: String
    let missingPages: [LinkContext]
    let hasMissingPages: Bool
    let missingGuidelines: [MissingGuidelinesContext]
    let hasMissingGuidelines: Bool
    let stalePages: [StalePageContext]
    let hasStalePages: Bool
    let isComplete: Bool
}
