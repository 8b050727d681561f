import HIGControls
import SwiftSyntax

/// Modifiers that change what a view's content shows or asks of its navigation stack, applied
/// innermost first as SwiftUI applies them. Styles that reach controls inside (`.pickerStyle`)
/// are read through the context instead; modifiers the model has no place for are skipped.
extension SwiftUIReader {
    func apply(_ modifier: SwiftUIModifier, to fragment: inout SwiftUIFragment, _ context: Context) {
        let strings = context.strings
        switch modifier.name {
        case "font":
            applyFont(modifier, to: &fragment)

        case "refreshable":
            for index in fragment.items.indices {
                guard case .table(var table) = fragment.items[index].element, table.refreshControl == nil else { continue }
                table.refreshControl = RefreshControl()
                fragment.items[index].element = .table(table)
                fragment.items[index].parts.append(SwiftUIPart(path: [.key("refresh-control")], location: modifier.location))
            }

        case "navigationTitle", "navigationBarTitle":
            guard fragment.requests.title == nil else { break }
            let title = SwiftUIValues.text(modifier.firstArgument, strings: strings)?.text ?? SwiftUIText.placeholder
            fragment.requests.title = SwiftUIPlacedValue(value: title, location: modifier.location)
            if modifier.name == "navigationBarTitle", let mode = SwiftUIValues.optionName(SwiftUIValues.argument("displayMode", in: modifier.arguments)) {
                fragment.requests.displayMode = fragment.requests.displayMode ?? SwiftUIPlacedValue(value: mode, location: modifier.location)
            }

        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            guard fragment.requests.displayMode == nil, let mode = SwiftUIValues.optionName(modifier.firstArgument) else { break }
            // `.inlineLarge` (iOS 17) draws the large title inline: not a large title bar.
            fragment.requests.displayMode = SwiftUIPlacedValue(value: mode == "inlineLarge" ? "inline" : mode, location: modifier.location)

        case "navigationBarHidden":
            if SwiftUIValues.bool(modifier.firstArgument) == true { fragment.requests.isBarHidden = true }

        case "toolbar", "toolbarVisibility":
            if let visibility = modifier.firstArgument, !visibility.is(ClosureExprSyntax.self) {
                // `.toolbar(.hidden, for: .navigationBar)`
                let bars = SwiftUIValues.optionNames(SwiftUIValues.argument("for", in: modifier.arguments)) ?? ["navigationBar"]
                if SwiftUIValues.optionName(visibility) == "hidden", bars.contains("navigationBar") { fragment.requests.isBarHidden = true }
                break
            }
            if let closure = modifier.trailingClosure ?? modifier.closure("content") {
                toolbar(closure.statements, at: modifier.location, into: &fragment, context)
            }

        case "navigationBarItems":
            var items: [SwiftUIPlacedValue<BarItem>] = []
            for label in ["leading", "trailing"] {
                guard let expr = SwiftUIValues.argument(label, in: modifier.arguments) else { continue }
                items += barItems(fromView: expr, context, unknowns: &fragment.unknowns)
            }
            fragment.requests.barItems += items
            fragment.requests.toolbarLocation = fragment.requests.toolbarLocation ?? modifier.location

        case "searchable":
            guard fragment.requests.search == nil else { break }
            // SwiftUI's prompt when none is given is "Search".
            let prompt = SwiftUIValues.text(SwiftUIValues.argument("prompt", in: modifier.arguments), strings: strings)?.text ?? "Search"
            fragment.requests.search = SwiftUIPlaced(element: .searchBar(SearchBar(placeholder: prompt)), location: modifier.location)

        case "searchScopes":
            guard var search = fragment.requests.search, case .searchBar(var bar) = search.element,
                  let closure = modifier.trailingClosure ?? modifier.closure("scopes") else { break }
            let options = options(closure.statements, context)
            if let unknown = options.unknown {
                fragment.unknowns.append(SwiftUIUnknown(location: unknown.location, what: "the scopes of the search bar", why: unknown.why))
                break
            }
            bar.scopes = options.values.map { $0.title ?? $0.image ?? SwiftUIText.placeholder }
            search.element = .searchBar(bar)
            search.parts += options.values.enumerated().map { SwiftUIPart(path: [.key("scopes"), .index($0.offset)], location: $0.element.location) }
            if !options.values.isEmpty { search.parts.append(SwiftUIPart(path: [.key("scopes")], location: modifier.location)) }
            fragment.requests.search = search

        case "accessibilityLabel":
            // An image's description; other elements have nowhere to keep it.
            guard fragment.items.count == 1, case .imageView(var image) = fragment.items[0].element, image.description == nil,
                  let text = SwiftUIValues.text(modifier.firstArgument, strings: strings) else { break }
            image.description = text.text
            fragment.items[0].element = .imageView(image)

        case "disabled":
            break

        case "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination", "inspector":
            // Their content is another screen, shown later.
            break

        default:
            break
        }
    }

    /// `.font(.caption2)` on a view sets the size of every label inside that sets none itself.
    private func applyFont(_ modifier: SwiftUIModifier, to fragment: inout SwiftUIFragment) {
        let size = SwiftUIValues.fontSize(modifier.firstArgument)
        var changed = false
        func update(_ item: inout SwiftUIPlaced) {
            guard item.usesDefaultFont, case .label(var label) = item.element else { return }
            item.usesDefaultFont = false
            changed = true
            guard let size else { return }
            label.fontSize = size
            item.element = .label(label)
            item.parts.append(SwiftUIPart(path: [.key("font-size")], location: modifier.location))
        }
        for index in fragment.items.indices {
            update(&fragment.items[index])
        }
        if changed, size == nil {
            fragment.unknowns.append(SwiftUIUnknown(location: modifier.location, what: "the font size of the text",
                                                    why: "'\(modifier.firstArgument?.trimmedDescription.prefix(40) ?? "")' is not a text style or a literal size"))
        }
    }
}
