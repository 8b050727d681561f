import ArgumentParser
import HIGControls
import HIGRules
import HIGSite

extension Language: ExpressibleByArgument {}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every rule: id, severity, title and the guideline it enforces."
    )

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json
    }

    @Option(help: "The language of titles and summaries.")
    var lang: Language = .ko

    @Option(help: "How to print the list.")
    var format: Format = .text

    func run() {
        let rules = RuleRegistry.all
        switch format {
        case .text:
            let idWidth = rules.map(\.id.count).max() ?? 0
            for rule in rules {
                let id = rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                print("\(id)  \(severity)  \(rule.title[lang])  [\(rule.guideline)]")
            }
        case .json:
            print(RuleListJSON.render(rules, language: lang))
        }
    }
}

/// `higsite rules --format json`: one array, fields in a fixed order.
enum RuleListJSON {
    static func render(_ rules: [Rule], language: Language) -> String {
        let objects = rules.map { rule in
            let fields: [(String, String)] = [
                ("id", JSON.string(rule.id)), ("component", JSON.string(rule.component.rawValue)),
                ("severity", JSON.string(rule.severity.rawValue)), ("title", JSON.string(rule.title[language])),
                ("summary", JSON.string(rule.summary[language])),
                ("threshold", rule.threshold.map { JSON.string($0[language]) } ?? "null"),
                ("guideline", JSON.string(rule.guideline.description)),
            ]
            return "  {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
        return objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n]"
    }
}
