import HIGControls
import SwiftSyntax

/// `.sheet`, `.fullScreenCover` and `.popover`: the presentation a view makes, read as part of its
/// screen's content (like `.alert`) so the sheet and popover rules judge it where it is written.
/// What the content closure writes literally is read — detents, the drag indicator, whether
/// interactive dismissal is off, its toolbar's buttons, the title, the presentations inside it —
/// and a setting it does not write is SwiftUI's default only when every view in the closure is
/// SwiftUI's own; otherwise (a view of the app, a variable) it is unknown.
extension SwiftUIReader {
    func requestPresentation(_ modifier: SwiftUIModifier, in fragment: inout SwiftUIFragment, _ context: Context) {
        guard let closure = modifier.closure("content") ?? modifier.trailingClosure else { return }
        var unknowns: [SwiftUIUnknown] = []
        let (element, parts) = presentation(named: modifier.name, arguments: modifier.arguments, closure: closure,
                                            at: modifier.location, context, unknowns: &unknowns)
        fragment.unknowns.addOnce(unknowns)
        fragment.presented.append(SwiftUIPlaced(element: element, location: modifier.location, parts: parts))
    }

    /// The sheet or popover of one presenting modifier, with where its parts are written.
    private func presentation(named name: String, arguments: LabeledExprListSyntax, closure: ClosureExprSyntax, at location: SwiftUILocation,
                              _ context: Context, unknowns: inout [SwiftUIUnknown]) -> (Element, [SwiftUIPart]) {
        let scan = SwiftUIPresentationScan(closure)
        let here = scan.isWrittenHere
        if !here {
            unknowns.append(SwiftUIUnknown(location: location, what: name == "popover" ? Localized(ko: "팝오버의 설정과 버튼", en: "the settings and buttons of the popover")
                                               : Localized(ko: "시트의 설정과 버튼", en: "the settings and buttons of the sheet"),
                                           why: Localized(ko: "내용이 앱의 뷰나 값이어서, 그쪽에서 설정과 버튼을 정할 수 있습니다",
                                                          en: "its content is a view of the app or a value, which may set them"),
                                           concernsPresentation: true))
        }
        let bar = modalButtons(scan.toolbars, context)
        var parts = bar.parts
        let title = scan.modifiers["navigationTitle"].flatMap { call -> String? in
            guard let text = SwiftUIValues.shownText(call.arguments.first?.expression, strings: context.strings) else { return nil }
            parts.append(SwiftUIPart(path: [.key("title")], location: self.location(call, context)))
            return text.text
        }
        let (content, contentParts) = nestedPresentations(scan.nested, context, unknowns: &unknowns)
        parts += contentParts
        let dismissal = Self.dismissalAllowed(scan.modifiers["interactiveDismissDisabled"], writtenHere: here)
        if name == "popover" {
            let popover = Popover(title: title, arrow: SwiftUIValues.optionName(SwiftUIValues.argument("arrowEdge", in: arguments)) == "top" ? .down : .up,
                                  leading: bar.leading, trailing: bar.trailing, buttonsAreKnown: here && bar.known, tapOutsideDismisses: dismissal,
                                  compact: Self.compactAdaptation(scan.modifiers["presentationCompactAdaptation"], writtenHere: here), content: content)
            return (.popover(popover), parts)
        }
        let detents = Self.detents(scan.modifiers["presentationDetents"])
        let sheet = Sheet(style: name == "fullScreenCover" ? .fullScreen : .page, detents: detents ?? [.large],
                          detentsAreKnown: detents != nil && (here || scan.modifiers["presentationDetents"] != nil),
                          grabber: Self.grabber(scan.modifiers["presentationDragIndicator"]), swipeToDismiss: dismissal, title: title,
                          leading: bar.leading, trailing: bar.trailing, buttonsAreKnown: here && bar.known, sidesAreKnown: bar.sidesKnown,
                          content: content)
        return (.sheet(sheet), parts)
    }

    /// The presentations written inside a presentation's content, as its content elements.
    private func nestedPresentations(_ calls: [FunctionCallExprSyntax], _ context: Context,
                                     unknowns: inout [SwiftUIUnknown]) -> ([Element], [SwiftUIPart]) {
        var content: [Element] = [], parts: [SwiftUIPart] = []
        for call in calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            let name = member.declName.baseName.text
            let modifier = SwiftUIModifier(name: name, location: location(member.declName.baseName, context), arguments: call.arguments,
                                           trailingClosure: call.trailingClosure, additionalTrailingClosures: call.additionalTrailingClosures)
            var inner = SwiftUIFragment()
            if name == "alert" || name == "confirmationDialog" {
                requestDialog(modifier, in: &inner, context)
            } else {
                requestPresentation(modifier, in: &inner, context)
            }
            unknowns.addOnce(inner.unknowns)
            for placed in inner.presented {
                guard let element = placed.element else { continue }
                let prefix: [ElementPath.Component] = [.key("content"), .index(content.count), .key(element.kind.rawValue)]
                parts.append(SwiftUIPart(path: prefix, location: placed.location))
                parts += placed.parts.map { SwiftUIPart(path: prefix + $0.path, location: $0.location) }
                content.append(element)
            }
        }
        return (content, parts)
    }

    /// `.presentationDetents([.medium, .large])`: the detents when each is written literally.
    static func detents(_ call: FunctionCallExprSyntax?) -> [SheetDetent]? {
        guard let call else { return [.large] }
        guard let array = call.arguments.first?.expression.as(ArrayExprSyntax.self) else { return nil }
        var detents: [SheetDetent] = []
        for element in array.elements {
            let expression = element.expression
            if let inner = expression.as(FunctionCallExprSyntax.self), let name = SwiftUIValues.calleeName(inner),
               let value = SwiftUIValues.number(inner.arguments.first?.expression) {
                switch name {
                case "height" where NumberRange.detentHeight.contains(value): detents.append(.height(value))
                case "fraction" where NumberRange.detentFraction.contains(value): detents.append(.fraction(value))
                default: return nil
                }
            } else {
                switch SwiftUIValues.optionName(expression) {
                case "medium": detents.append(.medium)
                case "large": detents.append(.large)
                default: return nil
                }
            }
        }
        return detents.isEmpty ? nil : detents
    }

    /// `.presentationDragIndicator(.visible)`: shown; `.hidden`: not; `.automatic`, absent or
    /// computed: SwiftUI decides, so unknown.
    static func grabber(_ call: FunctionCallExprSyntax?) -> Bool? {
        switch SwiftUIValues.optionName(call?.arguments.first?.expression) {
        case "visible": true
        case "hidden": false
        default: nil
        }
    }

    /// Whether people can swipe (or tap outside) to dismiss: `.interactiveDismissDisabled()` or
    /// `(true)` turns it off, `(false)` leaves it on, a value computed is unknown.
    static func dismissalAllowed(_ call: FunctionCallExprSyntax?, writtenHere: Bool) -> Bool? {
        guard let call else { return writtenHere ? true : nil }
        guard let argument = call.arguments.first?.expression else { return false }
        return SwiftUIValues.bool(argument).map { !$0 }
    }

    /// `.presentationCompactAdaptation(.popover)` keeps the popover on iPhone; `.none` asks for no
    /// adaptation; `.sheet` and `.fullScreenCover` name what it becomes. Without it a popover
    /// becomes a sheet.
    static func compactAdaptation(_ call: FunctionCallExprSyntax?, writtenHere: Bool) -> Popover.Adaptation {
        guard let call else { return writtenHere ? .sheet : .unknown }
        let argument = SwiftUIValues.argument("horizontal", in: call.arguments) ?? call.arguments.first?.expression
        switch SwiftUIValues.optionName(argument) {
        case "popover", "none": return .popover
        case "sheet", "automatic": return .sheet
        case "fullScreenCover": return .fullScreen
        default: return .unknown
        }
    }
}
