/// The pieces of text that the search script (assets/search.js) matches on, made here the way
/// the script makes them, so that the index can say which entries hold a piece of a query and a
/// query loads only those entries. A gram is one scalar or two neighbouring ones of an entry's
/// text as the script's `compact` leaves it, or of the initial consonants of its title.
enum SearchGrams {
    /// A gram as a number: a single scalar is its value; a pair sets bit 42 above the two
    /// 21-bit values. Sorting by it is deterministic and puts single scalars first.
    typealias Code = UInt64

    /// An entry's grams, each once: those of its title, then those of its context and text that
    /// its title does not hold, each in the order first met.
    typealias EntryGrams = (title: [Code], body: [Code])

    /// The initial consonant of each Hangul syllable, in the order of the syllable block.
    static let initialConsonants = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)

    /// The script's `compact`: NFC, lower case, without the script's `\s` (Unicode spaces) and
    /// the punctuation it drops.
    static func compact(_ text: String) -> [Unicode.Scalar] {
        UTF8Compaction.compacted(text.utf8, dropping: droppedASCII) ?? compactAnyScalars(text)
    }

    /// ``compact(_:)`` of valid UTF-8.
    static func compact(utf8 text: ArraySlice<UInt8>) -> [Unicode.Scalar] {
        UTF8Compaction.compacted(text, dropping: droppedASCII) ?? compactAnyScalars(String(decoding: text, as: UTF8.self))
    }

    /// ``compact(_:)`` of text with scalars other than ASCII and Hangul syllables (which alone
    /// are read over their bytes): through Foundation's NFC and the standard library's case mapping.
    private static func compactAnyScalars(_ text: String) -> [Unicode.Scalar] {
        text.nfc.lowercased().unicodeScalars.filter { !isDropped($0) }
    }

    /// The ASCII scalars ``isDropped(_:)`` says `compact` removes, as ``UTF8Compaction`` reads them.
    private static let droppedASCII: UTF8Compaction.Dropped = (0..<128).reduce(into: (0, 0)) { bits, value in
        guard isDropped(Unicode.Scalar(UInt8(value))) else { return }
        if value < 64 { bits.0 |= 1 << value } else { bits.1 |= 1 << (value - 64) }
    }

    /// What `compact` removes: JavaScript's `\s` and `-_.,·:;!?()'"‘’“”`.
    static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "_", ".", ",", "·", ":", ";", "!", "?", "(", ")", "'", "\"", "‘", "’", "“", "”": true
        default: isSpace(scalar)
        }
    }

    /// JavaScript's `\s`.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }

    /// Whether a scalar is one the script's initial-consonant search matches (`[ㄱ-ㅎ]`).
    static func isConsonant(_ scalar: Unicode.Scalar) -> Bool {
        (0x3131...0x314E).contains(scalar.value)
    }

    /// The script's `initials` of a title, reduced to what an initial-consonant query can
    /// match: runs of consonants (every other scalar ends a run).
    static func initials(_ title: String) -> [[Unicode.Scalar]] {
        // An ASCII title (every English one) has no run: skip the walk of its scalars.
        if title.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
        var runs: [[Unicode.Scalar]] = [[]]
        for scalar in title.unicodeScalars {
            if Unicode.Scalar.hangulSyllables.contains(scalar.value) {
                runs[runs.count - 1].append(initialConsonants[Int((scalar.value - 0xAC00) / 588)])
            } else if isConsonant(scalar) {
                runs[runs.count - 1].append(scalar)
            } else if !isSpace(scalar) {  // the script skips spaces and keeps anything else
                if !runs[runs.count - 1].isEmpty { runs.append([]) }
            }
        }
        return runs
    }

    /// The grams of an entry: those of its title (its compact text and its initials) and those
    /// of the rest (context and text, compacted together as the script does), each once, in the
    /// order met. An entry's text repeats most of its grams (an English excerpt holds each
    /// letter many times); listing each once here, where entries are made in parallel, spares
    /// the index one lookup per repeat where it adds them one after another.
    static func grams(title: String, context: String, text: String) -> EntryGrams {
        var seen = GramSet()
        return grams(title: title, context: context, text: text, seen: &seen)
    }

    /// ``grams(title:context:text:)`` with a set that the caller keeps for its next entry
    /// (emptied here), so that its table is made once per page rather than once per entry.
    static func grams(title: String, context: String, text: String, seen: inout GramSet) -> EntryGrams {
        grams(title: title, context: context, text: Array(text.utf8)[...], seen: &seen)
    }

    /// ``grams(title:context:text:seen:)`` of a text given as valid UTF-8 (an entry's excerpt,
    /// which is never made a String).
    static func grams(title: String, context: String, text: ArraySlice<UInt8>, seen: inout GramSet) -> EntryGrams {
        grams(title: title, compactedContext: compact(context), text: text, seen: &seen)
    }

    /// ``grams(title:context:text:seen:)`` with the context compacted already: a page's headings
    /// all have its title as their context, compacted once per page rather than once per heading.
    static func grams(title: String, compactedContext context: [Unicode.Scalar], text: ArraySlice<UInt8>,
                      seen: inout GramSet) -> EntryGrams {
        let titleScalars = compact(title), initialRuns = initials(title)
        // The script compacts "context text": the space is dropped, so the two run together.
        var bodyScalars = context
        bodyScalars.append(contentsOf: compact(utf8: text))
        let initialCount = initialRuns.reduce(0) { $0 + $1.count }
        seen.empty(capacity: 2 * (titleScalars.count + bodyScalars.count + initialCount))
        var titleCodes: [Code] = [], bodyCodes: [Code] = []
        titleCodes.reserveCapacity(2 * (titleScalars.count + initialCount))
        bodyCodes.reserveCapacity(2 * bodyScalars.count)
        seen.add(gramsOf: titleScalars, to: &titleCodes)
        for run in initialRuns { seen.add(gramsOf: run, to: &titleCodes) }
        seen.add(gramsOf: bodyScalars, to: &bodyCodes)
        return (titleCodes, bodyCodes)
    }

    /// The gram's scalars, as the script spells a piece of a query.
    static func scalars(of code: Code) -> [Unicode.Scalar] {
        let mask: Code = (1 << 21) - 1
        let low = Unicode.Scalar(UInt32(code & mask))!
        guard code >> 42 == 1 else { return [low] }
        return [Unicode.Scalar(UInt32(code >> 21 & mask))!, low]
    }
}
