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

extension PercentDecoding {
    /// One path name as a URL writes it: letters, digits and `-._~` as they are, every other
    /// byte of its UTF-8 as `%` and two upper-case hexadecimal digits (`탭 바.png` →
    /// `%ED%83%AD%20%EB%B0%94.png`), so that `#`, `?`, `%` and spaces in a file's name reach it.
    static func encodedName(_ name: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(byte)
            default:
                encoded += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}
