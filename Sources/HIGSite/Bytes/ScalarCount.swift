/// Unicode scalars counted over UTF-8: every byte that is not a continuation byte
/// (`10xxxxxx`) starts one. Diagnostics give columns in scalars, while cmark and the byte
/// searches give byte offsets; this is the conversion, over valid UTF-8.
enum ScalarCount {
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var scalars = 0
        for byte in bytes where byte & 0xC0 != 0x80 { scalars += 1 }
        return scalars
    }
}

extension ByteScanner {
    /// The scalars that start in `range`.
    func scalarCount(in range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { ScalarCount.of(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
