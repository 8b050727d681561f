import Foundation

/// GitHub-style heading anchors that keep Hangul: `탭 바 사용하기` → `탭-바-사용하기`.
///
/// Lowercase, drop punctuation and symbols, spaces become hyphens; letters, marks, digits
/// and connector punctuation of every script stay, after NFC normalisation, so a Korean
/// link written by hand (or copied from a Git host) finds the same anchor.
enum Slug {
    static func make(_ text: String) -> String {
        asciiOrHangul(text) ?? byProperties(text)
    }

    /// The general rule, for any text.
    static func byProperties(_ text: String) -> String {
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

    /// The slug of text made only of ASCII and precomposed Hangul syllables (NFC already, and
    /// unchanged by lowercasing): ASCII letters and digits and `_` stay, letters lowercased;
    /// syllables stay; spaces and hyphens become hyphens; the rest of ASCII is punctuation or
    /// a symbol and goes. Nil for any other text.
    static func asciiOrHangul(_ text: String) -> String? {
        let utf8 = ByteScanner(Array(text.utf8))
        var isSlug = true
        // Written straight into the string's storage: a slug is never longer than its text.
        let slug = String(assemblingUTF8: utf8.count) { slug in
            var index = 0
            while index < utf8.count {
                let byte = utf8.bytes[index]
                switch byte {
                case 0x41...0x5A: slug.append(byte + 0x20)
                case 0x61...0x7A, 0x30...0x39, 0x5F: slug.append(byte)
                case 0x20, 0x2D: slug.append(UInt8(ascii: "-"))
                case 0x00...0x7F: break
                case _ where utf8.hasHangulSyllable(at: index):
                    for offset in 0..<3 { slug.append(utf8.bytes[index + offset]) }
                    index += 2
                default:
                    isSlug = false
                    return
                }
                index += 1
            }
        }
        return isSlug ? slug : nil
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
