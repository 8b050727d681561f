/// Percent-decoding over UTF-8, for link paths and fragments (`%ED%83%AD` → `탭`): done here in
/// one pass rather than through Foundation, whose bridge through NSString made it one of the
/// slowest parts of a build on large sites.
extension StringProtocol {
    /// Percent-decoded, or unchanged when there is nothing to decode, a `%` is not followed by
    /// two hexadecimal digits, or the decoded bytes are not UTF-8.
    var percentDecoded: String {
        guard containsUTF8Byte(where: { $0 == UInt8(ascii: "%") }) else { return String(self) }
        return PercentDecoding.decode(Array(utf8)) ?? String(self)
    }
}

package enum PercentDecoding {
    /// `bytes` with every `%` and two hexadecimal digits replaced by the byte they write; nil
    /// when a `%` lacks its two digits or the result is not valid UTF-8.
    static func decode(_ bytes: [UInt8]) -> String? {
        decodedBytes(bytes).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// `bytes` with every `%` and two hexadecimal digits replaced by the byte they write, whatever
    /// those bytes are; nil when a `%` lacks its two digits. `serve` decodes request paths with it.
    package static func decodedBytes(_ bytes: [UInt8]) -> [UInt8]? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                decoded.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                return nil
            }
            decoded.append(high << 4 | low)
            index += 3
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
