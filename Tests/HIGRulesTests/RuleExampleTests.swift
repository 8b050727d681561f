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
        let violations = rule.violations(in: recorded.screen)
        // Point at the example's own line, not at this test.
        let location = SourceLocation(fileID: "HIGRules/" + URL(fileURLWithPath: recorded.file).lastPathComponent,
                                      filePath: recorded.file, line: recorded.line, column: 1)
        switch recorded.expectation {
        case .passes:
            #expect(violations.isEmpty, "expected to pass, got: \(violations.map(\.message.en))", sourceLocation: location)
        case .fails:
            #expect(!violations.isEmpty, "expected a violation of \(rule.id)", sourceLocation: location)
            // The example names the element a reader points at; the rule must report exactly there.
            let marked = try #require(recorded.markedElement, "a failing example names its element", sourceLocation: location)
            #expect(violations.contains { $0.element.description == marked },
                    "expected a violation at \(marked), got one at: \(violations.map(\.element.description))", sourceLocation: location)
            #expect(violations.allSatisfy { !$0.message.ko.isEmpty && !$0.message.en.isEmpty && $0.message.ko != $0.message.en },
                    "every message needs its own Korean and English text", sourceLocation: location)
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
