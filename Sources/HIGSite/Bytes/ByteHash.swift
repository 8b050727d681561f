extension ArraySlice<UInt8> {
    /// A hash of the bytes, fed to the hasher whole (a `Hashable` slice feeds them one by one,
    /// twenty times slower on the search index's texts).
    var hashOfBytes: Int {
        var hasher = Hasher()
        withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}
