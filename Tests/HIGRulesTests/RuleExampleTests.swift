import Foundation
import HIGControls
import Testing
@testable import HIGRules

/// One case per example of every rule: the examples are the rules' tests.
struct ExampleCase: Sendable, CustomTestStringConvertible {
    let ruleID: String
    let index: Int

    static let all: [ExampleCase] = RuleRegistry.all.flatMap { rule in
        rule.examples.indices.map { ExampleCase(ruleID: rule.id, index: $0) }
    }

    var testDescription: String {
        let example = RuleRegistry.rule(ruleID)!.examples[index]
        return "\(ruleID) #\(index) \(example.expectation == .passes ? "passes" : "fails"): \(example.caption.en)"
    }
}

@Suite("Rule examples")
struct RuleExampleTests {
    @Test(arguments: ExampleCase.all)
    func exampleHasTheExpectedVerdict(_ example: ExampleCase) throws {
        let rule = try #require(RuleRegistry.rule(example.ruleID))
        let recorded = rule.examples[example.index]
        // Point at the example's own line, not at this test.
        let location = SourceLocation(fileID: "HIGRules/" + URL(fileURLWithPath: recorded.file).lastPathComponent,
                                      filePath: recorded.file, line: recorded.line, column: 1)
        // Each page draws the example in its own language: the verdict holds in every one.
        for language in Language.allCases {
            try expectVerdict(rule, recorded, on: recorded.screen(in: language), in: language, at: location)
        }
        if case .translated = recorded.labels {
            #expect(try ExampleLabels.relabel(recorded.screen) { $0 } == recorded.screen,
                    "the screen's model does not survive its JSON, so it cannot be relabelled", sourceLocation: location)
        }
    }

    private func expectVerdict(_ rule: Rule, _ recorded: RuleExample, on screen: Screen, in language: Language,
                               at location: Testing.SourceLocation) throws {
        let violations = rule.violations(in: screen)
        switch recorded.expectation {
        case .passes:
            #expect(violations.isEmpty, "expected to pass in \(language.englishName), got: \(violations.map(\.message.en))", sourceLocation: location)
        case .fails:
            #expect(!violations.isEmpty, "expected a violation of \(rule.id) in \(language.englishName)", sourceLocation: location)
            // The example names the element a reader points at; the rule must report exactly there.
            let marked = try #require(recorded.markedElement, "a failing example names its element", sourceLocation: location)
            #expect(violations.contains { $0.element.description == marked },
                    "expected a violation at \(marked) in \(language.englishName), got one at: \(violations.map(\.element.description))", sourceLocation: location)
            #expect(violations.allSatisfy { !$0.message.ko.isEmpty && !$0.message.en.isEmpty && $0.message.ko != $0.message.en },
                    "every message needs its own Korean and English text", sourceLocation: location)
        }
    }
}

@Suite("Example labels")
struct ExampleLabelTests {
    /// A text is one side of one pair, so that it goes to one text in each language and back.
    @Test func everyTextIsInOnePairAtMost() {
        let korean = ExampleLabels.pairs.map(\.ko), english = ExampleLabels.pairs.map(\.en)
        #expect(Set(korean).count == korean.count, "a Korean text in two pairs")
        #expect(Set(english).count == english.count, "an English text in two pairs")
        #expect(Set(korean).isDisjoint(with: english), "a text on the Korean side of one pair and the English side of another")
        for pair in ExampleLabels.pairs {
            #expect(!pair.en.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) },
                    "'\(pair.en)' is not English")
            #expect(ExampleLabels.text(pair.en, in: .ko) == pair.ko && ExampleLabels.text(pair.ko, in: .en) == pair.en)
        }
    }
}

@Suite("Rule registry")
struct RuleRegistryTests {
    @Test func everyRuleHasPassingAndFailingExamples() {
        for rule in RuleRegistry.all {
            #expect(rule.examples.contains { $0.expectation == .passes }, "\(rule.id) has no passing example")
            #expect(rule.examples.contains { $0.expectation == .fails }, "\(rule.id) has no failing example")
        }
    }

    @Test func idsAreUniqueAndNamedAfterTheirComponent() {
        let ids = RuleRegistry.all.map(\.id)
        #expect(Set(ids).count == ids.count, "two rules share an id")
        for rule in RuleRegistry.all {
            #expect(rule.id.hasPrefix(rule.component.rawValue + "."), "\(rule.id) should start with '\(rule.component.rawValue).'")
            let aspect = rule.id.dropFirst(rule.component.rawValue.count + 1)
            #expect(!aspect.isEmpty && aspect.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.id): aspect must be kebab-case")
        }
    }

    @Test func everyRuleDefinedInTheSourcesIsRegistered() throws {
        let rulesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/HIGRules/Rules")
        var defined = Set<String>()
        let files = FileManager.default.enumerator(at: rulesFolder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("id: \"") && line.contains("component: .") {
                let start = line.range(of: "id: \"")!.upperBound
                defined.insert(String(line[start...].prefix { $0 != "\"" }))
            }
        }
        #expect(!defined.isEmpty)
        #expect(defined.subtracting(RuleRegistry.ids).isEmpty, "defined but not in RuleRegistry.all")
    }

    @Test func everyRuleSaysWhatItChecksInBothLanguages() {
        for rule in RuleRegistry.all {
            for text in [rule.title, rule.summary] + (rule.threshold.map { [$0] } ?? []) {
                #expect(!text.ko.isEmpty && !text.en.isEmpty && text.ko != text.en, "\(rule.id): \(text.en)")
            }
        }
    }
}
