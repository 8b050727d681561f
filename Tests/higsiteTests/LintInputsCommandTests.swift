import Foundation
import Testing

/// What `higsite lint` reads of a repository's root, and what it leaves out and counts: data
/// files, paths excluded, macOS code.
@Suite("higsite lint inputs")
struct LintInputsCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let xib = try! String(contentsOf: repository.appendingPathComponent("examples/storyboard/LoginView.xib"), encoding: .utf8)
    /// A screen with one violation (six tabs) at line 1.
    static let screen = "tab-bar: {items: [a, b, c, d, e, f]}\n"

    func places(_ output: String) -> [String] {
        output.split(separator: "\n").filter { !$0.contains(": note: ") }.map { line in
            line.split(separator: ":").prefix(1).joined() + " " + (line.split(separator: "[").last.map { String($0.dropLast()) } ?? "")
        }
    }

    @Test func dataFilesInAFolderAreLeftOutAndCounted() throws {
        let project = try Project()
        try project.write("repo/Screens/tabs.yaml", Self.screen)
        try project.write("repo/Screens/typo.yaml", "name: Typo\ntab-bar: {items: [a, b\n")
        try project.write("repo/swiftgen.yml", "strings:\n  inputs: Resources/en.lproj\n  outputs: {templateName: structured-swift5}\n")
        try project.write("repo/Tests/Resources/status.json", "{\"id\": \"1\", \"content\": \"<p>hi</p>\", \"account\": {}}")
        try project.write("repo/Tests/Resources/broken.json", "{\"id\": ")
        try project.write("repo/Tests/Resources/empty.json", "")
        let run = try project.run("lint", "repo", "--lang", "en")
        #expect(run.status == 2, "the description with a syntax error is reported")
        #expect(places(run.stdout) == ["repo/Screens/tabs.yaml tab-bar.tab-count", "repo/Screens/typo.yaml screen-spec"], "\(run.stdout)")
        #expect(run.stderr == "higsite lint: read 1 screen: 1 from 2 YAML/JSON files; nothing unknown; left out: 4 data files\n")
        // Named on the command line, a data file is read as a description and its keys are errors.
        let named = try project.run("lint", "repo/swiftgen.yml", "--lang", "en")
        #expect(named.status == 2)
        #expect(named.stdout.hasPrefix("repo/swiftgen.yml:") && named.stdout.contains("unknown key 'strings'"), "\(named.stdout)")
    }

    @Test func excludedPathsAreNotWalkedAndAreCounted() throws {
        let project = try Project()
        for path in ["App/Main.yaml", "App/Generated/Gen.yaml", "App/Sub/Generated/Deep.yaml", "Vendor/Lib.yaml", "App/Old.yaml"] {
            try project.write(path, Self.screen)
        }
        // Unreadable: were the excluded folder walked, this would be an error.
        try project.write("Vendor/Broken.xib", "<document")
        let run = try project.run("lint", ".", "--exclude", "Vendor", "--exclude", "**/Generated", "--exclude", "App/O?d.*")
        #expect(run.status == 1)
        #expect(places(run.stdout) == ["App/Main.yaml tab-bar.tab-count"], "\(run.stdout)")
        #expect(run.stderr.hasSuffix("; left out: 4 excluded paths\n"), "\(run.stderr)")

        // The same in .higsite-lint.yaml, relative to its own folder whatever folder lint runs in.
        try project.write("App/.higsite-lint.yaml", "exclude: [Generated, \"Sub/**/Generated\", ../Vendor, Old.yaml]\n")
        let configured = try Run(["lint", "."], in: project.url.appendingPathComponent("App"))
        #expect(places(configured.stdout) == ["Main.yaml tab-bar.tab-count"], "\(configured.stdout)")
        let fromAbove = try project.run("lint", "App", "Vendor")
        // Vendor, named, is inside what the configuration excludes: left out as SwiftLint leaves it.
        #expect(places(fromAbove.stdout) == ["App/Main.yaml tab-bar.tab-count"], "\(fromAbove.stdout)")
        #expect(fromAbove.stderr.hasSuffix("; left out: 4 excluded paths\n"), "\(fromAbove.stderr)")
    }

    @Test func higsiteYAMLsLintSectionExcludes() throws {
        let project = try Project()
        try project.write("higsite.yaml", "lint:\n  exclude: [Pods2, \"**/*.generated.yaml\"]\n")
        try project.write("Pods2/Lib.yaml", Self.screen)
        try project.write("App/Screen.generated.yaml", Self.screen)
        try project.write("App/Screen.yaml", Self.screen)
        let run = try project.run("lint", ".")
        #expect(places(run.stdout) == ["App/Screen.yaml tab-bar.tab-count"], "\(run.stdout)")
        #expect(run.stderr.hasSuffix("; left out: 2 excluded paths\n"), "\(run.stderr)")
        try project.write("higsite.yaml", "lint:\n  exclude: Pods\n")
        let wrong = try project.run("lint", ".")
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("'exclude' is a list of paths relative to this file's folder"), "\(wrong.stderr)")
    }

    @Test func macOSFilesAndBranchesAreLeftOutAndCounted() throws {
        let project = try Project()
        try project.write("Mac/Login.xib", Self.xib.replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"MacOSX.Cocoa\""))
        try project.write("iOS/Login.xib", Self.xib)
        try project.write("Mac/Preferences.swift", """
            import AppKit
            import SwiftUI

            struct PreferencesView: View {
                var body: some View { Toggle("Sync", isOn: .constant(true)) }
            }

            """)
        try project.write("Mac/AccountsController.swift", """
            import AppKit
            import SwiftUI

            final class AccountsController: NSViewController {
                override func loadView() { view = NSHostingView(rootView: AccountsView()) }
            }

            """)
        try project.write("Mac/AccountsView.swift", "import SwiftUI\n\nstruct AccountsView: View {\n    var body: some View {\n        Toggle(\"Active\", isOn: .constant(true))\n    }\n}\n")
        try project.write("Shared/Both.swift", """
            import SwiftUI

            #if os(macOS)
            struct MacOnlyView: View {
                var body: some View { Toggle("Mac", isOn: .constant(true)) }
            }
            #endif

            struct SharedView: View {
                var body: some View {
                    VStack {
                        #if os(macOS)
                        Toggle("Mac", isOn: .constant(true))
                        #else
                        Toggle("iOS", isOn: .constant(true))
                        #endif
                    }
                }
            }

            """)
        let run = try project.run("lint", ".", "--lang", "en")
        #expect(places(run.stdout) == [
            "Shared/Both.swift switch.in-table-rows",
            "iOS/Login.xib button.hit-target", "iOS/Login.xib label.dynamic-type", "iOS/Login.xib label.legible-size",
        ], "\(run.stdout)")
        #expect(run.stdout.contains("Shared/Both.swift:15:"), "the #else branch is read: \(run.stdout)")
        #expect(run.stderr == "higsite lint: read 2 screens: 1 from 2 SwiftUI files, 1 from 1 XIB file; nothing unknown; "
            + "left out: 3 macOS files, 2 #if os(macOS) branches, 1 view only macOS code shows\n", "\(run.stderr)")
    }
}
