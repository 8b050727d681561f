import HIGControls
/// Korean pages should use the glossary's term for each concept, not one of its variants.
struct TerminologyCheck: Sendable {
    private let glossary: Glossary
    private let matcher: TermMatcher

    init(glossary: Glossary) {
        self.glossary = glossary
        matcher = TermMatcher(glossary: glossary)
    }

    func check(_ page: Page) -> [Diagnostic] {
        guard page.language == .ko, !matcher.isEmpty else { return [] }
        var found: [(place: (run: MarkdownText, scalarOffset: Int), problem: Problem)] = []
        let document = page.document
        let all = ByteScanner(document.textBytes)
        for run in document.texts {
            // The glossary's terms are NFC; so is text of ASCII and Hangul syllables as it is.
            let (text, range) = all.isASCIIOrHangulSyllables(in: run.range) ? (all, run.range)
                : Self.normalized(String(decoding: all.bytes[run.range], as: UTF8.self))
            // Scalars are counted on from the previous match: a run holding thousands of them
            // is counted once, not once per match.
            var counted = (byte: range.lowerBound, scalars: 0)
            for (start, variant) in matcher.matches(in: text, range: range) {
                counted.scalars += text.scalarCount(in: counted.byte..<start)
                counted.byte = start
                let entry = glossary.entries[variant.entry]
                found.append(((run, counted.scalars), .terminology(.avoidedTerm(used: String(decoding: variant.bytes, as: UTF8.self),
                                                                     preferred: entry.korean, english: entry.english))))
            }
        }
        // One line table for the page, walked once in file order (it was made again for every
        // warning); the diagnostics keep the order they were found in.
        let order = found.indices.sorted { (found[$0].place.run.range.lowerBound, found[$0].place.scalarOffset, $0)
            < (found[$1].place.run.range.lowerBound, found[$1].place.scalarOffset, $1) }
        let locations = document.locations(of: order.map { found[$0].place })
        var located = [SourceLocation?](repeating: nil, count: found.count)
        for (index, location) in zip(order, locations) { located[index] = location }
        // The glossary has one term for the variant: the fix, where the file has the variant as
        // found (not where it is written in another normal form, or across an escape).
        let locator = found.isEmpty ? nil : FixLocator(page)
        return zip(found, located).map { found, location in
            var fix: Fix?
            if case .terminology(.avoidedTerm(let used, let preferred, _)) = found.problem, let location {
                fix = locator?.fix(at: location, old: used, new: preferred)
            }
            return Diagnostic(file: page.file.displayPath, location: location, problem: found.problem, fix: fix)
        }
    }

    /// A run's text in NFC, as bytes of its own and their whole range.
    private static func normalized(_ text: String) -> (ByteScanner, Range<Int>) {
        let bytes = Array(text.nfc.utf8)
        return (ByteScanner(bytes), 0..<bytes.count)
    }
}
