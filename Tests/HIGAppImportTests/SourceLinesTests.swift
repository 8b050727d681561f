import HIGAppImport
import Testing

@Suite struct SourceLinesTests {
    @Test func bytesBecomeScalarColumns() {
        let lines = SourceLines("let a = 1\n// 설정 화면\nText(\"x\")")
        #expect(lines.position(ofByteOffset: 0) == SourcePosition(line: 1, column: 1))
        // `화` is the sixth scalar of line 2 but its tenth byte.
        let line2 = lines.byteOffset(ofLine: 2)
        #expect(lines.position(ofByteOffset: line2 + 9) == SourcePosition(line: 2, column: 6))
        #expect(lines.position(line: 2, byteColumn: 10) == SourcePosition(line: 2, column: 6))
        #expect(lines.position(ofByteOffset: lines.byteOffset(ofLine: 3)) == SourcePosition(line: 3, column: 1))
    }

    @Test func anOffsetInsideAScalarPointsAtIt() {
        let lines = SourceLines("가x")
        #expect(lines.position(ofByteOffset: 1) == SourcePosition(line: 1, column: 1))
        #expect(lines.position(ofByteOffset: 3) == SourcePosition(line: 1, column: 2))
        #expect(lines.position(ofByteOffset: 99) == SourcePosition(line: 1, column: 3))
    }

    @Test func wordsAreFoundWholeAndByteForByte() {
        let lines = SourceLines("// 설정\nstruct SyncRow: View { let x = SyncRowStyle() }\n_row")
        #expect(lines.contains("os(") == false)
        #expect(lines.contains("SyncRow: V"))
        #expect(lines.contains("설정"))
        #expect(!lines.contains("SyncRowX"))
        #expect(lines.contains(""))
        func words(_ names: String...) -> Set<ArraySlice<UInt8>> { Set(names.map { ArraySlice($0.utf8) }) }
        #expect(lines.containsWord(from: words("SyncRow")))
        #expect(lines.containsWord(from: words("_row")), "a word at the end of the text")
        #expect(!lines.containsWord(from: words("Sync", "Style", "row")), "inside longer words")
        #expect(lines.containsWord(from: words("설정")), "Swift names may be Korean")
        #expect(!SourceLines("").containsWord(from: words("a")))
    }

    @Test func fileKindsComeFromTheName() {
        #expect(ImportedFile.Kind(fileName: "ContentView.swift") == .swiftUI)
        #expect(ImportedFile.Kind(fileName: "Main.storyboard") == .storyboard)
        #expect(ImportedFile.Kind(fileName: "Cell.XIB") == .xib)
        #expect(ImportedFile.Kind(fileName: "screen.yaml") == nil)
    }
}
