import Foundation
import GoldenFiles
import Testing

/// `higsite lint --explain` speaks the chosen language (issue 40): what the code left unknown,
/// why, the summary on standard error and the notes of each violation, in Korean or English.
@Suite("higsite lint --explain in each language")
struct ExplainLanguageTests {
    func recipeApp() throws -> Project {
        let project = try Project()
        for file in ExplainFixture.files { try project.write(file.path, file.text) }
        return project
    }

    /// The report and the summary line, as one golden per language: read them when re-recorded.
    @Test(arguments: ["ko", "en"])
    func explainMatchesGolden(_ language: String) throws {
        let run = try recipeApp().run("lint", "Recipes", "--explain", "--lang", language)
        #expect(run.status == 1, "the fixture has warnings")
        try expectGolden(run.stdout + "--- stderr\n" + run.stderr, "explain.\(language).txt")
    }

    /// Korean output holds no English sentence: outside code (quoted names, Swift identifiers,
    /// file paths) no two English words follow each other. The English holds no Hangul but the
    /// app's own texts.
    @Test func koreanOutputHasNoEnglishSentence() throws {
        let run = try recipeApp().run("lint", "Recipes", "--explain", "--lang", "ko")
        let unknowns = run.stdout.split(separator: "\n").filter { $0.contains(": 알 수 없음: ") }
        #expect(unknowns.count >= 12, "\(run.stdout)")
        var english: [String] = []
        for line in run.stdout.split(separator: "\n") + [Substring(run.stderr.dropFirst("higsite lint: ".count))] {
            let prose = Self.prose(of: String(line))
            if let found = prose.firstMatch(of: #/[A-Za-z]{3,} [A-Za-z]{3,}/#) { english.append("\(found.output): \(line)") }
            if !prose.isEmpty, !prose.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) }) { english.append(String(line)) }
        }
        #expect(english.isEmpty, "English prose in the Korean output:\n\(english.joined(separator: "\n"))")
        #expect(run.stderr.hasPrefix("higsite lint: 화면 3개 읽음: SwiftUI 파일 2개에서 2개, 스토리보드 파일 1개에서 1개; 알 수 없는 부분 "))
    }

    @Test func englishOutputHasNoHangulButTheAppsTexts() throws {
        let run = try recipeApp().run("lint", "Recipes", "--explain", "--lang", "en")
        let unknowns = run.stdout.split(separator: "\n").filter { $0.contains(": unknown: ") }
        #expect(unknowns.count >= 12)
        for line in unknowns + [Substring(run.stderr)] {
            #expect(!line.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(line)")
        }
    }

    /// JSON keeps its keys in every language; `what` and `why` follow --lang, as the messages of
    /// the diagnostics beside them do.
    @Test func jsonKeepsItsKeysAndSpeaksTheLanguage() throws {
        let project = try recipeApp()
        let korean = try project.run("lint", "Recipes/RecipeTabs.swift", "--show", "--format", "json", "--lang", "ko")
        let english = try project.run("lint", "Recipes/RecipeTabs.swift", "--show", "--format", "json", "--lang", "en")
        #expect(korean.stdout.contains(#""what": "1번 탭의 배지", "why": "실행 중에 정해지는 값('newCount')입니다""#), "\(korean.stdout)")
        #expect(english.stdout.contains(#""what": "the badge of tab 1", "why": "'newCount' is a value at run time""#))
        let keys = #/"([a-z-]+)":/#
        #expect(korean.stdout.matches(of: keys).map(\.output.1) == english.stdout.matches(of: keys).map(\.output.1))
    }

    /// A line without its place (`file:line:column: `), quoted names ('…', "…", ‘…’), code
    /// (`.vertical`, `axis:`), and the screen's name: what is left is prose.
    static func prose(of line: String) -> String {
        var text = line
        if let place = text.firstMatch(of: #/^[^:]+:\d+:\d+: [^:]+: /#) { text.removeSubrange(place.range) }
        text = text.replacing(#/'[^']*'|"[^"]*"|‘[^’]*’|\[[^\]]*\]|\(화면: [^)]*\)/#, with: "")
        text = text.replacing(#/[A-Za-z.#@]*[A-Z.:(][A-Za-z.:()]*|[a-z]+[A-Z][A-Za-z]*/#, with: "")
        return text.trimmingCharacters(in: .whitespaces)
    }
}
