/// A page's body as HTML for its own page, with its headings (the side-by-side view aligns the
/// two languages' pages by them).
struct BodyHTML: Sendable {
    let bytes: [UInt8]
    /// The document's headings, in document order.
    let headings: [MarkdownHeading]
}
