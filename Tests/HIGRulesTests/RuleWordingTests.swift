import HIGControls
@testable import HIGRules
import Testing

/// What rules that read words make of the titles real apps write (found judging lint on apps).
@Suite("Rules that read words")
struct RuleWordingTests {
    private func violations(_ element: Element) -> [String] {
        RuleRegistry.violations(in: Screen(content: [element])).map(\.ruleID)
    }

    @Test func titleCaseLeavesCapitalsAndSeesAValueAsAWord() {
        // Set in capitals throughout: a style, and "SUBSCRIBE tO ALL" would be no correction.
        #expect(ButtonTitleCaseRule.correction(of: "SUBSCRIBE TO ALL") == nil)
        #expect(ButtonTitleCaseRule.correction(of: "Export as PDF") == nil, "an acronym keeps its capitals")
        // A value the code puts in is a word: `for` is not last, and stays lower case.
        #expect(ButtonTitleCaseRule.correction(of: "Upgrade for …") == nil)
        #expect(ButtonTitleCaseRule.correction(of: "Upgrade For …")?.corrected == "Upgrade for …")
        // What the rule is for still holds.
        #expect(ButtonTitleCaseRule.correction(of: "Load more")?.corrected == "Load More")
        #expect(ButtonTitleCaseRule.correction(of: "Go To settings")?.corrected == "Go to Settings")
    }

    @Test func aLabelWithoutTextIsNamedAsOne() {
        // Lint reads labels whose text the app sets in code: their size is known, their text is not.
        let messages = RuleRegistry.violations(in: Screen(content: [.label(Label(text: "", fontSize: 8, sizing: .fixed))])).map(\.message)
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { $0.ko.hasPrefix("텍스트가 없는 레이블의 ") && $0.en.hasPrefix("The label without text ") })
        #expect(!messages.contains { $0.ko.contains("‘’") || $0.en.contains("‘’") })
        let named = RuleRegistry.violations(in: Screen(content: [.label(Label(text: "v3.2", fontSize: 8, sizing: .fixed))])).map(\.message)
        #expect(named.allSatisfy { $0.ko.hasPrefix("레이블 ‘v3.2’의 ") && $0.en.hasPrefix("The label ‘v3.2’ ") })
    }

    @Test func aSecureFieldIsNotAskedForAClearButton() {
        #expect(violations(.textField(TextField(contentType: .password, isSecure: true, hasClearButton: false, placeholder: "Password"))).isEmpty)
        #expect(violations(.textField(TextField(contentType: .name, hasClearButton: false, placeholder: "Name"))) == ["text-field.clear-button"])
    }
}
