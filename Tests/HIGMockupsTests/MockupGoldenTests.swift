import Foundation
import GoldenFiles
#if canImport(FoundationXML)
import FoundationXML
#endif
import HIGControls
import HIGMockups
import HIGRules
import Testing
import Yams

/// One fixture per control kind (and whole screens), drawn as ASCII and SVG with the
/// violations of every rule marked, compared word for word with golden files (`expectGolden`).
struct MockupFixture: Sendable, CustomTestStringConvertible {
    let name: String

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let all: [MockupFixture] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Fixtures").path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted().map { MockupFixture(name: String($0.dropLast(5))) }

    var testDescription: String { name }

    func screen() throws -> Screen {
        let yaml = try String(contentsOf: Self.folder.appendingPathComponent("Fixtures/\(name).yaml"), encoding: .utf8)
        return try YAMLDecoder().decode(Screen.self, from: yaml)
    }

    func marks(_ screen: Screen) -> [MockupMark] {
        RuleRegistry.violations(in: screen).enumerated().map { MockupMark(element: $1.element, number: $0 + 1) }
    }
}

@Suite("Mockups")
struct MockupGoldenTests {
    @Test func everyControlKindHasAFixture() {
        let names = Set(MockupFixture.all.map(\.name))
        let drawn = Element.contentKinds.map(\.rawValue) + ["navigation-bar", "status-bar", "tab-bar", "toolbar"]
        // A switch is drawn in its proper place, a table row: that fixture is named after it too.
        #expect(Set(drawn).subtracting(names).isEmpty, "missing fixtures: \(Set(drawn).subtracting(names).sorted())")
    }

    @Test(arguments: MockupFixture.all)
    func asciiMatchesGolden(_ fixture: MockupFixture) throws {
        let screen = try fixture.screen()
        try expectGolden(Mockup.ascii(screen, language: .ko, marks: fixture.marks(screen)), "\(fixture.name).txt")
    }

    @Test(arguments: MockupFixture.all)
    func svgMatchesGoldenParsesAndRenders(_ fixture: MockupFixture) throws {
        let screen = try fixture.screen()
        let marks = fixture.marks(screen)
        let svg = Mockup.svg(screen, language: .ko, title: fixture.name, marks: marks, verdict: marks.isEmpty ? .passes : .fails)
        try expectGolden(svg, "\(fixture.name).svg")
        #expect(svg == Mockup.svg(screen, language: .ko, title: fixture.name, marks: marks, verdict: marks.isEmpty ? .passes : .fails),
                "the same screen gives the same bytes")

        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")

        let png = try SVGRenderer.png(svg)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "rsvg-convert did not produce a PNG")
    }

    /// The bars of iOS 7 to 18 (`style: classic`, for the content's history notes) are drawn as
    /// they were before today's design became the default: these goldens are the drawings of that
    /// time (checked when they were made: the same but for the shared style sheet's new classes).
    @Test(arguments: ["navigation-bar", "toolbar", "tab-bar", "screen-iphone", "screen-ipad", "split-view"])
    func classicBarsAreTheEarlierDrawings(_ name: String) throws {
        let fixture = MockupFixture(name: name)
        let screen = try fixture.screen()
        let marks = fixture.marks(screen)
        try expectGolden(Mockup.ascii(screen, language: .ko, marks: marks, style: .classic), "\(name).classic.txt")
        let svg = Mockup.svg(screen, language: .ko, title: name, marks: marks, verdict: marks.isEmpty ? .passes : .fails, style: .classic)
        try expectGolden(svg, "\(name).classic.svg")
        let glass = Mockup.svg(screen, language: .ko, title: name, marks: marks, verdict: marks.isEmpty ? .passes : .fails)
        #expect(glass != svg && glass.contains("hm-glass") && !svg.contains("class=\"hm-glass"), "today's design draws glass; classic does not")
        #expect(!glass.contains("class=\"hm-bar\""), "glass bars have no bar background")
    }

    @Test func hangulLinesUpInTheTerminal() throws {
        let screen = try YAMLDecoder().decode(Screen.self, from: "navigation-bar: {title: 설정}\ncontent: [{label: 한글과 English}]\ntab-bar: {items: [홈, Search]}\n")
        let lines = Mockup.ascii(screen, language: .ko).split(separator: "\n")
        let widths = Set(lines.map { TextMetrics.displayWidth(String($0)) })
        #expect(widths.count == 1, "every line of the frame is equally wide in terminal columns: \(widths)")
    }

    /// Today's iPad tab bar sits at the top, its titles on one line: long or hostile titles are
    /// cut to the frame, which stays straight in both styles.
    @Test func theIPadTabBarOnTopKeepsTheFrameStraight() throws {
        let titles = (1...8).map { "\"탭 \($0) with a long title\\n\"" }.joined(separator: ", ")
        let screen = try YAMLDecoder().decode(Screen.self, from: "device: ipad\ntab-bar: {items: [\(titles)], selected: 2}\n")
        for style in BarStyle.allCases {
            let lines = Mockup.ascii(screen, language: .ko, style: style).split(separator: "\n")
            #expect(Set(lines.map { TextMetrics.displayWidth(String($0)) }).count == 1, "\(style): \(lines)")
            #expect(!lines.contains { $0.contains("\n") && !$0.contains("\\n") })
        }
        #expect(Mockup.ascii(screen, language: .ko).split(separator: "\n")[1].contains("(탭 1"), "the tabs are on the first line")
    }

    /// A dialog's title and message wrap at spaces (Hangul included) to a few lines, the last cut
    /// with `…`, and the frame stays straight however long the text.
    @Test func dialogTextWrapsAndStaysInItsFrame() throws {
        let long = String(repeating: "사진을 저장할 수 없습니다 ", count: 2_000)
        let alert = Screen(content: [.alert(Alert(title: long, message: long, buttons: [DialogButton(title: "OK")]))])
        let lines = Mockup.ascii(alert, language: .ko).split(separator: "\n")
        #expect(Set(lines.map { TextMetrics.displayWidth(String($0)) }).count == 1, "\(lines)")
        #expect(lines.filter { $0.contains("…") }.count == 2, "title and message each end in …")
        // Alone, the alert has no device frame: its top edge, two title lines, three message lines, a rule, OK, its bottom edge.
        #expect(lines.count == 1 + 2 + 3 + 1 + 1 + 1, "\(lines)")
        let svg = Mockup.svg(alert, language: .ko, title: "alert")
        #expect(svg.components(separatedBy: "<text").count - 1 <= 2 + 3 + 4 + 4, "the SVG wraps to at most 3 + 4 lines too")
    }

    @Test func labelsAreEscapedInTheSVG() throws {
        let screen = Screen(content: [.label(Label(text: "<script>alert(\"x\")</script> & more"))])
        let svg = Mockup.svg(screen, language: .en, title: "a <b> title", marks: [])
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more"))
        #expect(svg.contains("<title>a &lt;b&gt; title</title>"))
    }
}

/// Converts SVG with librsvg's `rsvg-convert`, the renderer a browser-independent check needs.
enum SVGRenderer {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func png(_ svg: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", "--format", "png"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(svg.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "rsvg-convert failed (install librsvg2-bin): \(message)")
        }
        return data
    }
}
