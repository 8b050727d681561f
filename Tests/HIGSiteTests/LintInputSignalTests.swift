import Foundation
import HIGControls
import Testing
import Yams
@testable import HIGSite

/// What tells a screen description from the other YAML and JSON of an app's repository.
@Suite("Screen description signal")
struct ScreenDescriptionSignalTests {
    private func isDescription(_ text: String) throws -> Bool {
        var documents: [Node] = []
        var sequence = try Yams.compose_all(yaml: text)
        while let node = sequence.next() { documents.append(node) }
        return ScreenDescriptionSignal.isDescription(documents)
    }

    @Test(arguments: [
        "name: Settings\ndevice: iphone\nnavigation-bar: {title: Settings}\n",
        "screens:\n  - name: A\n    tab-bar: {items: [a, b]}\n",
        "- content: [{switch: {label: Wi-Fi}}]\n- toolbar: {items: [Edit]}\n",
        "switch: {label: Wi-Fi}\n",
        "status-bar: {style: dark-content}\n",
        "{\"navigation-bar\": {\"title\": \"JSON\"}, \"content\": []}",
    ])
    func descriptionsAreRecognised(_ text: String) throws {
        #expect(try isDescription(text))
    }

    /// The shapes of real data files: a post from a social network's API, a code generator's
    /// settings, a string table, a feed, CI settings, a list of records.
    @Test(arguments: [
        "{\"id\": \"1\", \"content\": \"<p>Hello</p>\", \"account\": {\"name\": \"a\"}}",
        "{\"content\": \"<p>text only</p>\"}",
        "strings:\n  inputs: Resources/en.lproj\n  outputs: {templateName: structured-swift5}\n",
        "{\"button\": \"OK\", \"label\": \"Name\"}",
        "{\"version\": \"https://jsonfeed.org/version/1\", \"items\": []}",
        "screens: [{id: 1, title: Home}]\n",
        "screens:\n  - navigation-bar: {title: A}\nversion: 2\n",
        "[{\"name\": \"a\", \"value\": 1}]",
        "name: CI\non: [push]\njobs: {}\n",
        "{}",
        "[]",
        "just text",
    ])
    func dataFilesAreNot(_ text: String) throws {
        #expect(try !isDescription(text))
    }

    @Test func aBrokenFileIsADescriptionByItsFirstKey() {
        #expect(ScreenDescriptionSignal.isBrokenDescription("# A form\nname: Sign up\ntab-bar: {items: [a, b\n"))
        #expect(ScreenDescriptionSignal.isBrokenDescription("- navigation-bar: {title: [\n"))
        #expect(ScreenDescriptionSignal.isBrokenDescription("---\nscreens:\n  - {\n"))
        #expect(!ScreenDescriptionSignal.isBrokenDescription("{\"content\": [\n"))
        #expect(!ScreenDescriptionSignal.isBrokenDescription("name: x\nitems: [\n"))
        #expect(!ScreenDescriptionSignal.isBrokenDescription(""))
    }

    @Test func aFoundDataFileIsNilAndANamedOneIsReadAsADescription() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higsite-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("swiftgen.yml")
        try Data("strings:\n  inputs: en.lproj\n".utf8).write(to: data)
        #expect(ScreenFile.readFound(data, displayPath: "swiftgen.yml") == nil)
        #expect(ScreenFile.read(data, displayPath: "swiftgen.yml").1.count == 1, "named: read, and its key is an error")
        let screen = folder.appendingPathComponent("screen.yaml")
        try Data("tab-bar: {items: [a, b]}\n".utf8).write(to: screen)
        #expect(ScreenFile.readFound(screen, displayPath: "screen.yaml")?.0?.screens.count == 1)
        // Larger than a description can be: left out without being parsed.
        let large = folder.appendingPathComponent("large.json")
        try Data(("[" + String(repeating: "{\"tab-bar\": {}},", count: 80_000) + "{}]").utf8).write(to: large)
        #expect(ScreenFile.readFound(large, displayPath: "large.json") == nil)
    }
}

@Suite("Exclude patterns")
struct PathGlobTests {
    @Test(arguments: [
        ("Pods", "Pods", true), ("Pods", "Pods/Lib", false), ("*.swift", "View.swift", true), ("*.swift", "App/View.swift", false),
        ("**/*.swift", "View.swift", true), ("**/*.swift", "App/Sub/View.swift", true), ("App/**/Generated", "App/Generated", true),
        ("App/**/Generated", "App/a/b/Generated", true), ("App/**/Generated", "App/a/b/Generated2", false),
        ("Test?", "Tests", true), ("Test?", "Test", false), ("a/*/c", "a/b/c", true), ("a/*/c", "a/b/x/c", false),
        ("App/**", "App/x/y", true), ("App/**", "Other/x", false), ("*Tests*", "NetNewsWireTests", true), ("**", "anything/at/all", true),
    ])
    func matchesWholePaths(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(PathGlob(pattern).matches(path) == expected)
    }

    /// A pattern that makes a backtracking matcher take exponential time, against a long path
    /// that almost matches: answered at once.
    @Test(.timeLimit(.minutes(1)))
    func aPathologicalPatternDoesNotHang() {
        let path = String(repeating: "a", count: 200_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(!PathGlob("*a*a*a*a*a*a*a*a*a*a*b").matches(path))
            #expect(!PathGlob("**/**/**/**/**/**/**/x").matches(Array(repeating: "a", count: 5_000).joined(separator: "/")))
        }
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    @Test func patternsAreRelativeToTheirFolder() throws {
        #expect(LintExclusions.absolute("../Shared/./Generated", base: "/repo/App") == "/repo/Shared/Generated")
        #expect(LintExclusions.absolute("/abs/*.swift", base: "/repo") == "/abs/*.swift")
        var exclusions = LintExclusions()
        try exclusions.add(["Pods", "**/Generated"], relativeTo: "/")
        #expect(exclusions.excludes("/Pods"))
        #expect(exclusions.excludes("/App/Generated"))
        #expect(!exclusions.excludes("/App/Pods"))
    }
}

@Suite("Lint language from the locale")
struct LocaleLanguageTests {
    @Test func theFirstSetVariableDecides() {
        #expect(Language.ofLocale([:]) == .en)
        #expect(Language.ofLocale(["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.ofLocale(["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.ofLocale(["LANG": "ko_KR.UTF-8", "LC_ALL": "C"]) == .en)
        #expect(Language.ofLocale(["LANG": "ko_KR.UTF-8", "LC_ALL": ""]) == .ko, "an empty variable is not set")
    }
}
