import HIGControls

/// One Markdown document parsed by cmark-gfm, with its outline (headings, links, code
/// blocks) read out as Swift values and, for a build, its HTML.
///
/// The Markdown layer is the only place that touches cmark: the C tree (``CmarkTree``) is
/// read (``OutlineReader``), marked and rendered (``BodyMarking``) and freed within this
/// initialiser, and nothing outside sees a pointer. What the HTML needs from the rest of the
/// site (link destinations, which are only known once every page has been read; rule badges;
/// mockup figures) is filled into holes by ``renderHTML(_:)``.
public final class MarkdownDocument: Sendable {
    public let headings: [MarkdownHeading]
    public let links: [MarkdownLink]
    let codeBlocks: [MarkdownCodeBlock]
    /// Every heading's anchor (made when asked: links are checked with ``hasAnchor(_:)``).
    public var anchors: Set<String> { Set(headings.map(\.anchor)) }
    private let anchorKeys: Set<CanonicalKey>
    /// Prose text runs, for the terminology check and the search index.
    let texts: [MarkdownText]
    /// The runs' UTF-8, one after another (a line end between two).
    let textBytes: [UInt8]
    public let problems: [LocatedProblem]

    /// The HTML with holes; nil for a document read only to be checked, or whose HTML a
    /// one-shot build has let go of once rendered (either is parsed again if asked for).
    private let body: Locked<RenderedBody?>
    private let permalinkLabel: PermalinkLabel
    /// The Markdown text: for the page's translation hash, diagnostics' positions and to render
    /// a document read without its HTML — all before rendering. A one-shot build lets go of it
    /// when it starts rendering (``letGoOfSource()``): it was a quarter of what pages hold.
    var source: String {
        guard let source = kept.withValue({ $0 }) else { preconditionFailure("a page's text is read after the build let go of it") }
        return source
    }
    private let kept: Locked<String?>
    /// File lines before the body (the front matter), for positions in the file.
    let lineOffset: Int

    /// Parses `source`. `lineOffset` is added to every reported line, for a body that
    /// follows front matter in the same file. `permalinkLabel` is the accessible label of the
    /// `#` link beside each heading. With `rendersHTML` false (a check, which writes nothing)
    /// the HTML is not made now; ``renderHTML(_:)`` then parses the source again.
    public init(source: String, lineOffset: Int = 0, permalinkLabel: PermalinkLabel,
                rendersHTML: Bool = true) {
        let tree = CmarkTree(parsing: source)
        kept = Locked(source)
        self.lineOffset = lineOffset
        self.permalinkLabel = permalinkLabel

        var reader = OutlineReader(text: SourceText(source, lineOffset: lineOffset))
        reader.read(tree.root)
        headings = reader.headings
        links = reader.links
        codeBlocks = reader.codeBlocks
        anchorKeys = reader.usedAnchors
        texts = reader.texts
        textBytes = reader.textBytes
        problems = reader.problems
        body = Locked(rendersHTML ? BodyMarking.render(tree, reader: reader) : nil)
    }

    /// What the renderer needs from the site: a destination for every link (in the order of
    /// ``links``), the HTML after each heading and the HTML that replaces a code block.
    struct RenderInput: Sendable {
        var linkDestinations: [String]
        /// HTML placed right after a heading (a guideline's rule badges); the caller escapes it.
        var afterHeadingHTML: @Sendable (MarkdownHeading) -> String
        /// HTML that replaces a code block (a `mockup` fence's figure), by its index in
        /// ``codeBlocks``; nil keeps the block as code. The caller escapes it.
        var codeBlockHTML: @Sendable (Int) -> String?

        public init(linkDestinations: [String], afterHeadingHTML: @escaping @Sendable (MarkdownHeading) -> String = { _ in "" },
                    codeBlockHTML: @escaping @Sendable (Int) -> String? = { _ in nil }) {
            self.linkDestinations = linkDestinations
            self.afterHeadingHTML = afterHeadingHTML
            self.codeBlockHTML = codeBlockHTML
        }
    }

    /// The document as HTML with rewritten links and anchored headings; may be called again (a
    /// rebuild renders a page it kept). `lettingGo`: the HTML made while reading is not kept
    /// after this render (a one-shot build renders each page once: holding every page's until
    /// the end of the build held about a fifth of its memory); a later call parses again.
    ///
    /// Raw HTML in the source is never passed through (cmark's safe mode replaces it with a
    /// comment), and dangerous URL schemes are dropped.
    func renderBody(_ input: RenderInput, lettingGo: Bool = false) -> BodyHTML {
        precondition(input.linkDestinations.count == links.count, "one destination per link")
        let kept = self.body.withValue { body in
            defer { if lettingGo { body = nil } }
            return body
        }
        let body = kept ?? MarkdownDocument(source: source, lineOffset: lineOffset, permalinkLabel: permalinkLabel).body.withValue { $0! }
        let headings = headings
        return body.filled(RenderedBody.Filling(headings: headings, permalinkLabel: permalinkLabel,
                                                linkDestinations: input.linkDestinations,
                                                afterHeading: { input.afterHeadingHTML(headings[$0]) }, codeBlock: input.codeBlockHTML))
    }

    /// Drops the Markdown text of a document whose HTML was made while reading, for a one-shot
    /// build: only checks and a document rendered on demand read the text, and they come first.
    func letGoOfSource() {
        guard body.withValue({ $0 != nil }) else { return }
        kept.withValue { $0 = nil }
    }

    /// ``renderBody(_:)``'s HTML alone.
    func renderHTML(_ input: RenderInput) -> [UInt8] {
        renderBody(input).bytes
    }

    /// Whether a heading has `anchor`, as strings compare (canonical equivalence).
    func hasAnchor(_ anchor: String) -> Bool {
        anchorKeys.contains(CanonicalKey(anchor))
    }

    /// The file position `scalarOffset` Unicode scalars into `run`, for a diagnostic about its text.
    func location(of run: MarkdownText, scalarOffset: Int = 0) -> SourceLocation {
        locations(of: [(run, scalarOffset)])[0]
    }

    /// ``location(of:scalarOffset:)`` of many places at once, in one pass over the text when
    /// they are in file order (as the runs of ``texts`` are).
    func locations(of places: [(run: MarkdownText, scalarOffset: Int)]) -> [SourceLocation] {
        var text = SourceText(source, lineOffset: lineOffset)
        return places.map { run, scalarOffset in
            let start = text.location(line: Int32(run.line - lineOffset), byteColumn: run.byteColumn) ?? SourceLocation(line: run.line, column: 1)
            return SourceLocation(line: start.line, column: start.column + scalarOffset)
        }
    }
}
