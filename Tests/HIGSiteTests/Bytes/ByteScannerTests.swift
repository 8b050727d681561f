import Foundation
import Testing
@testable import HIGSite

/// The byte layer's scanner: each answer at the edges (first byte, last byte, one past the end,
/// before the start), where an off-by-one in the primitive would show.
@Suite("Byte layer: scanner")
struct ByteScannerTests {
    private let text = ByteScanner(Array("ab=cd=\"e\"".utf8))

    @Test func findsAByteFromAnOffsetUpToAnEnd() {
        #expect(text.firstIndex(of: UInt8(ascii: "a"), from: 0) == 0)
        #expect(text.firstIndex(of: UInt8(ascii: "="), from: 0) == 2)
        #expect(text.firstIndex(of: UInt8(ascii: "="), from: 2) == 2, "the start itself is searched")
        #expect(text.firstIndex(of: UInt8(ascii: "="), from: 3) == 5)
        #expect(text.firstIndex(of: UInt8(ascii: "\""), from: 7) == 8, "the last byte is searched")
        #expect(text.firstIndex(of: UInt8(ascii: "\""), from: 7, to: 8) == nil, "the end is not")
        #expect(text.firstIndex(of: UInt8(ascii: "="), from: 0, to: 3) == 2)
        #expect(text.firstIndex(of: UInt8(ascii: "x"), from: 0) == nil)
        #expect(text.firstIndex(of: UInt8(ascii: "a"), from: 9) == nil)
        #expect(text.firstIndex(of: UInt8(ascii: "a"), from: -1) == nil)
        #expect(ByteScanner([]).firstIndex(of: 0, from: 0) == nil)
    }

    @Test func matchesALiteralOnlyWhollyInside() {
        #expect(text.hasLiteral("ab", at: 0))
        #expect(!text.hasLiteral("ab", at: 1))
        #expect(text.hasLiteral("=\"e\"", at: 5), "a literal ending on the last byte")
        #expect(!text.hasLiteral("=\"e\"x", at: 5), "one byte past the end")
        #expect(!text.hasLiteral("b", at: -1), "before the start")
        #expect(text.hasLiteral("", at: 9))
        #expect(!text.hasLiteral("cd", at: 2) && text.hasLiteral("cd", at: 3))
        #expect(text.hasBytes(Array("\"e\"".utf8), at: 6))
        #expect(!text.hasBytes(Array("\"e\"\"".utf8), at: 6))
        #expect(!text.hasBytes(Array("d=".utf8), at: 3) && text.hasBytes(Array("d=".utf8), at: 4))
        #expect(!text.hasBytes([UInt8(ascii: "a")], at: -1))
    }

    @Test func readsADecimalNumberOfBoundedLength() {
        let numbers = ByteScanner(Array("x12y0 123456789012".utf8))
        #expect(numbers.decimal(at: 1)! == (12, 3))
        #expect(numbers.decimal(at: 2)! == (2, 3))
        #expect(numbers.decimal(at: 4)! == (0, 5))
        #expect(numbers.decimal(at: 0) == nil && numbers.decimal(at: 3) == nil && numbers.decimal(at: -1) == nil)
        #expect(numbers.decimal(at: 6)! == (123_456_789, 15), "nine digits at most")
        #expect(numbers.decimal(at: 6, maxDigits: 2)! == (12, 8))
        #expect(numbers.decimal(at: 16)! == (12, 18), "a number ending on the last byte")
        #expect(numbers.decimal(at: 18) == nil)
    }

    @Test func findsEveryOccurrenceWithoutOverlapInARange() {
        let runs = ByteScanner(Array("aaaa-탭바-aa".utf8))
        #expect(runs.count == 14)
        #expect(runs.occurrences(of: Array("aa".utf8), in: 0..<runs.count) == [0, 2, 12], "one ending on the last byte")
        #expect(runs.occurrences(of: Array("aa".utf8), in: 1..<runs.count) == [1, 12])
        #expect(runs.occurrences(of: Array("aa".utf8), in: 0..<13) == [0, 2], "a needle that would end past the range")
        #expect(runs.occurrences(of: Array("aa".utf8), in: 1..<3) == [1], "a needle ending on the range's end")
        #expect(runs.occurrences(of: Array("탭바".utf8), in: 0..<runs.count) == [5])
        #expect(runs.occurrences(of: Array("바탭".utf8), in: 0..<runs.count) == [])
        #expect(runs.occurrences(of: [], in: 0..<runs.count) == [])
        #expect(runs.occurrences(of: Array("a".utf8), in: 4..<4) == [])
    }

    @Test func findsAByteInFileData() {
        #expect(ByteScanner.contains(UInt8(ascii: "\r"), in: Data("a\r\nb".utf8)))
        #expect(ByteScanner.contains(UInt8(ascii: "b"), in: Data("a\r\nb".utf8)), "the last byte")
        #expect(!ByteScanner.contains(UInt8(ascii: "\r"), in: Data("a\nb".utf8)))
        #expect(!ByteScanner.contains(0, in: Data()))
    }
}

@Suite("Byte layer: lines and trimming")
struct TextLinesTests {
    @Test func linesStartAfterEveryLineFeed() {
        #expect(ByteScanner(Array("a\nbc\n".utf8)).lineStarts() == [0, 2, 5])
        #expect(ByteScanner(Array("\n\n".utf8)).lineStarts() == [0, 1, 2])
        #expect(ByteScanner([]).lineStarts() == [0])
    }

    @Test func trimmedLinesDropTrailingBlanksAndCarriageReturns() {
        let text = ByteScanner(Array("a \t\r\n\n b\r\nc".utf8))
        #expect(text.trimmedLines() == [0..<1, 5..<5, 6..<8, 10..<11])
        #expect(ByteScanner(Array("x\n".utf8)).trimmedLines() == [0..<1, 2..<2], "text after the last line feed is a line")
        #expect(ByteScanner([]).trimmedLines() == [0..<0])
        #expect(ByteScanner(Array(" \r".utf8)).trimmedLines() == [0..<0])
    }

    @Test func blankTrimmingRemovesSpacesAndTabsAtBothEnds() {
        let text = Array(" \ta b\t ".utf8)
        #expect(UTF8Characters.blankTrimmed(text[...]) == 2..<5)
        #expect(UTF8Characters.blankTrimmed(text[3..<4]) == 4..<4)
        #expect(UTF8Characters.blankTrimmed(text[2..<3]) == 2..<3)
        #expect(" \ta b\t ".blankTrimmed == "a b" && "a".blankTrimmed == "a" && " \t ".blankTrimmed == "")
        #expect(UInt8(ascii: " ").isBlank && UInt8(ascii: "\t").isBlank)
        #expect(!UInt8(ascii: "\n").isBlank && !UInt8(ascii: "\r").isBlank && !UInt8(0x0B).isBlank)
    }
}
