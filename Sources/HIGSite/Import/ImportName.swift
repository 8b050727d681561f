import Foundation

/// The page id a file or folder name becomes: lowercase ASCII kebab-case, the one form both
/// languages share. `higsite import` renames with it, and `invalid-id` names what it would give.
package enum ImportName {
    /// What a name is made into.
    package enum Kind: Sendable {
        /// A Markdown page (`.md` taken off first), a folder, any other file (its extension kept,
        /// lowercased), or a guideline's `{#id}`.
        case page, folder, file, guideline
    }

    /// `App Icons` → `app-icons`, `Right_to_Left` → `right-to-left`, `Café` → `cafe`: letters
    /// lowercased, accents taken off, and every run of anything else (spaces, underscores,
    /// punctuation, other scripts) one hyphen. A name with no ASCII letter or digit left (a Korean
    /// name) gets an id made from its bytes, the same every time: `page-5f3a9c2e`. `generated`
    /// says which.
    package static func id(for name: String, kind: Kind) -> (id: String, generated: Bool) {
        let (stem, suffix) = split(name.precomposedStringWithCanonicalMapping, kind: kind)
        let kebab = kebabCase(stem)
        if !kebab.isEmpty { return (kebab + suffix, false) }
        let prefix = switch kind {
        case .page: "page"
        case .folder: "section"
        case .file: "file"
        case .guideline: "guideline"
        }
        return ("\(prefix)-\(hash(stem))" + suffix, true)
    }

    /// A page id's every component made an id: `Foundations/Dark Mode` → `foundations/dark-mode`.
    package static func pageID(for id: String) -> String {
        var components = id.split(separator: "/").map(String.init)
        if components.last == "_index" { components.removeLast() }
        return components.enumerated().map { index, component in
            Self.id(for: component, kind: index == components.count - 1 ? .page : .folder).id
        }.joined(separator: "/")
    }

    /// The name without `.md` (a page) or with its extension apart and lowercased (a file).
    private static func split(_ name: String, kind: Kind) -> (String, String) {
        switch kind {
        case .folder, .guideline:
            return (name, "")
        case .page:
            return (name.lowercased().hasSuffix(".md") ? String(name.dropLast(3)) : name, "")
        case .file:
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
            let extensionText = kebabCase(String(name[name.index(after: dot)...]))
            return (String(name[..<dot]), extensionText.isEmpty ? "" : "." + extensionText)
        }
    }

    private static func kebabCase(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var result = ""
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            let isWordCharacter = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
            guard isWordCharacter else {
                pendingHyphen = !result.isEmpty
                continue
            }
            if pendingHyphen { result.append("-") }
            pendingHyphen = false
            result.unicodeScalars.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar)
        }
        return result
    }

    /// FNV-1a of the name's UTF-8 (NFC), as eight hexadecimal digits: short, and the same on
    /// every machine and every run.
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(value & 0xFFFF_FFFF, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
