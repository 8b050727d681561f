import ArgumentParser
import Foundation
import HIGControls
import HIGMockups
import HIGRules
import HIGSite
import Yams

struct MockupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mockup",
        abstract: "Draw a control, a rule's examples or a described screen, with the verdicts of the rules.",
        discussion: """
            Examples:
              higsite mockup --list                       every control kind, a line each
              higsite mockup tab-bar --help               the tab bar's keys, their types and ranges, an example
              higsite mockup tab-bar                      draws that example
              higsite mockup tab-bar --items 홈,검색,보관함,설정,음악,라디오
              higsite mockup switch --label Wi-Fi --state-label 켬 --lang en
              higsite mockup --rule tab-bar.tab-count
              higsite mockup --file screens/settings.yaml --format svg > settings.svg
            Settings after KIND are the control's keys as in a mockup fence: --key value, a list
            comma-separated (--items a,b), a flag alone (--large-title) or with true/false. A file
            (--file) holds a screen: device (iphone, ipad), orientation, status-bar,
            navigation-bar, content (a list of controls), tab-bar, toolbar; one control may stand
            alone. Labels, verdicts and the lists above follow --lang (Korean by default).
            """
    )

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case ascii, svg
    }

    @Argument(help: ArgumentHelp("A control kind (tab-bar, switch, table, …).", valueName: "kind"))
    var kind: String?

    @Flag(help: "List every control kind with a one-line summary (KIND --help gives its keys).")
    var list = false

    @Option(help: "Show a rule's passing and failing examples.")
    var rule: String?

    @Option(help: ArgumentHelp("A YAML or JSON screen description.", valueName: "spec.yaml"))
    var file: String?

    @Option(help: "Draw for a terminal or as SVG.")
    var format: Format = .ascii

    @Option(help: "The language of labels and verdicts.")
    var lang: Language = .ko

    @Option(help: "How bars are drawn: glass (today's design, iOS 26 and later) or classic (iOS 7 to 18).")
    var style: BarStyle = .glass

    @Argument(parsing: .captureForPassthrough,
              help: ArgumentHelp("The control's settings: --key value … (KIND --help lists them; none draws an example).", valueName: "settings"))
    var settings: [String] = []

    func validate() throws {
        let chosen = [kind != nil, rule != nil, file != nil, list].filter { $0 }.count
        guard chosen == 1 else {
            throw ValidationError("give exactly one of KIND, --rule ID, --file SPEC.yaml or --list (higsite mockup --list shows every KIND)")
        }
        if let rule, RuleRegistry.rule(rule) == nil {
            let nearest = EditDistance.nearest(to: rule, in: RuleRegistry.ids, limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
            throw ValidationError("--rule: no rule '\(rule)'\(nearest)")
        }
        if let kind, ComponentKind(rawValue: kind) == nil || kind == "screen" {
            let nearest = EditDistance.nearest(to: kind, in: ComponentKind.allCases.map(\.rawValue), limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
            throw ValidationError("unknown control '\(kind)'\(nearest)")
        }
        if kind == nil, !settings.isEmpty {
            throw ValidationError("settings (\(settings.joined(separator: " "))) need a KIND before them")
        }
    }

    /// `--lang`, `--format` and `--style` may also come after KIND, among the control's settings.
    private var options: (settings: [String], lang: Language, format: Format, style: BarStyle) {
        var rest: [String] = []
        var (language, format, style) = (lang, self.format, self.style)
        var index = 0
        while index < settings.count {
            let name = settings[index]
            let value = index + 1 < settings.count ? settings[index + 1] : ""
            if name == "--lang", let parsed = Language(rawValue: value) {
                language = parsed
                index += 2
            } else if name == "--format", let parsed = Format(rawValue: value) {
                format = parsed
                index += 2
            } else if name == "--style", let parsed = BarStyle(rawValue: value) {
                style = parsed
                index += 2
            } else {
                rest.append(name)
                index += 1
            }
        }
        return (rest, language, format, style)
    }

    func run() throws {
        let (settings, lang, format, style) = options
        if list {
            print(ControlReference.list(language: lang), terminator: "")
            return
        }
        if let kind, let entry = ControlReference.entry(for: ComponentKind(rawValue: kind)!), settings.contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(entry.help(language: lang), terminator: "")
            return
        }
        if let rule = rule.flatMap(RuleRegistry.rule) {
            printExamples(of: rule, lang: lang, format: format, style: style)
            return
        }
        let screen: Screen
        do {
            screen = try loadScreen(settings: settings, lang: lang)
        } catch let error as MockupInputError where error.located {
            // Diagnostics escape what they quote from the file themselves.
            Console.error(error.description, terminator: "")
            throw ExitCode(2)
        } catch let error as MockupInputError {
            Console.error("higsite: " + TerminalText.escaped(error.description))
            throw ExitCode(2)
        }
        let checked = CheckedMockup(screen: screen)
        switch format {
        case .ascii:
            print(checked.ascii(language: lang, style: style), terminator: "")
            printVerdicts(checked, lang: lang)
        case .svg:
            print(checked.svg(language: lang, title: kind ?? file ?? "mockup", showVerdict: false, style: style))
            for line in checked.verdictLines(language: lang) { Console.error(TerminalText.escaped(line)) }
        }
    }

    private func printVerdicts(_ checked: CheckedMockup, lang: Language) {
        let lines = checked.verdictLines(language: lang)
        if lines.isEmpty {
            print(lang == .ko ? "✓ 모든 규칙 통과" : "✓ passes every rule")
        } else {
            for line in lines { print(TerminalText.escaped(line)) }
        }
    }

    private func printExamples(of rule: Rule, lang: Language, format: Format, style: BarStyle) {
        switch format {
        case .ascii:
            print("\(rule.id): \(rule.title[lang])")
            for example in rule.examples {
                let checked = CheckedMockup(screen: example.screen(in: lang), rules: [rule])
                let mark = checked.violations.isEmpty ? "✓" : "✗"
                print("\n\(mark) \(example.caption[lang])")
                // An example about one language's writing is drawn in that language (system words too).
                print(checked.ascii(language: example.drawingLanguage(on: lang), style: style), terminator: "")
                for line in checked.verdictLines(language: lang) { print(line) }
            }
        case .svg:
            let drawings = rule.examples.map { example in
                let drawn = example.drawingLanguage(on: lang)
                return CheckedMockup(screen: example.screen(in: lang), rules: [rule]).svg(language: drawn, title: example.caption[drawn], style: style)
            }
            print(MockupSheet.svg(drawings, title: rule.title[lang]))
        }
    }

    private func loadScreen(settings: [String], lang: Language) throws -> Screen {
        if let file { return try screen(inFile: file) }
        let yaml: String
        let source: String
        if let entry = ControlReference.entry(for: ComponentKind(rawValue: kind!)!), settings.isEmpty || entry.keys.isEmpty {
            guard settings.isEmpty else {
                throw MockupInputError(message: "\(entry.kind.rawValue) has no settings of its own; see higsite mockup \(entry.kind.rawValue) --help")
            }
            Console.error(lang == .ko
                ? "higsite: 키를 주지 않아 \(entry.kind.rawValue)의 예시를 그렸습니다. 키는 higsite mockup \(entry.kind.rawValue) --help, 정할 때는 --키 값"
                : "higsite: no settings given, so this is the \(entry.kind.rawValue) example; its keys: higsite mockup \(entry.kind.rawValue) --help, set as --key value")
            yaml = entry.example[lang]
            source = "example"
        } else {
            yaml = try SettingsYAML.yaml(kind: kind!, settings: settings)
            source = "settings"
        }
        do {
            return try YAMLDecoder().decode(Screen.self, from: yaml)
        } catch {
            throw MockupInputError(message: "\(source): \(ScreenDecodingError.describe(error))")
        }
    }

    /// The screen of a description file, read as `higsite lint` reads one (a regular file only,
    /// the node budget, problems at their line and column); it must hold exactly one screen.
    private func screen(inFile file: String) throws -> Screen {
        let path = UserPath(file)
        let (read, problems) = ScreenFile.read(path.url, displayPath: path.display)
        if !problems.isEmpty {
            throw MockupInputError(message: DiagnosticPrinter.text(problems.sorted()), located: true)
        }
        guard let screens = read?.screens, screens.count == 1 else {
            let count = read?.screens.count ?? 0
            throw MockupInputError(message: "\(path.display): holds \(count) screens and higsite mockup draws one; "
                                   + "higsite lint --show \(path.display) draws them all")
        }
        return screens[0].screen
    }
}

struct MockupInputError: Error, CustomStringConvertible {
    let message: String
    /// Whether `message` is already diagnostics (`file:line:column: error: …`), printed as they are.
    var located = false
    var description: String { message }
}

/// `--items a,b --selected 1` → the YAML of a one-control screen.
enum SettingsYAML {
    static func yaml(kind: String, settings: [String]) throws -> String {
        var pairs: [(String, String)] = []
        var index = 0
        while index < settings.count {
            let name = settings[index]
            guard name.hasPrefix("--"), name.count > 2 else {
                throw MockupInputError(message: "expected a setting like --items, got '\(name)'")
            }
            let value = index + 1 < settings.count && !settings[index + 1].hasPrefix("--") ? settings[index + 1] : "true"
            index += value == "true" && (index + 1 >= settings.count || settings[index + 1].hasPrefix("--")) ? 1 : 2
            pairs.append((String(name.dropFirst(2)), value))
        }
        let body = pairs.map { key, value -> String in
            let rendered = value.contains(",")
                ? "[" + value.split(separator: ",").map { JSON.string($0.trimmingCharacters(in: .whitespaces)) }.joined(separator: ", ") + "]"
                : (Double(value) != nil || value == "true" || value == "false" ? value : JSON.string(value))
            return "\(JSON.string(key)): \(rendered)"
        }.joined(separator: ", ")
        return "\(JSON.string(kind)): {\(body)}\n"
    }
}

extension BarStyle: ExpressibleByArgument {}
