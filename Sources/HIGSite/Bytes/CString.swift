import Foundation

/// Text in and out of C libraries (cmark): NUL-terminated strings read into Swift bytes or
/// strings, and Swift bytes handed to a C function as a NUL-terminated string or as a pointer
/// and a length. The pointers live only inside these calls.
enum CString {
    /// The bytes of a NUL-terminated string (empty for nil), copied: the C side may free or
    /// change its own copy (cmark replaces a literal on the next set).
    static func bytes(_ text: UnsafePointer<CChar>?) -> [UInt8] {
        guard let text else { return [] }
        return Array(UnsafeRawBufferPointer(start: text, count: strlen(text)))
    }

    /// Appends the bytes of a NUL-terminated string to `output` (nothing for nil), without a
    /// copy of its own: every text node of every page goes through here.
    static func append(_ text: UnsafePointer<CChar>?, to output: inout [UInt8]) {
        guard let text else { return }
        output += UnsafeRawBufferPointer(start: text, count: strlen(text))
    }

    /// A NUL-terminated string as a Swift string (empty for nil), invalid UTF-8 repaired.
    static func string(_ text: UnsafePointer<CChar>?) -> String {
        text.map { String(cString: $0) } ?? ""
    }

    /// Whether a NUL-terminated string is nil or has no byte before its NUL.
    static func isEmpty(_ text: UnsafePointer<CChar>?) -> Bool {
        text.map { $0.pointee == 0 } ?? true
    }

    /// The bytes of a string the C library allocated with `malloc`, which is freed here.
    static func takeBytes(_ text: UnsafeMutablePointer<CChar>?) -> [UInt8] {
        guard let text else { return [] }
        defer { free(text) }
        return bytes(text)
    }

    /// Calls `body` with `bytes` as a NUL-terminated string (for a setter that copies it). The
    /// NUL is added and taken off again, so a buffer reused for many strings is not copied.
    static func withNULTerminated<R>(_ bytes: inout [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        bytes.append(0)
        defer { bytes.removeLast() }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// Calls `body` with the UTF-8 of `text` as a pointer and a length (no NUL needed), in place.
    static func withUTF8<R>(of text: String, _ body: (UnsafePointer<CChar>?, Int) -> R) -> R {
        var text = text
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress, $0.count) }
        }
    }
}
