import Foundation
import Testing
@testable import HIGSite

/// Issue 34: `check --fix` with a glossary must never damage correct text. A variant is matched
/// whole, longest first, never inside a preferred term, never overlapping another; a second
/// `--fix` changes nothing, and every fix printed is in the file.
@Suite("check --fix with a glossary")
struct GlossaryFixTests {
    /// Runs `--fix` on a page whose body is `body`, twice; the page after each, and the changes.
    private func fixTwice(_ body: String, glossary: String) throws -> (first: String, second: String, changes: [FixOutcome.Change], again: [FixOutcome.Change]) {
        var files = FixtureSite.defaultFiles
        files["ko/controls/switches.md"] = FixtureSite.page("스위치", order: 2, body)
        files["glossary.yaml"] = glossary
        let site = try FixtureSite(files)
        let content = UserPath("content", relativeTo: site.folder.url)
        let outcome = try Fixer.fix(content: content, rules: FixtureSite.rules)
        try FixWriter.write(outcome, content: content)
        let first = try site.folder.read("content/ko/controls/switches.md")
        let again = try Fixer.fix(content: content, rules: FixtureSite.rules)
        try FixWriter.write(again, content: content)
        return (first, try site.folder.read("content/ko/controls/switches.md"), outcome.changes, again.changes)
    }

    @Test func aVariantInsideThePreferredTermIsLeftAlone() throws {
        let run = try fixTwice("올바른 탭 바 용어, 그리고 탭 하나.\n", glossary: "- en: tab bar\n  ko: 탭 바\n  avoid: [탭]\n")
        #expect(run.first.hasSuffix("\n올바른 탭 바 용어, 그리고 탭 바 하나.\n"))
        #expect(run.changes.map(\.description).filter { $0.contains("switches.md") } == ["content/ko/controls/switches.md:6:17: fixed: 탭 → 탭 바"])
        #expect(run.again.isEmpty)
        #expect(run.second == run.first)
    }

    @Test func theLongestVariantIsReplacedWhole() throws {
        let run = try fixTwice("위쪽 탐색 바와 탐색.\n", glossary: "- en: navigation bar\n  ko: 내비게이션 바\n  avoid: [탐색, 탐색 바]\n")
        #expect(run.first.hasSuffix("\n위쪽 내비게이션 바와 내비게이션 바.\n"))
        #expect(run.changes.map(\.description) == [
            "content/ko/controls/switches.md:6:4: fixed: 탐색 바 → 내비게이션 바",
            "content/ko/controls/switches.md:6:10: fixed: 탐색 → 내비게이션 바",
        ])
        #expect(run.again.isEmpty)
    }

    /// Two entries that each avoid the other's term: both terms are right where they stand, so
    /// nothing is reported or changed (it used to print 16 fixes and leave the file as it was).
    @Test func termsThatAvoidEachOtherChangeNothing() throws {
        let glossary = "- en: sheet\n  ko: 시트\n  avoid: [화면]\n- en: screen\n  ko: 화면\n  avoid: [시트]\n"
        let run = try fixTwice("시트와 화면.\n", glossary: glossary)
        #expect(run.changes.isEmpty)
        #expect(run.first.hasSuffix("\n시트와 화면.\n"))
    }

    /// Glossaries and texts made from a few syllables, so that variants, preferred terms and their
    /// overlaps meet often: replacing every match leaves none, and every match is a whole variant
    /// outside every preferred term.
    @Test func replacingEveryMatchLeavesNoneToFind() {
        var random = SeededRandom(seed: 34)
        let syllables = ["탭", "바", " ", "탐", "색"]
        func word(_ length: ClosedRange<Int>) -> String {
            (0..<Int.random(in: length, using: &random)).map { _ in syllables.randomElement(using: &random)! }.joined()
        }
        for _ in 0..<3_000 {
            let entries = (0..<Int.random(in: 1...3, using: &random)).map { index in
                GlossaryEntry(english: "term \(index)", korean: word(1...3), avoid: (0..<Int.random(in: 1...3, using: &random)).map { _ in word(1...3) })
            }
            let matcher = TermMatcher(glossary: Glossary(entries: entries))
            let text = word(0...24)
            let fixed = Self.replacingMatches(of: matcher, in: text, entries: entries)
            let left = matcher.matches(in: ByteScanner(Array(fixed.utf8)), range: 0..<fixed.utf8.count)
            #expect(left.isEmpty, "glossary \(entries.map { ($0.korean, $0.avoid) }), text '\(text)' → '\(fixed)' still has \(left.count)")
            if !left.isEmpty { return }
        }
    }

    private static func replacingMatches(of matcher: TermMatcher, in text: String, entries: [GlossaryEntry]) -> String {
        var bytes = Array(text.utf8)
        for (start, variant) in matcher.matches(in: ByteScanner(bytes), range: 0..<bytes.count).reversed() {
            bytes.replaceSubrange(start..<(start + variant.bytes.count), with: Array(entries[variant.entry].korean.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// SplitMix64: the same cases on every run and every machine.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
