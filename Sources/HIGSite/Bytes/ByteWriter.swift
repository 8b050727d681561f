/// Bytes appended piece by piece into storage it owns, grown by doubling. A rendered page is a
/// few hundred short pieces (template text between tags, escaped values); appending each to an
/// array went through its uniqueness and capacity checks, about 90 instructions a piece, more
/// than copying most pieces.
final class ByteWriter {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (storage + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// `bytes[range]`, without making a slice (which retains the array): a template's text
    /// between its tags is written this way hundreds of times a page.
    func append(_ bytes: [UInt8], range: Range<Int>) {
        bytes.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// The bytes written from `start` on.
    func bytes(from start: Int = 0) -> [UInt8] {
        Array(UnsafeBufferPointer(start: storage + start, count: count - start))
    }

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        capacity = max(capacity * 2, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.initialize(from: storage, count: count)
        storage.deallocate()
        storage = grown
    }
}
