import HIGControls

/// A content page after reading: its file, front matter and parsed Markdown.
///
/// A class, read-only once made: a site holds 20,000 of them and every list, lookup and
/// template context passes them around, which for a struct of this size meant copying and
/// retaining each of its fields every time.
package final class Page: Sendable {
    package enum Kind: Sendable { case home, section, page }

    package let file: ContentFile
    package let id: PageID
    let frontMatter: FrontMatter
    package let document: MarkdownDocument
    /// False when the front matter could not be read: the page stands in for link checks only,
    /// and the build fails on its front-matter error anyway.
    let hasValidFrontMatter: Bool

    init(file: ContentFile, id: PageID, frontMatter: FrontMatter, document: MarkdownDocument, hasValidFrontMatter: Bool = true) {
        self.file = file
        self.id = id
        self.frontMatter = frontMatter
        self.document = document
        self.hasValidFrontMatter = hasValidFrontMatter
    }

    /// ``TranslationHash`` of this page's text, compared with its twin's `translated-from:`.
    /// Worked out when asked: only pages whose translation carries a stamp need it.
    var translationHash: String { TranslationHash.of(frontMatter: frontMatter, body: document.source[...]) }

    package var language: Language { file.language }
    package var title: String { frontMatter.title }

    /// `_index.md` files are the home page (at the root) or a section page.
    package var kind: Kind {
        if id.isHome { return .home }
        return file.relativePath.last == "_index.md" ? .section : .page
    }

    /// Anchors of every heading and guideline (for suggestions; links ask ``hasAnchor(_:)``).
    package var anchors: Set<String> { document.anchors }

    func hasAnchor(_ anchor: String) -> Bool { document.hasAnchor(anchor) }

    /// The page's guidelines (headings with an attribute block), in order.
    package var guidelines: [MarkdownHeading] { document.headings.filter(\.isGuideline) }
}
