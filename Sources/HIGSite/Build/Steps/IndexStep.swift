import HIGControls

/// Makes the search index of each language the render step touched: one line of JSON per page
/// (its title, headings and text), with the rules and the glossary, written to the output
/// target. A rebuild makes new lines only for the changed pages and takes the rest from the
/// cache.
struct IndexStep: BuildStep {
    static let name = "index"
    let cache: BuildCache

    struct Output {
        var rendered: RenderStep.Output
        /// Each page's line of the index, by language.
        var search: [Language: [PageID: [UInt8]]]
    }

    func run(_ rendered: RenderStep.Output) -> Output {
        let context = rendered.context, loaded = rendered.checkedStep.assembled.loaded, site = loaded.site
        var search: [Language: [PageID: [UInt8]]]
        let languages: [Language]
        switch rendered.scope {
        case .wholeSite:
            search = [:]
            let lines = site.pages.concurrentMap { SearchIndex.json(of: $0, in: site) }
            for (page, json) in zip(site.pages, lines) { search[page.language, default: [:]][page.id] = json }
            languages = Language.allCases
        case .changedPages(let changed):
            search = cache.last?.search ?? [:]
            for page in changed { search[page.language, default: [:]][page.id] = SearchIndex.json(of: page, in: site) }
            languages = Language.allCases.filter { language in changed.contains { $0.language == language } }
        }
        rendered.target.emit(SearchIndex.files(site, pages: search, rules: context.options.rules.rules, glossary: loaded.glossary,
                                               languages: languages))
        return Output(rendered: rendered, search: search)
    }
}
