import HIGControls
import SwiftSyntax

/// Pickers by their style (segmented control, wheel, menu row), their options, and date pickers.
extension SwiftUIReader {
    /// A picker by its style: segmented → a segmented control; wheel (and inline outside a list)
    /// → a picker of one wheel; menu, automatic, navigation link → a row in a list.
    func picker(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        let title = SwiftUIValues.text(SwiftUIValues.argument(nil, in: call.arguments), strings: context.strings)
            ?? SwiftUIValues.text(SwiftUIValues.argument("label", in: call.arguments), strings: context.strings)
            ?? Self.closure("label", of: call).flatMap { labelContent($0.statements, context).title }
        let style = context.environment["pickerStyle"].flatMap { SwiftUIValues.optionName($0.firstArgument) } ?? "automatic"
        switch style {
        case "segmented", "palette", "wheel", "inline":
            guard let content = Self.contentClosure(call) else { return SwiftUIFragment() }
            let options = self.options(content.statements, context)
            if let unknown = options.unknown {
                let what = style == "segmented" || style == "palette" ? Localized(ko: "세그먼트 컨트롤의 세그먼트", en: "the segments of the segmented control")
                    : Localized(ko: "피커의 값", en: "the values of the picker")
                return .unknown(unknown.location, what: what, why: unknown.why, unread: false)
            }
            if style == "segmented" || style == "palette" {
                let segments = options.values.map { SegmentedControl.Segment(title: $0.title, image: $0.image) }
                var parts = options.values.enumerated().map { SwiftUIPart(path: [.key("segments"), .index($0.offset)], location: $0.element.location) }
                // A literal `.frame(width:)` sets the control's width; its height stays the system's
                // (a segmented picker does not stretch to a taller frame), so only the width is read.
                let frame = view.modifier("frame")
                let width = frame.flatMap { SwiftUIValues.number(SwiftUIValues.argument("width", in: $0.arguments)) }
                    .flatMap { NumberRange.points.contains($0) ? $0 : nil }
                if let frame, width != nil { parts.append(SwiftUIPart(path: [.key("width")], location: frame.location)) }
                return SwiftUIFragment(SwiftUIPlaced(element: .segmentedControl(SegmentedControl(segments: segments, selected: nil, width: width)),
                                                     location: here, parts: parts))
            }
            let values = options.values.map { $0.title ?? $0.image ?? SwiftUIText.placeholder }
            return SwiftUIFragment(SwiftUIPlaced(element: .picker(Picker(components: [values])), role: .valuePicker(title: title?.text, pushes: false),
                                                 location: here))
        case "automatic", "menu", "navigationLink", "default":
            var fragment = SwiftUIFragment(SwiftUIPlaced(element: .button(Button()), role: .valuePicker(title: title?.text, pushes: style == "navigationLink"),
                                                         location: here))
            // Only a written `.menu` style is sure to be a pop-up button; `automatic` depends on where the picker is.
            if style == "menu" { fragment.presented.append(popUpMenu(call, context)) }
            return fragment
        default:
            return .unknown(here, what: Localized(ko: "피커의 모양", en: "what the picker looks like"),
                            why: Localized(ko: "higsite가 읽지 않는 피커 스타일('\(style)')입니다", en: "its picker style '\(style)' is not one the importer reads"),
                            unread: false)
        }
    }

    /// The options of a picker or scope bar: each child's text or symbol, where it is written.
    struct Options {
        var values: [(title: String?, image: String?, location: SwiftUILocation)] = []
        var unknown: SwiftUIUnknown?
    }

    func options(_ statements: CodeBlockItemListSyntax, _ context: Context) -> Options {
        var options = Options()
        let children = children(statements, context, flattening: ["Group", "Section"])
        if let first = children.unknowns.first {
            options.unknown = first
            return options
        }
        if children.hasConditions, let first = children.entries.first {
            options.unknown = SwiftUIUnknown(location: location(first.expression, first.context), what: .namedByCaller,
                                             why: Localized(ko: "어떤 옵션이 있는지 'if'가 정합니다", en: "an 'if' decides which options there are"))
            return options
        }
        for entry in children.entries {
            let view = SwiftUIViewExpression(entry.expression) { self.location($0, entry.context) }
            let here = location(entry.expression, entry.context)
            guard let call = view.call, let name = view.calleeName else {
                options.unknown = SwiftUIUnknown(location: here, what: .namedByCaller,
                                                 why: Localized(ko: "실행 중에 만들어지는 값('\(entry.expression.trimmedDescription.prefix(40))')입니다",
                                                                en: "'\(entry.expression.trimmedDescription.prefix(40))' is built at run time"))
                return options
            }
            switch name {
            case "Text", "Label":
                let title = SwiftUIValues.text(SwiftUIValues.argument(nil, in: call.arguments), strings: entry.context.strings)
                options.values.append((title?.text ?? SwiftUIText.placeholder, nil, here))
            case "Image":
                options.values.append((nil, Self.symbol(call), here))
            default:
                options.unknown = SwiftUIUnknown(location: here, what: .namedByCaller,
                                                 why: Localized(ko: "higsite가 텍스트로 읽지 않는 뷰('\(name)')입니다", en: "'\(name)' is not text the importer reads"))
                return options
            }
        }
        return options
    }

    /// `DatePicker("Start", selection: $date, displayedComponents: [.date])`.
    func datePicker(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        var parts: [SwiftUIPart] = []
        var mode = DatePicker.Mode.dateAndTime
        if let components = call.arguments.first(where: { $0.label?.text == "displayedComponents" }) {
            parts.append(SwiftUIPart(path: [.key("mode")], location: location(components, context)))
            let names = Set(SwiftUIValues.optionNames(components.expression) ?? [])
            let hasDate = names.contains("date"), hasTime = names.contains("hourAndMinute") || names.contains("hourMinuteAndSecond")
            mode = hasDate && !hasTime ? .date : (hasTime && !hasDate ? .time : .dateAndTime)
        }
        var style = DatePicker.Style.compact
        if let modifier = context.environment["datePickerStyle"] {
            switch SwiftUIValues.optionName(modifier.firstArgument) {
            case "wheel": style = .wheels
            case "graphical": style = .inline
            default: style = .compact
            }
            parts.append(SwiftUIPart(path: [.key("style")], location: modifier.location))
        }
        return SwiftUIFragment(SwiftUIPlaced(element: .datePicker(DatePicker(style: style, mode: mode)), location: here, parts: parts))
    }
}
