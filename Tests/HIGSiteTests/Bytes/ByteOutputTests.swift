import Foundation
import HIGControls
import Testing
@testable import HIGSite

/// What the byte layer writes: escaped HTML, C strings in and out, strings assembled in place,
/// the template writer and files.
@Suite("Byte layer: output")
struct ByteOutputTests {
    @Test func escapesTheFiveHTMLCharactersAndNothingElse() {
        #expect(HTML.escape("a&b<c>d\"e'f 탭\n") == "a&amp;b&lt;c&gt;d&quot;e&#39;f 탭\n")
        #expect(HTML.escape("&") == "&amp;" && HTML.escape("'x'") == "&#39;x&#39;" && HTML.escape("") == "")
        let writer = ByteWriter(capacity: 1)
        HTML.appendEscaped("<b>", to: writer)
        HTML.appendEscaped(Array("&'".utf8), to: writer)
        #expect(String(decoding: writer.bytes(), as: UTF8.self) == "&lt;b&gt;&amp;&#39;")
    }

    /// XML (sitemaps, feeds, SVG) forbids C0 controls but tab, line feed and carriage return,
    /// and HTML reports them: every writer leaves them out, pages and drawings alike.
    @Test func leavesOutControlCharactersXMLForbids() {
        let text = "a\u{0}b\u{1B}[31mc\u{7}\td\ne\rf\u{1F}<"
        #expect(HTML.escape(text) == "ab[31mc\td\ne\rf&lt;")
        let writer = ByteWriter(capacity: 1)
        HTML.appendEscaped(text, to: writer)
        #expect(String(decoding: writer.bytes(), as: UTF8.self) == HTML.escape(text))
        var svg: [UInt8] = []
        MarkupText.append(text, to: &svg)
        #expect(String(decoding: svg, as: UTF8.self) == HTML.escape(text), "the drawings escape as the pages do")
        #expect(HTML.escape("\u{1}") == "" && HTML.escape("탭\u{7F}") == "탭\u{7F}")
    }

    @Test func theWriterGrowsAndKeepsEveryPiece() {
        let writer = ByteWriter(capacity: 4)
        var expected: [UInt8] = []
        for piece in 0..<200 {
            let bytes = Array("piece \(piece);".utf8)
            if piece.isMultiple(of: 2) { writer.append(bytes) } else { writer.append(bytes[1...]) }
            expected += piece.isMultiple(of: 2) ? bytes : Array(bytes[1...])
        }
        writer.append(Array("x끝y".utf8), range: 1..<4)
        expected += Array("끝".utf8)
        #expect(writer.bytes() == expected && writer.count == expected.count)
        #expect(writer.bytes(from: expected.count - 3) == Array("끝".utf8))
    }

    @Test func cStringsComeInAndGoOutWhole() {
        #expect(CString.bytes(nil) == [] && CString.string(nil) == "" && CString.isEmpty(nil))
        "탭 바".withCString { text in
            #expect(CString.bytes(text) == Array("탭 바".utf8))
            #expect(CString.string(text) == "탭 바" && !CString.isEmpty(text))
        }
        "".withCString { #expect(CString.isEmpty($0) && CString.bytes($0) == []) }
        #expect(CString.takeBytes(strdup("made in C")) == Array("made in C".utf8))
        var buffer = Array("abc".utf8)
        let seen = CString.withNULTerminated(&buffer) { String(cString: $0) }
        #expect(seen == "abc" && buffer == Array("abc".utf8), "the NUL is taken off again")
        let passed = CString.withUTF8(of: "탭\0x") { pointer, count in
            Array(UnsafeRawBufferPointer(start: pointer, count: count))
        }
        #expect(passed == Array("탭\0x".utf8), "a length, not a NUL, ends the text")
    }

    @Test func aStringIsAssembledFromPiecesInPlace() {
        let url = String(assemblingUTF8: 20) { url in
            url.append(UInt8(ascii: "."))
            url.append(UInt8(ascii: "/"))
            url.append("탭/")
            url.append("index.html")
        }
        #expect(url == "./탭/index.html" && url.utf8.count == 16)
        #expect(String(assemblingUTF8: 0) { _ in } == "")
        #expect(String(assemblingUTF8: 3) { $0.append("abc") } == "abc", "exactly the capacity")
    }

    @Test func hashingByUTF8SeparatesWhatDiffers() {
        func hash(_ text: String) -> Int {
            var hasher = Hasher()
            hasher.combineUTF8(of: text)
            return hasher.finalize()
        }
        #expect(hash("탭 바") == hash(String("x탭 바".dropFirst())))
        #expect(hash("ab") != hash("ba") && hash("a") != hash("a\0"))
    }

    @Test func filesGetEveryByteOrTheErrorNumber() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("higsite-filebytes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        let data = Array(repeating: Array("0123456789탭".utf8), count: 10_000).joined()
        #expect(FileBytes.write(Array(data)[3...], to: descriptor) == 0)
        close(descriptor)
        #expect(try Data(contentsOf: url) == Data(Array(data)[3...]))
        #expect(FileBytes.write(Array("x".utf8)[...], to: -1) == EBADF)
    }
}
