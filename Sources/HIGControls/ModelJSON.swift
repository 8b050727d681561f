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
    public static func string(_ screen: Screen) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: ".inf", negativeInfinity: "-.inf", nan: ".nan")
        do {
            return String(decoding: try encoder.encode(screen), as: UTF8.self)
        } catch {
            // The model's encoders throw nothing of their own, and with the strategy above every
            // number has a form: an error here is a bug in this module, not a problem of the screen.
            preconditionFailure("a screen's model could not be encoded: \(error)")
        }
    }
}
