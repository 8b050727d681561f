import Foundation
@testable import HIGSite

/// The text algorithms of the byte layer written the obvious way, by Characters, scalars and
/// Foundation: slow, and plainly what each algorithm means. Production has one implementation
/// of each, over bytes; `TextAlgorithmTests` holds it to these on samples and generated text.
enum TextReference {
    /// A heading's anchor: NFC, lowercased, then each scalar kept by its general category.
    static func slug(_ text: String) -> String {
        var slug = ""
        for scalar in text.precomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            if scalar == " " || scalar == "-" {
                slug.unicodeScalars.append("-")
                continue
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark,
                 .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
                slug.unicodeScalars.append(scalar)
            default:
                continue
            }
        }
        return slug
    }

    /// The inside of a heading's `{…}` block read by Characters: blank-separated tokens, `#id`
    /// once, `rule=` lists of non-empty ids.
    static func headingAttributes(_ text: Substring) -> Result<HeadingAttributes, HeadingAttributes.ParseError> {
        var id: String?
        var rules: [String] = []
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if token.hasPrefix("#") {
                guard id == nil else { return .failure(.message("more than one '#id'")) }
                let value = token.dropFirst()
                guard !value.isEmpty else { return .failure(.message("'#' needs an id after it")) }
                id = String(value)
            } else if token.hasPrefix("rule=") {
                let list = token.dropFirst("rule=".count).split(separator: ",", omittingEmptySubsequences: false)
                guard !list.contains(where: { $0.isEmpty }) else {
                    return .failure(.message("'rule=' needs comma-separated rule ids without spaces"))
                }
                rules += list.map(String.init)
            } else {
                return .failure(.message("unknown attribute '\(token)'; use '#id' and 'rule=a,b'"))
            }
        }
        guard let id else { return .failure(.message("a guideline needs an '#id'")) }
        return .success(HeadingAttributes(id: id, rules: rules))
    }

    /// A heading text's trailing attribute block by Characters: the visible text before it and
    /// its inside, both without Unicode spaces at their ends; nil for ordinary text.
    static func attributeBlock(_ text: String) -> (visible: String, inner: String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{") else { return nil }
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            .trimmingCharacters(in: .whitespaces)
        guard inner.hasPrefix("#") || inner.hasPrefix("rule=") else { return nil }
        return (trimmed[..<open].trimmingCharacters(in: .whitespaces), inner)
    }

    /// The text without the Characters at either end that are a space or a tab.
    static func blankTrimmed(_ text: Substring) -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }

    /// A search entry's excerpt: the first `limit` Characters of the blank-trimmed text.
    static func excerpt(_ text: String, limit: Int = SearchIndex.excerptLength) -> String {
        String(blankTrimmed(text[...]).prefix(limit))
    }

    /// Percent-decoded by Foundation, or unchanged where Foundation gives nothing (for escapes
    /// that are not two hexadecimal digits, and for most that write bytes that are not UTF-8:
    /// see `TextAlgorithmTests.undecodableEscapesLeaveTheTextAsItIs` for the ones it repairs).
    static func percentDecoded(_ text: String) -> String {
        text.removingPercentEncoding ?? text
    }
}
