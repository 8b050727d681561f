import HIGControls

/// Makes the search index of each language: its entries (one line of JSON per page, heading and
/// rule) and their pieces, written to the output target. A rebuild after a change of page text
/// updates the last build's index in place and writes only the pieces that changed; when a
/// changed page has more or fewer entries than before, its language's index is made again.
struct IndexStep: BuildStep {
    typealias Failure = Never
    static let name = "index"
    let context: BuildContext

    /// The site, what the render step made of it, and the last build's indexes and site.
    struct Input {
        var loaded: SiteAssembler.Loaded
        var rendered: RenderStep.Output
        var earlier: Earlier?
    }

    /// The last written build's indexes, and the site they were made of. Given to the step
    /// alone (no other value may hold them), so that each is changed in place instead of copied
    /// (tens of megabytes).
    struct Earlier {
        var search: [Language: SearchLanguageIndex]
        var site: Site
    }

    struct Output {
        /// Each language's index, as the next rebuild starts from it.
        var search: [Language: SearchLanguageIndex]
    }

    func run(_ input: consuming Input) -> Output {
        let rendered = input.rendered, loaded = input.loaded, site = loaded.site
        let glossaryJSON = SearchIndex.glossaryJSON(loaded.glossary), rules = context.options.rules.rules
        let target = rendered.target, writesJSON = context.options.searchJSON
        let made: @Sendable (Language) -> SearchLanguageIndex = { language in
            var index = SearchLanguageIndex(language: language, pages: site.pages(in: language), in: site, rules: rules,
                                            glossaryJSON: glossaryJSON, writesJSON: writesJSON)
            index.writeAll { target.emit($0) }
            return index
        }
        switch rendered.scope {
        case .wholeSite:
            let made = Language.allCases.concurrentMap(made)
            return Output(search: Dictionary(uniqueKeysWithValues: zip(Language.allCases, made)))
        case .changedPages(let changed):
            var search = input.earlier?.search ?? [:]
            let oldSite = input.earlier?.site
            // The input lets go of the indexes, so that each is changed in place below.
            input.earlier = nil
            for language in Language.allCases {
                let pages = changed.filter { $0.language == language }
                guard !pages.isEmpty else { continue }
                guard var index = search.removeValue(forKey: language), index.glossaryJSON == glossaryJSON, index.writesJSON == writesJSON, let oldSite,
                      Self.replace(pages, in: &index, site: site, oldSite: oldSite) else {
                    search[language] = made(language)
                    continue
                }
                let written = index.writeChanged()
                target.emit(written.files)
                target.remove(written.removed)
                search[language] = index
            }
            return Output(search: search)
        }
    }

    /// Puts `pages`' new entries in `index` (each as the old site had it before); false when one
    /// cannot be put in place, and the language's index must be made again.
    private static func replace(_ pages: [Page], in index: inout SearchLanguageIndex, site: Site, oldSite: Site) -> Bool {
        for page in pages {
            guard let old = oldSite.page(page.id, in: page.language), index.replace(page, in: site, old: old, in: oldSite) else { return false }
        }
        return true
    }
}
