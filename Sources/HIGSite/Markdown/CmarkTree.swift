import CCmarkGFM
import CCmarkGFMFinish
import Foundation

/// One document parsed by cmark-gfm with the GFM extensions: the C tree and the parser that
/// made it, freed together when this value ends. Only the Markdown layer holds one, and only
/// while a ``MarkdownDocument`` is made.
struct CmarkTree: ~Copyable {
    let root: OpaquePointer
    /// Kept until the tree is freed: its list of extensions is the one rendering takes.
    private let parser: OpaquePointer

    /// The GFM extensions every document gets. `tagfilter` matters only if raw HTML were
    /// allowed; it is kept so that even a future unsafe option cannot emit `<script>`.
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Registering the core extensions writes a global registry: do it exactly once.
    private static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()

    /// cmark-gfm 0.29 switches the inline special characters of extensions (`~`, `:`, `w`, `|`)
    /// on and off in *global* tables at the start and end of every `cmark_parser_finish`, so two
    /// finishes running at once corrupt each other's parse. CCmarkGFMFinish keeps them switched
    /// on; until it has been seen to work (it needs the library's calls to reach the executable),
    /// finishes take this lock, one at a time.
    private static let finishLock = NSLock()

    private static let renderOptions = CMARK_OPT_DEFAULT | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES

    init(parsing source: String) {
        _ = Self.registerExtensions
        let parser = cmark_parser_new(CMARK_OPT_DEFAULT)!
        for name in Self.extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        CString.withUTF8(of: source) { cmark_parser_feed(parser, $0, $1) }
        root = higsite_cmark_finish_is_concurrent() != 0
            ? cmark_parser_finish(parser)!
            : Self.finishLock.withLock { cmark_parser_finish(parser)! }
        self.parser = parser
    }

    deinit {
        cmark_node_free(root)
        cmark_parser_free(parser)
    }

    /// cmark's HTML of `node` and what it contains, with the document's extensions. cmark
    /// writes valid UTF-8 for valid UTF-8 input (every page was decoded as UTF-8), so the HTML
    /// stays bytes: templates copy it as is.
    func html(of node: OpaquePointer) -> [UInt8] {
        CString.takeBytes(cmark_render_html(node, Self.renderOptions, cmark_parser_get_syntax_extensions(parser)))
    }
}
