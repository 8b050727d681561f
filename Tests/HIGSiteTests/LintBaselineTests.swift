import Foundation
import HIGControls
import Testing
@testable import HIGSite

@Suite("Lint baseline")
struct LintBaselineTests {
    private func violation(_ rule: String, line: Int, column: Int = 5, file: String = "App/View.swift") -> Diagnostic {
        Diagnostic(file: file, location: SourceLocation(line: line, column: column),
                   problem: .screen(.violation(rule: rule, message: "m", severity: .warning)))
    }

    private func entries(_ diagnostics: [Diagnostic], lines: [String]) -> [LintBaseline.Entry] {
        LintBaseline.entries(of: diagnostics, line: { _, number in
            number <= lines.count ? Substring(lines[number - 1]) : nil
        }, recorded: { $0 })
    }

    @Test func aFingerprintSurvivesTheLineMovingAndIndentationChanging() {
        let before = entries([violation("button.hit-target", line: 2)], lines: ["struct V {", "  Button(\"x\") {}"])
        let after = entries([violation("button.hit-target", line: 40)],
                            lines: Array(repeating: "// moved", count: 39) + ["\t\tButton(\"x\") {}   "])
        #expect(before == after)
        let edited = entries([violation("button.hit-target", line: 2)], lines: ["struct V {", "  Button(\"y\") {}"])
        #expect(before != edited)
    }

    /// Identical lines are told apart by their order, whatever order the violations come in.
    @Test func identicalLinesAreCountedInTheirOrder() {
        let lines = ["Toggle(\"a\", isOn: $a)", "Toggle(\"a\", isOn: $a)"]
        let forward = entries([violation("switch.in-table-rows", line: 1), violation("switch.in-table-rows", line: 2)], lines: lines)
        let backward = entries([violation("switch.in-table-rows", line: 2), violation("switch.in-table-rows", line: 1)], lines: lines)
        #expect(Set(forward).count == 2)
        #expect(forward == backward.reversed())
        #expect(forward[0].fingerprint == LintBaseline.fnv1a("switch.in-table-rows\u{0}App/View.swift\u{0}Toggle(\"a\", isOn: $a)\u{0}0"))
    }

    @Test func theFileIsSortedJSONThatReadsBack() throws {
        let baseline = LintBaseline(entries: [
            LintBaseline.Entry(rule: "b.rule", file: "B.swift", fingerprint: "0000000000000002"),
            LintBaseline.Entry(rule: "a.rule", file: "B.swift", fingerprint: "0000000000000001"),
            LintBaseline.Entry(rule: "z.rule", file: "A.swift", fingerprint: "0000000000000003"),
        ])
        #expect(baseline.rendered() == """
            {
              "version": 1,
              "violations": [
                {"rule": "z.rule", "file": "A.swift", "fingerprint": "0000000000000003"},
                {"rule": "a.rule", "file": "B.swift", "fingerprint": "0000000000000001"},
                {"rule": "b.rule", "file": "B.swift", "fingerprint": "0000000000000002"}
              ]
            }

            """)
        #expect(try LintBaseline.parse(Data(baseline.rendered().utf8)).get() == baseline)
        #expect(LintBaseline(entries: []).rendered() == "{\n  \"version\": 1,\n  \"violations\": [\n  ]\n}\n")
    }

    @Test func whatIsNotABaselineSaysWhy() {
        #expect(throws: BaselineProblem.self) { try LintBaseline.parse(Data("[1, 2]".utf8)).get() }
        #expect(LintBaseline.parse(Data("{\"version\": 2, \"violations\": []}".utf8))
            == .failure(BaselineProblem(reason: "version 2 of the baseline format; this higsite reads version 1")))
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/baseline.json")
        #expect(LintBaseline.read(from: missing) == .failure(BaselineProblem(reason: "cannot read the baseline: No such file or directory")))
    }
}
