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

    @Test func fileKindsComeFromTheName() {
        #expect(ImportedFile.Kind(fileName: "ContentView.swift") == .swiftUI)
        #expect(ImportedFile.Kind(fileName: "Main.storyboard") == .storyboard)
        #expect(ImportedFile.Kind(fileName: "Cell.XIB") == .xib)
        #expect(ImportedFile.Kind(fileName: "screen.yaml") == nil)
    }
}
