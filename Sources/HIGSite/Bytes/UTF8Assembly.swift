/// A string written once, piece by piece, into storage of its final size: for short strings
/// made very often (every relative URL of every page's navigation), where appending to a
/// growing string cost more than the rest of the work.
struct UTF8Assembly: ~Copyable {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    fileprivate init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends the UTF-8 of `text`; it must fit in the capacity the string was made with.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            precondition(count + bytes.count <= buffer.count, "UTF8Assembly: more bytes than its capacity")
            _ = UnsafeMutableBufferPointer(rebasing: buffer[count...]).initialize(fromContentsOf: bytes)
            count += bytes.count
        }
    }

    /// Appends one byte (ASCII, or part of a scalar whose other bytes follow).
    mutating func append(_ byte: UInt8) {
        precondition(count < buffer.count, "UTF8Assembly: more bytes than its capacity")
        buffer[count] = byte
        count += 1
    }
}

extension String {
    /// The string `assemble` writes, in at most `capacity` UTF-8 bytes.
    init(assemblingUTF8 capacity: Int, _ assemble: (inout UTF8Assembly) -> Void) {
        self.init(unsafeUninitializedCapacity: capacity) { buffer in
            var assembly = UTF8Assembly(buffer)
            assemble(&assembly)
            return assembly.count
        }
    }
}
