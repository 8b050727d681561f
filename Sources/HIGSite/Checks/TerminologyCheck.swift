/// Korean pages should use the glossary's term for each concept, not one of its variants.
enum TerminologyCheck {
    static func run(_ site: Site, glossary: Glossary) -> [Diagnostic] {
        let avoided = glossary.entries.flatMap { entry in entry.avoid.map { (variant: $0, entry: entry) } }
        guard !avoided.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for page in site.pages where page.language == .ko {
            for run in page.document.texts {
                let text = run.text.precomposedStringWithCanonicalMapping
                for (variant, entry) in avoided {
                    var searchStart = text.startIndex
                    while let found = text.range(of: variant, range: searchStart..<text.endIndex) {
                        let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: found.lowerBound)
                        let location = SourceLocation(line: run.location.line, column: run.location.column + offset)
                        diagnostics.append(Diagnostic(file: page.file.displayPath, location: location,
                                                      problem: .avoidedTerm(used: variant, preferred: entry.korean, english: entry.english)))
                        searchStart = found.upperBound
                    }
                }
            }
        }
        return diagnostics
    }
}
