/// The search grams' `compact` over UTF-8 in place (``SearchGrams/compact(_:)``): for text made
/// only of ASCII and precomposed Hangul syllables (nearly all of it), which needs neither a
/// String made of the bytes nor a walk of its scalars. Such text is NFC, and lower case is ASCII's.
enum UTF8Compaction {
    /// The ASCII scalars that compacting drops, as bits (scalar `n` is bit `n % 64` of the first
    /// word below 64, of the second from 64).
    typealias Dropped = (UInt64, UInt64)

    /// `bytes` (valid UTF-8) compacted: ASCII capitals lowered, the ASCII in `dropped` left
    /// out, Hangul syllables kept; nil at the first other scalar, or for bytes not held in
    /// one piece.
    static func compacted<Bytes: Collection<UInt8>>(_ bytes: Bytes, dropping dropped: Dropped) -> [Unicode.Scalar]? {
        let result = bytes.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar]? in
            var complete = true
            let scalars = [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { out, count in
                count = 0
                complete = compact(bytes, into: out, count: &count, dropping: dropped)
            }
            return complete ? scalars : nil
        }
        return result ?? nil
    }

    private static func compact(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<Unicode.Scalar>,
                                count: inout Int, dropping dropped: Dropped) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                let bit: UInt64 = 1 << (byte & 63)
                if (byte < 64 ? dropped.0 : dropped.1) & bit != 0 { continue }
                let lowered = byte &- 0x41 < 26 ? byte | 0x20 : byte
                out.initializeElement(at: count, to: Unicode.Scalar(lowered))
                count += 1
                continue
            }
            guard let syllable = bytes.hangulSyllable(at: index) else { return false }
            out.initializeElement(at: count, to: syllable)
            count += 1
            index += 3
        }
        return true
    }
}
