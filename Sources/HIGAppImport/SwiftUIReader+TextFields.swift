import HIGControls
import SwiftSyntax

/// Text fields and secure fields, with the keyboard and content type set around them.
extension SwiftUIReader {
    /// `TextField("Email", text: $email)` and `SecureField`, with `.keyboardType` and `.textContentType`.
    func textField(_ name: String, _ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        // `TextField(…, axis: .vertical)` grows into a text area, which the model has no kind for:
        // the rules of one-line fields (a clear button) would be wrong about it.
        if SwiftUIValues.optionName(SwiftUIValues.argument("axis", in: call.arguments)) == "vertical" {
            return .unknown(here, what: Localized(ko: "여러 줄로 늘어나는 텍스트 필드", en: "a text field that grows to several lines"),
                            why: Localized(ko: "axis: .vertical은 여러 줄 텍스트 영역을 만드는데, higsite는 아직 이를 모델로 다루지 않습니다",
                                           en: "axis: .vertical makes a text area, which higsite does not model yet"),
                            unread: false)
        }
        // A title the code computes (`TextField(L10n.username, text: $name)`) is there, only not known.
        let title = SwiftUIValues.shownText(SwiftUIValues.argument(nil, in: call.arguments), strings: context.strings)
            ?? Self.closure("label", of: call).flatMap { labelContent($0.statements, context).title }
            ?? call.trailingClosure.flatMap { labelContent($0.statements, context).title }
        let prompt = SwiftUIValues.shownText(SwiftUIValues.argument("prompt", in: call.arguments), strings: context.strings)
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
        } else if let modifier = context.environment["submitLabel"], SwiftUIValues.optionName(modifier.firstArgument) == "search" {
            // The return key says Search: the field takes search terms, as the code declares.
            field.contentType = .search
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
