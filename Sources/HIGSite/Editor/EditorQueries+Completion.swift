import HIGControls

/// One completion the editor offers: `text` replaces the line from column `from` (Unicode
/// scalars from 1) to the cursor.
package struct EditorCompletion: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case page, image, anchor, rule, term }

    package var text: String
    package var kind: Kind
    /// The page title, the image's path in the language folder, the heading text, the rule
    /// title, the term in the other language.
    package var detail: String
    package var from: Int
}

extension EditorQueries {
    /// At most this many completions are sent at once; the editor asks again as more is typed.
    static let completionLimit = 200

    /// What may be typed at `column` of `line` on `page`: page and image paths after `](`, the target's
    /// anchors after `#`, rule ids after `rule=` or `rule:`, and glossary terms in prose.
    package func completions(on page: Page, line: String, column: Int) -> (items: [EditorCompletion], isComplete: Bool) {
        guard let context = EditorLine.context(Array(line.unicodeScalars), cursor: column - 1) else { return ([], true) }
        let items: [EditorCompletion]
        switch context {
        case .path(let typed, let from):
            let pages = site.pages(in: page.language).lazy.filter { $0 !== page }.map {
                EditorCompletion(text: LinkFix.relativePath(from: page.file, to: $0.file), kind: .page, detail: $0.title, from: from + 1)
            }
            // An image's names percent-encoded, as a destination holds a space or `#` of one.
            let images = (site.assets[page.language] ?? [:]).keys.sorted { $0.lexicographicallyPrecedes($1) }.lazy.map { path in
                EditorCompletion(text: LinkFix.relativePath(from: page.file, to: path.map(PercentDecoding.encodedName)), kind: .image,
                                 detail: path.joined(separator: "/"), from: from + 1)
            }
            let limit = Self.completionLimit + 1
            items = Array((Array(pages.filter { $0.text.hasPrefix(typed) }.prefix(limit))
                           + Array(images.filter { $0.text.hasPrefix(typed) }.prefix(limit))).prefix(limit))
        case .anchor(let path, let typed, let from):
            items = anchorTarget(path, from: page).map { target in
                target.document.headings.filter { $0.anchor.hasPrefix(typed) }.map {
                    EditorCompletion(text: $0.anchor, kind: .anchor, detail: $0.text, from: from + 1)
                }
            } ?? []
        case .rule(let typed, let from):
            items = rules.entries.filter { $0.id.hasPrefix(typed) }.map {
                EditorCompletion(text: $0.id, kind: .rule, detail: $0.rule?.title[page.language] ?? "", from: from + 1)
            }
        case .word(let typed, let from):
            items = glossary.entries.compactMap { entry in
                let (term, other) = page.language == .ko ? (entry.korean, entry.english) : (entry.english, entry.korean)
                return term.hasPrefix(typed) && term != typed ? EditorCompletion(text: term, kind: .term, detail: other, from: from + 1) : nil
            }
        }
        return (Array(items.prefix(Self.completionLimit)), items.count <= Self.completionLimit)
    }

    /// The page a destination's path names, as a link resolves it (this page for no path).
    private func anchorTarget(_ path: String, from page: Page) -> Page? {
        guard !path.isEmpty else { return page }
        guard case .success(let id) = LinkResolver.pageID(of: path, from: page) else { return nil }
        return site.page(id, in: page.language) ?? site.page(id, in: page.language.other)
    }
}
