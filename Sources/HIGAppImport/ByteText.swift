/// Searching UTF-8 bytes without Foundation (whose `String.contains` goes through NSString and
/// UTF-16 on Linux): the few byte scans the importers do before or beside a parse.
enum ByteText {
    /// A byte of a Swift identifier as the scans count one: letters, digits, `_`, and any
    /// non-ASCII byte (identifiers may be written in Korean).
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// Where `needle` first starts in `bytes[from..<before]`. The needles are a few bytes long,
    /// so the naive search is linear in the bytes searched.
    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int = 0, before: Int? = nil) -> Int? {
        let end = min(before ?? bytes.count, bytes.count)
        guard let first = needle.first else { return from }
        var index = from
        while index + needle.count <= end {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
