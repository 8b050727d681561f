import Foundation
import HIGControls
import Testing
@testable import HIGSite

/// The Korean words the script looks for typos among (assets/search.js `corrections`): runs of
/// two syllables or more, listed under each of their first three syllables by place, most
/// common first, in pieces the index piece names.
@Suite("Search words")
struct SearchWordsTests {
    /// Every list of the word pieces of `files`, by syllable.
    static func lists(_ files: [OutputFile]) throws -> [String: [[String]]] {
        var lists: [String: [[String]]] = [:]
        for file in files where file.path.last!.hasPrefix("w") {
            let value = try #require(try SearchShardsTests.piece(file).value as? [String: [[String]]])
            lists.merge(value) { _, _ in Issue.record("a syllable in two pieces"); return [] }
        }
        return lists
    }

    @Test func aWordIsARunOfTwoSyllablesOrMoreOfWhichEightAreKept() {
        let words = Set(SearchWords.words(["스위치를 켜세요. 탭 바(tab bar)와 가나다라마바사아자차", "ㅅ위치 스위ㅊ 테이블"]).map(\.text))
        #expect(words == ["스위치를", "켜세요", "가나다라마바사아", "위치", "스위", "테이블"])
        #expect(SearchWords.words(["힣가"]).map(\.syllables) == [[0xD7A3, 0xAC00]])
    }

    @Test func eachWordIsListedUnderItsFirstThreeSyllablesMostCommonFirst() throws {
        var words = SearchWords()
        words.add(SearchWords.words(["스위치 스위트 테이블을"]))
        words.add(SearchWords.words(["스위트 위치"]))
        let lists = try Self.lists(words.pieces(in: ["search", "ko"]).files)
        #expect(lists["스"] == [["스위트", "스위치"], [], []])
        #expect(lists["위"] == [["위치"], ["스위트", "스위치"], []])
        #expect(lists["치"] == [[], ["위치"], ["스위치"]])
        #expect(lists["테"] == [["테이블을"], [], []] && lists["블"] == [[], [], ["테이블을"]])
        #expect(lists["을"] == nil, "a fourth syllable is no key")
        // A page that no longer holds a word counts it no more: as common, the words go in code order;
        // held by no page, a word is off the lists.
        words.replace(old: SearchWords.words(["스위트 위치"]), new: SearchWords.words(["위치"]))
        #expect(try Self.lists(words.pieces(in: ["search", "ko"]).files)["스"] == [["스위치", "스위트"], [], []])
        words.replace(old: SearchWords.words(["스위치 스위트 테이블을"]), new: SearchWords.words(["스위치 테이블을"]))
        #expect(try Self.lists(words.pieces(in: ["search", "ko"]).files)["스"] == [["스위치"], [], []])
    }

    /// The index piece names each word piece by its first syllable's code and says its size.
    @Test func theIndexPieceNamesTheWordPiecesAndTheirSizes() throws {
        let entries = (0..<3000).map { id in
            SearchShardsTests.line("제목 \(id)", String(repeating: "가나다라", count: 1 + id % 3).map { String(Character(Unicode.Scalar(UInt32($0.unicodeScalars.first!.value) + UInt32(id))!)) }.joined())
        }
        let files = SearchShardsTests.files(entries)
        let pieces = files.filter { $0.path.last!.hasPrefix("w") }
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { $0.contents.count < SearchShards.shardMaximum + 64 }, "\(pieces.map(\.contents.count).sorted())")
        let index = try #require(files.first { $0.path == ["search", "ko", "index.js"] })
        let value = try #require(try SearchShardsTests.piece(index).value as? [String: Any])
        let starts = try #require(value["words"] as? [UInt64])
        let sizes = try #require((value["sizes"] as? [String: [Int]])?["w"])
        let named = Dictionary(uniqueKeysWithValues: pieces.map { ($0.path.last!, $0.contents.count) })
        #expect(starts.first == 0 && starts == starts.sorted())
        #expect(sizes == starts.map { named["w" + String($0, radix: 36) + ".js"] ?? -1 })
        // Each syllable's lists are in the piece whose range holds its code.
        for file in pieces {
            let start = UInt64(file.path.last!.dropFirst().dropLast(3), radix: 36)!
            let next = starts.first { $0 > start } ?? .max
            let keys = try #require(try SearchShardsTests.piece(file).value as? [String: Any]).keys
            #expect(keys.allSatisfy { UInt64($0.unicodeScalars.first!.value) >= start && UInt64($0.unicodeScalars.first!.value) < next })
        }
    }
}
