extension Hasher {
    /// Feeds the UTF-8 bytes of `text` in one call, in place: hashing them one by one, or as
    /// String hashes itself (normalising non-ASCII text first), cost several times as much.
    mutating func combineUTF8(of text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
