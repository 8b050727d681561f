/// A number's decimal digits appended to bytes: the search shards write millions of them (a
/// posting's distance from the last), a body's marks a few per page.
enum DecimalDigits {
    /// `value`'s digits, made in a small buffer last first and appended at once (appending them
    /// one by one and reversing them in place was 2 % of a build).
    static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for UInt64.max's 20 digits
        var rest = value, start = MemoryLayout.size(ofValue: buffer)
        withUnsafeMutableBytes(of: &buffer) { digits in
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: digits[start...]))
        }
    }
}
