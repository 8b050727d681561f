/// The attribute block that makes a heading a guideline:
/// `## 탭은 3~5개로 유지하세요 {#tab-count rule=tab-bar.tab-count,tab-bar.other}`.
public struct HeadingAttributes: Hashable, Sendable {
    /// The guideline's anchor, shared by both languages.
    public var id: String
    /// Rule ids of HIGRules that enforce this guideline.
    public var rules: [String]

    enum ParseError: Error, Equatable {
        case message(String)
    }

    /// Parses the text between the braces. A heading that ends in braces but is no valid
    /// block is reported rather than silently shown, since it is almost always a typo.
    static func parse(_ text: Substring) -> Result<HeadingAttributes, ParseError> {
        var id: String?
        var rules: [String] = []
        // Over bytes when the block is ASCII, as it nearly always is: there every Character is
        // one byte (or "\r\n", which holds no blank, `#`, `,` or `rule=` either), so the tokens,
        // prefixes and lists are the same as by Characters.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        let tokens = isASCII
            ? asciiSplit(text, omittingEmpty: true) { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            : text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        func hasPrefix(_ token: Substring, _ prefix: StaticString) -> Bool {
            guard isASCII else { return token.hasPrefix(prefix.description) }
            let bytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            return token.utf8.count >= bytes.count && zip(token.utf8, bytes).allSatisfy { $0 == $1 }
        }
        for token in tokens {
            if hasPrefix(token, "#") {
                guard id == nil else { return .failure(.message("more than one '#id'")) }
                let value = token.dropFirst()
                guard !value.isEmpty else { return .failure(.message("'#' needs an id after it")) }
                id = String(value)
            } else if hasPrefix(token, "rule=") {
                let value = token.dropFirst("rule=".count)
                let list = isASCII
                    ? asciiSplit(value, omittingEmpty: false) { $0 == UInt8(ascii: ",") }
                    : value.split(separator: ",", omittingEmptySubsequences: false)
                guard !list.isEmpty, !list.contains(where: { $0.isEmpty }) else {
                    return .failure(.message("'rule=' needs comma-separated rule ids without spaces"))
                }
                rules += list.map(String.init)
            } else {
                return .failure(.message("unknown attribute '\(token)'; use '#id' and 'rule=a,b'"))
            }
        }
        guard let id else { return .failure(.message("a guideline needs an '#id'")) }
        return .success(HeadingAttributes(id: id, rules: rules))
    }

    /// `text.utf8.split(…)` as substrings, for ASCII text (every byte a Character), walking the
    /// bytes once: the generic split cost more than the rest of reading a block.
    private static func asciiSplit(_ text: Substring, omittingEmpty: Bool, where isSeparator: (UInt8) -> Bool) -> [Substring] {
        let utf8 = text.utf8
        var parts: [Substring] = []
        var start = utf8.startIndex, index = utf8.startIndex
        while index < utf8.endIndex {
            if isSeparator(utf8[index]) {
                if !omittingEmpty || start < index { parts.append(text[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if !omittingEmpty || start < index { parts.append(text[start..<index]) }
        return parts
    }
}
