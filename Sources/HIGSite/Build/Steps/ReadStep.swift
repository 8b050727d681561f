import Foundation
import HIGControls

/// Finds every content file of both languages (or takes the ones the input names) and parses
/// each one (concurrently) into a page with its outline, and its rendered body in a build; reads
/// the glossary. Every file is read from the input's overlay when it holds a text for it, from
/// the disk otherwise. Given the last read (`higsite serve`), a file whose bytes did not change keeps
/// its page, and, told which files changed, the step reads only those and takes the rest from
/// the last read.
struct ReadStep: BuildStep {
    typealias Failure = Never
    static let name = "read"
    /// What earlier builds read, or nil: every file is read and nothing is kept.
    var memory: Memory? = nil
    /// Paths of the only files that changed since the last build (none added or removed), or
    /// nil: every file is looked at.
    var changed: Set<String>? = nil

    /// What a read starts from in a ``BuildSession``.
    struct Memory {
        /// The last read.
        var reads: BuildMemory.Reads
        /// The files as the last written build read them.
        var written: [URL: BuildMemory.Source]
        /// Whether the files' bytes are kept for the next read.
        var remembers: Bool
    }

    struct Output {
        var source: ContentSource
        var files: [ContentFile]
        /// The images the site publishes.
        var assets: [ContentAsset]
        /// Problems of the folder itself (a file that is not Markdown, a name that is not NFC).
        var sourceDiagnostics: [Diagnostic]
        /// Each file's page and problems, in the order of `files`.
        var results: [SiteAssembler.Read]
        /// The glossary and its problems.
        var glossary: (Glossary, [Diagnostic])
        /// What the next read is to start from, when the read was given a memory.
        var kept: BuildMemory.Reads?
    }

    func run(_ input: ContentInput) -> Output {
        let glossary = input.glossary ?? Glossary.load(from: input.source)
        if let changed, let memory, let (listing, reads) = readChanged(changed, input, memory: memory) {
            return Output(source: input.source, files: listing.files, assets: listing.assets, sourceDiagnostics: listing.diagnostics,
                          results: listing.results, glossary: glossary, kept: reads)
        }
        // Files given in memory (the language server's, the fuzzer's) come without images.
        let listed = input.files.map { ContentSource.Listed(files: $0) } ?? input.source.files()
        let files = listed.files, sourceDiagnostics = listed.diagnostics
        guard let memory else {
            return Output(source: input.source, files: files, assets: listed.assets, sourceDiagnostics: sourceDiagnostics,
                          results: files.concurrentMap { input.read($0) }, glossary: glossary, kept: nil)
        }
        var reads = memory.reads
        let results = read(files, input, memory: memory, into: &reads)
        if memory.remembers {
            reads.listing = BuildMemory.Listing(content: input.source.root.path, files: files, assets: listed.assets, diagnostics: sourceDiagnostics,
                                                results: results)
        }
        return Output(source: input.source, files: files, assets: listed.assets, sourceDiagnostics: sourceDiagnostics, results: results,
                      glossary: glossary, kept: reads)
    }

    /// The last read's files and pages with `paths` read again; nil when that cannot be trusted
    /// (no last read of this folder, a page that is a link, a path that was no page of it, one
    /// that is no longer a regular file inside it or has become a link): every file is then
    /// looked at.
    private func readChanged(_ paths: Set<String>, _ input: ContentInput, memory: Memory) -> (BuildMemory.Listing, BuildMemory.Reads)? {
        var reads = memory.reads
        guard var listing = reads.listing, listing.content == input.source.root.path, !listing.hasLinks else { return nil }
        reads.listing = nil
        let started = FileStamp.now()
        for path in paths.sorted() {
            guard let index = listing.positions[path] else { return nil }
            var file = listing.files[index]
            guard case .file(let info, throughLink: false) = SourceEntry.at(path, display: file.displayPath, root: input.source.resolvedRoot) else {
                return nil
            }
            file.stamp = FileStamp(info)
            let (source, result) = Self.read(file, input, previous: reads.sources[file.url], written: memory.written[file.url],
                                             remembers: memory.remembers)
            listing.files[index] = file
            listing.results[index] = result
            reads.sources[file.url] = source
        }
        reads.listing = listing
        reads.lastReadStart = started
        return (listing, reads)
    }

    /// Reads every content file; parses only those whose bytes changed since the last build,
    /// and keeps the others' pages (the same objects, so a change shows as a new one). A file
    /// back to the bytes of the last written build (after a failed one) gets that build's page.
    private func read(_ files: [ContentFile], _ input: ContentInput, memory: Memory, into reads: inout BuildMemory.Reads) -> [SiteAssembler.Read] {
        let previous = reads.sources
        let written = memory.written
        let started = FileStamp.now()
        // A stamp is trusted only for files last changed well before the previous read began:
        // the file system's clock is coarse (milliseconds), so a file changed during or just
        // after that read may still show the stamp it had then. Those are read and compared.
        let trustedBefore = reads.lastReadStart.map { $0 - 100_000_000 }
        let remembers = memory.remembers
        let fresh = files.concurrentMap { file -> (source: BuildMemory.Source?, result: SiteAssembler.Read) in
            let stamp = file.stamp
            if input.overlay[file.url] == nil, let known = previous[file.url], let stamp, known.stamp == stamp, let trustedBefore,
               stamp.changed < trustedBefore {
                return (known, known.result)
            }
            return Self.read(file, input, previous: previous[file.url], written: written[file.url], remembers: remembers)
        }
        var sources: [URL: BuildMemory.Source] = [:]
        for (file, read) in zip(files, fresh) {
            sources[file.url] = read.source
        }
        reads.sources = sources
        reads.lastReadStart = started
        return fresh.map(\.result)
    }

    /// One file's page: the one it had when its bytes were last the same (the last read's, or
    /// the last written build's), or a new one.
    private static func read(_ file: ContentFile, _ input: ContentInput, previous: BuildMemory.Source?, written: BuildMemory.Source?,
                             remembers: Bool) -> (source: BuildMemory.Source?, result: SiteAssembler.Read) {
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
        return (remembers ? BuildMemory.Source(data: data, stamp: file.stamp, result: result) : nil, result)
    }
}
