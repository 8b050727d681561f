/// The one escaping table for text that reaches HTML or XML — pages, SVG drawings, sitemaps and
/// feeds — so that a value means the same wherever higsite writes it. `& < > " '` become
/// entities, which makes text safe in element content and in quoted attributes; C0 control
/// characters other than tab, line feed and carriage return are left out, since XML forbids
/// them outright and HTML reports them as parse errors.
public enum MarkupText {
    /// Whether `byte` is one the table changes (escapes or leaves out).
    @inlinable
    public static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 ? byte != 0x09 && byte != 0x0A && byte != 0x0D
            : byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }

    /// The entity for a byte the table changes; nil for one it leaves out.
    @inlinable
    public static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x22: "&quot;"
        case 0x27: "&#39;"
        default: nil
        }
    }

    /// Hands over the escaped form of `bytes` (UTF-8) in order: the runs between the bytes the
    /// table changes to `run`, and their entities to `entity`. Every such byte is ASCII, so a
    /// run is copied whole. Generic so that the site's byte layer runs it over its buffers.
    @inlinable @inline(__always)
    public static func escaping<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, run: (Bytes.SubSequence) -> Void,
                                                                      entity: (StaticString) -> Void) {
        var copied = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if needsEscaping(byte) {
                run(bytes[copied..<index])
                if let replacement = Self.entity(for: byte) { entity(replacement) }
                copied = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        run(bytes[copied...])
    }

    /// `text` escaped, appended to `output`; nearly every value (numbers, class names, most
    /// labels) has nothing to escape and is appended whole.
    @inlinable
    public static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.contains(where: needsEscaping) else { return output.append(contentsOf: utf8) }
            escaping(utf8, run: { output.append(contentsOf: $0) }, entity: { $0.withUTF8Buffer { output.append(contentsOf: $0) } })
        }
    }

    /// `text` escaped.
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscaping) else { return text }
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
