import Testing
@testable import HIGAppImport

/// Behind a parse guard, files that name no view are set aside unparsed (`SwiftUIModuleFiles`);
/// what lint reads must not change for it.
@Suite("Files set aside")
struct SwiftUISetAsideTests {
    /// A guard in this process: the same verdicts as the child process gives.
    private struct InProcessGuard: SwiftParseGuard {
        func problem(in data: [UInt8]) -> ImportProblem? { SwiftUIImporter.syntaxProblem(of: data) }
    }

    private func read(_ sources: [String], guarded: Bool) -> [ImportedFile] {
        let files = sources.enumerated().map { (path: "File\($0.offset).swift", data: Array($0.element.utf8)) }
        return SwiftUIImporter.read(files, parseGuard: guarded ? InProcessGuard() : nil)
    }

    private func summary(_ files: [ImportedFile]) -> [String] {
        files.map { file in
            let screens = file.screens.map { "\($0.name)\($0.containerIsKnown ? "" : " (container unknown)")" }
            return "\(file.path): \(screens) macOS \(file.isMacOS) views \(file.macOSViews) problems \(file.problems.map(\.message.en))"
        }
    }

    @Test func anAppThatShowsAViewAPreviewShowsIsFoundInAFileSetAside() {
        let sources = [
            """
            import SwiftUI
            struct SyncRow: View {
                var body: some View { Toggle("Sync", isOn: .constant(true)) }
            }
            #Preview { SyncRow() }
            """,
            // No word of a view here: set aside, and parsed after all, since it shows SyncRow.
            """
            import SwiftUI
            @main struct SyncApp: App {
                var body: some Scene { WindowGroup { SyncRow() } }
            }
            """,
            "struct Account { var name: String }\n",
        ]
        let guarded = read(sources, guarded: true)
        #expect(summary(guarded) == summary(read(sources, guarded: false)))
        #expect(guarded[0].screens.map(\.containerIsKnown) == [true], "\(summary(guarded))")
    }

    @Test func aViewAMacFileAndASetAsideFileShowIsNotMacOnly() {
        let sources = [
            "import SwiftUI\nstruct Panel: View { var body: some View { Text(\"a\") } }\n",
            "import AppKit\nimport SwiftUI\nfinal class PanelController: NSViewController { let host = NSHostingView(rootView: Panel()) }\n",
            "import SwiftUI\n@main struct PanelApp: App { var body: some Scene { WindowGroup { Panel() } } }\n",
        ]
        let guarded = read(sources, guarded: true)
        #expect(summary(guarded) == summary(read(sources, guarded: false)))
        #expect(guarded[0].screens.map(\.name) == ["Panel"], "\(summary(guarded))")
        // Without the app's file, only the Mac shows it.
        #expect(read(Array(sources.prefix(2)), guarded: true)[0].macOSViews == 1)
    }

    @Test func anEnumATabViewGoesOverIsReadFromAFileWithoutViews() {
        let sources = [
            """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView { ForEach(AppTab.allCases) { tab in Text("x").tabItem { Text("Tab") } } }
                }
            }
            """,
            "enum AppTab: CaseIterable { case a, b, c, d, e, f }\n",
        ]
        let guarded = read(sources, guarded: true)
        #expect(summary(guarded) == summary(read(sources, guarded: false)))
        #expect(guarded[0].screens.first?.unknowns.isEmpty == true, "\(summary(guarded))")
    }

    @Test func aSyntaxErrorInAFileWithoutViewsIsStillReported() {
        let guarded = read(["struct Account { var name: String\n"], guarded: true)
        #expect(guarded[0].problems.count == 1)
        #expect(guarded[0].problems.first?.message.en.hasPrefix("Swift syntax error") == true, "\(guarded[0].problems)")
    }
}
