import HIGControls
import SwiftSyntax

/// SwiftUI controls as elements of the model.
extension SwiftUIReader {
    func control(_ name: String, _ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment? {
        let here = location(call, context)
        let arguments = call.arguments
        let strings = context.strings
        func text(_ expr: ExprSyntax?) -> SwiftUIText? { SwiftUIValues.text(expr, strings: strings) }
        func single(_ element: Element, parts: [SwiftUIPart] = [], role: SwiftUIPlaced.Role = .plain) -> SwiftUIFragment {
            SwiftUIFragment(SwiftUIPlaced(element: element, role: role, location: here, parts: parts))
        }

        switch name {
        case "Text":
            let value = text(SwiftUIValues.argument(nil, in: arguments) ?? SwiftUIValues.argument("verbatim", in: arguments))
            var placed = SwiftUIPlaced(element: .label(Label(text: value?.text ?? SwiftUIText.placeholder)), location: here)
            placed.usesDefaultFont = true
            for name in value?.interpolatedNames ?? [] { placed.shownNames[name] = value?.text }
            return SwiftUIFragment(placed)

        case "Label":
            let title = text(SwiftUIValues.argument(nil, in: arguments))
                ?? Self.closure("title", of: call).flatMap { labelContent($0.statements, context).title }
                ?? call.trailingClosure.flatMap { labelContent($0.statements, context).title }
            var placed = SwiftUIPlaced(element: .label(Label(text: title?.text ?? SwiftUIText.placeholder)), location: here)
            placed.usesDefaultFont = true
            for name in title?.interpolatedNames ?? [] { placed.shownNames[name] = title?.text }
            return SwiftUIFragment(placed)

        case "LabeledContent":
            let title = text(SwiftUIValues.argument(nil, in: arguments))
                ?? Self.closure("label", of: call).flatMap { labelContent($0.statements, context).title }
            let detail = text(SwiftUIValues.argument("value", in: arguments))
                ?? call.trailingClosure.flatMap { labelContent($0.statements, context).title }
            let titleText = title?.text ?? SwiftUIText.placeholder
            var placed = SwiftUIPlaced(element: .label(Label(text: titleText)), role: .labeledContent(title: titleText, detail: detail?.text),
                                       location: here)
            placed.usesDefaultFont = true
            return SwiftUIFragment(placed)

        case "Image", "AsyncImage":
            let frame = Self.frame(view)
            let description = view.modifier("accessibilityLabel").flatMap { text($0.firstArgument)?.text }
            var parts: [SwiftUIPart] = []
            if let frame { parts.append(SwiftUIPart(path: [.key("frames"), .index(0)], location: frame.location)) }
            return single(.imageView(ImageView(frames: [frame?.size ?? Size(width: 120, height: 80)], description: description)), parts: parts)

        case "Button", "Link", "Menu", "ShareLink", "EditButton", "NavigationLink", "PasteButton", "RenameButton", "PhotosPicker":
            return button(name, call, view, context)

        case "Toggle":
            return toggle(call, view, context)

        case "Slider":
            var slider = Slider()
            var fragment = SwiftUIFragment()
            if let range = SwiftUIValues.argument("in", in: arguments) {
                if let bounds = SwiftUIValues.range(range) {
                    slider.minimum = bounds.lower
                    slider.maximum = bounds.upper
                } else {
                    fragment.unknowns.append(SwiftUIUnknown(location: here, what: "the slider's range",
                                                            why: "'\(range.trimmedDescription.prefix(40))' is not a literal range"))
                }
            }
            slider.value = SwiftUIValues.constantNumber(SwiftUIValues.argument("value", in: arguments))
                ?? (slider.minimum + slider.maximum) / 2
            slider.purpose = (call.trailingClosure ?? Self.closure("label", of: call)).flatMap { labelContent($0.statements, context).title?.text }
                ?? view.modifier("accessibilityLabel").flatMap { text($0.firstArgument)?.text }
                ?? SwiftUIValues.boundName(SwiftUIValues.argument("value", in: arguments))
            fragment.items = [SwiftUIPlaced(element: .slider(slider), location: here)]
            fragment.size = 1
            return fragment

        case "Stepper":
            return stepper(call, view, context)

        case "Picker":
            return picker(call, view, context)

        case "DatePicker":
            return datePicker(call, view, context)

        case "TextField", "SecureField":
            return textField(name, call, view, context)

        case "ProgressView":
            let label = text(SwiftUIValues.argument(nil, in: arguments))
                ?? (call.trailingClosure ?? Self.closure("label", of: call)).flatMap { labelContent($0.statements, context).title }
            guard let valueExpr = SwiftUIValues.argument("value", in: arguments) else {
                if arguments.contains(where: { $0.label?.text == "timerInterval" }) {
                    return .unknown(here, what: "the progress bar's progress", why: "a timer interval moves it at run time", unread: false)
                }
                return single(.activityIndicator(ActivityIndicator(label: label?.text)))
            }
            let total = SwiftUIValues.argument("total", in: arguments)
            if let value = SwiftUIValues.number(valueExpr), let total = total.map(SwiftUIValues.number) ?? 1, total > 0 {
                return single(.progressBar(ProgressBar(progress: value / total, label: label?.text)))
            }
            var fragment = single(.progressBar(ProgressBar(progress: 0, label: label?.text)))
            fragment.unknowns.append(SwiftUIUnknown(location: here, what: "the progress bar's progress",
                                                    why: "'\(valueExpr.trimmedDescription.prefix(40))' is a value at run time"))
            // A progress of 0 stands in; no rule reads it as a fact.
            fragment.items[0].parts = []
            return fragment

        default:
            return nil
        }
    }

    // MARK: Buttons and links

    /// What a control's label shows: its text and SF Symbol, and a literal frame on it.
    struct LabelContent {
        var title: SwiftUIText?
        var icon: String?
        var frame: (size: Size, location: SwiftUILocation)?
    }

    /// Reads `Text`, `Label` and `Image` out of a label closure, through stacks.
    func labelContent(_ statements: CodeBlockItemListSyntax, _ context: Context) -> LabelContent {
        var content = LabelContent()
        for entry in children(statements, context, flattening: ["HStack", "VStack", "ZStack", "Group"]).entries {
            let view = SwiftUIViewExpression(entry.expression) { self.location($0, context) }
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
        }
        return content
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

    /// The text of an `.accessibilityLabel(…)` on the view: its literal, or `…` for one the code
    /// computes (a label is set, so the rules that ask for one must not fire).
    static func accessibilityLabel(_ view: SwiftUIViewExpression, _ context: Context) -> String? {
        guard let modifier = view.modifiers.last(where: { $0.name == "accessibilityLabel" }) else { return nil }
        return SwiftUIValues.text(modifier.firstArgument, strings: context.strings)?.text ?? SwiftUIText.placeholder
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

    /// `Button("Save") { }`, `Button { } label: { Image(systemName: "xmark") }`, `Button("Add", systemImage: "plus")`,
    /// and the views that look and act like buttons: `Link`, `Menu`, `ShareLink`, `EditButton`, `NavigationLink`.
    private func button(_ name: String, _ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        var title = SwiftUIValues.text(SwiftUIValues.argument(nil, in: call.arguments), strings: context.strings)
        var icon = Self.symbol(call)
        var frame = Self.frame(view)
        // The label closure: `label:`, or the trailing closure when the action is an argument
        // (`Button(action: save) { Text("Save") }`, `NavigationLink(destination: D()) { … }`, `Menu { } label: { }`).
        let labelClosure: ClosureExprSyntax? = Self.closure("label", of: call) ?? {
            guard let trailing = call.trailingClosure else { return nil }
            let takesActionArgument = call.arguments.contains { ["action", "destination", "value", "item", "primaryAction"].contains($0.label?.text ?? "") }
            return takesActionArgument || ["Link", "ShareLink"].contains(name) ? trailing : nil
        }()
        if let labelClosure, title == nil || icon == nil {
            let content = labelContent(labelClosure.statements, context)
            title = title ?? content.title
            icon = icon ?? content.icon
            frame = frame ?? content.frame
        }
        switch name {
        case "EditButton": title = SwiftUIText(text: "Edit", interpolatedNames: [])
        case "ShareLink" where title == nil && icon == nil:
            title = SwiftUIText(text: "Share", interpolatedNames: [])
            icon = "square.and.arrow.up"
        case "PasteButton": title = SwiftUIText(text: "Paste", interpolatedNames: [])
        default: break
        }
        // What VoiceOver speaks: `.accessibilityLabel(…)` (`…` when it is not a literal: set, but
        // not known), else the title an icon-only label style hides, which SwiftUI still speaks.
        var spoken = Self.accessibilityLabel(view, context)
        switch context.environment["labelStyle"].flatMap({ SwiftUIValues.optionName($0.firstArgument) }) {
        case "iconOnly" where icon != nil:
            spoken = spoken ?? title?.text
            title = nil
        case "titleOnly" where title != nil: icon = nil
        default: break
        }
        let style = context.environment["buttonStyle"].flatMap { SwiftUIValues.optionName($0.firstArgument) }
        let bordered = style == "bordered" || style == "borderedProminent" || style == "glass" || style == "glassProminent"
        // A title that is not a literal keeps its literal parts; one that is not text at all is left out.
        let button = Button(title: title?.text, icon: icon, bordered: bordered, size: frame?.size, accessibilityLabel: spoken)
        var parts: [SwiftUIPart] = []
        if let frame { parts.append(SwiftUIPart(path: [.key("size")], location: frame.location)) }
        return SwiftUIFragment(SwiftUIPlaced(element: .button(button), role: name == "NavigationLink" ? .navigationLink : .plain,
                                             location: here, parts: parts))
    }

    // MARK: Switches, steppers, pickers

    /// `Toggle("Wi-Fi", isOn: $wifi)`: a switch (a row's switch in a list); with
    /// `.toggleStyle(.button)`, a button.
    private func toggle(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        let label = SwiftUIValues.text(SwiftUIValues.argument(nil, in: call.arguments), strings: context.strings)
            ?? (call.trailingClosure ?? Self.closure("label", of: call)).flatMap { labelContent($0.statements, context).title }
        let style = context.environment["toggleStyle"]
        switch style.flatMap({ SwiftUIValues.optionName($0.firstArgument) }) {
        case nil, "switch", "automatic":
            let isOn = SwiftUIValues.constantBool(SwiftUIValues.argument("isOn", in: call.arguments)) ?? true
            return SwiftUIFragment(SwiftUIPlaced(element: .switch(Switch(isOn: isOn, label: label?.text)), location: here))
        case "button":
            return SwiftUIFragment(SwiftUIPlaced(element: .button(Button(title: label?.text, icon: Self.symbol(call))), location: here))
        default:
            return .unknown(here, what: "what the toggle looks like", why: "its toggle style is the app's own", unread: false)
        }
    }

    /// `Stepper("Guests: \(guests)", value: $guests, in: 1...10, step: 1)`.
    private func stepper(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        let arguments = call.arguments
        let title = SwiftUIValues.text(SwiftUIValues.argument(nil, in: arguments), strings: context.strings)
            ?? (call.trailingClosure ?? Self.closure("label", of: call)).flatMap { labelContent($0.statements, context).title }
        var stepper = Stepper()
        var fragment = SwiftUIFragment()
        if let step = SwiftUIValues.argument("step", in: arguments) {
            if let value = SwiftUIValues.number(step), value > 0 { stepper.step = value } else {
                fragment.unknowns.append(SwiftUIUnknown(location: here, what: "the stepper's step", why: "'\(step.trimmedDescription.prefix(40))' is not a literal number"))
            }
        }
        if let range = SwiftUIValues.argument("in", in: arguments) {
            if let bounds = SwiftUIValues.range(range) {
                stepper.minimum = bounds.lower
                stepper.maximum = bounds.upper
            } else {
                fragment.unknowns.append(SwiftUIUnknown(location: here, what: "the stepper's range", why: "'\(range.trimmedDescription.prefix(40))' is not a literal range"))
            }
        } else {
            let why = arguments.contains { $0.label?.text == "onIncrement" } ? "it changes its value in code of its own" : "it has no 'in:' range, so it is not bounded"
            fragment.unknowns.append(SwiftUIUnknown(location: here, what: "the stepper's range", why: why))
        }
        stepper.value = stepper.minimum
        // A label that interpolates a value shows it; `Stepper("Guests", …)` alone does not.
        if let title, !title.isLiteral { stepper.valueLabel = title.text }
        var placed = SwiftUIPlaced(element: .stepper(stepper), location: here)
        placed.boundName = SwiftUIValues.boundName(SwiftUIValues.argument("value", in: arguments))
        fragment.items = [placed]
        fragment.size = 1
        return fragment
    }

    /// A picker by its style: segmented → a segmented control; wheel (and inline outside a list)
    /// → a picker of one wheel; menu, automatic, navigation link → a row in a list.
    private func picker(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
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
                let what = style == "segmented" || style == "palette" ? "the segments of the segmented control" : "the values of the picker"
                return .unknown(unknown.location, what: what, why: unknown.why, unread: false)
            }
            if style == "segmented" || style == "palette" {
                let segments = options.values.map { SegmentedControl.Segment(title: $0.title, image: $0.image) }
                let parts = options.values.enumerated().map { SwiftUIPart(path: [.key("segments"), .index($0.offset)], location: $0.element.location) }
                return SwiftUIFragment(SwiftUIPlaced(element: .segmentedControl(SegmentedControl(segments: segments, selected: nil)),
                                                     location: here, parts: parts))
            }
            let values = options.values.map { $0.title ?? $0.image ?? SwiftUIText.placeholder }
            return SwiftUIFragment(SwiftUIPlaced(element: .picker(Picker(components: [values])), role: .valuePicker(title: title?.text, pushes: false),
                                                 location: here))
        case "automatic", "menu", "navigationLink", "default":
            return SwiftUIFragment(SwiftUIPlaced(element: .button(Button()), role: .valuePicker(title: title?.text, pushes: style == "navigationLink"),
                                                 location: here))
        default:
            return .unknown(here, what: "what the picker looks like", why: "its picker style '\(style)' is not one the importer reads", unread: false)
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
            options.unknown = SwiftUIUnknown(location: location(first.expression, first.context), what: "", why: "an 'if' decides which options there are")
            return options
        }
        for entry in children.entries {
            let view = SwiftUIViewExpression(entry.expression) { self.location($0, entry.context) }
            let here = location(entry.expression, entry.context)
            guard let call = view.call, let name = view.calleeName else {
                options.unknown = SwiftUIUnknown(location: here, what: "", why: "'\(entry.expression.trimmedDescription.prefix(40))' is built at run time")
                return options
            }
            switch name {
            case "Text", "Label":
                let title = SwiftUIValues.text(SwiftUIValues.argument(nil, in: call.arguments), strings: entry.context.strings)
                options.values.append((title?.text ?? SwiftUIText.placeholder, nil, here))
            case "Image":
                options.values.append((nil, Self.symbol(call), here))
            default:
                options.unknown = SwiftUIUnknown(location: here, what: "", why: "'\(name)' is not text the importer reads")
                return options
            }
        }
        return options
    }

    /// `DatePicker("Start", selection: $date, displayedComponents: [.date])`.
    private func datePicker(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
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

    /// `TextField("Email", text: $email)` and `SecureField`, with `.keyboardType` and `.textContentType`.
    private func textField(_ name: String, _ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        let title = SwiftUIValues.text(SwiftUIValues.argument(nil, in: call.arguments), strings: context.strings)
            ?? Self.closure("label", of: call).flatMap { labelContent($0.statements, context).title }
            ?? call.trailingClosure.flatMap { labelContent($0.statements, context).title }
        let prompt = SwiftUIValues.text(SwiftUIValues.argument("prompt", in: call.arguments), strings: context.strings)
        var field = TextField(isSecure: name == "SecureField", hasClearButton: textFieldsHaveClearButton,
                              placeholder: (prompt ?? title)?.text, label: prompt == nil ? nil : title?.text)
        var parts: [SwiftUIPart] = []
        if let modifier = context.environment["keyboardType"] {
            field.keyboard = Self.keyboards[SwiftUIValues.optionName(modifier.firstArgument) ?? ""] ?? .default
            parts.append(SwiftUIPart(path: [.key("keyboard")], location: modifier.location))
        }
        if let modifier = context.environment["textContentType"] {
            field.contentType = Self.contentTypes[SwiftUIValues.optionName(modifier.firstArgument) ?? ""] ?? .text
            parts.append(SwiftUIPart(path: [.key("content")], location: modifier.location))
        }
        return SwiftUIFragment(SwiftUIPlaced(element: .textField(field), location: here, parts: parts))
    }

    /// UIKeyboardType cases as `.keyboardType` names them.
    static let keyboards: [String: TextField.Keyboard] = [
        "default": .default, "asciiCapable": .ascii, "numbersAndPunctuation": .default, "URL": .url, "numberPad": .numberPad,
        "phonePad": .phonePad, "namePhonePad": .phonePad, "emailAddress": .email, "decimalPad": .decimalPad, "twitter": .default,
        "webSearch": .webSearch, "asciiCapableNumberPad": .numberPad,
    ]

    /// UITextContentType values as `.textContentType` names them.
    static let contentTypes: [String: TextField.ContentType] = [
        "emailAddress": .email, "password": .password, "newPassword": .password, "telephoneNumber": .phone, "URL": .url,
        "oneTimeCode": .oneTimeCode, "name": .name, "givenName": .name, "familyName": .name, "middleName": .name,
        "namePrefix": .name, "nameSuffix": .name, "nickname": .name, "creditCardNumber": .number,
    ]
}
