import HIGControls

/// Makes the site from the pages read: ids, order, drafts, the structure's problems (repeated
/// or reserved ids, missing home and section pages) and the glossary. Given what the last run
/// kept, it asks ``Staleness`` what the pages read since make stale: when it can say, the last
/// site is kept with the changed pages in their places, and the check step reuses the checks
/// of the pages that are not stale.
struct AssembleStep: BuildStep {
    typealias Failure = Never
    static let name = "assemble"
    /// What the last run kept, when this one has the same inputs besides the pages; nil: the
    /// site is assembled afresh.
    var last: LastCheck? = nil

    struct Output {
        var loaded: SiteAssembler.Loaded
        /// What changed since the last run, when its site is kept.
        var staleness: Staleness?
        /// The last run's checks and the pages to check again, when they may be reused.
        var earlierChecks: SiteChecker.Earlier?
    }

    func run(_ read: ReadStep.Output) -> Output {
        if let last, let staleness = Staleness(read, after: last) {
            // The structure's problems depend only on the files and the published pages' ids, which are as before.
            let diagnostics = read.sourceDiagnostics + read.results.flatMap(\.diagnostics) + last.loaded.structure + read.glossary.1
            let loaded = SiteAssembler.Loaded(site: staleness.site, glossary: read.glossary.0, diagnostics: diagnostics, structure: last.loaded.structure)
            return Output(loaded: loaded, staleness: staleness,
                          earlierChecks: SiteChecker.Earlier(pages: last.checks, changed: staleness.stale))
        }
        let loaded = SiteAssembler.assemble(read.source, files: read.results, assets: read.assets, sourceDiagnostics: read.sourceDiagnostics, glossary: read.glossary)
        return Output(loaded: loaded, staleness: nil, earlierChecks: nil)
    }
}
