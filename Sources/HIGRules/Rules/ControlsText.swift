import Foundation
import HIGControls

/// Text helpers shared by the rules of controls and views (no rule is defined here).
enum ControlsText {
    /// `44` rather than `44.0`; `0.5` stays `0.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `44×44`.
    static func size(_ size: Size) -> String {
        "\(number(size.width))×\(number(size.height))"
    }

    /// The width of a text in narrow characters: a Hangul, CJK or full-width character counts as two,
    /// as it takes about twice the room of a Latin letter.
    static func displayLength(_ text: String) -> Int {
        DisplayWidth.of(text)
    }

    /// A label as a finding names it at the start of its sentence: by its text, or, for a label
    /// without text (an app often sets it in code, where higsite does not read it), as that.
    static func label(_ text: String) -> Localized {
        text.isEmpty ? Localized(ko: "텍스트가 없는 레이블", en: "The label without text")
            : Localized(ko: "레이블 ‘\(text)’", en: "The label ‘\(text)’")
    }

    /// A WCAG contrast ratio as people read it: `4.5:1`.
    static func contrastRatio(_ value: Double) -> String { String(format: "%.1f:1", value) }

    /// Whether every letter of the text is a Latin letter (and there is at least one).
    static func isLatinScript(_ text: String) -> Bool {
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }
        return !letters.isEmpty && letters.allSatisfy { (0x41...0x24F).contains($0.value) || (0x1E00...0x1EFF).contains($0.value) }
    }
}
