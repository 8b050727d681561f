/// Reads what is around the cursor on one line of Markdown: a link's destination, a rule id of
/// an attribute block, the word being typed. Indexes are Unicode scalars from 0.
enum EditorLine {
    /// What the text before the cursor is the start of, for completion.
    enum Context: Equatable {
        /// `](../ba`: a page path.
        case path(typed: String, from: Int)
        /// `](../bars/tab-bars.md#ta`: an anchor of the page at `path` (this page when empty).
        case anchor(path: String, typed: String, from: Int)
        /// `rule=tab-bar.ta`, `](rule:ta`: a rule id.
        case rule(typed: String, from: Int)
        /// Prose: the word being typed.
        case word(typed: String, from: Int)
    }

    static func context(_ line: [Unicode.Scalar], cursor: Int) -> Context? {
        let before = Array(line[..<min(cursor, line.count)])
        if let open = openDestination(before) {
            let typed = String(String.UnicodeScalarView(before[open...]))
            if typed.hasPrefix("rule:") { return .rule(typed: String(typed.dropFirst(5)), from: open + 5) }
            if let hash = typed.firstIndex(of: "#") {
                let from = open + typed[..<hash].unicodeScalars.count + 1
                return .anchor(path: String(typed[..<hash]), typed: String(typed[typed.index(after: hash)...]), from: from)
            }
            return .path(typed: typed, from: open)
        }
        if let start = ruleListItemStart(before) {
            return .rule(typed: String(String.UnicodeScalarView(before[start...])), from: start)
        }
        var start = before.count
        while start > 0, !isBreak(before[start - 1]) { start -= 1 }
        guard start < before.count else { return nil }
        return .word(typed: String(String.UnicodeScalarView(before[start...])), from: start)
    }

    /// The destination of the link whose destination holds `index`.
    static func destination(in line: [Unicode.Scalar], at index: Int) -> String? {
        guard index >= 0, index <= line.count else { return nil }
        var end = index
        while end < line.count, !isDestinationEnd(line[end]) { end += 1 }
        guard let open = openDestination(Array(line[..<end])), open <= index else { return nil }
        let text = String(String.UnicodeScalarView(line[open..<end]))
        return text.hasPrefix("<") ? String(text.dropFirst()) : text
    }

    /// The rule id of a `rule=` list that holds `index`.
    static func ruleID(in line: [Unicode.Scalar], at index: Int) -> String? {
        guard index >= 0, index <= line.count else { return nil }
        var end = index
        while end < line.count, !endsRuleID(line[end]) { end += 1 }
        guard let start = ruleListItemStart(Array(line[..<end])), start <= index, start < end else { return nil }
        return String(String.UnicodeScalarView(line[start..<end]))
    }

    /// Where the destination that `text` ends inside starts (after `](` and any `<`); nil when
    /// `text` does not end inside one.
    private static func openDestination(_ text: [Unicode.Scalar]) -> Int? {
        var index = text.count
        while index >= 2 {
            if text[index - 1] == "(", text[index - 2] == "]" {
                return index < text.count && text[index] == "<" ? index + 1 : index
            }
            if isDestinationEnd(text[index - 1]) { return nil }
            index -= 1
        }
        return nil
    }

    /// Where the rule id that `text` ends inside starts: after `rule=` or a comma of its list.
    private static func ruleListItemStart(_ text: [Unicode.Scalar]) -> Int? {
        var index = text.count
        while index > 0, !endsRuleID(text[index - 1]), text[index - 1] != "=" { index -= 1 }
        var list = index
        while list > 0, !text[list - 1].properties.isWhitespace, text[list - 1] != "{", text[list - 1] != "}" { list -= 1 }
        let token = String(String.UnicodeScalarView(text[list..<index]))
        return token.hasPrefix("rule=") && text[..<list].contains("{") ? index : nil
    }

    /// What ends a rule id in a list: its comma, a blank, the block's brace.
    private static func endsRuleID(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "," || scalar == "{" || scalar == "}" || scalar.properties.isWhitespace
    }

    private static func isDestinationEnd(_ scalar: Unicode.Scalar) -> Bool {
        scalar == ")" || scalar == " " || scalar == "\t" || scalar == ">"
    }

    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || "()[]{}<>*_`\"'.,;:!?".unicodeScalars.contains(scalar)
    }
}
