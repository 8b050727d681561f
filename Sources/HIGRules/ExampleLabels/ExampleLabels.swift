import Foundation
import HIGControls

/// The visible words of the rules' examples in both languages, so that a Korean page draws an
/// example with Korean labels and an English page with English ones.
///
/// An example is written once, in either language (`Screen(tabBar: …"채팅"…)` or `"Chats"`); drawn
/// or judged in a language, every text of its screen that is one side of a pair below becomes that
/// language's side. What no pair names — SF Symbol names, numbers, "99+", URLs, code — stays as it
/// is. The rule judges the screen of each language (RuleExampleTests holds both verdicts and the
/// marked element to be the same), so a translation cannot make a failing example pass: where a
/// rule counts characters or width, the pair is chosen to fail or pass in both.
public enum ExampleLabels {
    /// Every pair, Korean first. A text is on one side of one pair at most (a test holds it).
    static let pairs: [(ko: String, en: String)] = common + controls + content + presentation + bars

    private static let toKorean = Dictionary(pairs.map { ($0.en, $0.ko) }, uniquingKeysWith: { first, _ in first })
    private static let toEnglish = Dictionary(pairs.map { ($0.ko, $0.en) }, uniquingKeysWith: { first, _ in first })

    /// `text` in `language`: its pair's side, or itself when no pair names it.
    public static func text(_ text: String, in language: Language) -> String {
        switch language {
        case .ko: toKorean[text] ?? text
        case .en: toEnglish[text] ?? text
        }
    }

    /// `screen` with every text in `language`; the screen as written when it cannot be relabelled
    /// (which RuleExampleTests reports).
    public static func screen(_ screen: Screen, in language: Language) -> Screen {
        (try? relabel(screen) { text($0, in: language) }) ?? screen
    }

    /// `screen` with every string of its model passed through `change`, through the model's JSON
    /// (the form `higsite lint --show` prints and reads back): every text of every control, at any
    /// depth, without a list of where controls keep their texts.
    public static func relabel(_ screen: Screen, _ change: (String) -> String) throws -> Screen {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let object = try JSONSerialization.jsonObject(with: try encoder.encode(screen), options: [.fragmentsAllowed])
        let changed = try JSONSerialization.data(withJSONObject: relabel(object, change), options: [.fragmentsAllowed])
        return try JSONDecoder().decode(Screen.self, from: changed)
    }

    /// Every string value (never a key) of the screen's model: what `relabel` changes.
    public static func strings(of screen: Screen) throws -> [String] {
        var found: [String] = []
        _ = try relabel(screen) { found.append($0); return $0 }
        return found
    }

    private static func relabel(_ value: Any, _ change: (String) -> String) -> Any {
        switch value {
        case let string as String: change(string)
        case let array as [Any]: array.map { relabel($0, change) }
        case let object as [String: Any]: object.mapValues { relabel($0, change) }
        default: value
        }
    }
}

extension RuleExample {
    /// The example's screen with its texts in `language`: what a page in that language draws,
    /// and what RuleExampleTests judges in each language.
    public func screen(in language: Language) -> Screen {
        switch labels {
        case .translated: ExampleLabels.screen(screen, in: language)
        case .english(let english): language == .ko ? screen : english
        case .only: screen
        }
    }

    /// The language the drawing of this example is in on a page in `language`.
    public func drawingLanguage(on language: Language) -> Language {
        if case .only(let fixed) = labels { return fixed }
        return language
    }
}
