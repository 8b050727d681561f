import HIGControls
import SwiftSyntax

/// `.searchable`, `.searchScopes` and `.searchSuggestions`: a search bar the navigation stack
/// shows, its scope bar, its tokens and its suggestions.
extension SwiftUIReader {
    /// `.searchable(text: $query, prompt: "…")`: the innermost search bar wins. Tokens bound to
    /// state (`tokens:`, `editableTokens:`) stand as one `…` token; suggested tokens, a
    /// suggestions closure (iOS 15's form) or a `.searchSuggestions` read inside stand as the
    /// suggestions they list, `…` where they are built at run time.
    func requestSearch(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment, _ context: Context) {
        guard fragment.requests.search == nil else { return }
        let arguments = modifier.arguments
        // SwiftUI's prompt when none is given is "Search".
        let prompt = SwiftUIValues.text(SwiftUIValues.argument("prompt", in: arguments), strings: context.strings)?.text ?? "Search"
        var bar = SearchBar(placeholder: prompt)
        let takesTokens = SwiftUIValues.argument("tokens", in: arguments) != nil || SwiftUIValues.argument("editableTokens", in: arguments) != nil
        if takesTokens { bar.tokens = [SwiftUIText.placeholder] }
        if SwiftUIValues.argument("suggestedTokens", in: arguments) != nil {
            bar.suggestions = [SwiftUIText.placeholder]
        } else if let closure = modifier.closure("suggestions") ?? (takesTokens ? nil : modifier.trailingClosure) {
            bar.suggestions = suggestions(closure, context)
        } else if let pending = fragment.requests.searchSuggestions {
            bar.suggestions = pending
        }
        fragment.requests.searchSuggestions = nil
        fragment.requests.search = SwiftUIPlaced(element: .searchBar(bar), location: modifier.location)
    }

    /// `.searchSuggestions { Text("Apple").searchCompletion("apple") … }`: the suggestions of the
    /// search bar it follows, or of the one it is written inside.
    func requestSearchSuggestions(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment, _ context: Context) {
        guard let closure = modifier.trailingClosure ?? modifier.closure("suggestions") else { return }
        let listed = suggestions(closure, context)
        guard var search = fragment.requests.search, case .searchBar(var bar) = search.element else {
            fragment.requests.searchSuggestions = fragment.requests.searchSuggestions ?? listed
            return
        }
        if bar.suggestions.isEmpty { bar.suggestions = listed }
        search.element = .searchBar(bar)
        fragment.requests.search = search
    }

    /// The texts a suggestions closure lists; one `…` when they are built at run time. A closure
    /// that lists nothing readable still offers suggestions, so it is never empty.
    private func suggestions(_ closure: ClosureExprSyntax, _ context: Context) -> [String] {
        let options = options(closure.statements, context)
        let titles = options.values.compactMap(\.title)
        return options.unknown == nil && !titles.isEmpty ? titles : [SwiftUIText.placeholder]
    }

    /// `.searchScopes($scope) { Text("All") … }` after `.searchable`: the search bar's scopes,
    /// read like a picker's options.
    func requestSearchScopes(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment, _ context: Context) {
        guard var search = fragment.requests.search, case .searchBar(var bar) = search.element,
              let closure = modifier.trailingClosure ?? modifier.closure("scopes") else { return }
        let options = options(closure.statements, context)
        if let unknown = options.unknown {
            fragment.unknowns.append(SwiftUIUnknown(location: unknown.location, what: Localized(ko: "검색 바의 범위 항목", en: "the scopes of the search bar"), why: unknown.why))
            return
        }
        bar.scopes = options.values.map { $0.title ?? $0.image ?? SwiftUIText.placeholder }
        search.element = .searchBar(bar)
        search.parts += options.values.enumerated().map { SwiftUIPart(path: [.key("scopes"), .index($0.offset)], location: $0.element.location) }
        if !options.values.isEmpty { search.parts.append(SwiftUIPart(path: [.key("scopes")], location: modifier.location)) }
        fragment.requests.search = search
    }
}
