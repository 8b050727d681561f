import HIGControls
import Foundation

/// What a check found: every diagnostic of the content, sorted by file and position.
public struct CheckReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var site: Site
    public var translation: TranslationStatus
}

/// What a build did. `written` is false when the content had errors: then nothing was written
/// and the previous output is untouched.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var pageCounts: [Language: Int]
    public var fileCount: Int
    /// Rules with a page on the site.
    public var ruleCount: Int = 0
    /// Mockup fences of the content, in both languages (rule pages draw their examples besides).
    public var mockupCount: Int = 0
    public var written: Bool
}

/// The build as a list of steps over plain values: load → resolve links → (stop on errors) →
/// render → write. No step reaches back into an earlier one.
public enum SiteBuilder {
    /// Reads and checks all content; writes nothing.
    public static func check(content: UserPath, rules: RuleCatalog = .registry) throws -> CheckReport {
        let loaded = try SiteLoader.load(ContentSource(root: content.url, displayRoot: content.display))
        let checked = SiteChecker(rules: rules).check(loaded.site, glossary: loaded.glossary)
        return CheckReport(diagnostics: (loaded.diagnostics + checked.diagnostics).sorted(), site: loaded.site,
                           translation: checked.translation)
    }

    /// Checks, then builds the site into the output folder if the content has no errors.
    public static func build(_ options: BuildOptions) throws -> BuildReport {
        try checkFolders(options)
        let writer = OutputWriter(output: options.output)
        try writer.checkReplaceable()
        let templates = try TemplateLibrary(folder: options.templates.url, displayPath: options.templates.display)

        let loaded = try SiteLoader.load(ContentSource(root: options.content.url, displayRoot: options.content.display))
        let site = loaded.site
        let checked = SiteChecker(rules: options.rules).check(site, glossary: loaded.glossary)
        let diagnostics = (loaded.diagnostics + checked.diagnostics).sorted()
        let pageCounts = Dictionary(grouping: site.pages, by: \.language).mapValues(\.count)
        guard !diagnostics.hasErrors else {
            return BuildReport(diagnostics: diagnostics, pageCounts: pageCounts, fileCount: 0, written: false)
        }

        let renderer = SiteRenderer(site: site, links: checked.links, translation: checked.translation, mockups: checked.mockups,
                                    glossary: loaded.glossary, rules: options.rules.rules, templates: templates, baseURL: options.baseURL)
        var files = try renderer.renderPages()
        files += renderer.renderGeneratedPages()
        files += try renderer.renderRulePages()
        files += SearchIndex.files(site, rules: options.rules.rules, glossary: loaded.glossary)
        files += renderer.renderRootPages()
        files += try Assets.files(in: options.templates)
        files.append(OutputFile(path: [".nojekyll"], contents: Data()))
        if let baseURL = options.baseURL {
            files.append(Sitemap.render(site, baseURL: baseURL))
        }
        try writer.write(files)
        return BuildReport(diagnostics: diagnostics, pageCounts: pageCounts, fileCount: files.count + 1,
                           ruleCount: options.rules.rules.count, mockupCount: checked.mockups.count, written: true)
    }

    /// The output must be neither inside nor around the content or the templates: replacing it
    /// would delete the sources.
    private static func checkFolders(_ options: BuildOptions) throws {
        let output = options.output.url.resolvingSymlinksInPath().path
        for input in [options.content, options.templates] {
            let path = input.url.resolvingSymlinksInPath().path
            if output == path || path.hasPrefix(output + "/") || output.hasPrefix(path + "/") {
                throw OutputError.overlapsInput(output: options.output.display, input: input.display)
            }
        }
    }
}
