import ArgumentParser
import Foundation
import HIGSite

/// The options of the commands that build the site (`build` and `serve`): where the content,
/// the theme and the output are.
struct SiteOptions: ParsableArguments {
    @OptionGroup var contentOptions: ContentOptions

    @OptionGroup var themeOptions: ThemeOptions

    @Option(help: ArgumentHelp("The folder to build the site into, replaced as a whole (default: higsite.yaml's 'output', else _site).", valueName: "dir"))
    var output: String?

    /// The configuration (see ``ConfigOption/load(format:)``) and the build's options from it,
    /// each option given here taking the place of the configuration's; `baseURL` picks the
    /// public address from the configuration.
    func load(baseURL: (SiteConfiguration) -> String?) throws -> (BuildOptions, warnings: [Diagnostic]) {
        let (configuration, warnings) = try contentOptions.configOption.load()
        let options = BuildOptions(content: contentOptions.contentFolder(configuration), templates: themeOptions.folder(configuration),
                                   output: output.map { UserPath($0) } ?? configuration.output ?? UserPath("_site"),
                                   baseURL: baseURL(configuration), siteText: configuration.site, rules: configuration.rules)
        return (options, warnings)
    }
}
