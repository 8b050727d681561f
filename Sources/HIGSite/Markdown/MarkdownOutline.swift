import HIGControls
/// A heading as the rest of higsite sees it: plain text, anchor and position, no C pointers.
package struct MarkdownHeading: Hashable, Sendable {
    package var level: Int
    /// The visible text, without the attribute block.
    package var text: String
    /// The explicit `{#id}` or an automatic GitHub-style anchor, unique on the page.
    package var anchor: String
    /// Present when the heading is a guideline.
    package var attributes: HeadingAttributes?
    package var location: SourceLocation

    package var isGuideline: Bool { attributes != nil }
}

/// A link or image destination as written in the source, in document order.
package struct MarkdownLink: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case link, image }

    package var kind: Kind
    var destination: String
    package var location: SourceLocation
}

/// A fenced or indented code block; `mockup` fences are found through these.
struct MarkdownCodeBlock: Hashable, Sendable {
    package var info: String
    package var body: String
    /// Where the block starts (the opening fence).
    package var location: SourceLocation
}

/// A run of prose (a text node) and where it starts; code is not prose and is left out.
struct MarkdownText: Hashable, Sendable {
    /// Where the run's UTF-8 is in the document's ``MarkdownDocument/textBytes``. (Bytes, not a
    /// string: making one validated every page's text a second time, and its readers, the
    /// terminology check and the search index, work on bytes.)
    var range: Range<Int>
    /// The file line the run starts on.
    var line: Int
    /// cmark's byte column of the start on the line of the body, made a character column only
    /// for a diagnostic (``MarkdownDocument/location(of:scalarOffset:)``): counting it for every
    /// run of every page cost more than all the checks that read runs.
    var byteColumn: Int32
}

/// The accessible label of the `#` link beside a heading: the heading's text between two parts
/// (`Link to “…”`).
package struct PermalinkLabel: Sendable {
    package var before: String
    package var after: String

    package init(before: String, after: String) {
        self.before = before
        self.after = after
    }
}
