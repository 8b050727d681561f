import Foundation

/// Reads UTF-8 that higsite holds as bytes (a rendered body, a page's text runs, a fragment of
/// HTML): where a byte is next, whether a literal is at an offset, the decimal number at an
/// offset, every place a byte string occurs.
///
/// Offsets are plain integers into ``bytes``, so callers keep positions as values and never
/// hold a pointer. Every read is checked against the bytes: a literal that would start before
/// the first byte or end after the last simply does not match, so a caller may ask about
/// `offset - 7` without guarding it first.
struct ByteScanner {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    /// The offset of the first `byte` at or after `start`, before `end` (all the bytes by
    /// default); nil when there is none. Found with `memchr`: the bytes looked for (`=`, a
    /// mark's first letter, a line end) are far apart in the text.
    func firstIndex(of byte: UInt8, from start: Int, to end: Int? = nil) -> Int? {
        let end = min(end ?? bytes.count, bytes.count)
        guard start >= 0, start < end else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            guard let found = memchr(base + start, Int32(byte), end - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Whether the UTF-8 of `literal` is at `offset`.
    func hasLiteral(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset >= 0, offset <= bytes.count - length else { return false }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + offset, literal.utf8Start, length) == 0 }
    }

    /// Whether the UTF-8 of `literal` ends right before `end`.
    func hasLiteral(_ literal: StaticString, endingAt end: Int) -> Bool {
        hasLiteral(literal, at: end - literal.utf8CodeUnitCount)
    }

    /// Whether `other` is at `offset`.
    func hasBytes(_ other: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset <= bytes.count - other.count else { return false }
        guard !other.isEmpty else { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            other.withUnsafeBufferPointer { memcmp(buffer.baseAddress! + offset, $0.baseAddress!, other.count) == 0 }
        }
    }

    /// The decimal number of ASCII digits at `offset` (at most `maxDigits` of them, so that it
    /// cannot overflow) and the offset after its last digit; nil when no digit is there.
    func decimal(at offset: Int, maxDigits: Int = 9) -> (value: Int, end: Int)? {
        guard offset >= 0 else { return nil }
        var end = offset, value = 0
        while end < bytes.count, end - offset < maxDigits, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
            value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
            end += 1
        }
        return end > offset ? (value, end) : nil
    }

    /// The offsets where `needle` starts within `range`, in order: not overlapping (each search
    /// goes on after the last one found), or every start when `overlapping`. An empty needle
    /// occurs nowhere.
    func occurrences(of needle: [UInt8], in range: Range<Int>, overlapping: Bool = false) -> [Int] {
        guard let first = needle.first else { return [] }
        var result: [Int] = []
        var start = range.lowerBound
        while let found = firstIndex(of: first, from: start, to: range.upperBound) {
            guard found + needle.count <= range.upperBound else { break }
            if hasBytes(needle, at: found) {
                result.append(found)
                start = overlapping ? found + 1 : found + needle.count
            } else {
                start = found + 1
            }
        }
        return result
    }
}

extension ByteScanner {
    /// Whether `data` (a file as read) holds `byte`, without copying it.
    static func contains(_ byte: UInt8, in data: Data) -> Bool {
        data.withUnsafeBytes { $0.count > 0 && memchr($0.baseAddress!, Int32(byte), $0.count) != nil }
    }
}

extension [UInt8] {
    /// Appends the UTF-8 of a literal.
    mutating func append(utf8 literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }
}
