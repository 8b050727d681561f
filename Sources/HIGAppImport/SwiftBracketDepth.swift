/// How deeply a Swift file nests square brackets, counted before swift-syntax sees it.
///
/// swift-syntax 603's parser looks ahead for array and inline-array types, and on brackets
/// nested inside brackets (`[[[[…`, `[(`, `[A<[…` — balanced or not) its lookahead doubles with
/// every level: 20 levels take 0.3 s, 40 more than a minute (found by `scripts/fuzz app`). So
/// each `[` is counted at what it may cost, 2 to the power of its depth, and a file whose brackets
/// cost more than `budget` in all is refused before it is parsed: one run 18 deep, or a third run
/// 16 deep (0.08 s each). Real code stays far below: all 424 files of a large SwiftUI app
/// (IceCubesApp) together cost 3,004, the costliest file 128.
enum SwiftBracketDepth {
    static let budget = 1 << 18

    /// The byte offset of the `[` that takes the brackets' cost past `budget`, or nil. Brackets in
    /// comments and string literals do not count. One pass over the bytes.
    static func firstTooDeep(_ bytes: [UInt8]) -> Int? {
        let newline = UInt8(ascii: "\n"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\"), open = UInt8(ascii: "["), close = UInt8(ascii: "]")
        var depth = 0, cost = 0
        var index = 0
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == slash, at(index + 1) == slash {
                while index < bytes.count, bytes[index] != newline { index += 1 }
            } else if byte == slash, at(index + 1) == star {
                // Block comments nest in Swift.
                var level = 1
                index += 2
                while index < bytes.count, level > 0 {
                    if bytes[index] == slash, at(index + 1) == star { level += 1; index += 2 }
                    else if bytes[index] == star, at(index + 1) == slash { level -= 1; index += 2 }
                    else { index += 1 }
                }
                continue
            } else if byte == quote {
                if at(index + 1) == quote, at(index + 2) == quote {
                    // A multi-line string, to its closing `"""`.
                    index += 3
                    while index < bytes.count, !(bytes[index] == quote && at(index + 1) == quote && at(index + 2) == quote) {
                        index += bytes[index] == backslash ? 2 : 1
                    }
                    index += 3
                    continue
                }
                // A one-line string, to its closing quote or the end of the line.
                index += 1
                while index < bytes.count, bytes[index] != quote, bytes[index] != newline {
                    index += bytes[index] == backslash ? 2 : 1
                }
            } else if byte == open {
                depth += 1
                cost += 1 << min(depth, 30)
                if cost > budget { return index }
            } else if byte == close {
                depth = max(depth - 1, 0)
            }
            index += 1
        }
        return nil
    }
}
