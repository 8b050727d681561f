import Foundation
import HIGControls

/// A folder the user named, kept with the spelling they used so messages repeat it.
public struct UserPath: Sendable, Hashable {
    public var url: URL
    public var display: String

    /// Diagnostics name files relative to `base` (the working directory) when they are below it,
    /// the way editors and CI expect them.
    public init(_ path: String, relativeTo base: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        let basePath = base.standardizedFileURL.path
        if path.hasPrefix("/"), url.path.hasPrefix(basePath + "/") {
            display = String(url.path.dropFirst(basePath.count + 1))
        } else {
            display = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        }
    }
}

/// Settings for `check` and `build`, passed down from the command line; nothing below reads
/// the environment or the working directory on its own.
public struct BuildOptions: Sendable {
    public var content: UserPath
    /// A theme folder over the embedded default theme; nil for the embedded theme alone.
    public var templates: UserPath?
    public var output: UserPath
    /// The public address of the output folder (`https://example.com/hig`), without a trailing
    /// slash; enables `sitemap.xml`, canonical links and absolute `hreflang` alternates.
    public var baseURL: String?
    /// The site's name and home page description per language (higsite.yaml's `site:`); a
    /// language without a title takes its home page's.
    public var siteText: [Language: SiteConfiguration.SiteText]
    /// The rules that guidelines and `rule:` links may name, and whose pages the site shows.
    public var rules: RuleCatalog
    /// Whether the build also writes `search/<lang>.json`, each language's whole search index as
    /// one JSON file, for tools (the pages never load it).
    public var searchJSON: Bool

    public init(content: UserPath, templates: UserPath?, output: UserPath, baseURL: String? = nil,
                siteText: [Language: SiteConfiguration.SiteText] = [:], rules: RuleCatalog = .registry, searchJSON: Bool = false) {
        self.searchJSON = searchJSON
        self.siteText = siteText
        self.content = content
        self.templates = templates
        self.output = output
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.rules = rules
    }
}
