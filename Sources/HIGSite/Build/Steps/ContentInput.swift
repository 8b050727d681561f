import Foundation

/// What ``ReadStep`` reads, for every command that needs a checked site: the content folder's
/// files, each read from `overlay` when it holds a text for it and from the disk otherwise.
/// `higsite build` and `serve` give the folder alone; `check --fix` its edits before they are
/// written; the language server the editor's open documents; the content fuzzer a page and the
/// home pages it makes up, which exist only in memory.
struct ContentInput: Sendable {
    var source: ContentSource
    /// Texts read in place of files' bytes on disk, by ``ContentFile/url``.
    var overlay: [URL: Data] = [:]
    /// The files, when they exist only in memory (their texts in `overlay`); nil: the files
    /// found under the content folder.
    var files: [ContentFile]? = nil
    /// The glossary, when the caller read it already (the fuzzer reads it once for thousands of
    /// pages); nil: it is read from the content folder.
    var glossary: (Glossary, [Diagnostic])? = nil
    /// Whether each page's body is rendered to HTML as it is read, while its tree is fresh (a
    /// build), or only if it is ever asked for (a check).
    var rendersHTML: Bool

    /// One file's page: from the overlay's text, or from the disk.
    func read(_ file: ContentFile) -> SiteAssembler.Read {
        do {
            return PageReader.read(file, data: try data(of: file), rendersHTML: rendersHTML)
        } catch {
            return (nil, [PageReader.unreadable(file, error)])
        }
    }

    /// The bytes of `file`: the overlay's text, or the file's on disk.
    func data(of file: ContentFile) throws -> Data {
        if let text = overlay[file.url] { return text }
        return try Data(contentsOf: file.url)
    }
}
