import Foundation
import HIGControls

/// Text fields and search bars as lines: `[ ‹placeholder› ]`, `( ⌕ ‹Search› ) Cancel`.
extension ASCIIScreenRenderer {
    /// Its label, then the field: its text (dots when secure, `ⓧ` to clear) or its placeholder.
    func textFieldLines(_ field: TextField, width: Int) -> [String] {
        var text = field.placeholder.map { "‹" + $0 + "›" } ?? ""
        if let value = field.text, !value.isEmpty {
            text = field.isSecure ? String(repeating: "•", count: min(12, value.count)) : value
            if field.hasClearButton { text = Self.spread(text, "ⓧ", width: width - 4) }
        }
        return (field.label.map { [$0] } ?? []) + ["[ " + Self.pad(text, to: width - 4) + " ]"]
    }

    /// Its prompt, the bar with its text or placeholder and a cancel button, and its scope bar.
    func searchBarLines(_ bar: SearchBar, width: Int) -> [String] {
        let ko = language == .ko
        let cancel = bar.hasCancelButton ? (ko ? " 취소" : " Cancel") : ""
        let tokens = bar.tokens.map { "⟨" + $0 + "⟩ " }.joined()
        let typed = (bar.text?.isEmpty == false) ? bar.text! : (bar.tokens.isEmpty ? bar.placeholder.map { "‹" + $0 + "›" } ?? "" : "")
        let inner = "⌕ " + tokens + typed
        var result = (bar.prompt.map { [Self.center($0, width: width)] } ?? [])
        result.append("( " + Self.pad(inner, to: width - 4 - TextMetrics.displayWidth(cancel)) + " )" + cancel)
        if !bar.scopes.isEmpty { result.append(segmentedLine(SegmentedControl(segments: bar.scopes.map { .init(title: $0) }))) }
        if !bar.suggestions.isEmpty {
            result += (bar.suggestionsTitle.map { [$0] } ?? []) + bar.suggestions.map { "  ⌕ " + $0 }
        }
        return result
    }
}
