import Foundation
import HIGFuzz
import Testing

/// Every input fuzzing found (a crash or a hang once), kept under `Fixtures/<target>/`, replayed
/// through the same target: each must now come back with a result or clean diagnostics.
struct FuzzCase: Sendable, CustomTestStringConvertible {
    let target: FuzzTarget
    let name: String

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let all: [FuzzCase] = FuzzTarget.allCases.flatMap { target in
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(target.rawValue).path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted().map { FuzzCase(target: target, name: $0) }
    }

    var testDescription: String { "\(target.rawValue)/\(name)" }

    func data() throws -> Data {
        try Data(contentsOf: Self.fixtures.appendingPathComponent(target.rawValue).appendingPathComponent(name))
    }
}

@Suite("Fuzz cases")
struct FuzzCaseTests {
    static let runner = Result {
        try FuzzRunner(FuzzSettings(templates: FuzzCase.repository.appendingPathComponent("templates").path,
                                    content: FuzzCase.repository.appendingPathComponent("content").path,
                                    swiftParser: [builtExecutable("higsite"), "--swift-parse-child"],
                                    // Two seconds, not lint's limit for a 2 MB file in a debug build (a minute):
                                    // the cases kept for a runaway parse are stopped all the same.
                                    swiftParseLimit: { _ in 2_000 }))
    }

    /// A product of the same build: the test bundle sits beside them.
    static func builtExecutable(_ name: String) -> String {
        var folder = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(name).path
    }

    @Test(arguments: FuzzCase.all)
    func aFoundCaseComesBackWithAResultOrCleanDiagnostics(_ fuzzCase: FuzzCase) throws {
        let outcome = try Self.runner.get().run(fuzzCase.target, try fuzzCase.data())
        let counts = outcome.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        switch fuzzCase.target {
        case .screen:
            // `lint: S screens, D diagnostics; fence: …`: a screen or a diagnostic, and the fence read or refused.
            #expect(outcome.hasPrefix("lint: ") && outcome.contains("; fence: "), "\(outcome)")
            #expect(counts.count >= 2 && counts[0] + counts[1] > 0, "neither a screen nor a diagnostic: \(outcome)")
        case .content:
            // `content: D diagnostics (E errors), F files, B bytes, M mockups`: read or refused, and rendered if read.
            #expect(outcome.hasPrefix("content: "), "\(outcome)")
            #expect(counts.count == 5 && (counts[0] > 0 || counts[2] > 0), "neither a diagnostic nor a page: \(outcome)")
        case .app:
            // `app: S screens, P problems, U unknowns, D diagnostics`: the storyboard and XIB readers
            // each read the bytes or refuse them, so there is a screen or a problem.
            #expect(outcome.hasPrefix("app: "), "\(outcome)")
            #expect(counts.count == 4 && counts[0] + counts[1] > 0, "neither a screen nor a problem: \(outcome)")
        }
    }

    /// The app target reads what `lint` reads: a SwiftUI view and a XIB each give screens.
    @Test func anAppFileIsReadAsCodeAndAsInterfaceBuilder() throws {
        for example in ["examples/swiftui-app/SignUpView.swift", "examples/storyboard/LoginView.xib"] {
            let data = try Data(contentsOf: FuzzCase.repository.appendingPathComponent(example))
            let outcome = try Self.runner.get().run(.app, data)
            let screens = Int(outcome.dropFirst("app: ".count).prefix { $0.isNumber }) ?? 0
            #expect(outcome.hasPrefix("app: ") && screens > 0, "\(example): \(outcome)")
        }
    }

    @Test func theFixturesAreThere() {
        #expect(!FuzzCase.all.filter { $0.target == .screen }.isEmpty)
    }

    /// The targets reach the end of what they stand for: a page is rendered with its mockup, and
    /// a screen is linted and drawn.
    @Test func aGoodPageIsRenderedAndAGoodScreenDrawn() throws {
        let page = """
            ---
            title: 탭 바
            ---

            ## 탭은 3~5개로 {#tab-count rule=tab-bar.tab-count}

            [규칙](rule:tab-bar.tab-count), [Apple](https://developer.apple.com), [여기](#tab-count)

            ```mockup
            tab-bar: {items: [홈, 검색, 설정], selected: 0}
            caption: 세 개의 탭
            ```

            """
        let content = try Self.runner.get().run(.content, Data(page.utf8))
        // Both languages' page and home, their two side-by-side views, four search entries; the
        // fence drawn on both pages (the side-by-side view frames the pages, drawing nothing).
        #expect(content.hasPrefix("content: 0 diagnostics (0 errors), 10 files, "), "\(content)")
        #expect(content.hasSuffix(" bytes, 2 mockups"), "\(content)")
        let screen = try Self.runner.get().run(.screen, Data("tab-bar: {items: [홈, 검색, 설정, 음악, 라디오, 보관함]}\n".utf8))
        #expect(screen == "lint: 1 screens, 1 diagnostics; fence: a screen with 1 violations")
    }
}
