import HIGControls

/// Fixes inside a guideline's attribute block (`{#tab-count rule=tab-bar.tab-count}`): a rule id
/// replaced by the one it was meant to be, and rules added that name the guideline and that
/// its `rule=` does not list.
enum AttributeBlockFix {
    /// Replaces the rule id `old` in the `rule=` list of the heading at `location` with `new`.
    static func rename(rule old: String, to new: String, headingAt location: SourceLocation, in locator: FixLocator) -> Fix? {
        guard let inner = locator.attributeBlock(onLineOf: location) else { return nil }
        for token in tokens(of: locator.text(inner)) where token.text.hasPrefix("rule=") {
            var offset = inner.lowerBound + token.offset + "rule=".utf8.count
            for id in token.text.dropFirst("rule=".count).split(separator: ",", omittingEmptySubsequences: false) {
                if id == old { return locator.fix(at: offset, old: old, new: new) }
                offset += id.utf8.count + 1
            }
        }
        return nil
    }

    /// Adds `rules` to the `rule=` list of the heading at `location`, or a `rule=` list of them
    /// when it has none: the whole inside of the block is replaced, so that the change reads
    /// as the block before and after.
    static func add(rules: [String], headingAt location: SourceLocation, in locator: FixLocator) -> Fix? {
        guard !rules.isEmpty, let inner = locator.attributeBlock(onLineOf: location) else { return nil }
        let old = locator.text(inner)
        let added = rules.joined(separator: ",")
        let parts = tokens(of: old)
        let new: String
        if let list = parts.first(where: { $0.text.hasPrefix("rule=") }) {
            let end = old.utf8.index(old.utf8.startIndex, offsetBy: list.offset + list.text.utf8.count)
            new = String(old[..<end]) + (list.text == "rule=" ? "" : ",") + added + String(old[end...])
        } else {
            new = old + " rule=" + added
        }
        return locator.fix(at: inner.lowerBound, old: old, new: new)
    }

    /// The blank-separated tokens of a block's inside, with their byte offsets.
    private static func tokens(of text: String) -> [(offset: Int, text: Substring)] {
        var result: [(offset: Int, text: Substring)] = []
        var offset = 0
        for part in text.split(separator: " ", omittingEmptySubsequences: false).flatMap({ $0.split(separator: "\t", omittingEmptySubsequences: false) }) {
            if !part.isEmpty { result.append((offset, part)) }
            offset += part.utf8.count + 1
        }
        return result
    }
}
