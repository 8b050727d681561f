import Foundation
import HIGControls

/// Finds every content file of both languages (or takes the ones the input names) and parses
/// each one (concurrently) into a page with its outline, and its rendered body in a build; reads
/// the glossary. Every file is read from the input's overlay when it holds a text for it, from
/// the disk otherwise. With a cache (`higsite serve`), a file whose bytes did not change keeps
/// its page, and, told which files changed, the step reads only those and takes the rest from
/// the last read.
struct ReadStep: BuildStep {
    typealias Failure = Never
    static let name = "read"
    /// What earlier builds read, or nil: every file is read and nothing is kept.
    var cache: BuildCache? = nil
    /// Paths of the only files that changed since the last build (none added or removed), or
    /// nil: every file is looked at.
    var changed: Set<String>? = nil

    struct Output {
        var source: ContentSource
        var files: [ContentFile]
        /// Problems of the folder itself (a file that is not Markdown, a name that is not NFC).
        var sourceDiagnostics: [Diagnostic]
        /// Each file's page and problems, in the order of `files`.
        var results: [SiteLoader.Read]
        /// The glossary and its problems.
        var glossary: (Glossary, [Diagnostic])
    }

    func run(_ input: ContentInput) -> Output {
        let glossary = input.glossary ?? Glossary.load(from: input.source)
        if let changed, let cache, let listed = readChanged(changed, input, cache: cache) {
            return Output(source: input.source, files: listed.files, sourceDiagnostics: listed.diagnostics, results: listed.results,
                          glossary: glossary)
        }
        let listed = input.files.map { (files: $0, diagnostics: [Diagnostic]()) } ?? input.source.files()
        let files = listed.files, sourceDiagnostics = listed.diagnostics
        guard let cache else {
            return Output(source: input.source, files: files, sourceDiagnostics: sourceDiagnostics,
                          results: files.concurrentMap { input.read($0) }, glossary: glossary)
        }
        let results = read(files, input, cache: cache)
        if cache.remembers {
            cache.listing = BuildCache.Listing(content: input.source.root.path, files: files, diagnostics: sourceDiagnostics, results: results)
        }
        return Output(source: input.source, files: files, sourceDiagnostics: sourceDiagnostics, results: results, glossary: glossary)
    }

    /// The last read's files and pages with `paths` read again; nil when that cannot be trusted
    /// (no last read of this folder, a page that is a link, a path that was no page of it, one
    /// that is no longer a regular file inside it or has become a link): every file is then
    /// looked at.
    private func readChanged(_ paths: Set<String>, _ input: ContentInput, cache: BuildCache)
        -> (files: [ContentFile], diagnostics: [Diagnostic], results: [SiteLoader.Read])? {
        guard var listing = cache.listing, listing.content == input.source.root.path, !listing.hasLinks else { return nil }
        cache.listing = nil  // changed in place below, and kept again only if all goes well
        let started = FileStamp.now()
        for path in paths.sorted() {
            guard let index = listing.positions[path] else { return nil }
            var file = listing.files[index]
            guard case .file(let info, throughLink: false) = SourceEntry.at(path, display: file.displayPath, root: input.source.resolvedRoot) else {
                return nil
            }
            file.stamp = FileStamp(info)
            let (source, result) = Self.read(file, input, previous: cache.sources[file.url], written: cache.last?.sources[file.url],
                                             remembers: cache.remembers)
            listing.files[index] = file
            listing.results[index] = result
            cache.sources[file.url] = source
        }
        cache.listing = listing
        cache.lastReadStart = started
        return (listing.files, listing.diagnostics, listing.results)
    }

    /// Reads every content file; parses only those whose bytes changed since the last build,
    /// and keeps the others' pages (the same objects, so a change shows as a new one). A file
    /// back to the bytes of the last written build (after a failed one) gets that build's page.
    private func read(_ files: [ContentFile], _ input: ContentInput, cache: BuildCache) -> [SiteLoader.Read] {
        let previous = cache.sources
        let written = cache.last?.sources ?? [:]
        let started = FileStamp.now()
        // A stamp is trusted only for files last changed well before the previous read began:
        // the file system's clock is coarse (milliseconds), so a file changed during or just
        // after that read may still show the stamp it had then. Those are read and compared.
        let trustedBefore = cache.lastReadStart.map { $0 - 100_000_000 }
        let remembers = cache.remembers
        let fresh = files.concurrentMap { file -> (source: BuildCache.Source?, result: SiteLoader.Read) in
            let stamp = file.stamp
            if input.overlay[file.url] == nil, let known = previous[file.url], let stamp, known.stamp == stamp, let trustedBefore,
               stamp.changed < trustedBefore {
                return (known, known.result)
            }
            return Self.read(file, input, previous: previous[file.url], written: written[file.url], remembers: remembers)
        }
        var sources: [URL: BuildCache.Source] = [:]
        for (file, read) in zip(files, fresh) {
            sources[file.url] = read.source
        }
        cache.sources = sources
        cache.lastReadStart = started
        return fresh.map(\.result)
    }

    /// One file's page: the one it had when its bytes were last the same (the last read's, or
    /// the last written build's), or a new one.
    private static func read(_ file: ContentFile, _ input: ContentInput, previous: BuildCache.Source?, written: BuildCache.Source?,
                             remembers: Bool) -> (source: BuildCache.Source?, result: SiteLoader.Read) {
        let data: Data
        do {
            data = try input.data(of: file)
        } catch {
            return (nil, (nil, [PageReader.unreadable(file, error)]))
        }
        for candidate in [previous, written] {
            if var known = candidate, known.data == data {
                known.stamp = file.stamp
                return (known, known.result)
            }
        }
        let result = PageReader.read(file, data: data, rendersHTML: input.rendersHTML)
        return (remembers ? BuildCache.Source(data: data, stamp: file.stamp, result: result) : nil, result)
    }
}
