import Foundation
import Testing
@testable import HIGSite
import HIGControls

/// Classification, scalar counts and columns: the byte readings that let Korean and English text
/// skip the Character machinery must agree with it at every edge of the Hangul range.
@Suite("Byte layer: UTF-8 text")
struct UTF8TextTests {
    @Test func hangulSyllablesAreExactlyGaToHih() {
        let first = Array("가".utf8), last = Array("힣".utf8)
        #expect(first == [0xEA, 0xB0, 0x80] && last == [0xED, 0x9E, 0xA3])
        for (text, isSyllable) in [("가", true), ("힣", true), ("\u{ABFF}", false), ("\u{D7A4}", false), ("ㄱ", false),
                                   ("\u{1100}", false), ("a", false), ("é", false), ("\u{E000}", false)] {
            let scanner = ByteScanner(Array(("x" + text).utf8))
            #expect(scanner.hasHangulSyllable(at: 1) == isSyllable, "\(text.unicodeScalars.first!.value)")
            #expect(Array(text.utf8).withUnsafeBufferPointer { $0.hasHangulSyllable(at: 0) } == isSyllable)
        }
        let cut = ByteScanner(Array("가".utf8).dropLast())
        #expect(!cut.hasHangulSyllable(at: 0), "a syllable needs all three bytes")
        #expect(!ByteScanner(Array("가".utf8)).hasHangulSyllable(at: 1) && !ByteScanner(Array("가".utf8)).hasHangulSyllable(at: -1))
    }

    @Test func textOfASCIIAndSyllablesIsToldApart() {
        for (text, expected) in [("", true), ("abc 탭 바", true), ("힣z", true), ("é", false), ("가\u{11A8}", false),
                                 ("탭".decomposedStringWithCanonicalMapping, false), ("a👩", false)] {
            #expect(text.isASCIIOrHangulSyllables == expected, "\(text.debugDescription)")
            let scanner = ByteScanner(Array(("é" + text + "é").utf8))
            #expect(scanner.isASCIIOrHangulSyllables(in: 2..<scanner.count - 2) == expected, "\(text.debugDescription)")
        }
        #expect("a\u{301}".nfc == "\u{E1}" && "탭 바".nfc == "탭 바")
    }

    @Test func scalarsAreCountedByTheirLeadingBytes() {
        let text = ByteScanner(Array("aé가👩‍👧".utf8))  // 1 + 2 + 3 + 4 + 3 + 4 bytes
        #expect(text.scalarCount(in: 0..<text.count) == 6)
        #expect(text.scalarCount(in: 1..<3) == 1)
        #expect(text.scalarCount(in: 0..<1) == 1 && text.scalarCount(in: 3..<3) == 0)
        #expect(text.scalarCount(in: 2..<6) == 1, "a range starting inside a scalar counts the ones that start in it")
    }

    @Test func sourceColumnsAreScalarsFromTheLineStart() {
        var text = SourceText("ab\n탭 [x](y)\n\u{1F469}z\n", lineOffset: 4)
        #expect(text.location(line: 1, byteColumn: 1) == HIGControls.SourceLocation(line: 5, column: 1))
        #expect(text.location(line: 1, byteColumn: 3) == HIGControls.SourceLocation(line: 5, column: 3))
        #expect(text.location(line: 2, byteColumn: 5) == HIGControls.SourceLocation(line: 6, column: 3), "after one syllable and a space")
        #expect(text.location(line: 2, byteColumn: 8) == HIGControls.SourceLocation(line: 6, column: 6), "counted on along the line")
        #expect(text.location(line: 2, byteColumn: 1) == HIGControls.SourceLocation(line: 6, column: 1), "and back again")
        #expect(text.location(line: 3, byteColumn: 5) == HIGControls.SourceLocation(line: 7, column: 2))
        #expect(text.location(line: 0, byteColumn: 1) == nil)
        #expect(text.location(line: 9, byteColumn: 4) == HIGControls.SourceLocation(line: 13, column: 4), "past the text: as cmark gave it")
    }

    @Test func aByteIsFoundAndTheTextSplitAtItsUTF8Offset() {
        #expect("탭/바#x".firstUTF8Offset(of: UInt8(ascii: "#")) == 7)
        #expect("#".firstUTF8Offset(of: UInt8(ascii: "#")) == 0 && "abc".firstUTF8Offset(of: UInt8(ascii: "#")) == nil)
        #expect("a?b#c".dropFirst().firstUTF8Offset(of: UInt8(ascii: "#")) == 2, "an offset into a substring is its own")
        let (head, tail) = "탭/바#\u{301}x".splitUTF8(at: 7)
        #expect(head == "탭/바" && Array(tail.utf8) == Array("#\u{301}x".utf8))
        #expect(LinkResolver.split("a.md?q=1#\u{301}x") == ("a.md", "\u{301}x"), "the fragment keeps a mark after the #")
    }
}
