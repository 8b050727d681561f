import HIGControls

/// The search index as the pages load it: in pieces, each a script (`search/<lang>/NAME.js`
/// calling `HIGSEARCH_PIECE(NAME, data)`), so that it works from `file://` and a query loads a
/// bounded part of the index whatever the site's size.
///
/// - `index.js`: the language, the glossary, the number of entries and entries per chunk, the
///   first gram code of each shard, and the size in bytes of every shard and chunk (the script
///   keeps a query's loads within a budget by them). Loaded when the search box is first used.
/// - `g<N>.js`, the shards: the grams (``SearchGrams``) in order of their codes, cut into pieces
///   of about ``shardBytes``; for each gram, the entries that hold it, as numbers
///   `2 × (id − previous id) + (1 if in the title)`.
///   A gram held by more than ``commonEntries(_:)`` entries is common: only the entries with it
///   in their title are listed (at most ``titleListLimit``), under its key with a space before.
/// - `h<N>.js` and `x<N>.js`, the chunks: the heads and the texts of entries `N × entriesPerChunk`
///   onwards (see ``chunks(_:in:)``).
enum SearchShards {
    /// Entries a chunk holds: the heads of 64 entries are about 10 KB, their texts about 30 KB.
    static let entriesPerChunk = 64
    /// The size a shard is made to have on average.
    static let shardBytes = 32 * 1024
    /// The most entries a common gram lists (those with it in their title, first by id).
    static let titleListLimit = 4096

    /// How many entries a gram may be in before it is common: a 32nd of the entries, and never
    /// fewer than 1,024, so that a small site's index lists every gram in full.
    static func commonEntries(_ entryCount: Int) -> Int {
        max(1024, entryCount / 32)
    }

    /// The piece files of one language. `entries`: the entry lines, in the order of the JSON
    /// index (their position is their id).
    static func files(language: Language, glossaryJSON: String, entries: [ArraySlice<UInt8>]) -> [OutputFile] {
        var shards: [[UInt8]] = [[]], starts: [SearchGrams.Code] = [0]
        for list in gramLists(entries) {
            if !shards[shards.count - 1].isEmpty {
                if shards[shards.count - 1].count + list.count > shardBytes {
                    shards.append([])
                    starts.append(list.code)
                } else {
                    shards[shards.count - 1].append(UInt8(ascii: ","))
                }
            }
            shards[shards.count - 1] += list.json
        }
        let folder = ["search", language.rawValue]
        var files = shards.enumerated().map { index, json in
            piece("g\(index)", data: Array("{".utf8) + json + Array("}".utf8), in: folder)
        }
        files += chunks(entries, in: folder)
        let sizes = { (prefix: String) in
            files.filter { $0.path.last!.hasPrefix(prefix) }.map { String($0.contents.count) }.joined(separator: ",")
        }
        let index = "{\"lang\":\(JSON.string(language.rawValue)),\"glossary\":\(glossaryJSON),\"entries\":\(entries.count),"
            + "\"chunk\":\(entriesPerChunk),\"starts\":[\(starts.map(String.init).joined(separator: ","))],\"sizes\":{\"g\":[\(sizes("g"))],\"h\":[\(sizes("h"))],\"x\":[\(sizes("x"))]}}"
        files.append(piece("index", data: Array(index.utf8), in: folder))
        return files
    }

    /// The chunks of entries: `h<N>.js`, their heads (`{"k":…,"t":…,"c":…,"u":…}`: enough to show
    /// an entry and to score it by its title, which ranks it above any entry found by its text
    /// alone), and `x<N>.js`, their texts (a list of strings), loaded only for entries whose
    /// title does not decide.
    private static func chunks(_ entries: [ArraySlice<UInt8>], in folder: [String]) -> [OutputFile] {
        var heads: [OutputFile] = [], texts: [OutputFile] = []
        for start in stride(from: 0, to: entries.count, by: entriesPerChunk) {
            var head = Array("[\n".utf8), text = Array("[\n".utf8)
            for (offset, line) in entries[start..<min(start + entriesPerChunk, entries.count)].enumerated() {
                if offset > 0 {
                    head += ",\n".utf8
                    text += ",\n".utf8
                }
                let parts = SearchLine.headAndText(line)
                head += parts.head
                head.append(UInt8(ascii: "}"))
                text += parts.text
            }
            head += "\n]".utf8
            text += "\n]".utf8
            heads.append(piece("h\(start / entriesPerChunk)", data: head, in: folder))
            texts.append(piece("x\(start / entriesPerChunk)", data: text, in: folder))
        }
        return heads + texts
    }

    /// The shard that lists `code`, given the first code of each (the script's `shardOf`).
    static func shard(of code: SearchGrams.Code, starts: [SearchGrams.Code]) -> Int {
        var low = 0, high = starts.count
        while low + 1 < high {
            let middle = (low + high) / 2
            if starts[middle] <= code { low = middle } else { high = middle }
        }
        return low
    }

    /// A piece's script: `HIGSEARCH_PIECE("name",data);` and a line end.
    private static func piece(_ name: String, data: [UInt8], in folder: [String]) -> OutputFile {
        OutputFile(path: folder + ["\(name).js"], contents: Array("HIGSEARCH_PIECE(\"\(name)\",".utf8) + data + Array(");\n".utf8))
    }

    /// One gram's list as a shard holds it: `"key":[numbers]`.
    struct GramList {
        var code: SearchGrams.Code
        var json: [UInt8]
        var count: Int { json.count }
    }

    /// Every gram's list, by gram. Entries are read in batches (their grams made in parallel,
    /// then listed), so that only one batch's grams are held at a time.
    static func gramLists(_ entries: [ArraySlice<UInt8>]) -> [GramList] {
        var postings: [SearchGrams.Code: [UInt32]] = [:]
        let batchSize = 4096
        for batchStart in stride(from: 0, to: entries.count, by: batchSize) {
            let batch = Array(entries[batchStart..<min(batchStart + batchSize, entries.count)])
            let grams = batch.concurrentMap { line in
                let fields = SearchLine.fields(line)
                return SearchGrams.grams(title: fields["t"] ?? "", context: fields["c"] ?? "", text: fields["x"] ?? "")
            }
            for (offset, entry) in grams.enumerated() {
                let id = UInt32(batchStart + offset)
                // Title grams first: a gram met again in the same entry finds the entry listed last.
                for code in entry.title { add(id << 1 | 1, to: &postings[code, default: []]) }
                for code in entry.body { add(id << 1, to: &postings[code, default: []]) }
            }
        }
        let entryCount = entries.count
        let limit = commonEntries(entryCount)
        return postings.keys.sorted().map { code in
            var list = postings[code]!  // in the order of ids
            let isCommon = list.count > limit
            if isCommon { list = Array(list.filter { $0 & 1 == 1 }.prefix(titleListLimit)) }
            var json: [UInt8] = []
            let key = (isCommon ? " " : "") + String(String.UnicodeScalarView(SearchGrams.scalars(of: code)))
            JSON.append(key, to: &json)
            json += ":[".utf8
            var previous: UInt32 = 0
            for (index, posting) in list.enumerated() {
                if index > 0 { json.append(UInt8(ascii: ",")) }
                appendDecimal((posting >> 1 - previous) << 1 | posting & 1, to: &json)
                previous = posting >> 1
            }
            json.append(UInt8(ascii: "]"))
            return GramList(code: code, json: json)
        }
    }

    /// `number` in decimal digits (a String for each of millions of numbers was most of the time).
    private static func appendDecimal(_ number: UInt32, to bytes: inout [UInt8]) {
        let start = bytes.count
        var rest = number
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    /// Appends `posting` unless the list already ends with its entry.
    private static func add(_ posting: UInt32, to list: inout [UInt32]) {
        if list.last.map({ $0 >> 1 }) != posting >> 1 { list.append(posting) }
    }
}
