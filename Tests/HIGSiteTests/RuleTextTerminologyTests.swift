import Foundation
import HIGControls
import HIGRules
import Testing
@testable import HIGSite

/// The Korean texts HIGRules ships (titles, summaries, thresholds, example captions and the
/// messages of the failing examples) reach readers on the rule pages and in `higsite lint`, but
/// `check` reads only the content: this holds them to the same glossary as the Korean pages.
@Suite("Rule texts and the glossary")
struct RuleTextTerminologyTests {
    @Test(arguments: RuleRegistry.all.map(\.id))
    func koreanTextsUseTheGlossaryTerms(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        let matcher = try Self.matcher()
        var texts: [(String, String)] = [("title", rule.title.ko), ("summary", rule.summary.ko)]
        if let threshold = rule.threshold { texts.append(("threshold", threshold.ko)) }
        for (index, example) in rule.examples.enumerated() {
            texts.append(("examples[\(index)].caption", example.caption.ko))
            for violation in rule.violations(in: example.screen) {
                texts.append(("examples[\(index)] message at \(violation.element)", violation.message.ko))
            }
        }
        for (place, text) in texts {
            let bytes = Array(text.nfc.utf8)
            let found = matcher.matches(in: ByteScanner(bytes), range: 0..<bytes.count)
                .map { String(decoding: $0.variant.bytes, as: UTF8.self) }
            #expect(found.isEmpty, "\(id) \(place) uses \(found) (glossary: content/glossary.yaml): \(text)")
        }
    }

    @Test func theMatcherFindsAnAvoidedVariant() throws {
        let bytes = Array("버튼을 눌러 글꼴을 바꿉니다".utf8)
        let found = try Self.matcher().matches(in: ByteScanner(bytes), range: 0..<bytes.count)
        #expect(found.map { String(decoding: $0.variant.bytes, as: UTF8.self) } == ["눌러", "글꼴"])
    }

    private static func matcher() throws -> TermMatcher {
        let file = repositoryTemplates.deletingLastPathComponent().appendingPathComponent("content/glossary.yaml")
        let (glossary, diagnostics) = Glossary.parse(try String(contentsOf: file, encoding: .utf8), displayPath: file.path)
        #expect(diagnostics.isEmpty)
        #expect(!glossary.entries.isEmpty)
        return TermMatcher(glossary: glossary)
    }
}
