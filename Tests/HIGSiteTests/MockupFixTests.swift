import Foundation
import Testing
@testable import HIGSite

/// A mockup fence's single "did you mean" (a key, a control, a rule id) is fixed like a link's,
/// where the name is written in the file; nothing else of the fence changes.
@Suite("Fixes inside mockup fences")
struct MockupFixTests {
    static let steppers = FixtureSite.defaultFiles["en/controls/steppers.md"]! + """

        ```mockup
        "navigaton-bar": {title: Settings}
        ```

        - In a list, where the fence's columns are not the file's:

          ```mockup
          rule: tab-bar.tab-cont
          ```

        ```mockup
        rule: tab-bar.nothing-close
        ```

        """

    @Test func aQuotedKeyIsFixedInsideItsQuotesAndAnIndentedFenceIsLeftAsItIs() throws {
        var files = FixtureSite.defaultFiles
        files["en/controls/steppers.md"] = Self.steppers
        let site = try FixtureSite(files)
        let content = UserPath("content", relativeTo: site.folder.url)
        let outcome = try Fixer.fix(content: content, rules: FixtureSite.rules)
        #expect(outcome.changes.map(\.description) == ["content/en/controls/steppers.md:9:2: fixed: navigaton-bar → navigation-bar"])
        let after = try #require(outcome.files.first?.after)
        #expect(String(decoding: after, as: UTF8.self) == Self.steppers.replacingOccurrences(of: "\"navigaton-bar\"", with: "\"navigation-bar\""))
        let left = outcome.report.diagnostics.filter { $0.code == "mockup-spec" }
        #expect(left.map { "\($0.location!): \($0.message) | \($0.notes.joined()) | fix: \($0.fix != nil)" } == [
            "15:7: mockup: no rule 'tab-bar.tab-cont' | did you mean 'tab-bar.tab-count'? | fix: false",
            "19:7: mockup: no rule 'tab-bar.nothing-close' |  | fix: false",
        ])
    }
}
