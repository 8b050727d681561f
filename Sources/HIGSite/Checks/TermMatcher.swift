/// Finds where a text uses a variant the glossary says to avoid, so that replacing each one found
/// with its preferred term leaves nothing to find again (`check --fix` run twice changes nothing):
///
/// - a variant is matched whole, never where it overlaps an occurrence of any preferred term
///   (`탭` inside `탭 바` is the right term already, not a variant of it);
/// - matches never overlap, and where several variants start at one place the longest is taken
///   (`탐색 바` before `탐색`), from the start of the text on.
///
/// Each replacement puts a preferred term where the variant was, which protects that place from
/// then on; every other place is as it was, so a variant there was already found or is still
/// kept out by the same preferred term.
struct TermMatcher: Sendable {
    struct Variant: Sendable {
        var bytes: [UInt8]
        /// The glossary entry it belongs to.
        var entry: Int
    }

    private let variants: [Variant]
    private let preferred: [[UInt8]]

    init(glossary: Glossary) {
        variants = glossary.entries.enumerated().flatMap { index, entry in
            entry.avoid.filter { !$0.isEmpty }.map { Variant(bytes: Array($0.utf8), entry: index) }
        }
        preferred = glossary.entries.map { Array($0.korean.utf8) }.filter { !$0.isEmpty }
    }

    var isEmpty: Bool { variants.isEmpty }

    /// The variants used in `range` of `text`: where each starts, and which, in text order.
    func matches(in text: ByteScanner, range: Range<Int>) -> [(start: Int, variant: Variant)] {
        var candidates: [(start: Int, variant: Int)] = []
        for (index, variant) in variants.enumerated() {
            // Every start: one that overlaps a match before it may still be the next match.
            for start in text.occurrences(of: variant.bytes, in: range, overlapping: true) { candidates.append((start, index)) }
        }
        guard !candidates.isEmpty else { return [] }
        candidates.sort { ($0.start, variants[$1.variant].bytes.count) < ($1.start, variants[$0.variant].bytes.count) }
        let protected = protectedRanges(in: text, range: range)
        var chosen: [(start: Int, variant: Variant)] = []
        var end = range.lowerBound, next = 0
        for (start, index) in candidates where start >= end {
            let stop = start + variants[index].bytes.count
            while next < protected.count, protected[next].upperBound <= start { next += 1 }
            if next < protected.count, protected[next].lowerBound < stop { continue }
            chosen.append((start, variants[index]))
            end = stop
        }
        return chosen
    }

    /// Where the text holds a preferred term, merged into sorted ranges that do not overlap.
    private func protectedRanges(in text: ByteScanner, range: Range<Int>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        for term in preferred {
            // Every start, overlapping ones included: `바 바 바` holds `바 바` twice, and the
            // second may be the one a replacement just made.
            for start in text.occurrences(of: term, in: range, overlapping: true) { found.append(start..<(start + term.count)) }
        }
        found.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for piece in found {
            if let last = merged.last, piece.lowerBound < last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, piece.upperBound)
            } else {
                merged.append(piece)
            }
        }
        return merged
    }
}
