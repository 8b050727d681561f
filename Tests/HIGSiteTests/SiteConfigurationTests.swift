import Foundation
import HIGControls
import HIGSite
import Testing

@Suite("higsite.yaml")
struct SiteConfigurationTests {
    let file = UserPath("/work/site/higsite.yaml", relativeTo: URL(fileURLWithPath: "/work"))

    func parse(_ text: String) -> (SiteConfiguration, [Diagnostic]) {
        SiteConfiguration.parse(Data(text.utf8), file: file)
    }

    func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location?.description ?? "-") \($0.severity.rawValue): \($0.message)" }
    }

    @Test func everyKeyIsRead() {
        let (configuration, diagnostics) = parse("""
            content: pages
            templates: theme
            output: /srv/www/hig
            base-url: https://example.com/hig
            site:
              ko: {title: 우리 지침, description: 설명}
              en:
                title: Our Guidelines
            lint:
              rules: [tab-bar.tab-count, switch.in-table-rows]
              disable: [label.legible-size]
              severity: error
              lang: en
            """)
        #expect(diagnostics.isEmpty, "\(summary(diagnostics))")
        // Paths are taken from the file's folder, and shown from where the user reached the file.
        #expect(configuration.content?.url.path == "/work/site/pages")
        #expect(configuration.content?.display == "site/pages")
        #expect(configuration.templates?.url.path == "/work/site/theme")
        #expect(configuration.output?.url.path == "/srv/www/hig")
        #expect(configuration.output?.display == "/srv/www/hig")
        #expect(configuration.baseURL == "https://example.com/hig")
        #expect(configuration.site[.ko] == .init(title: "우리 지침", description: "설명"))
        #expect(configuration.site[.en] == .init(title: "Our Guidelines", description: nil))
        #expect(configuration.lint?.only == ["tab-bar.tab-count", "switch.in-table-rows"])
        #expect(configuration.lint?.disabled == ["label.legible-size"])
        #expect(configuration.lint?.severity == "error")
        #expect(configuration.lint?.language == .en)
    }

    @Test func anEmptyFileSetsNothing() {
        let (configuration, diagnostics) = parse("# nothing yet\n")
        #expect(diagnostics.isEmpty)
        #expect(configuration.content == nil && configuration.lint == nil && configuration.site.isEmpty)
    }

    @Test func unknownKeysAreWarningsWithTheNearestKnownOne() {
        let (configuration, diagnostics) = parse("""
            ouput: out
            content: pages
            site:
              ko: {titel: 지침}
              fr: {title: Guide}
            lint: {severty: error}
            """)
        #expect(summary(diagnostics) == [
            "1:1 warning: unknown key 'ouput' is ignored; did you mean 'output'?",
            "4:8 warning: unknown key 'site.ko.titel' is ignored; did you mean 'title'?",
            "5:3 warning: unknown key 'site.fr' is ignored",
            "6:8 warning: unknown key 'lint.severty' is ignored; did you mean 'severity'?",
        ])
        #expect(diagnostics.allSatisfy { $0.code == "config" })
        // The rest of the file still counts.
        #expect(configuration.content?.url.path == "/work/site/pages")
    }

    @Test func badValuesAreErrorsAtTheValue() {
        let (_, diagnostics) = parse("""
            content: [a, b]
            output:
            base-url: example.com
            site: 3
            lint:
              rules: tab-bar.tab-count
              disable: [tab-bar.tab-cont]
              severity: fatal
              lang: fr
            """)
        #expect(summary(diagnostics) == [
            "1:10 error: 'content' must be text (e.g. 'content: content')",
            "2:8 error: 'output' is empty; give it a value (e.g. 'output: _site') or remove the line",
            "3:11 error: 'base-url' must start with http:// or https:// (e.g. https://example.com/hig)",
            "4:7 error: 'site' must be a mapping of keys to values (e.g. 'site: {ko: {title: …}, en: {title: …}}')",
            "6:10 error: 'rules' is a list of rule ids (e.g. 'rules: [tab-bar.tab-count]')",
            "7:13 error: no rule 'tab-bar.tab-cont'; did you mean 'tab-bar.tab-count'? ('higsite rules' lists them)",
            "8:13 error: 'severity' is 'warning' or 'error'",
            "9:9 error: 'lang' is one of ko, en",
        ])
        #expect(diagnostics.hasErrors)
    }

    @Test func aKeySetTwiceIsAnErrorAtItsSecondPlace() {
        #expect(summary(parse("content: a\noutput: b\ncontent: c\n").1) == ["3:1 error: 'content' is set twice; keep one"])
        #expect(summary(parse("lint:\n  severity: error\n  rules: []\n  severity: warning\n").1)
            == ["4:3 error: 'severity' is set twice; keep one"])
    }

    @Test func whatIsNotASettingsFileSaysSo() {
        #expect(summary(parse("- content\n- output\n").1) == ["1:1 error: the file must be a mapping of keys to values (e.g. 'content: content')"])
        #expect(summary(parse("content: [a\n").1).first?.hasPrefix("2:1 error: not valid YAML: ") == true)
        let binary = SiteConfiguration.parse(Data([0x63, 0x00, 0xFF]), file: file).1
        #expect(summary(binary) == ["- error: not a text file; write the settings as YAML (see higsite's docs/configuration.md)"])
    }

    @Test func theNearestFileAboveIsFound() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("higsite-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = root.appendingPathComponent("site/content/ko")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        #expect(SiteConfiguration.find(from: deep)?.path.hasPrefix(root.path) != true)
        try Data("content: content\n".utf8).write(to: root.appendingPathComponent("site/higsite.yaml"))
        #expect(SiteConfiguration.find(from: deep)?.path == root.appendingPathComponent("site/higsite.yaml").path)
        #expect(SiteConfiguration.find(from: root.appendingPathComponent("site"))?.path == root.appendingPathComponent("site/higsite.yaml").path)
    }
}
