import HIGControls
import SwiftSyntax

/// Modifiers by which a view asks the navigation stack around it for a title, a title display
/// mode or bar items; the stack makes its bars of them (`bars(for:)`).
extension SwiftUIReader {
    /// `.navigationTitle("…")`, `.navigationBarTitle("…", displayMode: .inline)`: the innermost wins.
    func requestTitle(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment, _ context: Context) {
        guard fragment.requests.title == nil else { return }
        let title = SwiftUIValues.text(modifier.firstArgument, strings: context.strings)?.text ?? SwiftUIText.placeholder
        fragment.requests.title = SwiftUIPlacedValue(value: title, location: modifier.location)
        if modifier.name == "navigationBarTitle", let mode = SwiftUIValues.optionName(SwiftUIValues.argument("displayMode", in: modifier.arguments)) {
            fragment.requests.displayMode = fragment.requests.displayMode ?? SwiftUIPlacedValue(value: mode, location: modifier.location)
        }
    }

    /// `.navigationBarTitleDisplayMode(.inline)`, `.toolbarTitleDisplayMode(.large)`.
    func requestDisplayMode(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment) {
        guard fragment.requests.displayMode == nil, let mode = SwiftUIValues.optionName(modifier.firstArgument) else { return }
        // `.inlineLarge` (iOS 17) draws the large title inline: not a large title bar.
        fragment.requests.displayMode = SwiftUIPlacedValue(value: mode == "inlineLarge" ? "inline" : mode, location: modifier.location)
    }

    /// `.navigationBarItems(leading: …, trailing: …)`, the bar items before `.toolbar`.
    func requestBarItems(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment, _ context: Context) {
        var items: [SwiftUIPlacedValue<BarItem>] = []
        for label in ["leading", "trailing"] {
            guard let expr = SwiftUIValues.argument(label, in: modifier.arguments) else { continue }
            items += barItems(fromView: expr, context, unknowns: &fragment.unknowns, presented: &fragment.presented)
        }
        fragment.requests.barItems += items
        fragment.requests.toolbarLocation = fragment.requests.toolbarLocation ?? modifier.location
    }
}
