import HIGControls
import HIGRules

/// One language's search index as a build makes it and a `serve` rebuild updates it: every
/// entry's line (for the chunks, and `search/<lang>.json` when asked for), the posting lists
/// (for the shards), the Korean words (for typos), and how the last files were cut, so that an
/// edit of a page's text writes again only the pieces it changed — the same bytes a whole build
/// would write for the edited site.
struct SearchLanguageIndex {
    let language: Language
    /// Whether `search/<lang>.json`, the whole index as one file for tools, is written too.
    let writesJSON: Bool
    /// Each page's lines (``SearchIndex/entries(of:in:)``), and which entries they are.
    private var pageEntries: [PageID: Range<Int>] = [:]
    /// Every entry's line, in order of id: the pages' in site order, then the rules'.
    private var entries: SearchEntryStore
    let glossaryJSON: String
    private var postings: SearchPostings
    /// The grams' numbers in order of their codes.
    private var order: [Int] = []
    /// Each gram's list size in its shard, by number.
    private var sizes: [Int] = []
    private var shards: [SearchShards.Shard] = []
    private var shardSizes: [String: Int] = [:]
    private var headSizes: [Int] = [], textSizes: [Int] = []
    private var words = SearchWords()
    /// The word pieces last written, by name, and their first syllables' codes.
    private var wordFiles: [String: ArraySlice<UInt8>] = [:]
    private var wordStarts: [SearchGrams.Code] = []
    private var wordSizes: [Int] = []
    private var wordsChanged = false
    /// What changed since the files were last made: grams by number, chunks by number.
    private var changedGrams: Set<Int> = []
    private var changedChunks: Set<Int> = []

    private var folder: [String] { ["search", language.rawValue] }

    /// The index of `pages` (one language's, in site order) and of `rules`. Pages are read in
    /// batches, in parallel, and listed in order; only one batch's grams are held at a time.
    init(language: Language, pages: [Page], in site: Site, rules: [Rule], glossaryJSON: String, writesJSON: Bool = false) {
        self.language = language
        self.writesJSON = writesJSON
        self.glossaryJSON = glossaryJSON
        entries = SearchEntryStore(language: language, glossaryJSON: glossaryJSON)
        let entryCount = pages.reduce(rules.count) { $0 + SearchIndex.entryCount(of: $1) }
        postings = SearchPostings(entryCount: entryCount)
        let batchSize = 256
        for start in stride(from: 0, to: pages.count, by: batchSize) {
            if start == batchSize { entries.reserve(entryCount) }
            let batch = Array(pages[start..<min(start + batchSize, pages.count)])
            for (page, made) in zip(batch, batch.concurrentMap { SearchIndex.entries(of: $0, in: site) }) {
                let first = entries.count
                add(made)
                pageEntries[page.id] = first..<entries.count
            }
        }
        for made in SearchIndex.ruleEntries(rules, language: language) { add(made) }
        entries.finish()
    }

    /// The index of entries already made, in order of id.
    init(language: Language, entries made: [SearchIndex.PageEntries], glossaryJSON: String = "[]", writesJSON: Bool = false) {
        self.language = language
        self.writesJSON = writesJSON
        self.glossaryJSON = glossaryJSON
        entries = SearchEntryStore(language: language, glossaryJSON: glossaryJSON)
        postings = SearchPostings(entryCount: made.reduce(0) { $0 + $1.grams.count })
        for page in made { add(page) }
        entries.finish()
    }

    private mutating func add(_ made: SearchIndex.PageEntries) {
        let lines = made.entryLines
        precondition(lines.count == made.grams.count, "an entry line for each entry's grams")
        words.add(made.words)
        for (line, grams) in zip(lines, made.grams) {
            postings.append(entry: UInt32(entries.count), grams: grams)
            entries.append(line)
        }
    }

    /// Every file of the index, handed to `emit` as it is made: the shards, the chunks, the
    /// word pieces, `index.js`, and `search/<lang>.json` when asked for.
    mutating func writeAll(emit: (OutputFile) -> Void) {
        let codes = postings.codes
        order = Array(0..<postings.gramCount).sorted { codes[$0] < codes[$1] }
        let made = SearchShards.files(order, postings: postings, in: folder)
        (shards, sizes) = (made.shards, made.sizes)
        shardSizes = Dictionary(uniqueKeysWithValues: zip(made.shards.map(\.name), made.files.map(\.contents.count)))
        made.files.forEach(emit)
        headSizes = []
        textSizes = []
        for number in 0..<SearchShards.chunkCount(entries.count) {
            let chunk = chunk(number)
            headSizes.append(chunk.head.contents.count)
            textSizes.append(chunk.text.contents.count)
            emit(chunk.head)
            emit(chunk.text)
        }
        let pieces = words.pieces(in: folder)
        pieces.files.forEach(emit)
        remember(pieces)
        emit(indexFile())
        if writesJSON { emit(entries.file(language: language)) }
        changedGrams = []
        changedChunks = []
        wordsChanged = false
    }

    private mutating func remember(_ pieces: (starts: [SearchGrams.Code], files: [OutputFile])) {
        wordStarts = pieces.starts
        wordSizes = pieces.files.map(\.contents.count)
        wordFiles = Dictionary(uniqueKeysWithValues: pieces.files.map { ($0.path.last!, $0.contents) })
    }

    /// The word pieces that differ from those last written, and the names of those no longer made.
    private mutating func changedWordPieces() -> (files: [OutputFile], removed: [[String]]) {
        guard wordsChanged else { return ([], []) }
        let pieces = words.pieces(in: folder), before = wordFiles
        remember(pieces)
        let files = pieces.files.filter { before[$0.path.last!] != $0.contents }
        let removed = before.keys.filter { wordFiles[$0] == nil }.sorted().map { folder + [$0] }
        return (files, removed)
    }

    /// Takes `page`'s new entries in place of those the index holds (made from `old`, the page as
    /// the last build had it, in `oldSite`). False when the page is not in the index or the
    /// entries cannot be replaced in place (see ``replace(_:with:old:)``): the index must then be
    /// made again.
    mutating func replace(_ page: Page, in site: Site, old: Page, in oldSite: Site) -> Bool {
        guard let range = pageEntries[page.id] else { return false }
        return replace(range, with: SearchIndex.entries(of: page, in: site), old: SearchIndex.entries(of: old, in: oldSite))
    }

    /// Takes `made` in place of the entries of `range` (made as `old`). False when the numbers
    /// of entries differ (nothing changed) or a common gram would turn rare (see
    /// ``SearchPostings/replace(entry:old:new:)``; the index is then half changed): either way
    /// the index must be made again.
    mutating func replace(_ range: Range<Int>, with made: SearchIndex.PageEntries, old: SearchIndex.PageEntries) -> Bool {
        let lines = made.entryLines
        guard lines.count == range.count, old.grams.count == range.count, made.grams.count == range.count else { return false }
        entries.replace(range, with: lines)
        words.replace(old: old.words, new: made.words)
        wordsChanged = true
        for (offset, id) in range.enumerated() {
            guard let changed = postings.replace(entry: UInt32(id), old: old.grams[offset], new: made.grams[offset]) else { return false }
            changedGrams.formUnion(changed)
            changedChunks.insert(id / SearchShards.entriesPerChunk)
        }
        return true
    }

    /// The files that changed since they were last made (shards, chunks, word pieces,
    /// `index.js`, `search/<lang>.json` when it is written), and the shards and word pieces a
    /// build of the same index no longer has.
    mutating func writeChanged() -> (files: [OutputFile], removed: [[String]]) {
        guard !changedGrams.isEmpty || !changedChunks.isEmpty else { return ([], []) }
        let codes = postings.codes
        let newGrams = changedGrams.filter { $0 >= sizes.count }.sorted { codes[$0] < codes[$1] }
        sizes += [Int](repeating: 0, count: postings.gramCount - sizes.count)
        order = Self.merge(order, newGrams, by: codes)
        for number in changedGrams {
            sizes[number] = SearchShards.size(number, of: postings)
        }
        let before = Dictionary(uniqueKeysWithValues: zip(shards.map(\.start), shards.indices.map { shards.end(of: $0) }))
        let changedCodes = changedGrams.map { codes[$0] }.sorted()
        shards = SearchShards.cut(order, codes: codes, sizes: sizes)
        var files: [OutputFile] = []
        for index in shards.indices {
            let shard = shards[index], end = shards.end(of: index)
            let touched = changedCodes.contains { code in code >= shard.start && end.map { code < $0 } ?? true }
            guard touched || before[shard.start] != .some(end) else { continue }
            let file = SearchShards.file(shard, order: order, postings: postings, in: folder)
            shardSizes[shard.name] = file.contents.count
            files.append(file)
        }
        let names = Set(shards.map(\.name))
        let removed = before.keys.map(SearchShards.name).filter { !names.contains($0) }.sorted()
        for name in removed { shardSizes[name] = nil }
        for number in changedChunks.sorted() {
            let chunk = chunk(number)
            (headSizes[number], textSizes[number]) = (chunk.head.contents.count, chunk.text.contents.count)
            files += [chunk.head, chunk.text]
        }
        let wordPieces = changedWordPieces()
        files += wordPieces.files
        files.append(indexFile())
        if writesJSON { files.append(entries.file(language: language)) }
        changedGrams = []
        changedChunks = []
        wordsChanged = false
        return (files, removed.map { folder + ["\($0).js"] } + wordPieces.removed)
    }

    /// `order` with `new` (numbers of grams not in it, sorted by code) merged in.
    private static func merge(_ order: [Int], _ new: [Int], by codes: [SearchGrams.Code]) -> [Int] {
        guard !new.isEmpty else { return order }
        var merged: [Int] = [], next = 0
        merged.reserveCapacity(order.count + new.count)
        for number in order {
            while next < new.count, codes[new[next]] < codes[number] {
                merged.append(new[next])
                next += 1
            }
            merged.append(number)
        }
        return merged + new[next...]
    }

    private func indexFile() -> OutputFile {
        SearchShards.indexFile(language: language, glossaryJSON: glossaryJSON, entryCount: entries.count, shards: shards,
                               words: wordStarts, sizes: (shards.map { shardSizes[$0.name] ?? 0 }, headSizes, textSizes, wordSizes),
                               in: folder)
    }

    private func chunk(_ number: Int) -> (head: OutputFile, text: OutputFile) {
        let first = number * SearchShards.entriesPerChunk
        let lines = (first..<min(first + SearchShards.entriesPerChunk, entries.count)).map { entries[$0] }
        return SearchShards.chunk(number, lines: lines, in: folder)
    }
}

extension [SearchShards.Shard] {
    /// The code where shard `index` ends (the next one's first), or nil for the last.
    func end(of index: Int) -> SearchGrams.Code? {
        index + 1 < count ? self[index + 1].start : nil
    }
}
