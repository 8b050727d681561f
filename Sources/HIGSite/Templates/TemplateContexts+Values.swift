import HIGControls

// What each context answers to a template, by name: a `switch` per context over the names the
// templates were compiled to (``TemplateKey``), no reflection (with swift-mustache's dynamic
// lookups, rendering was more than half of a build). A name a template asks for that no context
// answers is a template error (`TemplateError.unknownName`).

extension LinkContext: TemplateReference {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .title?: .text(title)
        case .url?: .text(url)
        case .summary?: .init(summary)
        default: nil
        }
    }
}

extension AlternateContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .hreflang?: .text(hreflang)
        case .url?: .text(url)
        default: nil
        }
    }
}

extension NavigationItemContext: TemplateReference {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .title?: .text(title)
        case .url?: .text(url)
        case .isCurrent?: .flag(isCurrent)
        case .isOpen?: .flag(isOpen)
        case .children?: .list(children)
        case .hasChildren?: .flag(hasChildren)
        default: nil
        }
    }

    /// The closed items of a folder's pages are shared by the pages of a run (NavigationCache).
    var isShared: Bool { true }
}

extension LanguageSwitchContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .url?: .text(url)
        case .lang?: .text(lang)
        case .name?: .text(self.name)
        default: nil
        }
    }
}

extension LayoutContext: TemplateReference {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .lang?: .text(lang)
        case .siteTitle?: .text(siteTitle)
        case .documentTitle?: .text(documentTitle)
        case .description?: .init(description)
        case .root?: .text(root)
        case .homeURL?: .text(homeURL)
        case .stylesheetURL?: .text(stylesheetURL)
        case .canonicalURL?: .init(canonicalURL)
        case .alternates?: .list(alternates)
        case .languageSwitch?: .init(languageSwitch)
        case .navigation?: .list(navigation)
        case .translationNotice?: .init(translationNotice)
        case .glossaryURL?: .text(glossaryURL)
        case .translationStatusURL?: .text(translationStatusURL)
        case .rulesURL?: .text(rulesURL)
        case .strings?: strings.templateValue
        default: nil
        }
    }
}

/// The interface strings of one language by property name, as templates read them
/// (`{{layout.strings.search}}`). A class, so that reading one string does not copy them all.
final class UIStringTable: TemplateReference, Sendable {
    /// Read once per language through reflection: the strings are many and all plain text, so a
    /// hand-written list would only fall out of date.
    private static let korean = UIStringTable(.ko), english = UIStringTable(.en)

    /// The table of `language`: a switch, since every page reads it for each interface string.
    static func of(_ language: Language) -> UIStringTable {
        switch language {
        case .ko: korean
        case .en: english
        }
    }

    private convenience init(_ language: Language) {
        let pairs = Mirror(reflecting: UIStrings.forLanguage(language)).children.compactMap { child -> (String, String)? in
            guard let label = child.label, let value = child.value as? String else { return nil }
            return (label, value)
        }
        self.init(strings: Dictionary(uniqueKeysWithValues: pairs))
    }

    private let strings: [String: String]

    private init(strings: [String: String]) {
        self.strings = strings
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        strings[key.name].map(TemplateValue.text)
    }
}

extension UIStrings: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(UIStringTable.of(language)) }
}

extension TableOfContentsItem: TemplateReference {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .anchor?: .text(anchor)
        case .text?: .text(text)
        case .isGuideline?: .flag(isGuideline)
        case .children?: .list(children)
        case .hasChildren?: .flag(hasChildren)
        default: nil
        }
    }
}

extension PageContext: TemplateReference {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .layout?: .init(layout)
        case .title?: .text(title)
        case .summary?: .init(summary)
        case .bodyHTML?: .bytes(bodyHTML)
        case .breadcrumbs?: .list(breadcrumbs)
        case .tableOfContents?: .list(tableOfContents)
        case .hasTableOfContents?: .flag(hasTableOfContents)
        case .developerReferences?: .list(developerReferences)
        case .hasDeveloperReferences?: .flag(hasDeveloperReferences)
        case .previous?: .init(previous)
        case .next?: .init(next)
        case .sideBySideURL?: .init(sideBySideURL)
        default: nil
        }
    }
}

extension SectionContext: TemplateReference {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .layout?: .init(layout)
        case .title?: .text(title)
        case .summary?: .init(summary)
        case .bodyHTML?: .bytes(bodyHTML)
        case .breadcrumbs?: .list(breadcrumbs)
        case .children?: .list(children)
        case .hasChildren?: .flag(hasChildren)
        case .previous?: .init(previous)
        case .next?: .init(next)
        default: nil
        }
    }
}

extension HomeSectionContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .title?: .text(title)
        case .url?: .text(url)
        case .summary?: .init(summary)
        case .pages?: .list(pages)
        default: nil
        }
    }
}

extension HomeContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .layout?: .init(layout)
        case .title?: .text(title)
        case .summary?: .init(summary)
        case .bodyHTML?: .bytes(bodyHTML)
        case .sections?: .list(sections)
        default: nil
        }
    }
}

extension LanguageEntryContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .lang?: .text(lang)
        case .name?: .text(self.name)
        case .siteTitle?: .text(siteTitle)
        case .url?: .text(url)
        case .strings?: strings.templateValue
        default: nil
        }
    }
}

extension RootPageContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .lang?: .text(lang)
        case .documentTitle?: .text(documentTitle)
        case .root?: .text(root)
        case .stylesheetURL?: .text(stylesheetURL)
        case .canonicalURL?: .init(canonicalURL)
        case .alternates?: .list(alternates)
        case .languages?: .list(languages)
        default: nil
        }
    }
}

extension RuleLinkContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .id?: .text(id)
        case .title?: .text(title)
        case .url?: .text(url)
        case .severity?: .text(severity)
        default: nil
        }
    }
}

extension RuleGroupContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .title?: .text(title)
        case .rules?: .list(rules)
        default: nil
        }
    }
}

extension RuleIndexContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .layout?: .init(layout)
        case .title?: .text(title)
        case .intro?: .text(intro)
        case .groups?: .list(groups)
        default: nil
        }
    }
}

extension RuleContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .layout?: .init(layout)
        case .id?: .text(id)
        case .title?: .text(title)
        case .summary?: .text(summary)
        case .severity?: .text(severity)
        case .component?: .text(component)
        case .threshold?: .init(threshold)
        case .guideline?: .init(guideline)
        case .breadcrumbs?: .list(breadcrumbs)
        case .examplesHTML?: .text(examplesHTML)
        default: nil
        }
    }
}

extension SideBySideRowContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .koHTML?: .bytes(koHTML)
        case .enHTML?: .bytes(enHTML)
        default: nil
        }
    }
}

extension SideBySideContext: TemplateReference {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .layout?: .init(layout)
        case .koTitle?: .text(koTitle)
        case .enTitle?: .text(enTitle)
        case .koURL?: .text(koURL)
        case .enURL?: .text(enURL)
        case .rows?: .list(rows)
        default: nil
        }
    }
}

extension TranslationNoticeContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .text?: .text(text)
        case .linkText?: .text(linkText)
        case .url?: .text(url)
        case .lang?: .text(lang)
        default: nil
        }
    }
}

extension GlossaryRowContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .english?: .text(english)
        case .korean?: .text(korean)
        case .avoid?: .text(avoid)
        default: nil
        }
    }
}

extension GlossaryContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .layout?: .init(layout)
        case .title?: .text(title)
        case .intro?: .text(intro)
        case .entries?: .list(entries)
        case .hasEntries?: .flag(hasEntries)
        default: nil
        }
    }
}

extension MissingGuidelinesContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .title?: .text(title)
        case .url?: .text(url)
        case .guidelines?: .list(guidelines)
        default: nil
        }
    }
}

extension StalePageContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .title?: .text(title)
        case .url?: .text(url)
        case .originalURL?: .text(originalURL)
        default: nil
        }
    }
}

extension TranslationStatusContext: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key.known {
        case .layout?: .init(layout)
        case .title?: .text(title)
        case .intro?: .text(intro)
        case .progress?: .text(progress)
        case .missingPages?: .list(missingPages)
        case .hasMissingPages?: .flag(hasMissingPages)
        case .missingGuidelines?: .list(missingGuidelines)
        case .hasMissingGuidelines?: .flag(hasMissingGuidelines)
        case .stalePages?: .list(stalePages)
        case .hasStalePages?: .flag(hasStalePages)
        case .isComplete?: .flag(isComplete)
        default: nil
        }
    }
}
