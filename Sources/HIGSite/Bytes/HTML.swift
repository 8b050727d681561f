import HIGControls

/// Escaping for text and attribute values that reach HTML or XML (pages, sitemaps, feeds), in
/// the forms the site's writers need; the table is ``MarkupText``'s, the drawings' too.
package enum HTML {
    /// Escapes `& < > " '` and leaves out control characters XML forbids (``MarkupText``),
    /// which makes a string safe in element content and in quoted attributes.
    package static func escape(_ text: String) -> String {
        MarkupText.escaped(text)
    }

    /// ``escape(_:)`` as UTF-8 bytes appended to `output`.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &output) }
    }

    /// ``escape(_:)`` over UTF-8: templates and the Markdown layer both write through it.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        escaping(bytes) { output += $0 }
    }

    /// The same escaping, into a writer (a template's output).
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to writer: ByteWriter) {
        escaping(bytes) { writer.append($0) }
    }

    /// ``escape(_:)`` of a string, into a writer.
    static func appendEscaped(_ text: String, to writer: ByteWriter) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: writer) }
    }

    /// ``escape(_:)`` of UTF-8 bytes, into a writer.
    static func appendEscaped(_ bytes: [UInt8], to writer: ByteWriter) {
        bytes.withUnsafeBufferPointer { appendEscaped($0, to: writer) }
    }

    /// The table itself, shared with the drawings (HIGControls' ``MarkupText``).
    @inline(__always)
    private static func escaping(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        MarkupText.escaping(bytes, run: { emit(UnsafeBufferPointer(rebasing: $0)) },
                            entity: { emit(UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount)) })
    }
}
