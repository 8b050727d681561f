import HIGControls
import HIGMockups
import HIGRules

/// The HTML of mockups on a page: a figure with the drawing, its caption and the verdict of
/// every rule that applies, or a rule's examples side by side. Every text is escaped here;
/// the SVG escapes its own.
struct MockupFigure {
    let language: Language
    let strings: UIStrings
    let rules: [Rule]
    /// The relative URL of a rule's page from the current page.
    let ruleURL: (String) -> String

    /// An illustration from a `mockup` fence.
    func html(for screen: Screen, caption: String?) -> String {
        let checked = CheckedMockup(screen: screen, rules: rules)
        let title = caption ?? Describer(language: language).summary(of: screen)
        let kinds = screen.componentKinds  // a walk of the screen: made once, not once per rule
        let applicable = rules.filter { kinds.contains($0.component) }.count
        var html = "<figure class=\"mockup\">\n" + checked.svg(language: language, title: title, showVerdict: false) + "\n<figcaption>"
        if let caption { html += "<span class=\"mockup-caption\">\(HTML.escape(caption))</span>" }
        if checked.violations.isEmpty {
            if applicable > 0 {
                html += " <span class=\"mockup-verdict mockup-pass\">\(HTML.escape(strings.passesRules(applicable)))</span>"
            }
        } else {
            html += violationList(checked.violations)
        }
        return html + "</figcaption>\n</figure>\n"
    }

    /// A `rule:` fence and every rule page: the rule's examples, each with its do/don't verdict.
    func examplesHTML(for rule: Rule, caption: String?) -> String {
        var html = "<div class=\"mockup-examples\">\n"
        if let caption { html += "<p class=\"mockup-examples-caption\">\(HTML.escape(caption))</p>\n" }
        for example in rule.examples {
            let checked = CheckedMockup(screen: example.screen, rules: [rule])
            let passes = checked.violations.isEmpty
            html += "<figure class=\"mockup \(passes ? "mockup-do" : "mockup-dont")\">\n"
            html += checked.svg(language: language, title: example.caption[language]) + "\n<figcaption>"
            html += "<span class=\"mockup-verdict \(passes ? "mockup-pass" : "mockup-fail")\">\(HTML.escape(passes ? strings.passes : strings.fails))</span> "
            html += "<span class=\"mockup-caption\">\(HTML.escape(example.caption[language]))</span>"
            if !passes { html += violationList(checked.violations, linkRules: false) }
            html += "</figcaption>\n</figure>\n"
        }
        return html + "</div>\n"
    }

    private func violationList(_ violations: [Violation], linkRules: Bool = true) -> String {
        var html = "<ol class=\"mockup-violations\">"
        for violation in violations {
            html += "<li>\(HTML.escape(violation.message[language]))"
            if linkRules {
                html += " <a class=\"rule-badge rule-\(violation.severity.rawValue)\" href=\"\(HTML.escape(ruleURL(violation.ruleID)))\"><code>\(HTML.escape(violation.ruleID))</code></a>"
            }
            html += "</li>"
        }
        return html + "</ol>"
    }
}

/// A short name for a screen, used as the SVG title when a fence has no caption.
struct Describer {
    let language: Language

    func summary(of screen: Screen) -> String {
        let kinds = screen.componentKinds.sorted()
        let names = kinds.prefix(3).map { $0.name[language] }
        return names.isEmpty ? (language == .ko ? "빈 화면" : "Empty screen") : names.joined(separator: ", ")
    }
}
