/// The posting lists of one language's search index: for each gram (``SearchGrams/Code``), the
/// entries that hold it, in order of id, each as `id << 1 | 1 if in the title`.
///
/// A common gram (in more than ``SearchShards/commonEntries(_:)`` entries) is listed by its
/// titles only, so its other postings are let go of as soon as it turns common: most of a large
/// site's postings are of a few hundred common grams, and holding them was most of the index's
/// memory and time. Its count of entries is kept.
///
/// A build adds entries in order of id, so every list is appended to and stays sorted; a
/// rebuild replaces one entry's grams, inserting and removing its postings in place, and says
/// which grams changed, so that only their shards are written again. Grams are kept by a dense
/// number (their first appearance): one table lookup per gram an entry holds, then plain arrays.
struct SearchPostings {
    /// How many entries a gram may be in before it is common.
    let commonLimit: Int
    /// Each gram's code, by its number.
    private(set) var codes: [SearchGrams.Code] = []
    /// Each gram's postings, by its number: all of them, or a common gram's titles only.
    private(set) var lists: [[UInt32]] = []
    /// How many entries hold each gram, by its number.
    private var counts: [Int32] = []
    private var numbers = GramNumbers()

    /// Postings for an index of `entryCount` entries.
    init(entryCount: Int) {
        commonLimit = SearchShards.commonEntries(entryCount)
    }

    /// How many grams have a number (some of them may be in no entry).
    var gramCount: Int { codes.count }

    /// How many entries hold the gram numbered `number` (0: none any more).
    func count(_ number: Int) -> Int {
        Int(counts[number])
    }

    /// Whether the gram numbered `number` is common.
    func isCommon(_ number: Int) -> Bool {
        count(number) > commonLimit
    }

    /// Lists entry `id` (the highest so far) under each of its grams (each once, those of its
    /// title marked as such; see ``SearchGrams/grams(title:context:text:)``).
    mutating func append(entry id: UInt32, grams: SearchGrams.EntryGrams) {
        // Numbers first (which may add grams; by `map`: an append per gram asked the runtime
        // who owns the array each time), then the postings through one borrow of each array:
        // changing `lists[number]` gram by gram checked the outer array's ownership every time.
        let titleNumbers = grams.title.map { number(of: $0) }, bodyNumbers = grams.body.map { number(of: $0) }
        Self.list(UInt32(id), numbers: titleNumbers, inTitle: true, commonLimit: commonLimit, counts: &counts, lists: &lists)
        Self.list(UInt32(id), numbers: bodyNumbers, inTitle: false, commonLimit: commonLimit, counts: &counts, lists: &lists)
    }

    /// Lists entry `id` under the grams of `numbers`, all of its title or all of its text.
    private static func list(_ id: UInt32, numbers: [Int], inTitle: Bool, commonLimit: Int, counts: inout [Int32],
                             lists: inout [[UInt32]]) {
        var counts = counts.mutableSpan, lists = lists.mutableSpan
        for number in numbers {
            let count = Int(counts[number]) + 1
            counts[number] = Int32(count)
            if count == commonLimit + 1 { lists[number].removeAll { $0 & 1 == 0 } }
            if inTitle || count <= commonLimit { lists[number].append(id << 1 | (inTitle ? 1 : 0)) }
        }
    }

    private mutating func number(of code: SearchGrams.Code) -> Int {
        let (number, isNew) = numbers.number(of: code, next: codes.count)
        if isNew {
            codes.append(code)
            lists.append([])
            counts.append(0)
        }
        return number
    }

    /// Entry `id`'s grams were `old` and are now `new`: moves its postings, and returns the
    /// numbers of the grams whose shard entries changed (a list, or whether it is common; not a
    /// common gram's count alone), in increasing order. Nil, having changed some lists, when a
    /// common gram would no longer be common: its postings outside titles are gone, so the index
    /// must be made again.
    mutating func replace(entry id: UInt32, old: SearchGrams.EntryGrams, new: SearchGrams.EntryGrams) -> [Int]? {
        let before = Self.postings(of: old), after = Self.postings(of: new)
        var changed: Set<Int> = []
        for (code, inTitle) in before where after[code] != inTitle {
            let number = self.number(of: code)
            if after[code] == nil {
                guard count(number) != commonLimit + 1 else { return nil }
                counts[number] -= 1
            }
            if remove(entry: id, from: number) || count(number) == 0 { changed.insert(number) }
        }
        for (code, inTitle) in after where before[code] != inTitle {
            let number = self.number(of: code)
            if before[code] == nil {
                counts[number] += 1
                if count(number) == commonLimit + 1 {
                    lists[number].removeAll { $0 & 1 == 0 }
                    changed.insert(number)
                }
                if count(number) == 1 { changed.insert(number) }
            }
            if inTitle || !isCommon(number) {
                insert(id << 1 | (inTitle ? 1 : 0), into: number)
                changed.insert(number)
            }
        }
        return changed.sorted()
    }

    /// Each gram of an entry once, and whether it is in the title.
    private static func postings(of grams: SearchGrams.EntryGrams) -> [SearchGrams.Code: Bool] {
        var postings: [SearchGrams.Code: Bool] = [:]
        for code in grams.body { postings[code] = false }
        for code in grams.title { postings[code] = true }
        return postings
    }

    /// Removes entry `id` from a list; whether it was there.
    private mutating func remove(entry id: UInt32, from number: Int) -> Bool {
        let index = Self.firstIndex(notBelow: id, in: lists[number])
        guard index < lists[number].count, lists[number][index] >> 1 == id else { return false }
        lists[number].remove(at: index)
        return true
    }

    private mutating func insert(_ posting: UInt32, into number: Int) {
        let index = Self.firstIndex(notBelow: posting >> 1, in: lists[number])
        if index < lists[number].count, lists[number][index] >> 1 == posting >> 1 {
            lists[number][index] = posting
        } else {
            lists[number].insert(posting, at: index)
        }
    }

    /// The first place in a list whose entry is `id` or after it (binary search).
    private static func firstIndex(notBelow id: UInt32, in list: [UInt32]) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] >> 1 < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
