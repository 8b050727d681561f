/// Text made at random, with a fixed seed, from pieces that sit at the edges of the byte
/// readers: ASCII, Hangul syllables and jamo, combining and spacing marks, a prepended sign, a
/// zero-width joiner, emoji, regional indicators, Unicode spaces, CR LF, case mappings that change
/// length, and the bytes each reader looks for.
enum GeneratedText {
    static let common = ["a", "Z", "9", "_", "-", " ", "  ", "\t", "\r\n", "\r", "\n", ".", "!", "탭", "바",
                         "탭".decomposedStringWithCanonicalMapping, "\u{1100}", "\u{11A8}", "e\u{301}", "\u{301}", "é",
                         "\u{600}", "\u{200D}", "\u{903}", "👩‍👩‍👧", "🇰🇷", "\u{1F1F0}", "\u{3000}", "\u{A0}", "\u{2003}",
                         "İ", "ẞ", "Σ", "ǅ", "Ⅻ", "٣", "ｶ", "\u{FFFD}", "Ⱥ"]

    /// `count` texts of up to `maxPieces` pieces each, from `common` and `extra`, plus the empty text.
    static func texts(count: Int = 3000, maxPieces: Int = 10, extra: [String] = [], seed: UInt64 = 39) -> [String] {
        var random = SeededRandom(seed: seed)
        let pieces = common + extra + extra  // the reader's own bytes twice as often
        return [""] + (0..<count).map { _ in
            (0..<Int.random(in: 1...maxPieces, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
    }
}
