import Foundation
import HIGControls

/// Finds every content file of both languages and parses each one (concurrently) into a page
/// with its outline and rendered body, reusing the cache's page for a file whose bytes did not
/// change.
struct ReadStep: BuildStep {
    static let name = "read"
    let cache: BuildCache

    struct Output {
        var context: BuildContext
        var files: [ContentFile]
        /// Problems of the folder itself (a file that is not Markdown, a name that is not NFC).
        var sourceDiagnostics: [Diagnostic]
        /// Each file's page and problems, in the order of `files`.
        var results: [SiteLoader.Read]
    }

    func run(_ context: BuildContext) -> Output {
        let (files, sourceDiagnostics) = context.source.files()
        return Output(context: context, files: files, sourceDiagnostics: sourceDiagnostics, results: read(files))
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
            let data: Data
            do {
                data = try Data(contentsOf: file.url)
            } catch {
                return (nil, (nil, [PageReader.unreadable(file, error)]))
            }
            for candidate in [previous[file.url], written[file.url]] {
                if var known = candidate, known.data == data {
                    known.stamp = stamp
                    return (known, known.result)
                }
            }
            let result = PageReader.read(file, data: data, rendersHTML: true)
            return (remembers ? BuildCache.Source(data: data, stamp: stamp, result: result) : nil, result)
        }
        var sources: [URL: BuildCache.Source] = [:]
        for (file, read) in zip(files, fresh) {
            sources[file.url] = read.source
        }
        cache.sources = sources
        cache.lastReadStart = started
        return fresh.map(\.result)
    }
}
