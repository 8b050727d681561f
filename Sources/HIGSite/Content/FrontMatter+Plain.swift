import HIGControls

extension FrontMatter {
    /// Front matter as almost every page writes it, read without a YAML parser (Yams took most of
    /// the time spent on a page's header): one `key: value` line per known key, each value a plain
    /// one-line scalar, a quoted one without escapes, or a flow list of plain words. Nil for
    /// anything else (comments, block lists, multi-line or escaped strings, other spellings of
    /// numbers and booleans, repeated or unknown keys, any problem at all): Yams reads those, and
    /// reports what is wrong. It is no twin of Yams (a subset that defers rather than a second
    /// reading of the same text), so both stay; tests hold them to the same result.
    static func parsePlain(yaml: Substring) -> FrontMatter? {
        var result = FrontMatter(title: "")
        var seen = Set<String>()
        var lineNumber = 1  // the opening `---`
        // Split over bytes (a "\r\n" Character is then cut too, but leaves a "\r" that no plain
        // value takes, so such front matter goes to Yams either way).
        for lineBytes in yaml.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = Substring(lineBytes)
            lineNumber += 1
            let bytes = line.utf8
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes.index(after: colon) < bytes.endIndex,
                  bytes[bytes.index(after: colon)] == UInt8(ascii: " ") else { return nil }
            let key = String(line[..<colon])
            guard knownKeys.contains(key), seen.insert(key).inserted else { return nil }
            var valueStart = bytes.index(after: colon)
            while valueStart < bytes.endIndex, bytes[valueStart] == UInt8(ascii: " ") { valueStart = bytes.index(after: valueStart) }
            let written = line[valueStart...]
            guard let value = PlainValue(written) else { return nil }
            switch (key, value) {
            case ("title", .text(let text)) where !text.isEmpty && text.whitespaceTrimmed == text:
                result.title = text
            case ("order", .text(let text)):
                guard let number = plainInteger(text) else { return nil }
                result.order = number
            case ("summary", .text(let text)):
                result.summary = text
            case ("component", .text(let text)):
                guard let kind = ComponentKind(rawValue: text) else { return nil }
                result.components = [kind]
            case ("component", .list(let items)):
                let kinds = items.compactMap(ComponentKind.init(rawValue:))
                guard kinds.count == items.count else { return nil }
                result.components = kinds
            case ("uikit", .text(let text)):
                result.uikit = [text]
            case ("uikit", .list(let items)):
                result.uikit = items
            case ("draft", .text("true")):
                result.draft = true
            case ("draft", .text("false")):
                result.draft = false
            case ("translated-from", .text(let text)):
                // libyaml counts columns in Unicode scalars, from 1.
                let column = line.unicodeScalars.distance(from: line.startIndex, to: valueStart) + 1
                result.translatedFrom = TranslationStamp(hash: text, location: SourceLocation(line: lineNumber, column: column))
            default:
                return nil
            }
        }
        return seen.contains("title") ? result : nil
    }

    private enum PlainValue {
        case text(String)
        case list([String])

        /// A value that means the same to YAML as it reads: nil when in any doubt.
        init?(_ written: Substring) {
            let bytes = written.utf8
            guard let first = bytes.first, let last = bytes.last, last != UInt8(ascii: " "), last != UInt8(ascii: "\r"),
                  !bytes.contains(UInt8(ascii: "\t")), !Self.hasUnicodeLineBreak(bytes) else { return nil }
            switch first {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard bytes.count >= 2, last == first else { return nil }
                let inner = written.dropFirst().dropLast()
                guard !inner.utf8.contains(first), !inner.utf8.contains(UInt8(ascii: "\\")) else { return nil }
                self = .text(String(inner))
            case UInt8(ascii: "["):
                guard last == UInt8(ascii: "]") else { return nil }
                let items = written.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).map { String($0.blankTrimmed) }
                guard items.allSatisfy(Self.isWord) else { return nil }
                self = .list(items)
            default:
                // A plain scalar: it may not start with an indicator, and `: ` or ` #` would end it.
                guard !Self.indicators.contains(first), last != UInt8(ascii: ":"), !Self.hasPair(":", " ", in: bytes),
                      !Self.hasPair(" ", "#", in: bytes) else { return nil }
                self = .text(String(written))
            }
        }

        private static let indicators = Set("-?:,[]{}#&*!|>'\"%@`".utf8)

        /// A list item needing no quotes: ASCII letters first, then letters, digits, `.`, `_` or `-`.
        private static func isWord(_ text: String) -> Bool {
            guard let first = text.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first & 0xDF) else { return false }
            return text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"): true
                default: false
                }
            }
        }

        /// Whether the byte `first` is directly followed by `second`. (Over bytes: a combining
        /// mark after the space would hide the pair from a Character search, and then YAML decides.)
        private static func hasPair(_ first: Unicode.Scalar, _ second: Unicode.Scalar, in bytes: Substring.UTF8View) -> Bool {
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == UInt8(ascii: first), byte == UInt8(ascii: second) { return true }
                previous = byte
            }
            return false
        }

        /// NEL, LS and PS break lines in YAML 1.1, and a BOM is not text.
        private static func hasUnicodeLineBreak(_ bytes: Substring.UTF8View) -> Bool {
            var previous: (UInt8, UInt8) = (0, 0)
            for byte in bytes {
                if previous.1 == 0xC2 && byte == 0x85 { return true }
                if previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9) { return true }
                if previous == (0xEF, 0xBB) && byte == 0xBF { return true }
                previous = (previous.1, byte)
            }
            return false
        }
    }

    /// `0`, `41`, `-3`: the spellings of an integer that every YAML reader agrees on.
    private static func plainInteger(_ text: String) -> Int? {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard let first = digits.first, digits.count <= 18, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              first != UInt8(ascii: "0") || digits.count == 1 else { return nil }
        return Int(text)
    }
}
