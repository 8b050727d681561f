import Foundation
import HIGControls

/// What every step after ``PrepareStep`` may read: the options, the output writer, the theme
/// and its templates, and where the content is. Plain values, made once per build.
struct BuildContext: Sendable {
    let options: BuildOptions
    let writer: OutputWriter
    let theme: Theme
    let templates: TemplateLibrary
    let source: ContentSource
    /// Everything but the pages' own text that the output depends on: a rebuild whose inputs
    /// are as before may reuse the previous build's work.
    let inputs: BuildInputs
}

/// Everything but the pages' own text that a build depends on.
struct BuildInputs: Equatable, Sendable {
    /// Paths, not URLs: a folder's URL gains a trailing slash once the folder exists.
    var content: String
    var output: String
    var baseURL: String?
    var siteText: [Language: SiteConfiguration.SiteText]
    var rules: [String]
    var templates: [String: [UInt8]]
}
