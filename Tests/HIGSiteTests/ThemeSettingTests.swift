import Testing
@testable import HIGSite

/// `init --theme` sets the theme folder in higsite.yaml without touching anything else of it.
@Suite("Theme setting")
struct ThemeSettingTests {
    @Test func theStartersCommentedLineBecomesTheSetting() {
        let (text, setting) = StarterSite.themeSetting(of: "content: content\n# templates: templates\noutput: _site\n")
        #expect(setting == .turnedOn)
        #expect(text == "content: content\ntemplates: templates\noutput: _site\n")
    }

    @Test func aConfigurationWithoutTheKeyGetsItAtTheEnd() {
        #expect(StarterSite.themeSetting(of: "content: content").text == "content: content\ntemplates: templates\n")
        #expect(StarterSite.themeSetting(of: "content: content\n").text == "content: content\ntemplates: templates\n")
        // A nested `templates:` (indented) is not the top-level key.
        #expect(StarterSite.themeSetting(of: "lint:\n  templates: x\n").text == "lint:\n  templates: x\ntemplates: templates\n")
    }

    @Test func aThemeFolderAlreadyNamedIsLeftAsItIs() {
        #expect(StarterSite.themeSetting(of: "templates: templates # ours\n") == (nil, .alreadyOn))
        #expect(StarterSite.themeSetting(of: "templates: \"templates/\"\n") == (nil, .alreadyOn))
        #expect(StarterSite.themeSetting(of: "templates: ../shared-theme\n# templates: templates\n") == (nil, .otherTemplates("../shared-theme")))
    }
}
