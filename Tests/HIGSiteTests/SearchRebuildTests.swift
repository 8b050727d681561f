import Foundation
import HIGControls
import Testing
@testable import HIGSite

/// A `serve` rebuild updates the search index in place: the pieces it writes, laid over the
/// last build's and without the ones it removes, are exactly what a whole build of the edited
/// entries writes — and it writes few of them.
@Suite("Search rebuild")
struct SearchRebuildTests {
    static func made(_ lines: [ArraySlice<UInt8>]) -> SearchIndex.PageEntries {
        var joined: [UInt8] = []
        var grams: [SearchGrams.EntryGrams] = []
        for line in lines {
            if !joined.isEmpty { joined += ",\n".utf8 }
            joined += line
            let fields = SearchLine.fields(line)
            grams.append(SearchGrams.grams(title: fields["t"]!, context: fields["c"]!, text: fields["x"]!))
        }
        return SearchIndex.PageEntries(lines: joined, grams: grams)
    }

    static func index(_ lines: [ArraySlice<UInt8>]) -> (SearchLanguageIndex, [[String]: [UInt8]]) {
        var index = SearchLanguageIndex(language: .ko, entries: lines.map { made([$0]) })
        var files: [[String]: [UInt8]] = [:]
        index.writeAll { files[$0.path] = Array($0.contents) }
        return (index, files)
    }

    /// Edits entries `range` of a 3,000-entry index to `edited` and checks the rebuild against a
    /// whole build; returns how many files the rebuild wrote and how many the site has.
    static func rebuild(_ range: Range<Int>, to edited: [ArraySlice<UInt8>]) throws -> (written: Int, all: Int) {
        let before = SearchShardsTests.entries(3000)
        var (index, files) = Self.index(before)
        var after = before
        after.replaceSubrange(range, with: edited)
        let replaced = index.replace(range, with: made(edited), old: made(Array(before[range])))
        #expect(replaced)
        let written = index.writeChanged()
        for file in written.files { files[file.path] = Array(file.contents) }
        for path in written.removed {
            let removed = files.removeValue(forKey: path)
            #expect(removed != nil, "\(path) was not there")
        }
        let whole = Self.index(after).1
        #expect(files.keys.sorted { $0.lexicographicallyPrecedes($1) } == whole.keys.sorted { $0.lexicographicallyPrecedes($1) })
        for (path, contents) in whole where files[path] != contents {
            Issue.record("\(path.joined(separator: "/")) differs from a whole build's")
        }
        return (written.files.count, whole.count)
    }

    @Test func aTextEditWritesTheShardsOfItsGramsItsChunkTheIndexAndTheWholeJSON() throws {
        let count = try Self.rebuild(17..<19, to: [
            SearchShardsTests.line("탭 바을 쓰세요 17", "고친 본문 새말 zebra 끝", context: "맥락"),
            SearchShardsTests.line("버튼을 쓰세요 18", "본문 버튼 rare18 끝", context: "맥락"),
        ])
        // Two edited entries in one chunk: its two pieces, index.js, ko.json, and a shard per
        // few of the grams that changed — not the rest.
        #expect(count.written < count.all / 4, "\(count.written) of \(count.all) files written")
    }

    @Test func aLargeEditThatMovesCutsStillMatchesAWholeBuild() throws {
        // Thousands of new grams: lists appear, grow past the common limit, and cuts move.
        let text = (0..<3000).map { String(UnicodeScalar(0xAC00 + $0 * 3)!) }.joined(separator: " ")
        _ = try Self.rebuild(100..<101, to: [SearchShardsTests.line("새 제목", text, context: "맥락")])
    }

    @Test func anEditThatEmptiesAGramsListRemovesIt() throws {
        // "희귀" is only in entry 17's text.
        _ = try Self.rebuild(17..<18, to: [SearchShardsTests.line("탭 바을 쓰세요 17", "본문 끝", context: "맥락")])
    }

    /// A common gram's postings outside titles are not kept: an edit that would make it rare
    /// again cannot be made in place (the build then makes the index again).
    @Test func anEditThatMakesACommonGramRareIsRefused() {
        let limit = SearchShards.commonEntries(2000)
        let lines = (0..<2000).map { id in
            SearchShardsTests.line("제목 \(id)", id <= limit ? "흔한말 본문" : "본문", context: "맥락")
        }
        var (index, files) = Self.index(lines)
        #expect(files.values.contains { String(decoding: $0, as: UTF8.self).contains("\" 흔한\":[]") })
        let edited = SearchShardsTests.line("제목 0", "본문", context: "맥락")
        let replaced = index.replace(0..<1, with: Self.made([edited]), old: Self.made([lines[0]]))
        #expect(!replaced)
        // One entry more with it keeps it common: that edit is made in place.
        var (other, _) = Self.index(lines)
        let kept = other.replace(1500..<1501, with: Self.made([SearchShardsTests.line("제목 1500", "흔한말", context: "맥락")]),
                                 old: Self.made([lines[1500]]))
        #expect(kept)
    }

    @Test func anEditWithAnotherNumberOfEntriesIsRefused() {
        let before = SearchShardsTests.entries(100)
        var (index, _) = Self.index(before)
        let replaced = index.replace(5..<6, with: Self.made([before[5], before[6]]), old: Self.made([before[5]]))
        #expect(!replaced)
    }
}
