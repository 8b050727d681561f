import HIGControls
import SwiftSyntax

/// `.searchable` and `.searchScopes`: a search bar the navigation stack shows, and its scope bar.
extension SwiftUIReader {
    /// `.searchable(text: $query, prompt: "…")`: the innermost search bar wins.
    func requestSearch(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment, _ context: Context) {
        guard fragment.requests.search == nil else { return }
        // SwiftUI's prompt when none is given is "Search".
        let prompt = SwiftUIValues.text(SwiftUIValues.argument("prompt", in: modifier.arguments), strings: context.strings)?.text ?? "Search"
        fragment.requests.search = SwiftUIPlaced(element: .searchBar(SearchBar(placeholder: prompt)), location: modifier.location)
    }

    /// `.searchScopes($scope) { Text("All") … }` after `.searchable`: the search bar's scopes,
    /// read like a picker's options.
    func requestSearchScopes(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment, _ context: Context) {
        guard var search = fragment.requests.search, case .searchBar(var bar) = search.element,
              let closure = modifier.trailingClosure ?? modifier.closure("scopes") else { return }
        let options = options(closure.statements, context)
        if let unknown = options.unknown {
            fragment.unknowns.append(SwiftUIUnknown(location: unknown.location, what: "the scopes of the search bar", why: unknown.why))
            return
        }
        bar.scopes = options.values.map { $0.title ?? $0.image ?? SwiftUIText.placeholder }
        search.element = .searchBar(bar)
        search.parts += options.values.enumerated().map { SwiftUIPart(path: [.key("scopes"), .index($0.offset)], location: $0.element.location) }
        if !options.values.isEmpty { search.parts.append(SwiftUIPart(path: [.key("scopes")], location: modifier.location)) }
        fragment.requests.search = search
    }
}
