import Foundation
import HIGControls

/// Assembles the site from the pages ``ReadStep`` read: the work of ``AssembleStep`` when it
/// cannot keep the last build's site.
enum SiteAssembler {
    struct Loaded: Sendable {
        var site: Site
        var glossary: Glossary
        var diagnostics: [Diagnostic]
        /// The part of `diagnostics` that only the set of files and their ids decide: repeated and
        /// reserved ids, missing home and section pages.
        var structure: [Diagnostic]
    }

    typealias Read = (page: Page?, diagnostics: [Diagnostic])

    /// The site from every file's page, in the order of ``ContentSource/files()``.
    static func assemble(_ source: ContentSource, files results: [Read], assets: [ContentAsset] = [], sourceDiagnostics: [Diagnostic],
                         glossary: (Glossary, [Diagnostic])) -> Loaded {
        var diagnostics = sourceDiagnostics
        var byID: [Language: [PageID: [Page]]] = [:]
        for result in results {
            diagnostics += result.diagnostics
            if let page = result.page {
                byID[page.language, default: [:]][page.id, default: []].append(page)
            }
        }

        var structure: [Diagnostic] = []
        var published: [Page] = []
        var drafts: [Language: Set<PageID>] = [:]
        for language in Language.allCases {
            let pages = byID[language] ?? [:]
            for (id, candidates) in pages {
                // `a.md` beside `a/_index.md`, or one name in NFC and NFD: which one is meant is
                // unknowable, so both are errors; the first stays in the site so that links to the
                // id do not pile further errors on top.
                let sorted = candidates.sorted { $0.file.displayPath < $1.file.displayPath }
                let page = sorted[0]
                if sorted.count > 1 {
                    let paths = sorted.map(\.file.displayPath)
                    for path in paths {
                        structure.append(Diagnostic(file: path, location: nil, problem: .page(.duplicatePageID(id.description)),
                                                      notes: paths.filter { $0 != path }.map { "also defined by \($0)" }))
                    }
                }
                if GeneratedPage.isReserved(id) {
                    structure.append(Diagnostic(file: page.file.displayPath, location: nil, problem: .page(.reservedPageID(id.description))))
                    continue
                }
                if page.frontMatter.draft {
                    drafts[language, default: []].insert(id)
                } else {
                    published.append(page)
                }
            }
            if pages[.home] == nil, !diagnostics.contains(where: { $0.file == "\(source.displayRoot)/\(language.rawValue)" }) {
                structure.append(Diagnostic(file: "\(source.displayRoot)/\(language.rawValue)/_index.md", location: nil,
                                              problem: .file(.missingHomePage(language))))
            }
        }
        structure += missingSectionPages(published, displayRoot: source.displayRoot)
        return Loaded(site: Site(pages: published, drafts: drafts, assets: assets), glossary: glossary.0, diagnostics: diagnostics + structure + glossary.1,
                      structure: structure)
    }

    /// A folder of pages without its `_index.md` has no title to show in navigation.
    private static func missingSectionPages(_ pages: [Page], displayRoot: String) -> [Diagnostic] {
        var existing: [Language: Set<PageID>] = [:]
        for page in pages { existing[page.language, default: []].insert(page.id) }
        // Each folder is looked at once, and its ancestors with it: siblings share them.
        var seen: [Language: Set<PageID>] = [:]
        var diagnostics: [Diagnostic] = []
        for page in pages {
            var folder = page.id.parent
            while let id = folder, !id.isHome, seen[page.language, default: []].insert(id).inserted {
                if existing[page.language]?.contains(id) != true {
                    diagnostics.append(Diagnostic(file: ([displayRoot, page.language.rawValue] + id.components + ["_index.md"]).joined(separator: "/"),
                                                  location: nil, problem: .page(.missingSectionPage(id.description))))
                }
                folder = id.parent
            }
        }
        return diagnostics
    }
}
