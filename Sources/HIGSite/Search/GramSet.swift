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

    /// Runs `body` with a function that adds a code and says whether it was not there yet
    /// (the table borrowed once, not once per code). The set must have been emptied with room
    /// for every code added.
    mutating func insertingEach(_ body: ((SearchGrams.Code) -> Bool) -> Void) {
        var ascii = self.ascii
        let shift = self.shift, turn = self.turn
        precondition(turn > 0, "a set is emptied with room for its codes before any is added")
        slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            body { code in
                if code < 64 {
                    let bit: UInt64 = 1 << code
                    defer { ascii.0 |= bit }
                    return ascii.0 & bit == 0
                }
                if code < 128 {
                    let bit: UInt64 = 1 << (code - 64)
                    defer { ascii.1 |= bit }
                    return ascii.1 & bit == 0
                }
                let key = turn << Self.turnShift | code
                // `& mask` keeps every slot in the table whatever the shift.
                var slot = Int(truncatingIfNeeded: (code &* 0x9E37_79B9_7F4A_7C15) >> shift) & mask
                while slots[slot] >> Self.turnShift == turn {
                    if slots[slot] == key { return false }
                    slot = (slot + 1) & mask
                }
                slots[slot] = key
                return true
            }
        }
        self.ascii = ascii
    }
}
