import Foundation
import HIGControls
import HIGRules

/// The entries of the search index: pages, guidelines and rules, each a line of JSON with a
/// short text, and the grams the shards list it under (``SearchLanguageIndex`` puts them
/// together). The browser script does the Korean-aware matching, so the index stays small.
enum SearchIndex {
    /// What an entry is, as the index writes it (`"k":"g"`).
    enum Kind: UInt8 {
        case page = 0x70  // p
        case heading = 0x68  // h
        case guideline = 0x67  // g
        case rule = 0x72  // r
    }

    /// Characters of text kept per entry: enough to match on and to show a line of it.
    static let excerptLength = 180

    /// Each rule's entry: its title, its id as the context, its summary as the text.
    static func ruleEntries(_ rules: [Rule], language: Language) -> [PageEntries] {
        rules.map { rule in
            var bytes: [UInt8] = []
            let text = excerpt(Array(rule.summary[language].utf8))
            appendLine(kind: .rule, title: rule.title[language], context: rule.id,
                       url: OutputLayout.ruleFile(rule.id, in: language).joined(separator: "/"), fragment: nil,
                       text: text[...], to: &bytes)
            return PageEntries(lines: bytes, ranges: [0..<bytes.count], grams: [SearchGrams.grams(title: rule.title[language], context: rule.id,
                                                                       text: String(decoding: text, as: UTF8.self))],
                               words: SearchWords.words([rule.title[language], rule.id, String(decoding: text, as: UTF8.self)]))
        }
    }

    /// The prose of a page in one buffer after `start` (the summary, for the page's own entry),
    /// with where each part ends: part 0 is what comes before the first heading, part i + 1 what
    /// follows heading i (empty where there is none). Text nodes split at punctuation and links;
    /// a new line (soft break, paragraph) is a space. One buffer, not one array per part: the
    /// parts follow each other, as texts and headings are both in document order.
    private static func textBySection(_ page: Page, after start: String) -> (text: [UInt8], ends: [Int]) {
        let document = page.document, headings = document.headings
        var text = Array(start.utf8)
        text.reserveCapacity(text.count + document.textBytes.count)
        var ends: [Int] = []
        ends.reserveCapacity(headings.count + 1)
        var next = 0, partStart = text.count, previousLine = 0
        let all = document.textBytes
        for run in document.texts {
            while next < headings.count, headings[next].location.line <= run.line {
                ends.append(text.count)
                partStart = text.count
                next += 1
            }
            if next > 0, headings[next - 1].location.line == run.line { continue }  // the heading's own text
            if text.count > partStart, run.line != previousLine { text.append(UInt8(ascii: " ")) }
            text.append(contentsOf: all[run.range])
            previousLine = run.line
        }
        while ends.count <= headings.count { ends.append(text.count) }
        return (text, ends)
    }

    /// The first ``excerptLength`` Characters of the text without blanks at either end.
    static func excerpt(_ text: [UInt8]) -> [UInt8] {
        Array(text[excerpt(of: text[...])])
    }

    /// Where ``excerpt(_:)`` is in `bytes`: blank Characters trimmed (a space or tab byte that no
    /// combining mark or prepended sign joins), then the first ``excerptLength`` Characters, all
    /// decided over the bytes (``UTF8Characters``).
    private static func excerpt(of bytes: ArraySlice<UInt8>) -> Range<Int> {
        let trimmed = UTF8Characters.blankTrimmed(bytes)
        return trimmed.lowerBound..<trimmed.lowerBound + UTF8Characters.prefixLength(bytes[trimmed], characters: excerptLength)
    }

    /// One entry as a line of the index: `{"k":"g","t":…,"c":…,"u":…,"x":…}`. `url` is relative
    /// to the output root (`ko/bars/tab-bars/index.html`), `fragment` a heading's anchor after it;
    /// `text` is UTF-8 (a page's text never becomes a string on its way into the index).
    private static func appendLine(kind: Kind, title: String, context: String, url: String, fragment: String?,
                                   text: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        bytes += "{\"k\":\"".utf8
        bytes.append(kind.rawValue)
        bytes += "\",\"t\":".utf8
        JSON.append(title, to: &bytes)
        bytes += ",\"c\":".utf8
        JSON.append(context, to: &bytes)
        bytes += ",\"u\":".utf8
        bytes.append(UInt8(ascii: "\""))
        JSON.appendEscaped(url, to: &bytes)
        if let fragment {
            bytes.append(UInt8(ascii: "#"))
            JSON.appendEscaped(fragment, to: &bytes)
        }
        bytes += "\",\"x\":\"".utf8
        JSON.appendEscaped(utf8: text, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: "}"))
    }

    /// A page's entries: their lines of the index (the page, then its headings down to level 3,
    /// a line each, separated by `,` and a line end) and each entry's grams, in the same order.
    struct PageEntries {
        var lines: [UInt8]
        /// Where each entry's line is in `lines`.
        var ranges: [Range<Int>]
        var grams: [SearchGrams.EntryGrams]
        /// The Korean words of all the entries, each once (``SearchWords``).
        var words: [SearchWords.Word]

        /// Each entry's line.
        var entryLines: [ArraySlice<UInt8>] { ranges.map { lines[$0] } }

        init(lines: [UInt8], ranges: [Range<Int>], grams: [SearchGrams.EntryGrams], words: [SearchWords.Word]) {
            (self.lines, self.ranges, self.grams, self.words) = (lines, ranges, grams, words)
        }

        /// Entries whose lines are found by reading `lines` (as ``SearchLine/entries(_:)`` does),
        /// their words read from the lines' title, context and text.
        init(lines: [UInt8], grams: [SearchGrams.EntryGrams]) {
            let entries = SearchLine.entries(lines)
            let words = SearchWords.words(entries.flatMap { line in
                let fields = SearchLine.fields(line)
                return [fields["t"] ?? "", fields["c"] ?? "", fields["x"] ?? ""]
            })
            self.init(lines: lines, ranges: entries.map { $0.startIndex..<$0.endIndex }, grams: grams, words: words)
        }
    }

    /// How many entries ``entries(of:in:)`` makes of a page: the page and its headings down to level 3.
    static func entryCount(of page: Page) -> Int {
        page.document.headings.reduce(1) { $1.level <= 3 ? $0 + 1 : $0 }
    }

    /// A page's entries, made once per page (a rebuild keeps those of unchanged pages), straight
    /// from the page's prose: an excerpt is escaped from its place in that text, not copied out
    /// first, and its grams are made from the same values the line holds.
    static func entries(of page: Page, in site: Site) -> PageEntries {
        let url = OutputLayout.file(of: page.id, in: page.language).joined(separator: "/")
        let headings = page.document.headings
        let (text, ends) = textBySection(page, after: page.frontMatter.summary ?? "")
        var bytes: [UInt8] = [], grams: [SearchGrams.EntryGrams] = [], ranges: [Range<Int>] = []
        bytes.reserveCapacity(1024 * (headings.count + 1))
        grams.reserveCapacity(headings.count + 1)
        var seen = GramSet(), pageWords: [SearchWords.Word] = []
        let pageTitle = SearchGrams.compact(page.title)
        // A heading's context is the page's title: compacted once, and its words are the page
        // entry's title's (`unique` would drop them again).
        func line(kind: Kind, title: String, context: String, fragment: String?, part: Int) {
            let words = text[(part == 0 ? 0 : ends[part - 1])..<ends[part]]
            let kept = words[excerpt(of: words)]
            let start = bytes.count
            appendLine(kind: kind, title: title, context: context, url: url, fragment: fragment, text: kept, to: &bytes)
            ranges.append(start..<bytes.count)
            let isHeading = kind != .page
            grams.append(SearchGrams.grams(title: title, compactedContext: isHeading ? pageTitle : SearchGrams.compact(context),
                                           text: kept, seen: &seen))
            SearchWords.add(wordsOf: title, to: &pageWords)
            if !isHeading { SearchWords.add(wordsOf: context, to: &pageWords) }
            SearchWords.add(wordsOf: kept, to: &pageWords)
        }
        line(kind: .page, title: page.title, context: site.ancestors(of: page).dropFirst().map(\.title).joined(separator: " › "),
             fragment: nil, part: 0)
        for (index, heading) in headings.enumerated() where heading.level <= 3 {
            bytes += ",\n".utf8
            line(kind: heading.isGuideline ? .guideline : .heading, title: heading.text, context: page.title,
                 fragment: heading.anchor, part: index + 1)
        }
        return PageEntries(lines: bytes, ranges: ranges, grams: grams, words: SearchWords.unique(pageWords))
    }

    /// The glossary as the index holds it: `[["tab bar","탭 바",["탭바",…]],…]`.
    static func glossaryJSON(_ glossary: Glossary) -> String {
        "[" + glossary.entries.map { entry in
            "[\(JSON.string(entry.english)),\(JSON.string(entry.korean)),[" + entry.avoid.map(JSON.string).joined(separator: ",") + "]]"
        }.joined(separator: ",") + "]"
    }
}
