import Foundation
import Testing
@testable import HIGSite

/// Each text algorithm of the byte layer against its obvious version in `TextReference`, on
/// the samples that once broke a fast path and on generated text.
@Suite("Byte layer: text algorithms agree with their references")
struct TextAlgorithmTests {
    @Test func slugs() {
        let everyASCII = String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)
        let samples = [everyASCII, "Tab Bars: Use 3–5 tabs", "탭 바 (Tab bar) 사용하기!", "A_b-C d", "가힣 ㄱ", "  lead trail  ",
                       "탭".decomposedStringWithCanonicalMapping + " 바", "Ünïcödé Straße", "İstanbul ΣΑΣ", "e\u{301}t\u{E9}"]
        for text in samples + GeneratedText.texts() {
            #expect(Slug.make(text) == TextReference.slug(text), "\(text.debugDescription)")
        }
    }

    /// The slug is written into storage of twice its text's bytes: no lowercase form is longer.
    @Test func noLowercaseFormTakesMoreThanTwiceItsBytes() {
        let longer = (UInt32(0x80)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            $0.properties.lowercaseMapping.utf8.count > 2 * String($0).utf8.count
        }
        #expect(longer.isEmpty, "\(longer.map(\.value))")
    }

    @Test func headingAttributes() {
        let samples = ["#tab-count", "#a rule=x.y,z", " \t#a\trule=x  ", "#a rule=x rule=y", "rule=x #a", "#a #b", "#", "#a rule=",
                       "#a rule=x,,y", "#a rule=x,", "#a rule=,x", "#a extra", "rule=x", "", "  ", "#a\r\nrule=x", "#a rule", "##a",
                       "#\u{301}a", "#a \u{301}rule=x", "#a rule=\u{301}x", "#a rule=x,\u{301}y", "#é rule=탭", "\u{600} #a"]
        let generated = GeneratedText.texts(extra: ["#", "rule=", ",", " ", "x.y"])
        for text in samples + generated {
            #expect(HeadingAttributes.parse(Array(text.utf8)[...]) == TextReference.headingAttributes(text[...]),
                    "\(text.debugDescription)")
        }
        #expect(HeadingAttributes.parse(Array("#a rule=x,y".utf8)[...]) == .success(HeadingAttributes(id: "a", rules: ["x", "y"])))
        // A comma that a combining mark follows is no separator: the Character is `,́`.
        #expect(HeadingAttributes.parse(Array("#a rule=x,\u{301}y".utf8)[...])
            == .success(HeadingAttributes(id: "a", rules: ["x,\u{301}y"])))
    }

    /// Excerpts are cut at a Character count and trimmed of blank Characters, also where a blank
    /// is part of a Character and where a cut falls inside a Character of several scalars.
    @Test func excerpts() {
        for text in GeneratedText.texts(maxPieces: 14) {
            let bytes = Array(text.utf8)[...]
            let trimmed = UTF8Characters.blankTrimmed(bytes)
            #expect(String(decoding: bytes[trimmed], as: UTF8.self) == String(TextReference.blankTrimmed(text[...])),
                    "\(text.debugDescription)")
            #expect(String(text.blankTrimmed) == String(TextReference.blankTrimmed(text[...])), "\(text.debugDescription)")
            for limit in 0...8 {
                let cut = UTF8Characters.prefixLength(bytes[trimmed], characters: limit)
                #expect(String(decoding: bytes[trimmed.lowerBound..<trimmed.lowerBound + cut], as: UTF8.self)
                    == TextReference.excerpt(text, limit: limit), "\(text.debugDescription) \(limit)")
            }
        }
        let fill = [String(repeating: "가", count: 170), String(repeating: "a", count: 179), String(repeating: "ab ", count: 70)]
        for edge in GeneratedText.texts(count: 200, seed: 40) {
            for text in [edge] + fill.flatMap({ [$0 + edge, edge + $0, edge + $0 + edge, $0 + edge + $0] }) {
                #expect(SearchIndex.excerpt(Array(text.utf8)) == Array(TextReference.excerpt(text).utf8), "\(text.debugDescription)")
            }
        }
    }

    @Test func whitespaceTrimming() {
        let samples = ["  a b \t", "x", "", " \t ", "\u{00A0}a\u{3000}", " 한 ", "탭 바 ", " \u{301}a", " a\u{301} ", "b \u{2003}", "é "]
        for text in samples + GeneratedText.texts() {
            #expect(text.whitespaceTrimmed == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    @Test func percentDecoding() {
        let samples = ["", "plain", "%ED%83%AD", "%ed%83%ad%20바", "100%", "%zz", "%4", "%C3", "%C3%A9", "a%2Fb", "%00", "%%41", "%FF",
                       "%E1%80", "%C3%28", "%80%80", "%ED%A0%80", "%F4%90%80%80"]
        let generated = GeneratedText.texts(extra: ["%", "%2", "%20", "%41", "%C3", "%C3%A9", "%ED%83%AD", "%e", "%Z9"])
        for text in samples + generated {
            #expect(text.percentDecoded == TextReference.percentDecoded(text), "\(text.debugDescription)")
        }
    }

    /// Where the escapes write bytes that are not UTF-8, the text stays as it is. Foundation
    /// mostly agrees, but writes U+FFFD for some such bytes (a lone `%A9`) and not for others
    /// (`%80%80`); higsite treats them all alike.
    @Test func undecodableEscapesLeaveTheTextAsItIs() {
        for text in ["%A9", "x%A9y", "%80%80", "%C3", "%E1%80%C3%A9"] {
            #expect(text.percentDecoded == text, "\(text.debugDescription)")
        }
        #expect("%A9".removingPercentEncoding == "\u{FFFD}", "if Foundation changes, the reference may say so")
    }
}
