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

    /// The first ``excerptLength`` Characters of the text without blanks at either end. Over
    /// the bytes when the text is ASCII and Hangul syllables (see ``prefix(_:characters:)``)
    /// and blanks before the first scalar were no part of it; through a string otherwise.
    static func excerpt(_ text: [UInt8]) -> [UInt8] {
        switch excerpt(of: text[...]) {
        case .part(let range): Array(text[range])
        case .made(let made): made
        }
    }

    private enum Excerpt {
        /// The excerpt is this part of the text (indices of the slice it was cut from).
        case part(Range<Int>)
        /// The excerpt, cut by Characters.
        case made([UInt8])
    }

    private static func excerpt(of bytes: ArraySlice<UInt8>) -> Excerpt {
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start].isBlank { start += 1 }
        // A blank is never part of the Character before it, so trailing ones are Characters of their own.
        while end > start, bytes[end - 1].isBlank { end -= 1 }
        if start == bytes.startIndex || start == end || bytes[start] < 0x80,
           let cut = prefixLength(bytes[start..<end], characters: excerptLength) {
            return .part(start..<start + cut)
        }
        return .made(Array(prefix(String(decoding: bytes, as: UTF8.self).blankTrimmed, characters: excerptLength).utf8))
    }

    /// The first `limit` Characters of `text`. Between two scalars that are each ASCII (but a
    /// carriage return) or a precomposed Hangul syllable there is always a Character boundary, so
    /// such text is counted by scalars, over its UTF-8 bytes; any other scalar sends the count
    /// through Characters.
    static func prefix(_ text: Substring, characters limit: Int) -> String {
        let utf8 = text.utf8
        if let cut = prefixLength(ArraySlice(utf8), characters: limit) {
            return String(text[..<utf8.index(utf8.startIndex, offsetBy: cut)])
        }
        let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex) ?? text.endIndex
        return String(text[..<end])
    }

    /// How many bytes the first `limit` Characters of valid UTF-8 take, counted by scalars; nil
    /// when a scalar before the cut is neither ASCII (but a carriage return) nor a Hangul syllable.
    private static func prefixLength(_ bytes: ArraySlice<UInt8>, characters limit: Int) -> Int? {
        guard bytes.count > limit else { return bytes.count }  // a Character is at least one byte
        var offset = bytes.startIndex, count = 0
        while offset < bytes.endIndex {
            let byte = bytes[offset]
            let length: Int
            if byte < 0x80 {
                guard byte != UInt8(ascii: "\r") else { return nil }
                length = 1
            } else if bytes.hasHangulSyllable(at: offset) {
                length = 3
            } else {
                return nil
            }
            if count == limit { return offset - bytes.startIndex }
            count += 1
            offset += length
        }
        return bytes.count
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
            let kept: ArraySlice<UInt8>
            switch excerpt(of: words) {
            case .part(let range): kept = words[range]
            case .made(let made): kept = made[...]
            }
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
