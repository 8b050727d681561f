import HIGControls
import Mustache

// Mustache reads a context by key. Without these conformances it falls back to `Mirror`, which
// demangles field types on every lookup and made rendering dominate the build (measured: 90 %
// of a 600-page build). A `switch` per context is explicit and fast; a key a template asks for
// that is not listed here renders as nothing, which the golden-page tests catch.

extension LinkContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "summary": summary as Any?
        default: nil
        }
    }
}

extension AlternateContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "hreflang": hreflang
        case "url": url
        default: nil
        }
    }
}

extension NavigationItemContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "isCurrent": isCurrent
        case "isOpen": isOpen
        case "children": children
        case "hasChildren": hasChildren
        default: nil
        }
    }
}

extension LanguageSwitchContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "url": url
        case "lang": lang
        case "name": self.name
        default: nil
        }
    }
}

extension LayoutContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "lang": lang
        case "siteTitle": siteTitle
        case "documentTitle": documentTitle
        case "description": description as Any?
        case "root": root
        case "homeURL": homeURL
        case "stylesheetURL": stylesheetURL
        case "canonicalURL": canonicalURL as Any?
        case "alternates": alternates
        case "languageSwitch": languageSwitch as Any?
        case "navigation": navigation
        case "translationNotice": translationNotice as Any?
        case "glossaryURL": glossaryURL
        case "translationStatusURL": translationStatusURL
        case "rulesURL": rulesURL
        case "strings": strings
        default: nil
        }
    }
}

extension UIStrings: MustacheParent {
    /// Every string property by name, read once per language through reflection: the strings
    /// are many and all plain text, so a hand-written list would only fall out of date.
    private static let tables: [Language: [String: String]] = Dictionary(uniqueKeysWithValues: Language.allCases.map { language in
        let strings = UIStrings.forLanguage(language)
        let pairs = Mirror(reflecting: strings).children.compactMap { child -> (String, String)? in
            guard let label = child.label, let value = child.value as? String else { return nil }
            return (label, value)
        }
        return (language, Dictionary(uniqueKeysWithValues: pairs))
    })

    public func child(named name: String) -> Any? {
        Self.tables[language]?[name]
    }
}

extension TableOfContentsItem: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "anchor": anchor
        case "text": text
        case "isGuideline": isGuideline
        case "children": children
        case "hasChildren": hasChildren
        default: nil
        }
    }
}

extension PageContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": title
        case "summary": summary as Any?
        case "bodyHTML": bodyHTML
        case "breadcrumbs": breadcrumbs
        case "tableOfContents": tableOfContents
        case "hasTableOfContents": hasTableOfContents
        case "developerReferences": developerReferences
        case "hasDeveloperReferences": hasDeveloperReferences
        case "previous": previous as Any?
        case "next": next as Any?
        case "sideBySideURL": sideBySideURL as Any?
        default: nil
        }
    }
}

extension SectionContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": title
        case "summary": summary as Any?
        case "bodyHTML": bodyHTML
        case "breadcrumbs": breadcrumbs
        case "children": children
        case "hasChildren": hasChildren
        case "previous": previous as Any?
        case "next": next as Any?
        default: nil
        }
    }
}

extension HomeSectionContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "summary": summary as Any?
        case "pages": pages
        default: nil
        }
    }
}

extension HomeContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": title
        case "summary": summary as Any?
        case "bodyHTML": bodyHTML
        case "sections": sections
        default: nil
        }
    }
}

extension LanguageEntryContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "lang": lang
        case "name": self.name
        case "siteTitle": siteTitle
        case "url": url
        case "strings": strings
        default: nil
        }
    }
}

extension RootPageContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "lang": lang
        case "documentTitle": documentTitle
        case "root": root
        case "stylesheetURL": stylesheetURL
        case "canonicalURL": canonicalURL as Any?
        case "alternates": alternates
        case "languages": languages
        default: nil
        }
    }
}

extension RuleLinkContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "url": url
        case "severity": severity
        default: nil
        }
    }
}

extension RuleGroupContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "rules": rules
        default: nil
        }
    }
}

extension RuleIndexContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": title
        case "intro": intro
        case "groups": groups
        default: nil
        }
    }
}

extension RuleContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "id": id
        case "title": title
        case "summary": summary
        case "severity": severity
        case "component": component
        case "threshold": threshold as Any?
        case "guideline": guideline as Any?
        case "breadcrumbs": breadcrumbs
        case "examplesHTML": examplesHTML
        default: nil
        }
    }
}

extension SideBySideRowContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "koHTML": koHTML
        case "enHTML": enHTML
        default: nil
        }
    }
}

extension SideBySideContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "koTitle": koTitle
        case "enTitle": enTitle
        case "koURL": koURL
        case "enURL": enURL
        case "rows": rows
        default: nil
        }
    }
}

extension TranslationNoticeContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "linkText": linkText
        case "url": url
        case "lang": lang
        default: nil
        }
    }
}

extension GlossaryRowContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "english": english
        case "korean": korean
        case "avoid": avoid
        default: nil
        }
    }
}

extension GlossaryContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": title
        case "intro": intro
        case "entries": entries
        case "hasEntries": hasEntries
        default: nil
        }
    }
}

extension MissingGuidelinesContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "guidelines": guidelines
        default: nil
        }
    }
}

extension StalePageContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "originalURL": originalURL
        default: nil
        }
    }
}

extension TranslationStatusContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": title
        case "intro": intro
        case "progress": progress
        case "missingPages": missingPages
        case "hasMissingPages": hasMissingPages
        case "missingGuidelines": missingGuidelines
        case "hasMissingGuidelines": hasMissingGuidelines
        case "stalePages": stalePages
        case "hasStalePages": hasStalePages
        case "isComplete": isComplete
        default: nil
        }
    }
}
