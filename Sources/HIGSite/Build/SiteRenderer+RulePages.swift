import HIGControls
import HIGRules

/// The rule index and one page per rule, in every language, and the badges that link a
/// guideline to the rules that check it.
extension SiteRenderer {
    func renderRulePages() -> [OutputFile] {
        let pages = Language.allCases.flatMap { language in rules.map { ($0, language) } }.concurrentMap { rulePage($0, in: $1) }
        return Language.allCases.map(ruleIndex) + pages
    }

    /// `<p class="rule-badges">검사 규칙: <a …><code>tab-bar.tab-count</code></a></p>` under a guideline.
    /// `pageRules`: the page's entry in ``rulesByGuideline``, looked up once per page rather
    /// than once per heading.
    func ruleBadgesHTML(for heading: MarkdownHeading, among pageRules: [String: [Rule]], on page: Page, from folder: [String],
                        strings: UIStrings) -> String {
        let rules = pageRules[heading.anchor] ?? []
        guard !rules.isEmpty else { return "" }
        var html = HTMLBuilder()
        html.open("p", ["class": "rule-badges"])
        html.text(strings.checkedBy)
        html.whitespace(":")
        for rule in rules {
            let url = OutputLayout.relativeURL(from: folder, to: OutputLayout.ruleFile(rule.id, in: page.language))
            html.whitespace(" ")
            html.open("a", ["class": "rule-badge rule-" + rule.severity.rawValue, "href": url, "title": rule.title[page.language]])
            html.element("code", text: rule.id)
            html.close("a")
        }
        html.close("p")
        html.whitespace("\n")
        return html.html
    }

    private func ruleIndex(in language: Language) -> OutputFile {
        let id = GeneratedPage.rules.id
        let folder = OutputLayout.folder(of: id, in: language)
        let strings = UIStrings.forLanguage(language)
        let groups = Dictionary(grouping: rules, by: \.component).sorted { $0.key < $1.key }.map { component, rules in
            RuleGroupContext(title: component.name[language], rules: rules.map { rule in
                RuleLinkContext(id: rule.id, title: rule.title[language],
                                url: OutputLayout.relativeURL(from: folder, to: OutputLayout.ruleFile(rule.id, in: language)),
                                severity: strings.severityName(rule.severity))
            })
        }
        let context = RuleIndexContext(
            layout: layoutContext(id: id, language: language, title: strings.rules, summary: strings.rulesIntro, folder: folder, strings: strings),
            title: strings.rules, intro: strings.rulesIntro, groups: groups)
        return OutputFile(path: OutputLayout.file(of: id, in: language), contents: templates.render(context, with: .rules))
    }

    private func rulePage(_ rule: Rule, in language: Language) -> OutputFile {
        let path = OutputLayout.ruleFile(rule.id, in: language)
        let folder = Array(path.dropLast())
        let strings = UIStrings.forLanguage(language)
        let pageID = PageID(rule.guideline.page)
        let guideline: LinkContext? = site.page(pageID, in: language).map { page in
            let heading = page.guidelines.first { $0.anchor == rule.guideline.anchor }
            let url = OutputLayout.relativeURL(from: folder, to: OutputLayout.file(of: pageID, in: language)) + "#" + rule.guideline.anchor
            return LinkContext(title: heading.map { "\(page.title) – \($0.text)" } ?? page.title, url: url, summary: nil)
        }
        let indexURL = OutputLayout.relativeURL(from: folder, to: OutputLayout.file(of: GeneratedPage.rules.id, in: language))
        // The rule page's twin is the same rule in the other language; it has no content page.
        let layout = layoutContext(id: PageID(components: ["rules", rule.id]), language: language, title: rule.title[language],
                                   summary: rule.summary[language], folder: folder, strings: strings)
        let examplesHTML = mockupFigure(language: language, strings: strings, from: folder).examplesHTML(for: rule, caption: nil)
        let context = RuleContext(layout: layout, id: rule.id, title: rule.title[language], summary: rule.summary[language],
                                  severity: strings.severityName(rule.severity), component: rule.component.name[language],
                                  threshold: rule.threshold?[language], guideline: guideline,
                                  breadcrumbs: [LinkContext(title: strings.rules, url: indexURL, summary: nil)],
                                  examplesHTML: examplesHTML)
        return OutputFile(path: path, contents: templates.render(context, with: .rule))
    }
}

extension UIStrings {
    func severityName(_ severity: Severity) -> String {
        switch severity {
        case .error: error
        case .warning: warning
        }
    }
}
