/// The attribute block that makes a heading a guideline:
/// `## 탭은 3~5개로 유지하세요 {#tab-count rule=tab-bar.tab-count,tab-bar.other}`.
package struct HeadingAttributes: Hashable, Sendable {
    /// The guideline's anchor, shared by both languages.
    package var id: String
    /// Rule ids of HIGRules that enforce this guideline.
    package var rules: [String]

    enum ParseError: Error, Equatable {
        case message(String)
    }

    /// Parses the text between the braces. A heading that ends in braces but is no valid
    /// block is reported rather than silently shown, since it is almost always a typo.
    static func parse(_ text: Substring) -> Result<HeadingAttributes, ParseError> {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return parse(ascii: Array(text.utf8)[...])
        }
        return parse(characters: text)
    }

    /// ``parse(_:)`` by Characters, for a block with non-ASCII text.
    static func parse(characters text: Substring) -> Result<HeadingAttributes, ParseError> {
        var id: String?
        var rules: [String] = []
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if token.hasPrefix("#") {
                guard id == nil else { return .failure(Self.secondIDError) }
                let value = token.dropFirst()
                guard !value.isEmpty else { return .failure(Self.emptyIDError) }
                id = String(value)
            } else if token.hasPrefix("rule=") {
                let list = token.dropFirst("rule=".count).split(separator: ",", omittingEmptySubsequences: false)
                guard !list.contains(where: { $0.isEmpty }) else { return .failure(Self.ruleListError) }
                rules += list.map(String.init)
            } else {
                return .failure(unknownAttribute(String(token)))
            }
        }
        guard let id else { return .failure(Self.missingIDError) }
        return .success(HeadingAttributes(id: id, rules: rules))
    }

    /// ``parse(_:)`` of ASCII bytes, as every guideline's block is: there each byte is a
    /// Character of its own (or "\r\n" is, which holds no blank, `#`, `,` or `rule=` either), so
    /// the tokens and lists are the ones the Character reading finds, and only the id and the
    /// rule ids become strings.
    static func parse(ascii bytes: ArraySlice<UInt8>) -> Result<HeadingAttributes, ParseError> {
        var id: String?
        var rules: [String] = []
        for token in bytes.split(whereSeparator: \.isBlank) {
            if token.first == UInt8(ascii: "#") {
                guard id == nil else { return .failure(Self.secondIDError) }
                guard token.count > 1 else { return .failure(Self.emptyIDError) }
                id = String(decoding: token.dropFirst(), as: UTF8.self)
            } else if token.starts(with: "rule=".utf8) {
                let list = token.dropFirst("rule=".utf8.count).split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                guard !list.contains(where: \.isEmpty) else { return .failure(Self.ruleListError) }
                rules += list.map { String(decoding: $0, as: UTF8.self) }
            } else {
                return .failure(unknownAttribute(String(decoding: token, as: UTF8.self)))
            }
        }
        guard let id else { return .failure(Self.missingIDError) }
        return .success(HeadingAttributes(id: id, rules: rules))
    }

    private static let secondIDError = ParseError.message("more than one '#id'")
    private static let emptyIDError = ParseError.message("'#' needs an id after it")
    private static let ruleListError = ParseError.message("'rule=' needs comma-separated rule ids without spaces")
    private static let missingIDError = ParseError.message("a guideline needs an '#id'")

    private static func unknownAttribute(_ token: String) -> ParseError {
        .message("unknown attribute '\(token)'; use '#id' and 'rule=a,b'")
    }
}
