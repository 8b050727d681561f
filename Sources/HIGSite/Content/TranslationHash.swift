import Foundation

/// The short hash a translation records in `translated-from:`: it changes whenever the
/// translated text of the original changes (title, summary or body), and not when only
/// navigation settings such as `order` do.
public enum TranslationHash {
    public static func of(frontMatter: FrontMatter, body: Substring) -> String {
        var text = frontMatter.title + "\n" + (frontMatter.summary ?? "") + "\n"
        // Line endings and trailing blanks are not changes a translator has to follow.
        let body = body.replacingOccurrences(of: "\r\n", with: "\n")
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = line
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            text += line + "\n"
        }
        while text.hasSuffix("\n\n") { text.removeLast() }
        return hex(fnv1a(text.precomposedStringWithCanonicalMapping))
    }

    /// FNV-1a, 64 bit: stable across runs and platforms (unlike `Hasher`) and needs no dependency.
    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String((String(repeating: "0", count: 16 - digits.count) + digits).prefix(10))
    }
}
