import HIGControls

/// The search index as the pages load it: in pieces, each a script (`search/<lang>/NAME.js`
/// calling `HIGSEARCH_PIECE(NAME, data)`), so that it works from `file://` and a query loads a
/// bounded part of the index whatever the site's size.
///
/// - `index.js`: the language, the glossary, the number of entries and entries per chunk, the
///   first gram code of each shard, and the size in bytes of every shard and chunk (the script
///   keeps a query's loads within a budget by them). Loaded when the search box is first used.
/// - `g<first code in base 36>.js`, the shards: the grams (``SearchGrams``) in order of their
///   codes; for each gram, the entries that hold it, as numbers
///   `2 × (id − previous id) + (1 if in the title)`.
///   A gram held by more than ``commonEntries(_:)`` entries is common: only the entries with it
///   in their title are listed (at most ``titleListLimit``), under its key with a space before.
/// - `h<N>.js` and `x<N>.js`, the chunks: the heads and the texts of entries `N × entriesPerChunk`
///   onwards, written short (see ``chunk(_:lines:in:)``).
/// - `w<first code in base 36>.js`, the Korean words by their first syllables, for typos
///   (``SearchWords``); `index.js` lists their first codes as `words`.
///
/// Where one shard ends and the next begins depends on the grams near the cut alone (see
/// ``cut(_:sizes:)``), and a shard is named by its first gram: a change to a few lists rewrites
/// the shards that hold them, not every shard after them.
enum SearchShards {
    /// Entries a chunk holds: the heads of 64 entries are about 10 KB, their texts about 30 KB.
    static let entriesPerChunk = 64
    /// A shard is cut only once it holds this many bytes…
    static let shardMinimum = 16 * 1024
    /// …before a gram whose ``isCutPoint(_:)`` says so, or before the gram that would take it
    /// past this many bytes.
    static let shardMaximum = 48 * 1024
    /// The most entries a common gram lists (those with it in their title, first by id).
    static let titleListLimit = 4096

    /// How many entries a gram may be in before it is common: a 32nd of the entries, and never
    /// fewer than 1,024, so that a small site's index lists every gram in full.
    static func commonEntries(_ entryCount: Int) -> Int {
        max(1024, entryCount / 32)
    }

    /// One shard: where its grams are in the grams' order, and its first gram's code.
    struct Shard: Equatable {
        var start: SearchGrams.Code
        var grams: Range<Int>

        var name: String { SearchShards.name(start) }
    }

    /// A shard's name: `g` and its first code in base 36 (the script's `start.toString(36)`).
    static func name(_ start: SearchGrams.Code) -> String {
        "g" + String(start, radix: 36)
    }

    /// Whether a shard that is full enough ends before `code`: for one gram in 256, chosen by a
    /// mix of its code, so that the same grams cut the same way whatever comes before them.
    static func isCutPoint(_ code: SearchGrams.Code) -> Bool {
        var mixed = code &* 0x9E37_79B9_7F4A_7C15
        mixed ^= mixed >> 29
        return mixed & 0xFF == 0
    }

    /// Whether a shard that holds `bytes` ends before a gram of `code` whose list takes `size`.
    private static func endsBefore(code: SearchGrams.Code, size: Int, bytes: Int) -> Bool {
        bytes > 0 && (bytes >= shardMinimum && isCutPoint(code) || bytes + size > shardMaximum)
    }

    /// The shards of the grams in `order` (gram numbers sorted by code) whose lists take `sizes`
    /// bytes (0: no entry holds the gram, left out). The first starts at code 0, so that every
    /// code has a shard.
    static func cut(_ order: [Int], codes: [SearchGrams.Code], sizes: [Int]) -> [Shard] {
        var shards: [Shard] = [], start: SearchGrams.Code = 0, first = 0, bytes = 0
        for (position, number) in order.enumerated() where sizes[number] > 0 {
            let size = sizes[number] + 1  // and its comma
            if endsBefore(code: codes[number], size: size, bytes: bytes) {
                shards.append(Shard(start: start, grams: first..<position))
                (start, first, bytes) = (codes[number], position, 0)
            }
            bytes += size
        }
        shards.append(Shard(start: start, grams: first..<order.count))
        return shards
    }

    /// Every shard and its file, and the size of each gram's list by its number. Each list is
    /// written once, into one buffer: its size decides the cuts, its bytes go into its shard.
    static func files(_ order: [Int], postings: SearchPostings, in folder: [String]) -> (shards: [Shard], files: [OutputFile], sizes: [Int]) {
        var lists: [UInt8] = [], starts = [Int](repeating: 0, count: postings.gramCount), sizes = starts
        for number in order where postings.count(number) > 0 {
            starts[number] = lists.count
            appendList(number, of: postings, to: &lists)
            sizes[number] = lists.count - starts[number]
        }
        let shards = cut(order, codes: postings.codes, sizes: sizes)
        let files = shards.map { shard in
            file(shard, order: order, postings: postings, in: folder) { number, json in
                json += lists[starts[number]..<starts[number] + sizes[number]]
            }
        }
        return (shards, files, sizes)
    }

    /// One shard's file: its grams' lists, each `"key":[numbers]`, written again.
    static func file(_ shard: Shard, order: [Int], postings: SearchPostings, in folder: [String]) -> OutputFile {
        file(shard, order: order, postings: postings, in: folder) { number, json in appendList(number, of: postings, to: &json) }
    }

    /// `{` and the lists of the shard's grams that some entry holds, each put by `append`, then `}`.
    private static func file(_ shard: Shard, order: [Int], postings: SearchPostings, in folder: [String],
                             append: (Int, inout [UInt8]) -> Void) -> OutputFile {
        var json = Array("{".utf8)
        for number in order[shard.grams] where postings.count(number) > 0 {
            if json.count > 1 { json.append(UInt8(ascii: ",")) }
            append(number, &json)
        }
        json.append(UInt8(ascii: "}"))
        return piece(shard.name, data: json, in: folder)
    }

    /// How many bytes a gram's list takes in its shard (0 when no entry holds it).
    static func size(_ number: Int, of postings: SearchPostings) -> Int {
        guard postings.count(number) > 0 else { return 0 }
        var json: [UInt8] = []
        appendList(number, of: postings, to: &json)
        return json.count
    }

    /// `"key":[numbers]`, the key with a space before for a common gram (whose list holds its
    /// titles only; the first ``titleListLimit`` are written).
    private static func appendList(_ number: Int, of postings: SearchPostings, to json: inout [UInt8]) {
        let isCommon = postings.isCommon(number)
        let key = (isCommon ? " " : "") + String(String.UnicodeScalarView(SearchGrams.scalars(of: postings.codes[number])))
        JSON.append(key, to: &json)
        json += ":[".utf8
        var previous: UInt32 = 0
        for (index, posting) in postings.lists[number].prefix(isCommon ? titleListLimit : Int.max).enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            DecimalDigits.append(UInt64((posting >> 1 - previous) << 1 | posting & 1), to: &json)
            previous = posting >> 1
        }
        json.append(UInt8(ascii: "]"))
    }

    /// Chunk `number`: `h<N>.js`, its entries' heads (`[kind, title, context, address]`: enough
    /// to show an entry and to score it by its title, which ranks it above any entry found by its
    /// text alone), and `x<N>.js`, their texts (a list of strings), loaded only for entries whose
    /// title does not decide. Both are written short, and the script reads them back whole:
    /// a heading of the last page entry before it in the chunk is `[kind, title]` when its
    /// context is that page's title and its address that page's with `#` and the slug of its
    /// title (``Slug/make(_:)`` of ASCII and Hangul syllables, which the script's `slug` repeats), `[kind, title,
    /// anchor]` when the anchor is another; a text that an earlier entry of the chunk has is
    /// that entry's place in the chunk.
    static func chunk(_ number: Int, lines: [ArraySlice<UInt8>], in folder: [String]) -> (head: OutputFile, text: OutputFile) {
        var head = Array("[\n".utf8), text = Array("[\n".utf8)
        var page: RawPage?
        // Texts met so far by a hash of their bytes (hashed whole: a dictionary keyed by the
        // slices hashed them byte by byte, a twentieth of a build), and their places.
        var texts: [Int: [Int]] = [:], parts: [ArraySlice<UInt8>] = []
        for (offset, line) in lines.enumerated() {
            if offset > 0 {
                head += ",\n".utf8
                text += ",\n".utf8
            }
            let (lineHead, lineText) = SearchLine.headAndText(line)
            appendHead(lineHead, page: &page, to: &head)
            let key = lineText.hashOfBytes
            parts.append(lineText)
            if let earlier = texts[key]?.first(where: { parts[$0] == lineText }) {
                DecimalDigits.append(UInt64(earlier), to: &text)
            } else {
                texts[key, default: []].append(offset)
                text += lineText
            }
        }
        head += "\n]".utf8
        text += "\n]".utf8
        return (piece("h\(number)", data: head, in: folder), piece("x\(number)", data: text, in: folder))
    }

    /// How many chunks `entryCount` entries make.
    static func chunkCount(_ entryCount: Int) -> Int {
        (entryCount + entriesPerChunk - 1) / entriesPerChunk
    }

    /// `index.js`: what the script needs before it loads any other piece.
    static func indexFile(language: Language, glossaryJSON: String, entryCount: Int, shards: [Shard], words: [SearchGrams.Code],
                          sizes: (g: [Int], h: [Int], x: [Int], w: [Int]), in folder: [String]) -> OutputFile {
        let list = { (numbers: [Int]) in numbers.map(String.init).joined(separator: ",") }
        let index = "{\"lang\":\(JSON.string(language.rawValue)),\"glossary\":\(glossaryJSON),\"entries\":\(entryCount),"
            + "\"chunk\":\(entriesPerChunk),\"starts\":[\(shards.map { String($0.start) }.joined(separator: ","))],"
            + "\"words\":[\(words.map { String($0) }.joined(separator: ","))],"
            + "\"sizes\":{\"g\":[\(list(sizes.g))],\"h\":[\(list(sizes.h))],\"x\":[\(list(sizes.x))],\"w\":[\(list(sizes.w))]}}"
        return piece("index", data: Array(index.utf8), in: folder)
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
    static func piece(_ name: String, data: [UInt8], in folder: [String]) -> OutputFile {
        OutputFile(path: folder + ["\(name).js"], contents: Array("HIGSEARCH_PIECE(\"\(name)\",".utf8) + data + Array(");\n".utf8))
    }

}
