import Foundation

/// A screen's model as compact JSON in the screen-description schema: what `higsite lint --show
/// --format json` prints for each screen it read, and what a user can paste back as a screen.
public enum ModelJSON {
    /// One line of UTF-8 JSON, keys sorted so the same screen always gives the same text; Hangul
    /// and slashes (`square.and.arrow.up`, URLs in text) are written as they are, not escaped.
    ///
    /// A number no JSON number can hold (NaN or infinity, only possible in a model built in
    /// Swift) is written as YAML's `.nan`, `.inf` or `-.inf` in a string, so the text is still
    /// printed, and pasting it back is refused with that key's range like any value outside it.
    /// The few characters YAML reads otherwise than JSON inside a quoted string are escaped
    /// (`\u2028`), so that `higsite lint` reads the text back as the same screen.
    public static func string(_ screen: Screen) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: ".inf", negativeInfinity: "-.inf", nan: ".nan")
        do {
            return readableAsYAML(String(decoding: try encoder.encode(screen), as: UTF8.self))
        } catch {
            // The model's encoders throw nothing of their own, and with the strategy above every
            // number has a form: an error here is a bug in this module, not a problem of the screen.
            preconditionFailure("a screen's model could not be encoded: \(error)")
        }
    }

    /// JSON escapes only the control characters below U+0020. YAML, which `higsite lint` reads
    /// JSON as, also takes NEL, LS and PS for line breaks (folded to a space in a quoted string),
    /// and refuses DEL, the C1 controls and U+FFFE/U+FFFF. None of them can stand outside a
    /// string in JSON, so escaping every one is safe.
    static func readableAsYAML(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x2028, 0x2029, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
