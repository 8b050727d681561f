/// Escaping for text and attribute values that reach HTML or XML (SVG, sitemaps).
public enum HTML {
    /// Escapes `& < > " '`, which makes a string safe in element content and in quoted attributes.
    public static func escape(_ text: String) -> String {
        guard text.containsUTF8Byte(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var escaped: [UInt8] = []
        appendEscaped(text, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// ``escape(_:)`` as UTF-8 bytes appended to `output`.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &output) }
    }

    /// The one escaping table, over UTF-8 (every escaped character is one ASCII byte, so runs
    /// between them are copied whole): templates and the Markdown layer both write through it.
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

    /// Hands `emit` the escaped text in order: runs of `bytes` and the entities between them.
    @inline(__always)
    private static func escaping(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var copied = 0
        for index in 0..<bytes.count {
            let replacement: StaticString
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default: continue
            }
            emit(UnsafeBufferPointer(rebasing: bytes[copied..<index]))
            emit(UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            copied = index + 1
        }
        emit(UnsafeBufferPointer(rebasing: bytes[copied...]))
    }
}
