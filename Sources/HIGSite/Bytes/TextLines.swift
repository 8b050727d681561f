import Foundation

extension UInt8 {
    /// A space or a tab: the blanks that trimming removes.
    var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}

/// Lines of UTF-8 and their ends: where each starts, and each without the blanks and carriage
/// returns at its end (what a translation's hash reads, so that line endings never change it).
extension ByteScanner {
    /// The offset each line starts at: 0, and one after every line feed.
    func lineStarts() -> [Int] {
        var starts = [0]
        var start = 0
        while let end = firstIndex(of: UInt8(ascii: "\n"), from: start) {
            start = end + 1
            starts.append(start)
        }
        return starts
    }

    /// Each line (split at line feeds; text after the last one is a line too, even empty)
    /// without its trailing spaces, tabs and carriage returns.
    func trimmedLines() -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while true {
            let end = firstIndex(of: UInt8(ascii: "\n"), from: start) ?? bytes.count
            var last = end
            while last > start, bytes[last - 1].isBlank || bytes[last - 1] == UInt8(ascii: "\r") { last -= 1 }
            lines.append(start..<last)
            guard end < bytes.count else { return lines }
            start = end + 1
        }
    }
}

extension StringProtocol {
    /// Without the space and tab Characters at either end (``UTF8Characters/blankTrimmed(_:)``):
    /// a part of the text itself, not a new string.
    var blankTrimmed: SubSequence {
        let kept = UTF8Characters.blankTrimmed(Array(utf8)[...])
        let view = utf8
        return self[view.index(view.startIndex, offsetBy: kept.lowerBound)..<view.index(view.startIndex, offsetBy: kept.upperBound)]
    }

    /// Without leading and trailing Unicode spaces and tabs, as Foundation's
    /// `trimmingCharacters(in: .whitespaces)` (``UTF8Scalars/whitespaceTrimmed(_:)``).
    var whitespaceTrimmed: String {
        let bytes = Array(utf8)
        let kept = UTF8Scalars.whitespaceTrimmed(bytes[...])
        return kept.count == bytes.count ? String(self) : String(decoding: kept, as: UTF8.self)
    }
}
