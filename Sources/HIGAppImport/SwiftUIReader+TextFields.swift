import HIGControls
import SwiftSyntax

/// Text fields and secure fields, with the keyboard and content type set around them.
extension SwiftUIReader {
    /// `TextField("Email", text: $email)` and `SecureField`, with `.keyboardType` and `.textContentType`.
    func textField(_ name: String, _ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
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
