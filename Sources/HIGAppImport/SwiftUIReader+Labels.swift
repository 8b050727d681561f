import HIGControls
import SwiftSyntax

/// Views that show text or an image (`Text`, `Label`, `LabeledContent`, `Image`), and what a
/// control's label closure shows: its text, its SF Symbol and a frame written on it.
extension SwiftUIReader {
    /// `Text("Hello")`, `Text(verbatim: name)`: a label in the default font, in the colours
    /// written on it when both are fixed (`.foregroundStyle(.white).background(.black)`).
    func textView(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let arguments = call.arguments
        let value = SwiftUIValues.text(SwiftUIValues.argument(nil, in: arguments) ?? SwiftUIValues.argument("verbatim", in: arguments),
                                       strings: context.strings)
        var label = Label(text: value?.text ?? SwiftUIText.placeholder)
        var parts: [SwiftUIPart] = []
        if let colours = Self.fixedColours(view) {
            (label.color, label.background) = (colours.text, colours.background)
            parts = [SwiftUIPart(path: [.key("color")], location: colours.textLocation),
                     SwiftUIPart(path: [.key("background")], location: colours.backgroundLocation)]
        }
        var placed = SwiftUIPlaced(element: .label(label), location: location(call, context), parts: parts)
        placed.usesDefaultFont = true
        for name in value?.interpolatedNames ?? [] { placed.shownNames[name] = value?.text }
        return SwiftUIFragment(placed)
    }

    /// `Label("Wi-Fi", systemImage: "wifi")`, `Label { Text(…) } icon: { … }`: a label of its title.
    func labelView(_ call: FunctionCallExprSyntax, _ context: Context) -> SwiftUIFragment {
        let title = SwiftUIValues.text(SwiftUIValues.argument(nil, in: call.arguments), strings: context.strings)
            ?? Self.closure("title", of: call).flatMap { labelContent($0.statements, context).title }
            ?? call.trailingClosure.flatMap { labelContent($0.statements, context).title }
        var placed = SwiftUIPlaced(element: .label(Label(text: title?.text ?? SwiftUIText.placeholder)), location: location(call, context))
        placed.usesDefaultFont = true
        for name in title?.interpolatedNames ?? [] { placed.shownNames[name] = title?.text }
        return SwiftUIFragment(placed)
    }

    /// Modifiers after which the text's colours are not what is seen: they fade, blend, recolour
    /// or cover it.
    private static let changingColours: Set<String> = [
        "opacity", "blendMode", "colorMultiply", "colorInvert", "brightness", "contrast", "saturation", "hueRotation",
        "grayscale", "luminanceToAlpha", "overlay", "foregroundStyle", "foregroundColor", "background", "disabled", "redacted",
    ]

    /// The text's colour and the colour directly behind it, when the `Text` itself is given both as
    /// fixed colours (SwiftUIValues+Colors). Colours it inherits from an enclosing view, and
    /// anything the chain does to them, leave the pair unknown.
    static func fixedColours(_ view: SwiftUIViewExpression)
        -> (text: Color, textLocation: SwiftUILocation, background: Color, backgroundLocation: SwiftUILocation)? {
        var foreground: (Color, SwiftUILocation)?, background: (Color, SwiftUILocation)?
        for modifier in view.modifiers {
            switch modifier.name {
            case "foregroundStyle" where foreground == nil && modifier.arguments.count == 1,
                 "foregroundColor" where foreground == nil:
                guard let color = SwiftUIValues.fixedColor(modifier.firstArgument) else { return nil }
                foreground = (color, modifier.location)
            case "background" where background == nil && modifier.trailingClosure == nil:
                // `.background(.black)`, `.background(.black, in: .capsule)`: the colour fills what is behind.
                guard let color = SwiftUIValues.fixedColor(modifier.firstArgument) else { return nil }
                background = (color, modifier.location)
            default:
                if changingColours.contains(modifier.name) { return nil }
            }
        }
        guard let foreground, let background else { return nil }
        return (foreground.0, foreground.1, background.0, background.1)
    }

    /// `LabeledContent("Version", value: "1.0")`: a label, and in a list a row with a detail.
    func labeledContent(_ call: FunctionCallExprSyntax, _ context: Context) -> SwiftUIFragment {
        let title = SwiftUIValues.text(SwiftUIValues.argument(nil, in: call.arguments), strings: context.strings)
            ?? Self.closure("label", of: call).flatMap { labelContent($0.statements, context).title }
        let detail = SwiftUIValues.text(SwiftUIValues.argument("value", in: call.arguments), strings: context.strings)
            ?? call.trailingClosure.flatMap { labelContent($0.statements, context).title }
        let titleText = title?.text ?? SwiftUIText.placeholder
        var placed = SwiftUIPlaced(element: .label(Label(text: titleText)), role: .labeledContent(title: titleText, detail: detail?.text),
                                   location: location(call, context))
        placed.usesDefaultFont = true
        return SwiftUIFragment(placed)
    }

    /// `Image` and `AsyncImage`: an image view of the literal frame written on it (else a
    /// 120 × 80 stand-in), described by its `.accessibilityLabel`.
    func image(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let frame = Self.frame(view)
        let description = Self.accessibilityLabel(view, context) ?? Self.imageLabel(call, context)
        var parts: [SwiftUIPart] = []
        if let frame { parts.append(SwiftUIPart(path: [.key("frames"), .index(0)], location: frame.location)) }
        let image = ImageView(frames: [frame?.size ?? Size(width: 120, height: 80)], description: description)
        return SwiftUIFragment(SwiftUIPlaced(element: .imageView(image), location: location(call, context), parts: parts))
    }

    /// What a control's label shows: its text and SF Symbol, and a literal frame on it.
    struct LabelContent {
        var title: SwiftUIText?
        var icon: String?
        var frame: (size: Size, location: SwiftUILocation)?
        /// What an image or label inside tells VoiceOver (`Image(systemName: "at").accessibilityLabel("Mention")`).
        var spoken: String?
    }

    /// Reads `Text`, `Label` and `Image` out of a label closure, through stacks.
    func labelContent(_ statements: CodeBlockItemListSyntax, _ context: Context) -> LabelContent {
        var content = LabelContent()
        for entry in children(statements, context, flattening: ["HStack", "VStack", "ZStack", "Group"]).entries {
            let view = SwiftUIViewExpression(entry.expression) { self.location($0, context) }
            // A view passed in as a value (`let scopeLabel: Text`, then `scopeLabel` in the label)
            // may say anything: the label has something to read, only not known.
            if view.call == nil, view.base.is(DeclReferenceExprSyntax.self) || view.base.is(MemberAccessExprSyntax.self) {
                content.title = content.title ?? SwiftUIText(text: SwiftUIText.placeholder, interpolatedNames: ["_"])
                continue
            }
            guard let call = view.call, let name = view.calleeName else { continue }
            let first = SwiftUIValues.argument(nil, in: call.arguments)
            switch name {
            case "Text":
                content.title = content.title ?? SwiftUIValues.shownText(first, strings: entry.context.strings)
            case "Label":
                content.title = content.title ?? SwiftUIValues.shownText(first, strings: entry.context.strings)
                    ?? Self.closure("title", of: call).flatMap { labelContent($0.statements, context).title }
                    ?? call.trailingClosure.flatMap { labelContent($0.statements, context).title }
                content.icon = content.icon ?? Self.symbol(call)
                    ?? Self.closure("icon", of: call).flatMap { labelContent($0.statements, context).icon }
            case "Image":
                content.icon = content.icon ?? Self.symbol(call)
            default:
                continue
            }
            if content.frame == nil, let frame = Self.frame(view) { content.frame = frame }
            content.spoken = content.spoken ?? Self.accessibilityLabel(view, entry.context)
                ?? (name == "Image" ? Self.imageLabel(call, entry.context) : nil)
        }
        return content
    }

    /// `Image("logo", label: Text("Company logo"))`: the label VoiceOver reads.
    static func imageLabel(_ call: FunctionCallExprSyntax, _ context: Context) -> String? {
        guard let label = SwiftUIValues.argument("label", in: call.arguments) else { return nil }
        return SwiftUIValues.text(label, strings: context.strings)?.text ?? SwiftUIText.placeholder
    }

    /// `systemImage: "gear"`, `Image(systemName: "gear")`, `Image("logo")`.
    static func symbol(_ call: FunctionCallExprSyntax) -> String? {
        for label in ["systemImage", "systemName", "image"] {
            if let text = SwiftUIValues.text(SwiftUIValues.argument(label, in: call.arguments), isName: true) { return text.text }
        }
        if SwiftUIValues.calleeName(call) == "Image", let text = SwiftUIValues.text(SwiftUIValues.argument(nil, in: call.arguments), isName: true) {
            return text.text
        }
        return nil
    }

    /// What VoiceOver is told of the view: the text of `.accessibilityLabel(…)` or
    /// `.accessibility(label:)` (`…` for one the code computes: a label is set, so the rules that
    /// ask for one must not fire), and `…` too for a view hidden from VoiceOver
    /// (`.accessibilityHidden(true)`) or given another representation: there is nothing to label.
    static func accessibilityLabel(_ view: SwiftUIViewExpression, _ context: Context) -> String? {
        for modifier in view.modifiers.reversed() {
            let label: ExprSyntax?
            switch modifier.name {
            case "accessibilityLabel": label = modifier.firstArgument
            case "accessibility" where SwiftUIValues.argument("label", in: modifier.arguments) != nil:
                label = SwiftUIValues.argument("label", in: modifier.arguments)
            case "accessibilityHidden" where SwiftUIValues.bool(modifier.firstArgument) != false,
                 "accessibilityRepresentation":
                return SwiftUIText.placeholder
            default: continue
            }
            return SwiftUIValues.text(label, strings: context.strings)?.text ?? SwiftUIText.placeholder
        }
        return nil
    }

    /// `.frame(width: 28, height: 28)` with both numbers written, and where `frame` is written.
    static func frame(_ view: SwiftUIViewExpression) -> (size: Size, location: SwiftUILocation)? {
        for modifier in view.modifiers where modifier.name == "frame" {
            if let width = SwiftUIValues.number(SwiftUIValues.argument("width", in: modifier.arguments)),
               let height = SwiftUIValues.number(SwiftUIValues.argument("height", in: modifier.arguments)) {
                return (Size(width: width, height: height), modifier.location)
            }
        }
        return nil
    }
}
