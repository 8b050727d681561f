import Foundation
import HIGControls
import HIGRules
import Testing
@testable import HIGSite

/// Every drawing of the shipped site speaks its page's language: a Korean page draws Korean
/// labels, an English page English ones, rule examples included (issue 38).
@Suite("Drawing language")
struct DrawingLanguageTests {
    /// Latin text a Korean iOS screen shows as it is: names iOS itself writes in Latin letters on a
    /// Korean system (Wi-Fi, Bluetooth, iCloud, Apple Music), units (GB), the text-format button's "Aa"
    /// and the info button's "i". Anything else with Latin letters on a Korean page is English.
    static let latinOnKoreanPages: Set<String> = ["Wi-Fi", "Bluetooth", "iCloud", "Apple", "Music", "GB", "MB", "km", "Aa", "i"]

    /// The one page whose drawings show the other language on purpose: the English page about Korean text.
    static let pagesAboutTheOtherLanguage: Set<String> = ["en/foundations/korean-text/index.html"]

    @Test func everyDrawingsLabelsAreInItsPagesLanguage() throws {
        let folder = try TemporaryFolder()
        let content = repositoryTemplates.deletingLastPathComponent().appendingPathComponent("content")
        let report = try SiteBuilder.build(BuildOptions(content: UserPath(content.path), templates: UserPath(repositoryTemplates.path),
                                                        output: UserPath("out", relativeTo: folder.url)))
        #expect(report.written)
        var drawings = 0
        var wrong: [String] = []
        for (path, data) in try folder.snapshot("out") where path.hasSuffix(".html") && !Self.pagesAboutTheOtherLanguage.contains(path) {
            guard let pageLanguage = path.split(separator: "/").first.map(String.init), ["ko", "en"].contains(pageLanguage) else { continue }
            for (language, texts) in Self.drawings(in: String(decoding: data, as: UTF8.self), pageLanguage: pageLanguage) {
                drawings += 1
                for text in texts where !Self.isIn(language, text) { wrong.append("\(path): '\(text)' is not \(language)") }
            }
        }
        #expect(drawings > 300)
        #expect(wrong.isEmpty, "\(wrong.count) labels in the wrong language:\n\(wrong.prefix(40).joined(separator: "\n"))")
    }

    /// `higsite mockup --rule ID --lang L` prints each example in ASCII as the site draws it in SVG:
    /// every word of the terminal drawing is in the example's drawing language too.
    @Test func everyRuleExampleInASCIISpeaksItsLanguage() {
        var wrong: [String] = []
        for rule in RuleRegistry.all {
            for (index, example) in rule.examples.enumerated() {
                for language in Language.allCases {
                    let drawn = example.drawingLanguage(on: language)
                    let ascii = CheckedMockup(screen: example.screen(in: language), rules: [rule]).ascii(language: drawn)
                    let words = ascii.split { $0.isWhitespace || "│╭╮╰╯─▸◀()[]‹›,…".contains($0) }
                    for word in words where !Self.isIn(drawn.rawValue, String(word)) {
                        wrong.append("\(rule.id) #\(index + 1) --lang \(language.rawValue): '\(word)' is not \(drawn.rawValue)")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) words in the wrong language:\n\(wrong.prefix(40).joined(separator: "\n"))")
    }

    @Test func theCheckTellsTheLanguagesApart() {
        #expect(Self.isIn("ko", "받은 편지함") && Self.isIn("ko", "사무실 Wi-Fi") && Self.isIn("ko", "128GB")
                && Self.isIn("ko", "help.example.com/start") && Self.isIn("ko", "minji@example.com") && Self.isIn("ko", "99+") && Self.isIn("ko", "2026-03.pdf") && Self.isIn("ko", "#FFCC00"))
        // What a person typed is held to the page too: the examples type values that fit it (TextFieldSecureEntryRule).
        #expect(!Self.isIn("ko", "Inbox") && !Self.isIn("ko", "Sort By") && !Self.isIn("ko", "iCloud Photos") && !Self.isIn("ko", "hunter2"))
        #expect(Self.isIn("en", "Inbox") && !Self.isIn("en", "알람") && !Self.isIn("en", "ㄱ"))
    }

    /// Whether a drawn text belongs on a page in `language`. Addresses, file names and version
    /// numbers (a word with a dot or an @ inside) belong to no language.
    static func isIn(_ language: String, _ text: String) -> Bool {
        // A colour well's value (#FFCC00) is a number written in hex.
        if text.wholeMatch(of: /#[0-9A-Fa-f]{6}/) != nil { return true }
        if language == "en" {
            return !text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x1100...0x11FF).contains($0.value)
                || (0x3130...0x318F).contains($0.value) }
        }
        let words = text.split { !($0.isLetter || $0 == "-" || $0 == "." || $0 == "@" || $0 == "_" || $0 == "/") }
        return words.allSatisfy { word in
            let trimmed = word.trimmingCharacters(in: CharacterSet(charactersIn: ".-/"))
            guard trimmed.contains(where: { $0.isASCII && $0.isLetter }) else { return true }
            if word.contains("@") || word.dropLast().contains(".") || word.contains("_") { return true }
            let latin = trimmed.prefix { $0.isASCII }, rest = trimmed.dropFirst(latin.count)
            // "iCloud와", "128GB": a name or unit with a Korean particle or a number attached.
            return latinOnKoreanPages.contains(String(trimmed)) || latinOnKoreanPages.contains(String(latin)) && !rest.contains { $0.isASCII }
        }
    }

    /// Each drawing of the page (an SVG in a figure) with the language it says it is in (the
    /// figure's `lang`, else the page's) and its texts.
    static func drawings(in html: String, pageLanguage: String) -> [(language: String, texts: [String])] {
        var result: [(String, [String])] = []
        var rest = html[...]
        while let start = rest.range(of: "<figure"), let end = rest.range(of: "</figure>", range: start.upperBound..<rest.endIndex) {
            let figure = rest[start.lowerBound..<end.upperBound]
            rest = rest[end.upperBound...]
            guard let svgStart = figure.range(of: "<svg") else { continue }
            let tag = figure[..<(figure.range(of: ">")?.lowerBound ?? figure.endIndex)]
            let language = tag.range(of: " lang=\"").map { String(tag[$0.upperBound...].prefix(2)) } ?? pageLanguage
            var texts: [String] = []
            var svg = figure[svgStart.lowerBound...]
            while let open = svg.range(of: "<text"), let close = svg.range(of: "</text>", range: open.upperBound..<svg.endIndex) {
                let inner = svg[open.upperBound..<close.lowerBound].drop { $0 != ">" }.dropFirst()
                texts.append(unescaped(String(inner).replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)))
                svg = svg[close.upperBound...]
            }
            result.append((language, texts))
        }
        return result
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
