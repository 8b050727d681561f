import HIGControls

/// Makes the site from the pages read: ids, order, drafts, the structure's problems (repeated
/// or reserved ids, missing home and section pages) and the glossary. When only pages' text
/// changed since the cache's last build, that build's site is kept with the changed pages in
/// their places, and the checks of the unchanged pages are reused.
struct AssembleStep: BuildStep {
    typealias Failure = Never
    static let name = "assemble"
    /// The last build (`higsite serve`), or nil: the site is assembled afresh.
    var cache: BuildCache? = nil
    /// This build's inputs besides the pages: the last build is reused only if they are the same.
    var inputs: BuildInputs? = nil

    struct Output {
        var read: ReadStep.Output
        var loaded: SiteLoader.Loaded
        /// The previous build's checks and which pages changed since, when they may be reused.
        var earlierChecks: SiteChecker.Earlier?
    }

    func run(_ read: ReadStep.Output) -> Output {
        let glossary = read.glossary
        if let inputs, let previous = cache?.last, previous.inputs == inputs, previous.loaded.glossary == glossary.0,
           let (site, changed) = Self.textChanges(from: previous, files: read.files, results: read.results) {
            let diagnostics = read.sourceDiagnostics + read.results.flatMap(\.diagnostics) + previous.loaded.structure + glossary.1
            let loaded = SiteLoader.Loaded(site: site, glossary: glossary.0, diagnostics: diagnostics, structure: previous.loaded.structure)
            return Output(read: read, loaded: loaded, earlierChecks: SiteChecker.Earlier(pages: previous.checks, changed: changed))
        }
        let loaded = SiteLoader.assemble(read.source, files: read.results, sourceDiagnostics: read.sourceDiagnostics, glossary: glossary)
        return Output(read: read, loaded: loaded, earlierChecks: nil)
    }

    /// The previous build's site with the pages whose text changed since, and their positions;
    /// nil unless the content is the same set of files and every changed page keeps its id, its
    /// front matter and its headings (what other pages show and check of it).
    static func textChanges(from previous: BuildCache.LastBuild, files: [ContentFile], results: [SiteLoader.Read]) -> (Site, [Int])? {
        guard files.count == previous.files.count else { return nil }
        var replacements: [Int: Page] = [:]
        for (index, (file, result)) in zip(files, results).enumerated() {
            guard file.url == previous.files[index] else { return nil }
            let before = previous.pages[index]
            if before === result.page { continue }
            guard let before, let after = result.page, let position = previous.loaded.site.position(of: before.id, in: before.language),
                  previous.loaded.site.pages[position] === before, PageSkeleton(before) == PageSkeleton(after) else { return nil }
            replacements[position] = after
        }
        return (previous.loaded.site.replacing(replacements), replacements.keys.sorted())
    }
}

/// What other pages show and check of a page: its id, front matter and headings (not their
/// positions). While it stays the same, an edit to the page's text changes no other page.
struct PageSkeleton: Equatable {
    struct Heading: Equatable {
        var level: Int
        var text: String
        var anchor: String
        var attributes: HeadingAttributes?
    }

    var language: Language
    var id: PageID
    var frontMatter: FrontMatter
    var hasValidFrontMatter: Bool
    var headings: [Heading]

    init(_ page: Page) {
        language = page.language
        id = page.id
        frontMatter = page.frontMatter
        hasValidFrontMatter = page.hasValidFrontMatter
        headings = page.document.headings.map { Heading(level: $0.level, text: $0.text, anchor: $0.anchor, attributes: $0.attributes) }
    }
}
