import HIGControls
import SwiftSyntax

/// Modifiers that change what a view's content shows or asks of its navigation stack, applied
/// innermost first as SwiftUI applies them. Styles that reach controls inside (`.pickerStyle`)
/// are read through the context instead; modifiers the model has no place for are skipped.
/// What a view asks of its navigation stack is read in SwiftUIReader+NavigationRequests,
/// +Toolbar and +Search.
extension SwiftUIReader {
    /// Applies one modifier, by its name, to what the view it is written on shows.
    func apply(_ modifier: SwiftUIModifier, to fragment: inout SwiftUIFragment, _ context: Context) {
        switch modifier.name {
        case "font": applyFont(modifier, to: &fragment)
        case "refreshable": applyRefreshable(modifier, to: &fragment)
        case "navigationTitle", "navigationBarTitle": requestTitle(modifier, in: &fragment, context)
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode": requestDisplayMode(modifier, in: &fragment)
        case "navigationBarHidden": if SwiftUIValues.bool(modifier.firstArgument) == true { fragment.requests.isBarHidden = true }
        case "toolbar", "toolbarVisibility": applyToolbar(modifier, to: &fragment, context)
        case "navigationBarItems": requestBarItems(modifier, in: &fragment, context)
        case "searchable": requestSearch(modifier, in: &fragment, context)
        case "searchScopes": requestSearchScopes(modifier, in: &fragment, context)
        case "searchSuggestions": requestSearchSuggestions(modifier, in: &fragment, context)
        case "accessibilityLabel": applyAccessibilityLabel(modifier, to: &fragment, context)
        case "statusBarHidden" where modifier.firstArgument.map { SwiftUIValues.bool($0) == true } ?? true,
             "statusBar" where SwiftUIValues.bool(SwiftUIValues.argument("hidden", in: modifier.arguments)) == true:
            // Hidden whenever the view shows, by a literal: nothing brings it back. A value the
            // code computes (`.statusBarHidden(isFullScreen)`) hides it for a while, or not at all.
            fragment.statusBar = fragment.statusBar ?? SwiftUIPlacedValue(value: StatusBar(visibility: .hidden), location: modifier.location)
        case "toolbarColorScheme": requestStatusBarScheme(modifier, in: &fragment)
        case "disabled": break
        case "hidden":
            // `.hidden()` draws nothing and hides from VoiceOver, always (there is no argument):
            // what it would show is no element; the title or toolbar it asks for still reaches the stack.
            fragment.items = []
            fragment.presented = []
        case "alert", "confirmationDialog": requestDialog(modifier, in: &fragment, context)
        case "contextMenu": requestContextMenu(modifier, in: &fragment, context)
        case "navigationDestination":
            // `.navigationDestination(for: Album.self) { AlbumView(album: $0) }`: a screen pushed later.
            recordPush(modifier.trailingClosure.map(ExprSyntax.init) ?? SwiftUIValues.argument("destination", in: modifier.arguments), context)
        case "sheet", "fullScreenCover", "popover": requestPresentation(modifier, in: &fragment, context)
        case "inspector":
            // Their content is another screen, shown later.
            break
        default: break
        }
    }

    /// `.font(.caption2)` on a view sets the size of every label inside that sets none itself.
    private func applyFont(_ modifier: SwiftUIModifier, to fragment: inout SwiftUIFragment) {
        let size = SwiftUIValues.fontSize(modifier.firstArgument)
        let sizing = SwiftUIValues.fontSizing(modifier.firstArgument)
        var changed = false
        func update(_ item: inout SwiftUIPlaced) {
            if item.usesDefaultFont, case .textView(var view) = item.element {
                item.usesDefaultFont = false
                changed = true
                guard let size else { return }
                view.fontSize = size
                view.sizing = sizing
                item.element = .textView(view)
                item.parts.append(SwiftUIPart(path: [.key("font-size")], location: modifier.location))
                return
            }
            guard item.usesDefaultFont, case .label(var label) = item.element else { return }
            item.usesDefaultFont = false
            changed = true
            guard let size else { return }
            label.fontSize = size
            // `.system(size: 20)` stays at 20 pt whatever text size people choose.
            if sizing == .fixed { label.sizing = .fixed }
            item.element = .label(label)
            item.parts.append(SwiftUIPart(path: [.key("font-size")], location: modifier.location))
        }
        for index in fragment.items.indices {
            update(&fragment.items[index])
        }
        if changed, size == nil {
            let written = modifier.firstArgument?.trimmedDescription.prefix(40) ?? ""
            fragment.unknowns.append(SwiftUIUnknown(location: modifier.location, what: Localized(ko: "텍스트의 글자 크기", en: "the font size of the text"),
                                                    why: Localized(ko: "텍스트 스타일도, 리터럴 크기도 아닌 값('\(written)')입니다",
                                                                   en: "'\(written)' is not a text style or a literal size")))
        }
    }

    /// `.refreshable { … }` on a list: its table gets a refresh control.
    private func applyRefreshable(_ modifier: SwiftUIModifier, to fragment: inout SwiftUIFragment) {
        for index in fragment.items.indices {
            guard case .table(var table) = fragment.items[index].element, table.refreshControl == nil else { continue }
            table.refreshControl = RefreshControl()
            fragment.items[index].element = .table(table)
            fragment.items[index].parts.append(SwiftUIPart(path: [.key("refresh-control")], location: modifier.location))
        }
    }

    /// `.accessibilityLabel("…")`: an image's description; other elements have nowhere to keep it.
    private func applyAccessibilityLabel(_ modifier: SwiftUIModifier, to fragment: inout SwiftUIFragment, _ context: Context) {
        guard fragment.items.count == 1, case .imageView(var image) = fragment.items[0].element, image.description == nil,
              let text = SwiftUIValues.text(modifier.firstArgument, strings: context.strings) else { return }
        image.description = text.text
        fragment.items[0].element = .imageView(image)
    }
}
