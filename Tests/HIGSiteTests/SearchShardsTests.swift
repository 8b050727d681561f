import Foundation
import HIGControls
import Testing
@testable import HIGSite

/// The pieces of the search index the pages load: which shard a gram goes to (the script
/// computes the same), that every entry is found through the grams of its title and text, and
/// that shards and chunks stay small whatever the number of entries.
@Suite("Search shards")
struct SearchShardsTests {
    /// An entry line as SearchIndex writes it.
    static func line(_ title: String, _ text: String, context: String = "") -> ArraySlice<UInt8> {
        ArraySlice("{\"k\":\"p\",\"t\":\(JSON.string(title)),\"c\":\(JSON.string(context)),\"u\":\"ko/x/index.html\",\"x\":\(JSON.string(text))}".utf8)
    }

    /// The value a piece's script hands to HIGSEARCH_PIECE, and the piece's name.
    static func piece(_ file: OutputFile) throws -> (name: String, value: Any) {
        let script = String(decoding: file.contents, as: UTF8.self)
        #expect(script.hasPrefix("HIGSEARCH_PIECE(\"") && script.hasSuffix(");\n"))
        let comma = script.firstIndex(of: ",")!
        let name = String(script[script.index(script.startIndex, offsetBy: 17)..<script.index(before: comma)])
        let json = script[script.index(after: comma)..<script.index(script.endIndex, offsetBy: -3)]
        return (name, try JSONSerialization.jsonObject(with: Data(json.utf8)))
    }

    /// The index files of entry lines, each entry's grams made from its line's fields.
    static func files(_ lines: [ArraySlice<UInt8>], language: Language = .ko) -> [OutputFile] {
        var index = SearchLanguageIndex(language: language, entries: lines.map { line in
            let fields = SearchLine.fields(line)
            return SearchIndex.PageEntries(lines: Array(line), grams: [SearchGrams.grams(title: fields["t"]!, context: fields["c"]!, text: fields["x"]!)])
        })
        var files: [OutputFile] = []
        index.writeAll { files.append($0) }
        return files
    }

    static func code(_ gram: String) -> SearchGrams.Code {
        let codes = SearchGrams.grams(title: "", context: "", text: gram).body
        return codes.count == 1 ? codes[0] : codes[1]  // a pair's code comes between its scalars'
    }

    @Test func textIsCompactedAsTheScriptDoes() {
        #expect(String(String.UnicodeScalarView(SearchGrams.compact("Tab-Bar's (iOS) 탭\u{3000}바·메뉴"))) == "tabbarsios탭바메뉴")
        #expect(String(String.UnicodeScalarView(SearchGrams.compact("e\u{301}COLE"))) == "\u{E9}cole")
        #expect(SearchGrams.initials("탭 바 (iOS) ㅋ키").map { String(String.UnicodeScalarView($0)) } == ["ㅌㅂ", "ㅋㅋ"])
    }

    /// Text of ASCII and Hangul syllables alone is compacted over its bytes (UTF8Compaction):
    /// it must drop, lower and keep exactly what the scalar path does, String or bytes alike.
    @Test func asciiAndHangulAreCompactedOverTheirBytesAsOverTheirScalars() {
        let ascii = String(String.UnicodeScalarView((0..<128).map { Unicode.Scalar(UInt8($0)) }))
        for text in [ascii, "탭 바를 (Tab Bar) 3~5개로, \"ㄱ\"", "가힣 AZaz@[`{", ""] {
            let expected = Array(text.lowercased().unicodeScalars.filter { !SearchGrams.isDropped($0) })
            #expect(SearchGrams.compact(text) == expected, "\(text.debugDescription)")
            #expect(SearchGrams.compact(utf8: Array(text.utf8)[...]) == expected, "\(text.debugDescription)")
        }
        // A slice that does not start at 0, and a scalar of neither kind after Hangul.
        let bytes = Array("xx탭 É".utf8)
        #expect(SearchGrams.compact(utf8: bytes[2...]) == Array("탭é".unicodeScalars) as [Unicode.Scalar])
    }

    @Test func anEntrysGramsAreItsScalarsAndPairsWithTheTitlesInitials() {
        let grams = SearchGrams.grams(title: "탭 바", context: "막대", text: "Tab")
        #expect(grams.title == ["탭", "탭바", "바", "ㅌ", "ㅌㅂ", "ㅂ"].map(Self.code))
        #expect(grams.body == ["막", "막대", "대", "대t", "t", "ta", "a", "ab", "b"].map(Self.code))
    }

    /// A page's entries share one set, emptied between them by turn: each entry still gets all
    /// of its grams, also after the turns wrap around and the table is cleared.
    @Test func aSetKeptFromEntryToEntryGivesWhatAFreshOneGives() {
        let entries = [("탭 바", "막대", "Tab bar tab"), ("바", "", "탭 바 Tab 막대"), ("", "", "aaa 가가 bar"), ("Tab", "탭", "")]
        var kept = GramSet()
        for round in 0..<3 {
            if round == 2 {
                for _ in 0..<(1 << 21) { kept.empty(capacity: 1) }
            }
            for (title, context, text) in entries {
                let reused = SearchGrams.grams(title: title, context: context, text: text, seen: &kept)
                #expect(reused == SearchGrams.grams(title: title, context: context, text: text))
            }
        }
    }

    /// The index lists an entry once under a gram: each gram is given once, the title's first.
    @Test func anEntryGivesEachGramOnceAndATitlesGramOnlyAsTheTitles() {
        let grams = SearchGrams.grams(title: "바나나", context: "", text: "Banana 바나나 바다 anna")
        #expect(grams.title == ["바", "바나", "나", "나나", "ㅂ", "ㅂㄴ", "ㄴ", "ㄴㄴ"].map(Self.code))
        #expect(grams.body == ["b", "ba", "a", "an", "n", "na", "a바", "나바", "바다", "다", "다a", "nn"].map(Self.code))
    }

    /// assets/search.js `shardOf` computes the same codes and looks them up the same way.
    @Test func aGramGoesToTheShardWhoseRangeHoldsItsCode() {
        #expect(Self.code("탭바") == 1 << 42 | 0xD0ED << 21 | 0xBC14)
        #expect(Self.code("😀a") == 1 << 42 | 0x1F600 << 21 | 0x61)
        #expect(Self.code("t") == 0x74)
        let starts: [SearchGrams.Code] = [0, 0x61, Self.code("ab"), Self.code("탭바")]
        #expect(["a", "z", "탭", "aa", "ab", "탭가", "탭바", "😀a"].map { SearchShards.shard(of: Self.code($0), starts: starts) }
                == [1, 1, 1, 1, 2, 2, 3, 3])
        #expect(SearchShards.shard(of: 0x20, starts: starts) == 0)
    }

    /// A site's worth of entries: common words in every title, rare ones in a few texts.
    static func entries(_ count: Int) -> [ArraySlice<UInt8>] {
        let words = ["탭 바", "버튼", "스위치", "toolbar", "메뉴", "slider", "검색", "목록"]
        return (0..<count).map { id in
            line("\(words[id % words.count])을 쓰세요 \(id)", "본문 \(words[(id / 8) % words.count]) rare\(id)\(id == 17 ? " 희귀" : "") 끝", context: "맥락")
        }
    }

    static func shards(_ files: [OutputFile]) throws -> [String: [String: [Int]]] {
        var shards: [String: [String: [Int]]] = [:]
        for file in files where file.path.last!.hasPrefix("g") {
            let (name, value) = try piece(file)
            shards[name] = value as? [String: [Int]]
        }
        return shards
    }

    /// The ids a shard's list names, and which of them hold the gram in their title.
    static func ids(_ list: [Int]) -> [(id: Int, inTitle: Bool)] {
        var id = 0
        return list.map { number in
            id += number >> 1
            return (id, number & 1 == 1)
        }
    }

    @Test func everyEntryIsListedUnderEachGramOfItsTitleAndText() throws {
        let entries = Self.entries(3000)
        let files = Self.files(entries)
        let shards = try Self.shards(files)
        let index = try #require(files.first { $0.path == ["search", "ko", "index.js"] })
        let starts = try #require((try Self.piece(index).value as? [String: Any])?["starts"] as? [UInt64])
        #expect(starts.count == shards.count && starts.first == 0 && starts == starts.sorted())
        for id in stride(from: 0, to: entries.count, by: 7) {
            let fields = SearchLine.fields(entries[id])
            let grams = SearchGrams.grams(title: fields["t"]!, context: fields["c"]!, text: fields["x"]!)
            for code in grams.title + grams.body {
                let key = String(String.UnicodeScalarView(SearchGrams.scalars(of: code)))
                let shard = try #require(shards[SearchShards.name(starts[SearchShards.shard(of: code, starts: starts)])])
                let inTitle = grams.title.contains(code)
                if let list = shard[key] {
                    #expect(Self.ids(list).contains { $0.id == id && $0.inTitle == inTitle }, "\(id) \(key)")
                } else {
                    // Common: only the titles are listed, and the script counts it as held.
                    let list = try #require(shard[" " + key], "\(key) is in no list")
                    #expect(Self.ids(list).allSatisfy { $0.inTitle })
                    #expect(Self.ids(list).contains { $0.id == id } == inTitle, "\(id) \(key)")
                }
            }
        }
        // "희귀" is in one entry's text; "을쓰" in every title: common, so listed by title only.
        let rare = try #require(shards[SearchShards.name(starts[SearchShards.shard(of: Self.code("희귀"), starts: starts)])]?["희귀"])
        #expect(Self.ids(rare).map(\.id) == [17] && Self.ids(rare).allSatisfy { !$0.inTitle })
        #expect(shards[SearchShards.name(starts[SearchShards.shard(of: Self.code("을쓰"), starts: starts)])]?[" 을쓰"]?.count == 3000)
    }

    @Test func shardsAndChunksStayBoundedAndTheIndexPieceSaysTheirSizes() throws {
        let entries = Self.entries(20_000)
        let files = Self.files(entries)
        let shards = files.filter { $0.path.last!.hasPrefix("g") }, heads = files.filter { $0.path.last!.hasPrefix("h") }
        #expect(shards.count > 1)
        #expect(shards.allSatisfy { $0.contents.count < SearchShards.shardMaximum + 64 }, "\(shards.map(\.contents.count).sorted())")
        let texts = files.filter { $0.path.last!.hasPrefix("x") }
        #expect(heads.count == (20_000 + SearchShards.entriesPerChunk - 1) / SearchShards.entriesPerChunk && texts.count == heads.count)
        #expect((heads + texts).allSatisfy { $0.contents.count < 8 * 1024 })
        let index = try #require(files.first { $0.path == ["search", "ko", "index.js"] })
        let value = try #require(try Self.piece(index).value as? [String: Any])
        #expect(value["entries"] as? Int == 20_000 && (value["starts"] as? [Any])?.count == shards.count)
        let sizes = try #require(value["sizes"] as? [String: [Int]])
        let starts = try #require(value["starts"] as? [UInt64])
        let named = Dictionary(uniqueKeysWithValues: shards.map { ($0.path.last!, $0.contents.count) })
        #expect(sizes["g"] == starts.map { named[SearchShards.name($0) + ".js"] ?? -1 })
        #expect(sizes["h"]?.count == heads.count && sizes["x"]?.count == heads.count)
        // The same entries make the same bytes.
        #expect(Self.files(entries) == files)
    }

    /// A chunk's heads and texts read back as the script's `readHeads` and `readTexts` do.
    static func readChunk(_ files: [OutputFile], number: Int, language: Language = .ko) throws -> (heads: [[String: String]], texts: [String]) {
        let head = try #require(files.first { $0.path == ["search", language.rawValue, "h\(number).js"] })
        let text = try #require(files.first { $0.path == ["search", language.rawValue, "x\(number).js"] })
        let shortHeads = try #require(try piece(head).value as? [[String]])
        let shortTexts = try #require(try piece(text).value as? [Any])
        var page: [String: String] = [:]
        let heads = shortHeads.map { head -> [String: String] in
            let entry = head.count == 4 ? ["k": head[0], "t": head[1], "c": head[2], "u": head[3]]
                : ["k": head[0], "t": head[1], "c": page["t"]!, "u": page["u"]! + "#" + (head.count == 3 ? head[2] : Slug.make(head[1]))]
            if entry["k"] == "p" { page = entry }
            return entry
        }
        let texts = shortTexts.map { ($0 as? String) ?? (shortTexts[$0 as! Int] as! String) }
        return (heads, texts)
    }

    @Test func chunksHoldTheHeadsAndTheTextsOfTheirEntriesInOrder() throws {
        let entries = Self.entries(140) + [Self.line("a \"quoted\" ,\"x\":\" title", "text \"x\" \\")]
        let files = Self.files(entries, language: .en)
        let (heads, texts) = try Self.readChunk(files, number: 2, language: .en)
        #expect(heads.count == 141 - 2 * SearchShards.entriesPerChunk && texts.count == heads.count)
        let first = SearchLine.fields(entries[128])
        #expect(heads[0] == ["k": "p", "t": first["t"]!, "c": first["c"]!, "u": "ko/x/index.html"] && texts[0] == first["x"])
        #expect(heads.last?["t"] == "a \"quoted\" ,\"x\":\" title" && heads.last?["x"] == nil && texts.last == "text \"x\" \\")
    }

    /// A page's headings after its entry in a chunk are written as their titles (and anchors
    /// other than their titles' slugs), a text an earlier entry has as that entry's place; read
    /// back, every entry is what its line says. A heading whose page is in an earlier chunk is whole.
    @Test func headingsAndRepeatedTextsAreWrittenShortAndReadBackWhole() throws {
        let page = "ko/a/b/index.html"
        func entry(_ id: Int) -> ArraySlice<UInt8> {
            let kind = id % 5 == 0 ? "p" : id % 5 == 4 ? "g" : "h"
            let title = kind == "p" ? "페이지 \(id)" : "제목 \(id)을 쓰세요"
            let context = kind == "p" ? "섹션" : "페이지 \(id - id % 5)"
            let anchor = id % 5 == 4 ? "rule-\(id)" : Slug.make(title)
            let url = kind == "p" ? page.replacingOccurrences(of: "b", with: "b\(id)") : page.replacingOccurrences(of: "b", with: "b\(id - id % 5)") + "#" + anchor
            let text = id % 3 == 0 ? "이 가이드라인은 같은 본문입니다." : "본문 \(id)"
            return ArraySlice("{\"k\":\"\(kind)\",\"t\":\(JSON.string(title)),\"c\":\(JSON.string(context)),\"u\":\(JSON.string(url)),\"x\":\(JSON.string(text))}".utf8)
        }
        let entries = (0..<130).map(entry)
        let files = Self.files(entries)
        for number in 0..<3 {
            let (heads, texts) = try Self.readChunk(files, number: number)
            for (offset, (head, text)) in zip(heads, texts).enumerated() {
                var fields = SearchLine.fields(entries[number * SearchShards.entriesPerChunk + offset])
                #expect(fields.removeValue(forKey: "x") == text)
                #expect(head == fields)
            }
        }
        let chunk = String(decoding: try #require(files.first { $0.path == ["search", "ko", "h0.js"] }).contents, as: UTF8.self)
        #expect(chunk.contains("\n[\"h\",\"제목 1을 쓰세요\"],\n") && chunk.contains("\n[\"g\",\"제목 4을 쓰세요\",\"rule-4\"],\n"))
        // Entry 64 opens chunk 1 with a heading of page 60, in chunk 0: whole.
        #expect(String(decoding: try #require(files.first { $0.path == ["search", "ko", "h1.js"] }).contents, as: UTF8.self)
            .contains("[\n[\"g\",\"제목 64을 쓰세요\",\"페이지 60\",\"ko/a/b60/index.html#rule-64\"]"))
        let texts = String(decoding: try #require(files.first { $0.path == ["search", "ko", "x0.js"] }).contents, as: UTF8.self)
        #expect(texts.contains("\n\"이 가이드라인은 같은 본문입니다.\",\n") && texts.contains(",\n0,\n"))
    }
}
