/// Writes a filled body (see ``RenderedBody/filled(_:)``): the HTML cmark wrote, with the
/// destinations, headings and blocks higsite fills in.
struct BodyWriter {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// HTML cmark wrote, copied as it is.
    mutating func copy(_ html: ArraySlice<UInt8>) {
        bytes += html
    }

    /// A link's destination, as cmark would have written it in `href="…"` or `src="…"`.
    mutating func writeDestination(_ url: String) {
        HTML.appendDestination(url, to: &bytes)
    }

    /// `<hN id="anchor">`, where the heading starts.
    mutating func writeHeadingStart(_ heading: MarkdownHeading) {
        bytes.append(utf8: "<h")
        bytes.append(Self.levelDigit(heading))
        bytes.append(utf8: " id=\"")
        HTML.appendEscaped(heading.anchor, to: &bytes)
        bytes.append(utf8: "\">")
    }

    /// ` <a class="anchor" href="#anchor" aria-label="Link to …">#</a></hN>` and the line end:
    /// the permalink after the heading's text, labelled with it.
    mutating func writeHeadingEnd(_ heading: MarkdownHeading, label: PermalinkLabel) {
        bytes.append(utf8: " <a class=\"anchor\" href=\"")
        bytes.append(UInt8(ascii: "#"))
        HTML.appendEscaped(heading.anchor, to: &bytes)
        bytes.append(utf8: "\" aria-label=\"")
        HTML.appendEscaped(label.before, to: &bytes)
        HTML.appendEscaped(heading.text, to: &bytes)
        HTML.appendEscaped(label.after, to: &bytes)
        bytes.append(utf8: "\">#</a></h")
        bytes.append(Self.levelDigit(heading))
        bytes.append(utf8: ">\n")
    }

    /// The caller's HTML for a block (after a heading, in a code block's place) on lines of its
    /// own: a line end follows unless it ends its own line (or is empty).
    mutating func writeBlock(_ html: String) {
        guard !html.isEmpty else { return }
        bytes += html.utf8
        endLine()
    }

    /// A code block as cmark rendered it, on lines of its own.
    mutating func writeCode(_ html: [UInt8]) {
        bytes += html
        if !html.isEmpty { endLine() }
    }

    private mutating func endLine() {
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }

    /// cmark's heading levels are 1 to 6: one digit.
    private static func levelDigit(_ heading: MarkdownHeading) -> UInt8 {
        UInt8(ascii: "0") + UInt8(heading.level)
    }

    consuming func finished(headings: [MarkdownHeading]) -> BodyHTML {
        BodyHTML(bytes: bytes, headings: headings)
    }
}
