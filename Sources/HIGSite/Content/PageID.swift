/// A page's identity, shared by both languages: its path under the language folder without
/// `.md`, with `_index.md` standing for its folder (`controls`), and `""` for the home page.
package struct PageID: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let components: [String]

    package init(components: [String]) {
        self.components = components
    }

    /// `"bars/tab-bars"` → `bars/tab-bars`; `""` → the home page.
    package init(_ string: String) {
        components = string.split(separator: "/").map(String.init)
    }

    /// The id of a content file, from its path components under the language folder.
    /// Returns nil for anything that is not a `.md` file.
    package init?(filePath: [String]) {
        guard let last = filePath.last, let stem = Self.stem(ofMarkdownFile: last) else { return nil }
        var components = filePath
        components.removeLast()
        if stem != "_index" { components.append(stem) }
        self.components = components
    }

    /// `name` without its `.md`; nil for a name that does not end in `.md`.
    private static func stem(ofMarkdownFile name: String) -> String? {
        name.hasSuffix(".md") ? String(name.dropLast(3)) : nil
    }

    package static let home = PageID(components: [])

    var isHome: Bool { components.isEmpty }
    package var description: String { components.joined(separator: "/") }

    /// The enclosing section (`bars` for `bars/tab-bars`); nil for the home page.
    var parent: PageID? {
        isHome ? nil : PageID(components: Array(components.dropLast()))
    }

    /// Every component is lowercase ASCII kebab-case, so ids are the same in both languages
    /// and can never name a path outside the output folder.
    var isValid: Bool {
        components.allSatisfy { Slug.isKebabCase($0[...]) }
    }

    package static func < (lhs: PageID, rhs: PageID) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}
