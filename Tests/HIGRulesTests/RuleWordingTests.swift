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

    @Test func aSecureFieldIsNotAskedForAClearButton() {
        #expect(violations(.textField(TextField(contentType: .password, isSecure: true, hasClearButton: false, placeholder: "Password"))).isEmpty)
        #expect(violations(.textField(TextField(contentType: .name, hasClearButton: false, placeholder: "Name"))) == ["text-field.clear-button"])
    }
}
