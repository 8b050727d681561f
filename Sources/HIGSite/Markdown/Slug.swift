import Foundation

/// GitHub-style heading anchors that keep Hangul: `탭 바 사용하기` → `탭-바-사용하기`.
///
/// Lowercase, drop punctuation and symbols, spaces become hyphens; letters, marks, digits
/// and connector punctuation of every script stay, after NFC normalisation, so a Korean
/// link written by hand (or copied from a Git host) finds the same anchor.
enum Slug {
    static func make(_ text: String) -> String {
        var slug = ""
        for scalar in text.nfc.lowercased().unicodeScalars {
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

    /// Whether `id` is lowercase ASCII kebab-case: `tab-count`, `a1-b2`.
    static func isKebabCase(_ id: Substring) -> Bool {
        guard let first = id.utf8.first, let last = id.utf8.last, first != UInt8(ascii: "-"),
              last != UInt8(ascii: "-")
        else { return false }
        var previousWasHyphen = false
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousWasHyphen = false
            case UInt8(ascii: "-") where !previousWasHyphen:
                previousWasHyphen = true
            default:
                return false
            }
        }
        return true
    }
}
