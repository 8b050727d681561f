import Foundation

/// Reads and parses one content file into a ``Page``, reporting every problem it finds.
enum PageReader {
    static func unreadable(_ file: ContentFile, _ error: Error) -> Diagnostic {
        Diagnostic(file: file.displayPath, location: nil, problem: .file(.unreadableFile(error.localizedDescription)))
    }

    /// Parses a content file's bytes, already read. `rendersHTML`: whether the page's body is
    /// rendered now, while its tree is fresh (a build), or only if it is ever asked for (a check).
    static func read(_ file: ContentFile, data: Data, rendersHTML: Bool) -> (page: Page?, diagnostics: [Diagnostic]) {
        func diagnostic(_ problem: LocatedProblem) -> Diagnostic {
            Diagnostic(file: file.displayPath, location: problem.location, problem: problem.problem, notes: problem.notes)
        }
        // A leading byte order mark (some Windows editors write one) is not part of the text.
        let hasByteOrderMark = data.starts(with: [0xEF, 0xBB, 0xBF])
        guard let decoded = String(validating: hasByteOrderMark ? data.dropFirst(3) : data, as: UTF8.self) else {
            return (nil, [Diagnostic(file: file.displayPath, location: nil, problem: .file(.unreadableFile("the file is not UTF-8 text")))])
        }

        // In Swift "\r\n" is one Character, so line splitting needs plain "\n" line ends.
        let hasCarriageReturn = ByteScanner.contains(UInt8(ascii: "\r"), in: data)
        let text = hasCarriageReturn ? decoded.replacingOccurrences(of: "\r\n", with: "\n") : decoded
        var diagnostics: [Diagnostic] = []
        guard let id = PageID(filePath: file.relativePath), id.isValid else {
            let shown = file.relativePath.joined(separator: "/")
            return (nil, [Diagnostic(file: file.displayPath, location: nil, problem: .page(.invalidPageID(String(shown.dropLast(3)))))])
        }

        let split = SplitSource(text)
        diagnostics += split.problems.map(diagnostic)
        var frontMatter: FrontMatter?
        if let yaml = split.yaml {
            let (parsed, problems) = FrontMatter.parse(yaml: yaml)
            frontMatter = parsed
            diagnostics += problems.map(diagnostic)
        }
        let language = file.language
        let document = MarkdownDocument(source: String(split.body), lineOffset: split.bodyLineOffset,
                                        permalinkLabel: UIStrings.permalinkLabel(in: language), rendersHTML: rendersHTML)
        diagnostics += document.problems.map(diagnostic)
        // A page whose front matter is broken still exists: keeping it (the build fails on the
        // error anyway) spares every link to it a second, misleading "no page" error.
        let fallback = FrontMatter(title: id.components.last ?? file.language.nativeName)
        return (Page(file: file, id: id, frontMatter: frontMatter ?? fallback, document: document,
                     hasValidFrontMatter: frontMatter != nil), diagnostics)
    }
}
