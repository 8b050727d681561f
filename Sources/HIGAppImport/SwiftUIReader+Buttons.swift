import HIGControls
import SwiftSyntax

/// Buttons and the views that act like them (`Link`, `Menu`, `NavigationLink`, …), and toggles:
/// a switch, or a button in the button toggle style.
extension SwiftUIReader {
    /// `Button("Save") { }`, `Button { } label: { Image(systemName: "xmark") }`, `Button("Add", systemImage: "plus")`,
    /// and the views that look and act like buttons: `Link`, `Menu`, `ShareLink`, `EditButton`, `NavigationLink`.
    func button(_ name: String, _ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        // A title the code computes (`Button(L10n.save)`) is there, only not known: `…`.
        var title = SwiftUIValues.shownText(SwiftUIValues.argument(nil, in: call.arguments), strings: context.strings)
        var icon = Self.symbol(call)
        var frame = Self.frame(view)
        // The label closure: `label:`, or the trailing closure when the action is an argument
        // (`Button(action: save) { Text("Save") }`, `NavigationLink(destination: D()) { … }`, `Menu { } label: { }`).
        let labelClosure: ClosureExprSyntax? = Self.closure("label", of: call) ?? {
            guard let trailing = call.trailingClosure else { return nil }
            let takesActionArgument = call.arguments.contains { ["action", "destination", "value", "item", "primaryAction"].contains($0.label?.text ?? "") }
            return takesActionArgument || ["Link", "ShareLink"].contains(name) ? trailing : nil
        }()
        if name == "NavigationLink" { recordPush(Self.destination(of: call, label: labelClosure), context) }
        var spokenInLabel: String?
        if let labelClosure, title == nil || icon == nil {
            let content = labelContent(labelClosure.statements, context)
            title = title ?? content.title
            icon = icon ?? content.icon
            frame = frame ?? content.frame
            spokenInLabel = content.spoken
        }
        switch name {
        case "EditButton": title = SwiftUIText(text: "Edit", interpolatedNames: [])
        case "ShareLink" where title == nil && icon == nil:
            title = SwiftUIText(text: "Share", interpolatedNames: [])
            icon = "square.and.arrow.up"
        case "PasteButton": title = SwiftUIText(text: "Paste", interpolatedNames: [])
        default: break
        }
        // `Button(role: .close) { dismiss() }` (iOS 26) shows the system's ✕, which VoiceOver
        // reads as Close; `Button(role: .cancel) { }` without a label, the word Cancel.
        if title == nil, icon == nil, labelClosure == nil {
            switch SwiftUIValues.optionName(SwiftUIValues.argument("role", in: call.arguments)) {
            case "close": icon = "xmark"; spokenInLabel = "Close"
            case "cancel": title = SwiftUIText(text: "Cancel", interpolatedNames: [])
            case "confirm": icon = "checkmark"; spokenInLabel = "Done"
            default: break
            }
        }
        // What VoiceOver speaks: `.accessibilityLabel(…)` (`…` when it is not a literal: set, but
        // not known), else the title an icon-only label style hides, which SwiftUI still speaks.
        var spoken = Self.accessibilityLabel(view, context) ?? spokenInLabel
        switch context.environment["labelStyle"].flatMap({ SwiftUIValues.optionName($0.firstArgument) }) {
        case "iconOnly" where icon != nil:
            spoken = spoken ?? title?.text
            title = nil
        case "titleOnly" where title != nil: icon = nil
        default: break
        }
        // A role the code computes (`role: item.role`) stays unread.
        let role: Button.Role? = if case .literal(let written) = Self.role(of: call) { written } else { nil }
        // A title that is not a literal keeps its literal parts; one that is not text at all is left out.
        var button = Button(title: title?.text, icon: icon, role: role, size: frame?.size, accessibilityLabel: spoken)
        button.style = Self.buttonStyle(context)
        var parts: [SwiftUIPart] = []
        if let frame { parts.append(SwiftUIPart(path: [.key("size")], location: frame.location)) }
        return SwiftUIFragment(SwiftUIPlaced(element: .button(button), role: name == "NavigationLink" ? .navigationLink : .plain,
                                             location: here, parts: parts))
    }

    /// The view a `NavigationLink` pushes: `NavigationLink("Trip") { TripView() }`,
    /// `NavigationLink(destination: TripView()) { … }`, `NavigationLink { TripView() } label: { … }`.
    static func destination(of call: FunctionCallExprSyntax, label: ClosureExprSyntax?) -> ExprSyntax? {
        SwiftUIValues.argument("destination", in: call.arguments)
            ?? closure("destination", of: call).map(ExprSyntax.init)
            ?? call.trailingClosure.flatMap { $0 == label ? nil : ExprSyntax($0) }
    }

    /// The style `.buttonStyle` sets around a button: `.borderedProminent` fills it with the accent
    /// colour (UIKit's filled style); the other bordered and glass styles draw a background of no
    /// style the model names (nil); none, or any other, is plain.
    static func buttonStyle(_ context: Context) -> Button.Style? {
        switch context.environment["buttonStyle"].flatMap({ SwiftUIValues.optionName($0.firstArgument) }) {
        case "borderedProminent": .filled
        case "bordered", "glass", "glassProminent": nil
        default: .plain
        }
    }

    /// `Toggle("Wi-Fi", isOn: $wifi)`: a switch (a row's switch in a list); with
    /// `.toggleStyle(.button)`, a button.
    func toggle(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        let label = SwiftUIValues.shownText(SwiftUIValues.argument(nil, in: call.arguments), strings: context.strings)
            ?? (call.trailingClosure ?? Self.closure("label", of: call)).flatMap { labelContent($0.statements, context).title }
        let style = context.environment["toggleStyle"]
        switch style.flatMap({ SwiftUIValues.optionName($0.firstArgument) }) {
        case nil, "switch", "automatic":
            let isOn = SwiftUIValues.constantBool(SwiftUIValues.argument("isOn", in: call.arguments)) ?? true
            return SwiftUIFragment(SwiftUIPlaced(element: .switch(Switch(isOn: isOn, label: label?.text)), location: here))
        case "button":
            return SwiftUIFragment(SwiftUIPlaced(element: .button(Button(title: label?.text, icon: Self.symbol(call))), location: here))
        default:
            return .unknown(here, what: Localized(ko: "Toggle의 모양", en: "what the toggle looks like"),
                            why: Localized(ko: "앱이 직접 만든 ToggleStyle을 씁니다", en: "its toggle style is the app's own"), unread: false)
        }
    }
}
