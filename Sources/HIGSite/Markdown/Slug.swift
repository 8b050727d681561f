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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: bytes.append(UInt8(scalar.value) + 0x20)
            case 0x61...0x7A, 0x30...0x39, 0x5F: bytes.append(UInt8(scalar.value))
            case 0x20, 0x2D: bytes.append(UInt8(ascii: "-"))
            case 0x00...0x7F: continue
            case Unicode.Scalar.hangulSyllables:  // three UTF-8 bytes each
                let value = scalar.value
                bytes += [UInt8(0xE0 | value >> 12), UInt8(0x80 | (value >> 6) & 0x3F), UInt8(0x80 | value & 0x3F)]
            default: return nil
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
