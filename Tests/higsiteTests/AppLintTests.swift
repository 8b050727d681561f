import Foundation
import Testing

/// `higsite lint` on an app's own files, as an app team runs it: the examples README shows, a
/// folder laid out like an Xcode project, and files it cannot read.
@Suite("higsite lint on app code")
struct AppLintTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A project holding a copy of the repository's examples.
    func projectWithExamples() throws -> Project {
        let project = try Project()
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("examples"), to: project.url.appendingPathComponent("examples"))
        return project
    }

    /// `file:line:column [rule]` of every violation printed, in order.
    func violations(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            guard !line.contains(": note: "), !line.contains(": unknown: "), let rule = line.split(separator: "[").last?.dropLast() else { return nil }
            let place = line.split(separator: ":").prefix(3).joined(separator: ":")
            return "\(place) \(rule)"
        }
    }

    @Test func theStoryboardExampleIsCheckedAtEachElement() throws {
        let project = try projectWithExamples()
        let run = try project.run("lint", "examples/storyboard", "--lang", "en")
        #expect(run.status == 1, "errors among the violations")
        #expect(violations(run.stdout) == [
            "examples/storyboard/LoginView.xib:44:21 button.hit-target",
            "examples/storyboard/LoginView.xib:50:21 label.dynamic-type",
            "examples/storyboard/LoginView.xib:50:21 label.legible-size",
            "examples/storyboard/Main.storyboard:89:29 navigation-bar.item-count",
            "examples/storyboard/Main.storyboard:90:29 navigation-bar.accessibility-label",
            "examples/storyboard/Main.storyboard:102:21 tab-bar.badge-content",
            "examples/storyboard/Main.storyboard:158:49 switch.no-state-label",
            "examples/storyboard/Main.storyboard:243:37 date-picker.minute-interval",
            "examples/storyboard/Main.storyboard:261:45 stepper.small-range",
            "examples/storyboard/Main.storyboard:268:41 slider.not-for-volume",
            "examples/storyboard/Main.storyboard:315:41 label.dynamic-type",
            "examples/storyboard/Main.storyboard:322:41 text-field.keyboard-type",
            "examples/storyboard/Main.storyboard:327:41 text-field.secure-entry",
            "examples/storyboard/Main.storyboard:329:37 text-field.placeholder",
            "examples/storyboard/Main.storyboard:334:37 text-field.clear-button",
            "examples/storyboard/Main.storyboard:380:37 search-bar.scope-count",
            "examples/storyboard/Main.storyboard:419:21 tab-bar.consistent-icons",
            "examples/storyboard/Main.storyboard:478:21 tab-bar.tab-count",
            "examples/storyboard/ToggleCell.xib:29:29 switch.no-state-label",
        ])
        // The tab bar is on eight screens and its count is one problem at one element.
        #expect(run.stdout.contains("""
            examples/storyboard/Main.storyboard:478:21: warning: 6 tabs; keep to 5 or fewer on iPhone. [tab-bar.tab-count]
            examples/storyboard/Main.storyboard:478:21: note: in scene "Tab Bar Controller"
            examples/storyboard/Main.storyboard:478:21: note: and in 7 other screens that show the same part

            """))
        #expect(run.stderr == "higsite lint: read 11 screens: 9 from 1 storyboard file, 2 from 2 XIB files; 3 parts unknown (--explain lists them)\n")
    }

    @Test func theSwiftUIExampleIsCheckedAtEachCall() throws {
        let project = try projectWithExamples()
        let run = try project.run("lint", "examples/swiftui-app", "--lang", "en", "--explain")
        #expect(run.status == 1)
        #expect(violations(run.stdout) == [
            "examples/swiftui-app/GroceryApp.swift:20:18 tab-bar.badge-content",
            "examples/swiftui-app/GroceryApp.swift:32:18 tab-bar.tab-count",
            "examples/swiftui-app/ReminderView.swift:18:17 stepper.shows-value",
            "examples/swiftui-app/ReminderView.swift:18:17 stepper.small-range",
            "examples/swiftui-app/ReminderView.swift:20:17 slider.not-for-volume",
            "examples/swiftui-app/SettingsView.swift:19:21 switch.no-state-label",
            "examples/swiftui-app/SettingsView.swift:30:21 navigation-bar.accessibility-label",
            "examples/swiftui-app/SettingsView.swift:30:21 navigation-bar.item-count",
            "examples/swiftui-app/SettingsView.swift:46:13 switch.in-table-rows",
            "examples/swiftui-app/SettingsView.swift:50:18 label.dynamic-type",
            "examples/swiftui-app/SettingsView.swift:50:18 label.legible-size",
            "examples/swiftui-app/SignUpView.swift:15:21 button.accessibility-label",
            "examples/swiftui-app/SignUpView.swift:19:22 button.hit-target",
            "examples/swiftui-app/SignUpView.swift:22:21 text-field.clear-button",
            "examples/swiftui-app/SignUpView.swift:24:21 text-field.clear-button",
            "examples/swiftui-app/SignUpView.swift:24:21 text-field.keyboard-type",
            "examples/swiftui-app/SignUpView.swift:26:21 text-field.clear-button",
            "examples/swiftui-app/SignUpView.swift:26:21 text-field.secure-entry",
            "examples/swiftui-app/SignUpView.swift:33:25 segmented-control.consistent-label-length",
            "examples/swiftui-app/SignUpView.swift:33:25 segmented-control.short-labels",
        ])
        #expect(run.stdout.hasSuffix("""
            examples/swiftui-app/GroceryApp.swift:64:13: unknown: the tabs of the tab bar: ForEach over 'stores' builds them at run time (in StoreTabView)

            """))
        #expect(run.stderr == "higsite lint: read 7 screens: 7 from 4 SwiftUI files; 1 part unknown (--explain lists it)\n")
        // The screens are drawn as understood, with their violations marked.
        let shown = try project.run("lint", "examples/swiftui-app/SignUpView.swift", "--show")
        #expect(shown.stdout.hasPrefix("examples/swiftui-app/SignUpView.swift (SignUpView):\n"), "\(shown.stdout.prefix(300))")
    }

    @Test func copiesInOneScreenAreNotOtherScreens() throws {
        let project = try Project()
        try project.write("App/Stickers.swift", """
            import SwiftUI

            struct StickerRow: View {
                var body: some View {
                    Button { } label: { Image("heart").resizable().frame(width: 30, height: 30) }.accessibilityLabel("Heart")
                }
            }

            struct StickerPicker: View {
                var body: some View {
                    HStack { ForEach(["a", "b", "c"], id: \\.self) { _ in StickerRow() } }
                }
            }

            struct FavouritesView: View {
                var body: some View { StickerRow() }
            }
            """)
        let run = try project.run("lint", "App", "--lang", "en")
        // One report at the button: StickerPicker shows it three times, FavouritesView once more.
        #expect(violations(run.stdout) == ["App/Stickers.swift:5:56 button.hit-target"])
        #expect(run.stdout.contains("note: and in 1 other screen that shows the same part"), "\(run.stdout)")
    }

    @Test func explainSaysWhatTheFilesLeftOpen() throws {
        let project = try projectWithExamples()
        let run = try project.run("lint", "examples/storyboard/Main.storyboard", "--explain")
        #expect(run.stdout.hasSuffix("""
            examples/storyboard/Main.storyboard:276:21: unknown: whether the toolbar shows: the scene has toolbar items, but neither a navigation controller in this file nor the scene's class (isToolbarHidden = false) shows its toolbar (in scene "알림")
            examples/storyboard/Main.storyboard:383:29: unknown: the table's rows: its cells are prototypes: the data source makes the rows at run time (in scene "SearchViewController")
            examples/storyboard/Main.storyboard:436:21: unknown: the collection's items: a collection view's items come from its data source at run time (in scene "보관함")

            """))
    }

    @Test func showInJSONGivesEachScreensModel() throws {
        let project = try projectWithExamples()
        let run = try project.run("lint", "examples/storyboard/LoginView.xib", "--show", "--format", "json")
        #expect(run.status == 1, "warnings fail by default")
        let output = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(output["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["button.hit-target", "label.dynamic-type", "label.legible-size"])
        let screens = try #require(output["screens"] as? [[String: Any]])
        #expect(screens.count == 1)
        #expect(screens[0]["name"] as? String == "view \"LoginView\"")
        #expect(screens[0]["violations"] as? Int == 3)
        let model = try #require(screens[0]["screen"] as? [String: Any])
        let content = try #require(model["content"] as? [[String: Any]])
        #expect(content.contains { ($0["button"] as? [String: Any])?["size"] as? String == "24x24" })
        // Without --show, json is the list of diagnostics it always was.
        let plain = try project.run("lint", "examples/storyboard/LoginView.xib", "--format", "json")
        #expect(plain.stdout.hasPrefix("[\n  {\"file\": \"examples/storyboard/LoginView.xib\", \"line\": 44, \"column\": 21,"))
    }

    @Test func showInJSONPutsEachUnknownInTheFileItIsWrittenIn() throws {
        let project = try Project()
        try project.write("App/Feed.swift", """
            import SwiftUI
            struct Feed: View {
                var body: some View { NavigationStack { List { VolumeRow() } } }
            }
            """)
        try project.write("App/VolumeRow.swift", """
            import SwiftUI
            struct VolumeRow: View {
                @State var value = 0.5
                let range: ClosedRange<Double> = 0...1
                var body: some View { Slider(value: $value, in: range) }
            }
            """)
        let run = try project.run("lint", "App", "--show", "--format", "json")
        let output = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)\(run.stderr)")
        let screens = try #require(output["screens"] as? [[String: Any]])
        #expect(screens.map { $0["file"] as? String } == ["App/Feed.swift"])
        let unknowns = try #require(screens.first?["unknowns"] as? [[String: Any]])
        #expect(!unknowns.isEmpty)
        #expect(unknowns.allSatisfy { $0["file"] as? String == "App/VolumeRow.swift" && $0["line"] as? Int == 5 }, "\(unknowns)")
    }

    @Test func watchOSFilesAreLeftOutAndCounted() throws {
        let project = try Project()
        try project.write("Watch/Controls.swift", """
            import SwiftUI
            import WatchKit
            struct Controls: View {
                var body: some View { TabView { Button(action: {}) { Image(systemName: "forward") } } }
            }
            """)
        let run = try project.run("lint", "Watch", "--lang", "en")
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stderr == "higsite lint: read 0 screens; nothing unknown; left out: 1 watchOS file\n")
    }

    @Test func aFolderIsWalkedLikeAnXcodeProject() throws {
        let project = try Project()
        let storyboard = try String(contentsOf: Self.repository.appendingPathComponent("examples/storyboard/LoginView.xib"), encoding: .utf8)
        try project.write("App/Base.lproj/Login.xib", storyboard)
        // Not screens: an asset catalogue's JSON, dependencies, build products, hidden folders.
        try project.write("App/Assets.xcassets/AppIcon.appiconset/Contents.json", "{\"images\": []}")
        for skipped in ["Pods/Lib/Lib.xib", ".build/x/Copy.xib", "DerivedData/y/Copy.xib", ".git/z.xib", "App.xcodeproj/project.xib"] {
            try project.write(skipped, storyboard)
        }
        let run = try project.run("lint", ".")
        #expect(violations(run.stdout) == ["App/Base.lproj/Login.xib:44:21 button.hit-target", "App/Base.lproj/Login.xib:50:21 label.dynamic-type",
                                           "App/Base.lproj/Login.xib:50:21 label.legible-size"],
                "\(run.stdout)")
        #expect(run.stderr.hasSuffix("read 1 screen: 1 from 1 XIB file; nothing unknown\n"), "\(run.stderr)")
    }

    @Test func whatCannotBeReadIsOneErrorAndTheRestIsStillChecked() throws {
        let project = try projectWithExamples()
        try Data([0xCF, 0xFA, 0xED, 0xFE, 0x00, 0x07]).write(to: project.url.appendingPathComponent("examples/storyboard/Broken.xib"))
        try project.write("examples/storyboard/Cut.storyboard", "<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <scenes>\n")
        try project.write("examples/storyboard/Half.swift", "import SwiftUI\n\nstruct Half: View {\n    var body: some View {\n        Text(\"a\"\n}\n")
        try Data([0x00, 0x01, 0xFF, 0xFE]).write(to: project.url.appendingPathComponent("examples/storyboard/Binary.swift"))
        let run = try project.run("lint", "examples/storyboard", "--lang", "en")
        #expect(run.status == 2, "unreadable input")
        let unreadable = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[screen-spec]") }
        #expect(unreadable.count == 3, "\(unreadable)")
        #expect(unreadable.contains("examples/storyboard/Binary.swift: error: not a Swift source file (not UTF-8 text) [screen-spec]"))
        // Swift the compiler rejects too is a warning: the file is left out all the same.
        let rejected = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[swift-syntax]") }
        #expect(rejected.count == 1 && rejected[0].hasPrefix("examples/storyboard/Half.swift:5:") && rejected[0].contains(": warning: Swift syntax error"),
                "\(rejected)")
        #expect(unreadable.contains { $0.hasPrefix("examples/storyboard/Broken.xib:") })
        #expect(unreadable.contains { $0.hasPrefix("examples/storyboard/Cut.storyboard:") })
        #expect(violations(run.stdout).contains("examples/storyboard/Main.storyboard:478:21 tab-bar.tab-count"), "the other files are still checked")
    }
    /// A Swift file with a syntax error (a code generator's scratch output no target builds) is
    /// left out with a warning at its place: it fails the run as a warning does, not as unreadable
    /// input, so `--severity error` and `--exclude` are the team's ways past it.
    @Test func aSwiftSyntaxErrorIsAWarningNotUnreadableInput() throws {
        let project = try Project()
        try project.write("App/Generated/Delegate.generated.swift", "// sourcery:inline:Cell.AutoDelegate\ncell(_ cell: Cell, didTap button: UIButton)\n// sourcery:end\n")
        try project.write("App/Clean.swift", "import SwiftUI\n\nstruct Clean: View {\n    var body: some View { Text(\"Hello\") }\n}\n")
        let run = try project.run("lint", "App", "--lang", "en")
        #expect(run.status == 1, "\(run.stdout)")
        #expect(run.stdout.hasPrefix("App/Generated/Delegate.generated.swift:2:"), "\(run.stdout)")
        #expect(run.stdout.contains(": warning: Swift syntax error") && run.stdout.contains("--exclude"), "\(run.stdout)")
        #expect(try project.run("lint", "App", "--severity", "error").status == 0)
        let excluded = try project.run("lint", "App", "--exclude", "App/Generated/**")
        #expect(excluded.status == 0 && excluded.stdout.isEmpty, "\(excluded.stdout)")
    }

    /// The attacks of issue 34 beside the examples, through the command in a process of its own
    /// (a stack overflow is a signal here, not a failed expectation): each hostile file is one
    /// error at its place that says what limit it passed, and every other file is still checked.
    @Test func hostileFilesAreOneErrorEachAndTheRestIsStillChecked() throws {
        let project = try projectWithExamples()
        let folder = "examples/storyboard/"
        try project.write(folder + "Deep.xib", "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>"
            + String(repeating: "<view><subviews>", count: 10_000) + String(repeating: "</subviews></view>", count: 10_000) + "</objects>\n</document>\n")
        try project.write(folder + "Generic.swift", "let x: " + String(repeating: "Array<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000) + " = []\n")
        try project.write(folder + "Padding.swift", "import SwiftUI\n\nstruct P: View {\n    var body: some View {\n        Text(\"a\")"
            + String(repeating: ".padding()", count: 5_000) + "\n    }\n}\n")
        try project.write(folder + "Ranges.swift", "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n"
            + String(repeating: "ForEach(0..<100) { _ in ", count: 5) + "Text(\"a\")" + String(repeating: " }", count: 5) + "\n    }\n}\n")
        // Text far from Swift, on which swift-syntax's error recovery takes time quadratic in its size.
        try project.write(folder + "Runaway.swift", "func f() async throws {\n    _ = " + String(repeating: "a@b </c>\n", count: 2_000))
        // 40 MB that take no room: a sparse file is as large as any to `stat`.
        let huge = project.url.appendingPathComponent(folder + "Huge.storyboard")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 40 * 1_048_576)
        try handle.close()

        let run = try project.run("lint", "examples/storyboard", "--lang", "en")
        #expect(run.status == 2, "unreadable input, not a signal: \(run.status) \(run.stderr.suffix(300))")
        var unreadable = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[screen-spec]") }.map(String.init)
        let runaway = unreadable.firstIndex { $0.hasPrefix(folder + "Runaway.swift: error: not read: parsing it took more than ") }
        #expect(runaway.map { unreadable[$0].contains(" s of processor time, the most higsite gives a Swift file of this size") } == true,
                "\(unreadable)")
        if let runaway { unreadable.remove(at: runaway) }
        #expect(unreadable == [
            // The `<view>` 257 levels down.
            folder + "Deep.xib:3:2042: error: not a well-formed storyboard: elements nested more than 256 levels deep; "
                + "Interface Builder writes far fewer, and higsite reads no deeper [screen-spec]",
            folder + "Generic.swift:1:781: error: nested more than 128 levels deep (brackets, generic arguments, or a chain of try, "
                + "await, else if or ->); higsite does not read this file, since the Swift parser it uses would run out of stack [screen-spec]",
            folder + "Huge.storyboard: error: file too large: 40.0 MB, the limit is 32 MB; higsite lint reads Swift files, "
                + "storyboards and XIBs up to that size (split a storyboard with Xcode's Refactor to Storyboard, "
                + "or leave the file out of the paths lint is given) [screen-spec]",
            // Where the chain starts.
            folder + "Padding.swift:5:9: error: a syntax tree more than 1,000 levels deep (a chain of modifiers, members or "
                + "subscripts that long); higsite does not read this file, since walking such a tree would run out of stack [screen-spec]",
            // The innermost ForEach, where the budget ran out.
            folder + "Ranges.swift:5:97: error: 'V' is too large to read: it makes more than 50,000 views (each ForEach over a "
                + "literal range is read once per element, and ranges inside each other multiply); higsite reads a view up to "
                + "that many and does not check this one [screen-spec]",
        ], "\(unreadable)")
        #expect(violations(run.stdout).contains("examples/storyboard/Main.storyboard:478:21 tab-bar.tab-count"), "the other files are still checked")
    }
}
