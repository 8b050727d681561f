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
    func html(for screen: Screen, caption: String?, style: BarStyle = .glass) -> String {
        let checked = CheckedMockup(screen: screen, rules: rules)
        let title = caption ?? Describer(language: language).summary(of: screen)
        let kinds = screen.componentKinds  // a walk of the screen: made once, not once per rule
        let applicable = rules.filter { kinds.contains($0.component) }.count
        var html = HTMLBuilder()
        html.open("figure", ["class": Self.classes("mockup", screen)])
        html.whitespace("\n")
        html.markup(checked.svg(language: language, title: title, showVerdict: false, style: style))
        html.whitespace("\n")
        html.open("figcaption")
        if let caption { html.element("span", ["class": "mockup-caption"], text: caption) }
        if checked.violations.isEmpty {
            if applicable > 0 {
                html.whitespace(" ")
                html.element("span", ["class": "mockup-verdict mockup-pass"], text: strings.passesRules(applicable))
            }
        } else {
            appendViolations(checked.violations, to: &html)
        }
        html.close("figcaption")
        html.whitespace("\n")
        html.close("figure")
        html.whitespace("\n")
        return html.html
    }

    /// A `rule:` fence and every rule page: the rule's examples, each with its do/don't verdict.
    func examplesHTML(for rule: Rule, caption: String?, style: BarStyle = .glass) -> String {
        var html = HTMLBuilder()
        html.open("div", ["class": "mockup-examples"])
        html.whitespace("\n")
        if let caption {
            html.element("p", ["class": "mockup-examples-caption"], text: caption)
            html.whitespace("\n")
        }
        for example in rule.examples {
            // The example in the page's language; one about a language's own writing stays in it, and says so.
            let drawn = example.drawingLanguage(on: language)
            let checked = CheckedMockup(screen: example.screen(in: language), rules: [rule])
            let passes = checked.violations.isEmpty
            let other = drawn != language
            html.open("figure", ["class": Self.classes(passes ? "mockup mockup-do" : "mockup mockup-dont", checked.screen),
                                 "lang": other ? drawn.rawValue : nil])
            html.whitespace("\n")
            // A screen in the other language is drawn wholly in it (its system words, title and
            // description too). The verdict is the caption's, in the page's language, not a second
            // one drawn under the screen.
            html.markup(checked.svg(language: drawn, title: example.caption[drawn], showVerdict: false, style: style))
            html.whitespace("\n")
            html.open("figcaption", ["lang": other ? language.rawValue : nil])
            html.element("span", ["class": passes ? "mockup-verdict mockup-pass" : "mockup-verdict mockup-fail"],
                         text: passes ? strings.passes : strings.fails)
            html.whitespace(" ")
            html.element("span", ["class": "mockup-caption"], text: example.caption[language])
            if !passes { appendViolations(checked.violations, linkRules: false, to: &html) }
            html.close("figcaption")
            html.whitespace("\n")
            html.close("figure")
            html.whitespace("\n")
        }
        html.close("div")
        html.whitespace("\n")
        return html.html
    }

    /// `mockup-ipad` on an iPad's drawing, which the style sheet gives the whole width (it is twice
    /// an iPhone's) and a readable size.
    private static func classes(_ classes: String, _ screen: Screen) -> String {
        screen.device == .iPad ? classes + " mockup-ipad" : classes
    }

    private func appendViolations(_ violations: [Violation], linkRules: Bool = true, to html: inout HTMLBuilder) {
        html.open("ol", ["class": "mockup-violations"])
        for violation in violations {
            html.open("li")
            html.text(violation.message[language])
            if linkRules {
                html.whitespace(" ")
                html.open("a", ["class": "rule-badge rule-" + violation.severity.rawValue, "href": ruleURL(violation.ruleID)])
                html.element("code", text: violation.ruleID)
                html.close("a")
            }
            html.close("li")
        }
        html.close("ol")
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
