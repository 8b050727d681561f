import HIGControls

/// A content page after reading: its file, front matter and parsed Markdown.
public struct Page: Sendable {
    public enum Kind: Sendable { case home, section, page }

    public var file: ContentFile
    public var id: PageID
    public var frontMatter: FrontMatter
    public var document: MarkdownDocument
    /// ``TranslationHash`` of this page's text, compared with its twin's `translated-from:`.
    public var translationHash: String
    /// False when the front matter could not be read: the page stands in for link checks only,
    /// and the build fails on its front-matter error anyway.
    public var hasValidFrontMatter: Bool = true

    public var language: Language { file.language }
    public var title: String { frontMatter.title }

    /// `_index.md` files are the home page (at the root) or a section page.
    public var kind: Kind {
        if id.isHome { return .home }
        return file.relativePath.last == "_index.md" ? .section : .page
    }

    /// Anchors of every heading and guideline, for checking `#fragment` links: read for every
    /// link to the page, so made once.
    public var anchors: Set<String> { document.anchors }

    /// The page's guidelines (headings with an attribute block), in order.
    public var guidelines: [MarkdownHeading] { document.headings.filter(\.isGuideline) }
}
