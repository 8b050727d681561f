/// Korean pages should use the glossary's term for each concept, not one of its variants.
struct TerminologyCheck: Sendable {
    private let avoided: [(variant: String, bytes: [UInt8], entry: GlossaryEntry)]

    init(glossary: Glossary) {
        avoided = glossary.entries.flatMap { entry in entry.avoid.map { (variant: $0, bytes: Array($0.utf8), entry: entry) } }
    }

    func check(_ page: Page) -> [Diagnostic] {
        guard page.language == .ko, !avoided.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        let document = page.document
        document.textBytes.withUnsafeBufferPointer { all in
            for run in document.texts {
                let raw = UnsafeBufferPointer(rebasing: all[run.range])
                // The glossary's terms are NFC; so is text of ASCII and Hangul syllables as it is.
                let normalized = String.isASCIIOrHangulSyllables(raw) ? nil : Array(String(decoding: raw, as: UTF8.self).nfc.utf8)
                let check = { (bytes: UnsafeBufferPointer<UInt8>) in
                    for (variant, needle, entry) in avoided {
                        // A byte search: Foundation's locale-aware range(of:) took a quarter of a build.
                        for found in Self.occurrences(of: needle, in: bytes) {
                            let offset = bytes[..<found].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
                            diagnostics.append(Diagnostic(file: page.file.displayPath, location: document.location(of: run, scalarOffset: offset),
                                                          problem: .avoidedTerm(used: variant, preferred: entry.korean, english: entry.english)))
                        }
                    }
                }
                if let normalized { normalized.withUnsafeBufferPointer(check) } else { check(raw) }
            }
        }
        return diagnostics
    }

    /// Start offsets of `needle` in `haystack`, not overlapping.
    static func occurrences(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let first = needle.first, needle.count <= haystack.count else { return [] }
        var result: [Int] = []
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched {
                    result.append(index)
                    index += needle.count
                    continue
                }
            }
            index += 1
        }
        return result
    }
}
