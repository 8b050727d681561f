/// The number of each gram met so far: an open-addressing table over plain arrays, for the one
/// lookup the index makes per gram of every entry (tens of millions on a large site, where a
/// `Dictionary`'s hashing was a sixth of the index's time). A single scalar of the Basic
/// Multilingual Plane — half of all lookups — is found by its value in a plain array.
struct GramNumbers {
    /// The number of each scalar below U+10000, plus one (0: none yet).
    private var singles = [Int32](repeating: 0, count: 0x10000)
    /// Codes plus one (0: an empty slot), and the number of each, by slot.
    private var keys: [UInt64]
    private var numbers: [Int32]
    private(set) var count = 0
    private var shift: UInt64

    init() {
        keys = [UInt64](repeating: 0, count: 1024)
        numbers = [Int32](repeating: 0, count: 1024)
        shift = 64 - 10
    }

    /// The number of `code`, giving it `next` when it has none yet; and whether it was new.
    @inline(__always)
    mutating func number(of code: SearchGrams.Code, next: Int) -> (number: Int, isNew: Bool) {
        if code < 0x10000 {
            let known = singles[Int(code)]
            if known > 0 { return (Int(known) - 1, false) }
            singles[Int(code)] = Int32(next + 1)
            return (next, true)
        }
        let key = code &+ 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while keys[slot] != 0 {
            if keys[slot] == key { return (Int(numbers[slot]), false) }
            slot = (slot + 1) & (keys.count - 1)
        }
        keys[slot] = key
        numbers[slot] = Int32(next)
        count += 1
        if count * 2 > keys.count { grow() }
        return (next, true)
    }

    /// Twice the slots, every code placed again: the table stays at most half full.
    private mutating func grow() {
        let old = zip(keys, numbers).filter { $0.0 != 0 }
        keys = [UInt64](repeating: 0, count: keys.count * 2)
        numbers = [Int32](repeating: 0, count: keys.count)
        shift -= 1
        count = 0
        for (key, number) in old { _ = self.number(of: key &- 1, next: Int(number)) }
    }
}
