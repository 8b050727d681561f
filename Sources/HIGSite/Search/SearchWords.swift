/// The Korean words of one language's index, for the script's typo matching (assets/search.js
/// `corrections`): a query term one jamo away from a word (or from the start of one, before a
/// particle) is searched as that word too, its results listed below the exact ones.
///
/// A word is a run of two or more Hangul syllables in an entry's title, context or text, as the
/// index holds them (the first ``maximumSyllables``). The script finds the words near a term by
/// its first syllables: a one-jamo typo leaves one of them in place, or one place away when a
/// jamo was dropped or doubled. So each word is listed under each of its first three syllables,
/// by place: `"스":[[words starting with 스],[words with 스 second],[words with 스 third]]`, each
/// list most common first (by the number of pages that hold the word), then in code order. These
/// lists are cut into pieces `w<first syllable's code in base 36>.js` as the gram shards are
/// (``SearchShards/cut(_:codes:sizes:)``), so that an edit rewrites only the pieces it changed.
struct SearchWords {
    /// Syllables of a word that are kept: a typo in a longer run is not looked for past them.
    static let maximumSyllables = 8

    /// A word as up to eight syllables, each its offset from U+AC00 plus one, 16 bits apiece,
    /// the first in the high bits of `head`: sorting by the two numbers sorts by code.
    struct Word: Hashable, Comparable {
        var head: UInt64 = 0, tail: UInt64 = 0

        static func < (a: Word, b: Word) -> Bool {
            (a.head, a.tail) < (b.head, b.tail)
        }

        /// The syllables' scalar values, in order.
        var syllables: [UInt32] {
            var out: [UInt32] = []
            for part in [head, tail] {
                for place in stride(from: 48, through: 0, by: -16) {
                    let value = UInt32(truncatingIfNeeded: part >> UInt64(place) & 0xFFFF)
                    guard value > 0 else { return out }
                    out.append(0xAC00 + value - 1)
                }
            }
            return out
        }

        var text: String {
            String(String.UnicodeScalarView(syllables.compactMap(Unicode.Scalar.init)))
        }
    }

    /// Appends the words of valid UTF-8 `text` to `words` (a word again each time it is met:
    /// ``unique(_:)`` keeps one of each, cheaper than a set's hashing per word).
    static func add(wordsOf text: ArraySlice<UInt8>, to words: inout [Word]) {
        var word = Word(), count = 0, index = text.startIndex
        func end() {
            if count >= 2 { words.append(word) }
            (word, count) = (Word(), 0)
        }
        while index < text.endIndex {
            guard text.hasHangulSyllable(at: index) else {
                end()
                index += 1
                continue
            }
            if count < maximumSyllables {
                let value = UInt64((UInt32(text[index] & 0x0F) << 12 | UInt32(text[index + 1] & 0x3F) << 6
                    | UInt32(text[index + 2] & 0x3F)) - 0xAC00 + 1)
                let shift = UInt64(48 - 16 * (count % 4))
                if count < 4 { word.head |= value << shift } else { word.tail |= value << shift }
            }
            count += 1
            index += 3
        }
        end()
    }

    /// Appends the words of `text`; a text without a byte that leads a Hangul syllable (every
    /// English title) has none and is not copied to bytes.
    static func add(wordsOf text: String, to words: inout [Word]) {
        guard text.utf8.contains(where: { $0 >= 0xEA && $0 <= 0xED }) else { return }
        add(wordsOf: Array(text.utf8)[...], to: &words)
    }

    /// Each word of `words` once, in order.
    static func unique(_ words: [Word]) -> [Word] {
        var sorted = words.sorted(), kept = 0
        for index in sorted.indices where index == 0 || sorted[index] != sorted[kept - 1] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// The words of `texts`, each once.
    static func words(_ texts: [String]) -> [Word] {
        var words: [Word] = []
        for text in texts { add(wordsOf: text, to: &words) }
        return unique(words)
    }

    /// How many pages (or rules) hold each word.
    private(set) var counts: [Word: Int32] = [:]

    /// Counts a page's words (each once).
    mutating func add(_ words: [Word]) {
        for word in words { counts[word, default: 0] += 1 }
    }

    /// A page's words were `old` and are now `new`.
    mutating func replace(old: [Word], new: [Word]) {
        let before = Set(old), after = Set(new)
        for word in before.subtracting(after) {
            let count = counts[word, default: 0] - 1
            counts[word] = count > 0 ? count : nil
        }
        for word in after.subtracting(before) { counts[word, default: 0] += 1 }
    }

    /// The pieces of the words: their first syllables' codes (the script's `words` starts), each
    /// piece's file, in that order.
    func pieces(in folder: [String]) -> (starts: [SearchGrams.Code], files: [OutputFile]) {
        var lists: [UInt32: [[Word]]] = [:]
        for word in counts.keys {
            for (place, syllable) in word.syllables.prefix(3).enumerated() {
                lists[syllable, default: [[], [], []]][place].append(word)
            }
        }
        let keys = lists.keys.sorted()
        let listed: [[UInt8]] = keys.map { key in
            var json: [UInt8] = []
            JSON.append(String(Unicode.Scalar(key)!), to: &json)
            json += ":[".utf8
            for (place, words) in lists[key]!.enumerated() {
                if place > 0 { json.append(UInt8(ascii: ",")) }
                json.append(UInt8(ascii: "["))
                let sorted = words.sorted { a, b in
                    let (countA, countB) = (counts[a]!, counts[b]!)
                    return countA != countB ? countA > countB : a < b
                }
                for (index, word) in sorted.enumerated() {
                    if index > 0 { json.append(UInt8(ascii: ",")) }
                    JSON.append(word.text, to: &json)
                }
                json.append(UInt8(ascii: "]"))
            }
            json.append(UInt8(ascii: "]"))
            return json
        }
        let codes = keys.map { SearchGrams.Code($0) }
        let shards = SearchShards.cut(Array(keys.indices), codes: codes, sizes: listed.map(\.count))
        let files = shards.map { shard in
            var json = Array("{".utf8)
            for position in shard.grams {
                if json.count > 1 { json.append(UInt8(ascii: ",")) }
                json += listed[position]
            }
            json.append(UInt8(ascii: "}"))
            return SearchShards.piece("w" + String(shard.start, radix: 36), data: json, in: folder)
        }
        return (shards.map(\.start), files)
    }
}
