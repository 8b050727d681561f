/// The grams an entry has given so far (``SearchGrams/grams(title:context:text:seen:)``), so
/// that it gives each once. ASCII scalars are bits; other codes are kept by open addressing in
/// a table at most half full. The table is kept from one entry to the next: each code is
/// stored with the number of the entry's turn, and a slot of an earlier turn counts as empty,
/// so emptying the set clears nothing (clearing a table per entry was 3 % of a build).
struct GramSet {
    private var ascii: (UInt64, UInt64) = (0, 0)
    /// Codes with the turn that stored them above bit 43 (a code takes bits 0–42).
    private var slots: [SearchGrams.Code] = []
    private var shift: SearchGrams.Code = 64
    private var turn: SearchGrams.Code = 0

    private static let turnShift: SearchGrams.Code = 43
    private static let lastTurn: SearchGrams.Code = (1 << (64 - turnShift)) - 1

    /// Empties the set, with room for `capacity` codes.
    mutating func empty(capacity: Int) {
        ascii = (0, 0)
        if 2 * capacity > slots.count {
            var bits = 4
            while 1 << bits < 2 * capacity { bits += 1 }
            slots = [SearchGrams.Code](repeating: 0, count: 1 << bits)
            shift = SearchGrams.Code(64 - bits)
            turn = 1
        } else if turn == Self.lastTurn {
            slots = [SearchGrams.Code](repeating: 0, count: slots.count)
            turn = 1
        } else {
            turn += 1
        }
    }

    /// Every scalar and every pair of neighbours of `scalars` that the set does not hold yet,
    /// added to it and appended to `codes`. The set must have been emptied with room for them.
    mutating func add(gramsOf scalars: [Unicode.Scalar], to codes: inout [SearchGrams.Code]) {
        precondition(turn > 0, "a set is emptied with room for its codes before any is added")
        let table = Table(shift: shift, turn: turn)
        table.add(gramsOf: scalars, to: &codes, ascii: &ascii, slots: &slots)
    }

    /// The table's constants for one turn, and the loop over an entry's scalars: the slots are
    /// borrowed once for it (a store through the array checked its ownership every time).
    private struct Table {
        let shift: SearchGrams.Code, turn: SearchGrams.Code

        func add(gramsOf scalars: [Unicode.Scalar], to codes: inout [SearchGrams.Code], ascii: inout (UInt64, UInt64),
                 slots: inout [SearchGrams.Code]) {
            // Room for every gram made first, and the new ones written into it: an append per
            // gram asked the runtime who owns the array each time.
            let start = codes.count
            codes.append(contentsOf: repeatElement(0, count: 2 * scalars.count))
            var end = start
            do {
                var slots = slots.mutableSpan, out = codes.mutableSpan
                for (index, scalar) in scalars.enumerated() {
                    let single = SearchGrams.Code(scalar.value)
                    if insert(single, ascii: &ascii, slots: &slots) {
                        out[end] = single
                        end += 1
                    }
                    if index + 1 < scalars.count {
                        let pair = 1 << 42 | single << 21 | SearchGrams.Code(scalars[index + 1].value)
                        if insert(pair, ascii: &ascii, slots: &slots) {
                            out[end] = pair
                            end += 1
                        }
                    }
                }
            }
            codes.removeLast(codes.count - end)
        }

        /// Adds `code`; whether it was not there yet.
        @inline(__always)
        private func insert(_ code: SearchGrams.Code, ascii: inout (UInt64, UInt64), slots: inout MutableSpan<SearchGrams.Code>) -> Bool {
            if code < 128 {
                let bit: UInt64 = 1 << (code & 63)
                let isNew = (code < 64 ? ascii.0 : ascii.1) & bit == 0
                if code < 64 { ascii.0 |= bit } else { ascii.1 |= bit }
                return isNew
            }
            let key = turn << GramSet.turnShift | code, mask = slots.count - 1
            // `& mask` keeps every slot in the table whatever the shift.
            var slot = Int(truncatingIfNeeded: (code &* 0x9E37_79B9_7F4A_7C15) >> shift) & mask
            var stored = slots[slot]
            while stored >> GramSet.turnShift == turn {
                if stored == key { return false }
                slot = (slot + 1) & mask
                stored = slots[slot]
            }
            slots[slot] = key
            return true
        }
    }
}
