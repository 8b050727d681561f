import Foundation
import HIGRules
import Testing
@testable import HIGSite

/// `higsite check --fix` on a copy of the planted defects: every problem with one fix is fixed,
/// the rest is still reported, and every byte the fixes do not replace is as it was.
@Suite("check --fix on the planted defects")
struct CheckFixTests {
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/defects/content")

    private func copy() throws -> (TemporaryFolder, UserPath) {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: Self.fixture, to: folder.url.appendingPathComponent("content"))
        return (folder, UserPath("content", relativeTo: folder.url))
    }

    @Test func everyFixIsMadeAndPrinted() throws {
        let (folder, content) = try copy()
        let outcome = try Fixer.fix(content: content, rules: DefectFixtureTests.rules)
        try FixWriter.write(outcome, content: content)
        #expect(outcome.changes.map(\.description) == [
            "content/en/controls/sliders.md:9:22: fixed: purpos → purpose",
            "content/en/controls/sliders.md:14:5: fixed: swich → switch",
            "content/en/controls/sliders.md:18:7: fixed: slider.not-for-volum → slider.not-for-volume",
            "content/en/controls/switches.md:6:45: fixed: table-row → table-rows",
            "content/ko/bars/tab-bars.md:6:7: fixed: 배지-사용하가 → 배지-사용하기",
            "content/ko/bars/tab-bars.md:10:60: fixed: tab-bar.tab-cont → tab-bar.tab-count",
            "content/ko/controls/switches.md:8:12: fixed: ../controls/tab-bars.md → ../bars/tab-bars.md",
            "content/ko/controls/switches.md:8:48: fixed: ../views/table.md → ../views/tables.md",
            "content/ko/controls/switches.md:13:1: fixed: 탐색 바 → 내비게이션 바",
            "content/ko/controls/switches.md:13:24: fixed: 네비게이션 바 → 내비게이션 바",
            "content/ko/controls/switches.md:13:49: fixed: switch.in-table-row → switch.in-table-rows",
        ])
        #expect(outcome.files.map(\.display) == ["content/en/controls/sliders.md", "content/en/controls/switches.md", "content/ko/bars/tab-bars.md", "content/ko/controls/switches.md"])
        // What is left has no fix, and is what a plain check of the fixed files reports.
        let after = try SiteBuilder.check(content: content, rules: DefectFixtureTests.rules)
        #expect(after.diagnostics == outcome.report.diagnostics)
        #expect(after.diagnostics.allSatisfy { $0.fix == nil })
        #expect(!after.diagnostics.contains { ["broken-link", "unknown-rule", "terminology"].contains($0.code) && $0.file != "content/ko/controls/switches.md" })
        let left = after.diagnostics.filter { ["broken-link", "broken-anchor", "unknown-rule", "terminology"].contains($0.code) }
        #expect(left.map { "\($0.file):\($0.location!): \($0.message)" } == [
            "content/ko/bars/tab-bars.md:6:39: no heading or guideline '#match-app-style' on page 'controls/switches'",
            "content/ko/controls/switches.md:9:21: link '../../../steppers.md' leaves the content folder of its language",
        ])
        // Every other problem is reported as before (the stale translation's hash is the fixed
        // English page's).
        let before = try SiteBuilder.check(content: UserPath(Self.fixture.path), rules: DefectFixtureTests.rules)
        let fixedCodes: Set = ["broken-link", "broken-anchor", "unknown-rule", "terminology", "guideline-mismatch", "stale-translation",
                               "mockup-spec"]
        #expect(before.diagnostics.filter { !fixedCodes.contains($0.code) }.map(\.message)
                == after.diagnostics.filter { !fixedCodes.contains($0.code) }.map(\.message))
        try expectOnlyFixedLinesChanged(folder)
    }

    /// The files' lines are the same in number, and only the fixed lines differ.
    private func expectOnlyFixedLinesChanged(_ folder: TemporaryFolder) throws {
        let original = try TemporaryFolder()
        try FileManager.default.copyItem(at: Self.fixture, to: original.url.appendingPathComponent("content"))
        let before = try original.snapshot("content"), after = try folder.snapshot("content")
        #expect(before.keys.sorted() == after.keys.sorted())
        var changedLines: [String] = []
        for (path, data) in before.sorted(by: { $0.key < $1.key }) {
            let old = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let new = after[path]!.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            #expect(old.count == new.count, "\(path)")
            for (index, (a, b)) in zip(old, new).enumerated() where a != b { changedLines.append("\(path):\(index + 1)") }
        }
        #expect(changedLines == ["en/controls/sliders.md:9", "en/controls/sliders.md:14", "en/controls/sliders.md:18", "en/controls/switches.md:6", "ko/bars/tab-bars.md:6", "ko/bars/tab-bars.md:10",
                                 "ko/controls/switches.md:8", "ko/controls/switches.md:13"])
    }

    @Test func aDryRunWritesNothingAndItsDiffIsExact() throws {
        let (folder, content) = try copy()
        let snapshot = try folder.snapshot("content")
        let outcome = try Fixer.fix(content: content, rules: DefectFixtureTests.rules)
        #expect(try folder.snapshot("content") == snapshot)
        let diff = outcome.files.map {
            UnifiedDiff.make(path: $0.display, before: String(decoding: $0.before, as: UTF8.self), after: String(decoding: $0.after, as: UTF8.self))
        }.joined()
        #expect(diff == """
            --- content/en/controls/sliders.md
            +++ content/en/controls/sliders.md
            @@ -6,14 +6,14 @@
             A slider picks a value from a continuous range.
             
             ```mockup
            -slider: {value: 0.5, purpos: brightness}
            +slider: {value: 0.5, purpose: brightness}
             ```
             
             ```mockup
             content:
            -  - swich: {label: Wi-Fi}
            +  - switch: {label: Wi-Fi}
             ```
             
             ```mockup
            -rule: slider.not-for-volum
            +rule: slider.not-for-volume
             ```
            --- content/en/controls/switches.md
            +++ content/en/controls/switches.md
            @@ -3,7 +3,7 @@
             order: 1
             ---
             
            -Switches belong in [table rows](switches.md#table-row), not in a [tab bar](../bars/tab-bars.md).
            +Switches belong in [table rows](switches.md#table-rows), not in a [tab bar](../bars/tab-bars.md).
             
             ## Use switches in table rows {#table-rows rule=switch.in-table-rows}
             
            --- content/ko/bars/tab-bars.md
            +++ content/ko/bars/tab-bars.md
            @@ -3,10 +3,10 @@
             order: 1
             ---
             
            -[배지](#배지-사용하가), [위](#배지-사용하기), [영어에만 있는 항목](../controls/switches.md#match-app-style).
            +[배지](#배지-사용하기), [위](#배지-사용하기), [영어에만 있는 항목](../controls/switches.md#match-app-style).
             
             ## 탭 수 {#tab-count rule=tab-bar.tab-count}
             
            -## 이동에만 쓰세요 {#navigation-only rule=tab-bar.navigation-only,tab-bar.tab-cont}
            +## 이동에만 쓰세요 {#navigation-only rule=tab-bar.navigation-only,tab-bar.tab-count}
             
             ## 배지 사용하기
            --- content/ko/controls/switches.md
            +++ content/ko/controls/switches.md
            @@ -5,12 +5,12 @@
             translated-from: 0000000000
             ---
             
            -스위치는 [탭 바](../controls/tab-bars.md)가 아니라 [테이블](../views/table.md)에 둡니다.
            +스위치는 [탭 바](../bars/tab-bars.md)가 아니라 [테이블](../views/tables.md)에 둡니다.
             [슬라이더](sliders.md)와 [스테퍼](../../../steppers.md)도 보세요.
             
             ## 테이블 행에 두세요 {#table-rows rule=switch.in-table-rows}
             
            -탐색 바에는 스위치 대신 버튼을 둡니다. 네비게이션 바도 같습니다. [규칙](rule:switch.in-table-row)을 보세요.
            +내비게이션 바에는 스위치 대신 버튼을 둡니다. 내비게이션 바도 같습니다. [규칙](rule:switch.in-table-rows)을 보세요.
             
             ## 앱 스타일에 맞추세요 {#Match_Style}
             

            """)
    }
}
