import Foundation

/// Before anything is read: the output must not overlap the content or the templates, a build
/// killed earlier is cleared up after, the output must be a folder higsite may replace, and the
/// theme is loaded and its templates parsed.
struct PrepareStep: BuildStep {
    typealias Failure = any Error
    static let name = "prepare"

    func run(_ options: BuildOptions) throws -> BuildContext {
        try SiteBuilder.checkFolders(options)
        let writer = OutputWriter(output: options.output)
        writer.recoverInterruptedBuilds()
        try writer.checkReplaceable()
        let theme = try Theme.load(options.templates)
        let templates = try TemplateLibrary(theme: theme)
        let inputs = BuildInputs(content: options.content.url.path, output: options.output.url.path, baseURL: options.baseURL,
                                 siteText: options.siteText, rules: options.rules.ids.sorted(), templates: theme.fingerprint)
        return BuildContext(options: options, writer: writer, theme: theme, templates: templates,
                            source: ContentSource(root: options.content.url, displayRoot: options.content.display), inputs: inputs)
    }
}
