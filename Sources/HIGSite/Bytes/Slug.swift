import Foundation

/// GitHub-style heading anchors that keep Hangul: `탭 바 사용하기` → `탭-바-사용하기`.
///
/// Lowercase, drop punctuation and symbols, spaces become hyphens; letters, marks, digits
/// and connector punctuation of every script stay, after NFC normalisation, so a Korean
/// link written by hand (or copied from a Git host) finds the same anchor.
enum Slug {
    /// The anchor of `text`, made in one pass over its UTF-8 after NFC (Foundation's, needed only
    /// where the text holds a scalar that is neither ASCII nor a Hangul syllable). ASCII bytes and
    /// syllables are decided as bytes (letters lowercased, syllables kept, spaces and hyphens to
    /// hyphens, other ASCII dropped); any other scalar is lowercased and each scalar of its
    /// lowercase form kept by its general category.
    static func make(_ text: String) -> String {
        let utf8 = Array(text.nfc.utf8)[...]
        // No scalar's lowercase form takes more than twice its bytes (İ, two, is i and U+0307: three).
        return String(assemblingUTF8: utf8.count * 2) { slug in
            var index = utf8.startIndex
            while index < utf8.endIndex {
                let byte = utf8[index]
                switch byte {
                case 0x41...0x5A: slug.append(byte + 0x20)
                case 0x61...0x7A, 0x30...0x39, 0x5F: slug.append(byte)
                case 0x20, 0x2D: slug.append(UInt8(ascii: "-"))
                case 0x00...0x7F: break
                case _ where utf8.hasHangulSyllable(at: index):
                    for offset in 0..<3 { slug.append(utf8[index + offset]) }
                    index += 2
                default:
                    let (scalar, length) = UTF8Scalars.scalar(utf8, at: index)
                    for lowered in scalar.properties.lowercaseMapping.unicodeScalars {
                        append(lowered, to: &slug)
                    }
                    index += length - 1
                }
                index += 1
            }
        }
    }

    /// Appends a scalar of a lowercased text as the slug keeps it: letters, marks, digits and
    /// connector punctuation as they are, a space or hyphen as a hyphen, nothing for the rest.
    private static func append(_ scalar: Unicode.Scalar, to slug: inout UTF8Assembly) {
        if scalar == " " || scalar == "-" {
            slug.append(UInt8(ascii: "-"))
            return
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
            for byte in scalar.utf8 { slug.append(byte) }
        default:
            return
        }
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
