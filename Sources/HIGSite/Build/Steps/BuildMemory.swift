import Foundation
import HIGControls

/// What a ``BuildSession`` keeps between builds, for `higsite serve`'s edit–look loop: one value,
/// passed into a build and returned from it (a build that throws returns none, and the next one
/// starts afresh). The steps are given the parts they read and return what is to be kept; a
/// build that finds nothing to reuse does exactly what a first build does.
///
/// - ``ReadStep``: a file whose bytes did not change keeps its parsed page (one whose size and
///   change time are as before is not even read).
/// - ``AssembleStep``/``CheckStep``: the last build's site and checks, from which ``Staleness``
///   decides what the pages read since make stale (the same inputs besides the pages given).
/// - ``RenderStep``/``IndexStep``/``WriteStep``: when, besides, the changed pages' front matter
///   and headings (everything other pages show of them), the translation status and the
///   templates are as before, only the changed pages, their side-by-side views and their
///   language's search index are rendered again and replaced in the output.
struct BuildMemory {
    /// Whether builds are remembered for the next one. A one-shot `higsite build` says no: it
    /// then lets go of each file's bytes as soon as the file is parsed.
    let remembers: Bool
    /// Mockup fences drawn by earlier builds. Pure memoisation, and safe to share between
    /// threads: a reference that every copy of the memory shares.
    let mockups = MockupFenceCache()
    /// What the last read found.
    var reads = Reads()
    /// The last build that wrote its output.
    var last: LastBuild?

    init(remembers: Bool) {
        self.remembers = remembers
    }

    /// What the last read found, which the next read starts from.
    struct Reads {
        /// Every content file as the last read read it.
        var sources: [URL: Source] = [:]
        /// When the last read started (nanoseconds since 1970): files changed since may carry
        /// the same stamp as before their change (see ``FileStamp``).
        var lastReadStart: Int64?
        /// The files the last read found, and their pages.
        var listing: Listing?
    }

    struct Source {
        var data: Data
        var stamp: FileStamp?
        var result: SiteAssembler.Read
    }

    /// The content files as the last read found them: what a read told which files changed
    /// starts from.
    struct Listing {
        var content: String
        var files: [ContentFile]
        /// The images as listed (a change to one is a change the watcher names by a path that is
        /// no page's, so the next build lists the folder again).
        var assets: [ContentAsset]
        var diagnostics: [Diagnostic]
        var results: [SiteAssembler.Read]
        /// Each file's place in `files`, by its path.
        let positions: [String: Int]
        /// Whether a page is a link to another file: a change to that file changes the page too,
        /// though the watcher names only the file.
        let hasLinks: Bool

        init(content: String, files: [ContentFile], assets: [ContentAsset], diagnostics: [Diagnostic], results: [SiteAssembler.Read]) {
            (self.content, self.files, self.assets, self.diagnostics, self.results) = (content, files, assets, diagnostics, results)
            positions = Dictionary(files.enumerated().map { ($1.url.path, $0) }, uniquingKeysWith: { first, _ in first })
            hasLinks = files.contains(where: \.isLink)
        }
    }

    /// What the previous written build was made of.
    struct LastBuild {
        var inputs: BuildInputs
        /// Its pages, site and checks, which ``Staleness`` starts from.
        var check: LastCheck
        /// The files as that build read them.
        var sources: [URL: Source]
        var translation: TranslationStatus
        var bodies: [Language: [PageID: BodyHTML]]
        var readingOrder: ReadingOrder
        var search: [Language: SearchLanguageIndex]
    }
}
