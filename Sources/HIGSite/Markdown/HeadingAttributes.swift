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

    /// Parses the text between the braces (its UTF-8). A heading that ends in braces but is no
    /// valid block is reported rather than silently shown, since it is almost always a typo.
    ///
    /// The block is read by Characters, as a writer sees it: it splits at a blank, `#` starts an
    /// id and `rule=` a list split at `,` only where that byte is a Character of its own (not
    /// one a combining mark follows), which only a non-ASCII neighbour can change
    /// (``UTF8Characters/isWholeCharacter(_:at:)``); only the id and rule ids become strings.
    static func parse(_ bytes: ArraySlice<UInt8>) -> Result<HeadingAttributes, ParseError> {
        var id: String?
        var rules: [String] = []
        for token in split(bytes, where: \.isBlank, in: bytes) where !token.isEmpty {
            if token.first == UInt8(ascii: "#"), UTF8Characters.isWholeCharacter(bytes, at: token.startIndex) {
                guard id == nil else { return .failure(Self.secondIDError) }
                guard token.count > 1 else { return .failure(Self.emptyIDError) }
                id = String(decoding: token.dropFirst(), as: UTF8.self)
            } else if token.starts(with: "rule=".utf8), UTF8Characters.isWholeCharacter(bytes, at: token.startIndex + 4) {
                let list = split(token.dropFirst("rule=".utf8.count), where: { $0 == UInt8(ascii: ",") }, in: bytes)
                guard !list.contains(where: \.isEmpty) else { return .failure(Self.ruleListError) }
                rules += list.map { String(decoding: $0, as: UTF8.self) }
            } else {
                return .failure(unknownAttribute(String(decoding: token, as: UTF8.self)))
            }
        }
        guard let id else { return .failure(Self.missingIDError) }
        return .success(HeadingAttributes(id: id, rules: rules))
    }

    /// `part` split at each byte that `isSeparator` and is a Character of its own in `text`
    /// (empty pieces kept).
    private static func split(_ part: ArraySlice<UInt8>, where isSeparator: (UInt8) -> Bool,
                              in text: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var start = part.startIndex
        for index in part.indices where isSeparator(part[index]) && UTF8Characters.isWholeCharacter(text, at: index) {
            pieces.append(part[start..<index])
            start = index + 1
        }
        pieces.append(part[start...])
        return pieces
    }

    private static let secondIDError = ParseError.message("more than one '#id'")
    private static let emptyIDError = ParseError.message("'#' needs an id after it")
    private static let ruleListError = ParseError.message("'rule=' needs comma-separated rule ids without spaces")
    private static let missingIDError = ParseError.message("a guideline needs an '#id'")

    private static func unknownAttribute(_ token: String) -> ParseError {
        .message("unknown attribute '\(token)'; use '#id' and 'rule=a,b'")
    }
}
