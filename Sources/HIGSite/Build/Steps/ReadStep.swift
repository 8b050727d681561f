import Foundation
import HIGControls

/// Finds every content file of both languages and parses each one (concurrently) into a page
/// with its outline and rendered body, reusing the cache's page for a file whose bytes did not
/// change. Told which files changed (by `higsite serve`, which watches the folder), it reads only
/// those and takes the rest from the last read.
struct ReadStep: BuildStep {
    static let name = "read"
    let cache: BuildCache
    /// Paths of the only files that changed since the last build (none added or removed), or
    /// nil: every file is looked at.
    var changed: Set<String>? = nil

    struct Output {
        var context: BuildContext
        var files: [ContentFile]
        /// Problems of the folder itself (a file that is not Markdown, a name that is not NFC).
        var sourceDiagnostics: [Diagnostic]
        /// Each file's page and problems, in the order of `files`.
        var results: [SiteLoader.Read]
    }

    func run(_ context: BuildContext) -> Output {
        if let changed, let output = readChanged(changed, context) { return output }
        let (files, sourceDiagnostics) = context.source.files()
        let results = read(files)
        if cache.remembers {
            cache.listing = BuildCache.Listing(content: context.inputs.content, files: files, diagnostics: sourceDiagnostics, results: results)
        }
        return Output(context: context, files: files, sourceDiagnostics: sourceDiagnostics, results: results)
    }

    /// The last read's files and pages with `paths` read again; nil when that cannot be trusted
    /// (no last read of this folder, a page that is a link, a path that was no page of it, one
    /// that is no longer a regular file inside it or has become a link): every file is then
    /// looked at.
    private func readChanged(_ paths: Set<String>, _ context: BuildContext) -> Output? {
        guard var listing = cache.listing, listing.content == context.inputs.content, !listing.hasLinks else { return nil }
        cache.listing = nil  // changed in place below, and kept again only if all goes well
        let started = FileStamp.now()
        for path in paths.sorted() {
            guard let index = listing.positions[path] else { return nil }
            var file = listing.files[index]
            guard case .file(let info, throughLink: false) = SourceEntry.at(path, display: file.displayPath, root: context.source.resolvedRoot) else {
                return nil
            }
            file.stamp = FileStamp(info)
            let (source, result) = Self.read(file, previous: cache.sources[file.url], written: cache.last?.sources[file.url],
                                             remembers: cache.remembers)
            listing.files[index] = file
            listing.results[index] = result
            cache.sources[file.url] = source
        }
        cache.listing = listing
        cache.lastReadStart = started
        return Output(context: context, files: listing.files, sourceDiagnostics: listing.diagnostics, results: listing.results)
    }

    /// Reads every content file; parses only those whose bytes changed since the last build,
    /// and keeps the others' pages (the same objects, so a change shows as a new one). A file
    /// back to the bytes of the last written build (after a failed one) gets that build's page.
    private func read(_ files: [ContentFile]) -> [SiteLoader.Read] {
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
            if let known = previous[file.url], let stamp, known.stamp == stamp, let trustedBefore, stamp.changed < trustedBefore {
                return (known, known.result)
            }
            return Self.read(file, previous: previous[file.url], written: written[file.url], remembers: remembers)
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
    private static func read(_ file: ContentFile, previous: BuildCache.Source?, written: BuildCache.Source?,
                             remembers: Bool) -> (source: BuildCache.Source?, result: SiteLoader.Read) {
        let data: Data
        do {
            data = try Data(contentsOf: file.url)
        } catch {
            return (nil, (nil, [PageReader.unreadable(file, error)]))
        }
        for candidate in [previous, written] {
            if var known = candidate, known.data == data {
                known.stamp = file.stamp
                return (known, known.result)
            }
        }
        let result = PageReader.read(file, data: data, rendersHTML: true)
        return (remembers ? BuildCache.Source(data: data, stamp: file.stamp, result: result) : nil, result)
    }
}
